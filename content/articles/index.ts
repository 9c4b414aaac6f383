// Written by `npm run content:index`; edit the body files, not this list.
import type { ArticleBody } from '../schemas/article.ts';
import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';
import { body as adaptogeeni } from './adaptogeeni.ts';
import { body as adaptogeenit } from './adaptogeenit.ts';
import { body as alykello } from './alykello.ts';
import { body as alykelloVaiAktiivisuusranneke } from './alykello-vai-aktiivisuusranneke.ts';
import { body as alyvaaka } from './alyvaaka.ts';
import { body as alyvaakaKokemuksia } from './alyvaaka-kokemuksia.ts';
import { body as antiAging } from './anti-aging.ts';
import { body as ashwagandha } from './ashwagandha.ts';
import { body as aurinkovoide } from './aurinkovoide.ts';
import { body as biotiini } from './biotiini.ts';
import { body as dVitamiini } from './d-vitamiini.ts';
import { body as deodorantti } from './deodorantti.ts';
import { body as dvitamiini } from './dvitamiini.ts';
import { body as elektrolyytit } from './elektrolyytit.ts';
import { body as elektrolyytti } from './elektrolyytti.ts';
import { body as elektrolyyttijauhe } from './elektrolyyttijauhe.ts';
import { body as epigeneettisetIkatestit } from './epigeneettiset-ikatestit.ts';
import { body as hyaluronihappo } from './hyaluronihappo.ts';
import { body as ihokarvanpoistaja } from './ihokarvanpoistaja.ts';
import { body as kasvohoyrytin } from './kasvohoyrytin.ts';
import { body as kauneudenhoitoRavintolisat } from './kauneudenhoito-ravintolisat.ts';
import { body as kauneusravintolisat } from './kauneusravintolisat.ts';
import { body as kirkasvalo } from './kirkasvalo.ts';
import { body as kirkasvalolamppu } from './kirkasvalolamppu.ts';
import { body as kollageeniVaiKreatiini } from './kollageeni-vai-kreatiini.ts';
import { body as kollageenivalmiste } from './kollageenivalmiste.ts';
import { body as korvatulpat } from './korvatulpat.ts';
import { body as kotitreeniohjelma } from './kotitreeniohjelma.ts';
import { body as kotitreenivaline } from './kotitreenivaline.ts';
import { body as kreatiini } from './kreatiini.ts';
import { body as laadukasUni } from './laadukas-uni.ts';
import { body as laboratoriotesti } from './laboratoriotesti.ts';
import { body as lahjaideat } from './lahjaideat.ts';
import { body as lihashuoltovasara } from './lihashuoltovasara.ts';
import { body as liikkujanLisaravinteet } from './liikkujan-lisaravinteet.ts';
import { body as lisaravinne_50Vuotiaille } from './lisäravinne-50-vuotiaille.ts';
import { body as luonnonkosmetiikanKasvovoiteet } from './luonnonkosmetiikan-kasvovoiteet.ts';
import { body as luonnonkosmetiikka } from './luonnonkosmetiikka.ts';
import { body as magnesium } from './magnesium.ts';
import { body as melatoniini } from './melatoniini.ts';
import { body as melatoniinivertailu } from './melatoniinivertailu.ts';
import { body as mikroneulain } from './mikroneulain.ts';
import { body as mikroneulauslaitteet } from './mikroneulauslaitteet.ts';
import { body as omega_3 } from './omega-3.ts';
import { body as omega3 } from './omega3.ts';
import { body as painopeitto } from './painopeitto.ts';
import { body as palautuminen } from './palautuminen.ts';
import { body as paljasjalkakengat } from './paljasjalkakengat.ts';
import { body as parhaatProteiinijauheet } from './parhaat-proteiinijauheet.ts';
import { body as proteiinijauheet } from './proteiinijauheet.ts';
import { body as punavalo } from './punavalo.ts';
import { body as punavalolaitteet } from './punavalolaitteet.ts';
import { body as rentoutuminen } from './rentoutuminen.ts';
import { body as retinoli } from './retinoli.ts';
import { body as retinoliseerumi } from './retinoliseerumi.ts';
import { body as shampoo } from './shampoo.ts';
import { body as superfood } from './superfood.ts';
import { body as superfoodit } from './superfoodit.ts';
import { body as tyynyt } from './tyynyt.ts';
import { body as unenMittaaminen } from './unen-mittaaminen.ts';
import { body as unenlaatu } from './unenlaatu.ts';
import { body as unenseurantalaitteet } from './unenseurantalaitteet.ts';
import { body as unimaskit } from './unimaskit.ts';
import { body as verenpainemittarit } from './verenpainemittarit.ts';
import { body as vitamiinitJaKivennaisaineet } from './vitamiinit-ja-kivennaisaineet.ts';
import { page as aktiivisuusrannekkeetPage } from '../standalone/aktiivisuusrannekkeet.ts';
import { page as ravinnonSeurantasovelluksetPage } from '../standalone/ravinnon-seurantasovellukset.ts';

/** Every article body, one file each, keyed by article id. A unit test checks that no file is left out. */
export const articleBodies: Readonly<Record<string, ArticleBody>> = Object.fromEntries(
  [
    adaptogeeni,
    adaptogeenit,
    alykello,
    alykelloVaiAktiivisuusranneke,
    alyvaaka,
    alyvaakaKokemuksia,
    antiAging,
    ashwagandha,
    aurinkovoide,
    biotiini,
    dVitamiini,
    deodorantti,
    dvitamiini,
    elektrolyytit,
    elektrolyytti,
    elektrolyyttijauhe,
    epigeneettisetIkatestit,
    hyaluronihappo,
    ihokarvanpoistaja,
    kasvohoyrytin,
    kauneudenhoitoRavintolisat,
    kauneusravintolisat,
    kirkasvalo,
    kirkasvalolamppu,
    kollageeniVaiKreatiini,
    kollageenivalmiste,
    korvatulpat,
    kotitreeniohjelma,
    kotitreenivaline,
    kreatiini,
    laadukasUni,
    laboratoriotesti,
    lahjaideat,
    lihashuoltovasara,
    liikkujanLisaravinteet,
    lisaravinne_50Vuotiaille,
    luonnonkosmetiikanKasvovoiteet,
    luonnonkosmetiikka,
    magnesium,
    melatoniini,
    melatoniinivertailu,
    mikroneulain,
    mikroneulauslaitteet,
    omega_3,
    omega3,
    painopeitto,
    palautuminen,
    paljasjalkakengat,
    parhaatProteiinijauheet,
    proteiinijauheet,
    punavalo,
    punavalolaitteet,
    rentoutuminen,
    retinoli,
    retinoliseerumi,
    shampoo,
    superfood,
    superfoodit,
    tyynyt,
    unenMittaaminen,
    unenlaatu,
    unenseurantalaitteet,
    unimaskit,
    verenpainemittarit,
    vitamiinitJaKivennaisaineet,
  ].map((body) => [body.id, body]),
);

/** The standalone comparison pages (content/standalone/), keyed by article id. */
export const standalonePages: Readonly<Record<string, StandaloneComparison>> = Object.fromEntries(
  [aktiivisuusrannekkeetPage, ravinnonSeurantasovelluksetPage].map((page) => [page.id, page]),
);

/** The bodies with their files, for validation messages. */
export const articleBodyFiles = Object.values(articleBodies).map((body) => ({
  file: `content/articles/${body.id}.ts`,
  body,
}));
export const standalonePageFiles = Object.values(standalonePages).map((page) => ({
  file: `content/standalone/${page.id}.ts`,
  page,
}));
