// Written by `npm run content:index`; edit the body files, not this list.
import type { ArticleBody } from '../schemas/article.ts';
import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';
import { body as adaptogeeni } from './adaptogeeni.ts';
import { body as adaptogeenit } from './adaptogeenit.ts';
import { body as ashwagandha } from './ashwagandha.ts';
import { body as dVitamiini } from './d-vitamiini.ts';
import { body as dvitamiini } from './dvitamiini.ts';
import { body as elektrolyytit } from './elektrolyytit.ts';
import { body as elektrolyytti } from './elektrolyytti.ts';
import { body as elektrolyyttijauhe } from './elektrolyyttijauhe.ts';
import { body as kollageeniVaiKreatiini } from './kollageeni-vai-kreatiini.ts';
import { body as kollageenivalmiste } from './kollageenivalmiste.ts';
import { body as kotitreeniohjelma } from './kotitreeniohjelma.ts';
import { body as kotitreenivaline } from './kotitreenivaline.ts';
import { body as kreatiini } from './kreatiini.ts';
import { body as laboratoriotesti } from './laboratoriotesti.ts';
import { body as lihashuoltovasara } from './lihashuoltovasara.ts';
import { body as liikkujanLisaravinteet } from './liikkujan-lisaravinteet.ts';
import { body as lisaravinne_50Vuotiaille } from './lisäravinne-50-vuotiaille.ts';
import { body as magnesium } from './magnesium.ts';
import { body as melatoniini } from './melatoniini.ts';
import { body as omega_3 } from './omega-3.ts';
import { body as omega3 } from './omega3.ts';
import { body as palautuminen } from './palautuminen.ts';
import { body as paljasjalkakengat } from './paljasjalkakengat.ts';
import { body as parhaatProteiinijauheet } from './parhaat-proteiinijauheet.ts';
import { body as proteiinijauheet } from './proteiinijauheet.ts';
import { body as punavalolaitteet } from './punavalolaitteet.ts';
import { body as retinoliseerumi } from './retinoliseerumi.ts';
import { body as superfood } from './superfood.ts';
import { body as superfoodit } from './superfoodit.ts';
import { body as unenlaatu } from './unenlaatu.ts';
import { body as vitamiinitJaKivennaisaineet } from './vitamiinit-ja-kivennaisaineet.ts';
import { page as aktiivisuusrannekkeetPage } from '../standalone/aktiivisuusrannekkeet.ts';
import { page as ravinnonSeurantasovelluksetPage } from '../standalone/ravinnon-seurantasovellukset.ts';

/** Every article body, one file each, keyed by article id. A unit test checks that no file is left out. */
export const articleBodies: Readonly<Record<string, ArticleBody>> = Object.fromEntries(
  [
    adaptogeeni,
    adaptogeenit,
    ashwagandha,
    dVitamiini,
    dvitamiini,
    elektrolyytit,
    elektrolyytti,
    elektrolyyttijauhe,
    kollageeniVaiKreatiini,
    kollageenivalmiste,
    kotitreeniohjelma,
    kotitreenivaline,
    kreatiini,
    laboratoriotesti,
    lihashuoltovasara,
    liikkujanLisaravinteet,
    lisaravinne_50Vuotiaille,
    magnesium,
    melatoniini,
    omega_3,
    omega3,
    palautuminen,
    paljasjalkakengat,
    parhaatProteiinijauheet,
    proteiinijauheet,
    punavalolaitteet,
    retinoliseerumi,
    superfood,
    superfoodit,
    unenlaatu,
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
