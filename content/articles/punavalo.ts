import type { ArticleBody } from '../schemas/article.ts';

/** Punavalohoito: aallonpituudet, ero lämpölamppuun, tutkimusnäytön rajat, käyttö, silmien suojaus ja lääkärin arvio. */
export const body = {
  id: 'punavalo',
  updateDate: '2025-01-15',
  content: {
    introduction: `Punavalohoidossa ihoa valaistaan punaisella valolla ja usein myös silmälle lähes näkymättömällä lähi-infrapunalla. Kotikäyttöön myydään LED-naamioita, käsilaitteita ja isompia paneeleita, ja niitä markkinoidaan muun muassa ihonhoitoon ja liikunnasta palautumiseen. Aihetta tutkitaan paljon, mutta kotilaitteiden vaikutuksista ei vielä voi tehdä varmoja johtopäätöksiä.

Tässä oppaassa kerromme, mitä punavalo on, mitä aallonpituudet tarkoittavat, miten laitetta käytetään ja miten suojaat silmäsi. Laitteita vertailemme [punavalolaitteiden vertailussa](/paras-punavalo).`,
    sections: [
      {
        title: 'Mitä punavalohoito on',
        type: 'text',
        content: `Punavalolaitteen valonlähteenä on ledejä, jotka tuottavat valoa kapealla aallonpituusalueella. Aallonpituus ilmoitetaan nanometreinä (nm). Punavalolaitteissa käytetään tavallisesti kahta aluetta:
- **punainen valo 630–660 nm**, joka näkyy punaisena
- **lähi-infrapuna 810–850 nm**, jota silmä ei juuri näe.

Valon vaikutusta soluihin kutsutaan tutkimuksessa fotobiomodulaatioksi. Ajatuksena on, että solut ottavat valoa vastaan ja että se vaikuttaa niiden toimintaan. Lähi-infrapuna ulottuu kudokseen jonkin verran syvemmälle kuin punainen valo, ja siksi monessa laitteessa on molempia.

LED-punavalolaite ei juuri lämmitä ihoa eikä tuota UV-säteilyä. Se on siis eri asia kuin solarium tai lämpölamppu.`,
      },
      {
        title: 'Punavalolaite vai infrapunalämpölamppu',
        type: 'text',
        content: `Punavalolaitteiden rinnalla myydään usein infrapunalamppuja, kuten Beurerin IL-sarjan lamppuja. Ne ovat lämpölamppuja: niiden tarkoitus on lämmittää ihoa ja sen alla olevia kudoksia. Punainen lasi saa valon näyttämään punaiselta, mutta lämpölampulle ei ilmoiteta punavalolaitteiden tapaan tarkkoja aallonpituuksia.

Punavalon etäisyys- ja aikasuosituksia ei voi soveltaa lämpölamppuun. Käytä lämpölamppua aina sen oman käyttöohjeen mukaan, sillä liian läheltä tai liian pitkään käytettynä se voi aiheuttaa palovamman. Älä myöskään nukahda lampun alle.`,
      },
      {
        title: 'Mitä tutkimus kertoo',
        type: 'text',
        content: `Punaista valoa ja lähi-infrapunaa on tutkittu esimerkiksi ihon ikääntymismuutosten, arpien, hiustenlähdön ja lihasten palautumisen yhteydessä. Osa tutkimuksista on antanut lupaavia tuloksia, mutta monet niistä ovat pieniä, ja niissä on käytetty hyvin erilaisia laitteita, aallonpituuksia, tehoja ja käyttöaikoja. Siksi yksittäisen tutkimuksen tulosta ei voi siirtää suoraan tiettyyn kotilaitteeseen.

Kotikäyttöiset punavalolaitteet ovat hyvinvointi- ja kauneuslaitteita. Ne eivät ole sairauksien hoitoa, eikä niitä pidä käyttää lääkärin määräämän hoidon sijasta. Jos sinulla on iho-ongelma, kipua tai hiustenlähtöä, selvitä syy ensin terveydenhuollossa.

Jos haluat kokeilla punavaloa, pidä odotukset maltillisina ja arvioi kokemustasi vasta usean viikon säännöllisen käytön jälkeen.`,
      },
      {
        title: 'Näin laitetta käytetään',
        type: 'bullets',
        content: [
          '**Etäisyys 10–30 cm.** Paneelia käytetään tavallisesti 10–30 cm:n päästä iholta. Naamioissa ja käsilaitteissa etäisyyden määrää laite itse.',
          '**10–20 min kerrallaan.** Jos valmistaja ohjeistaa lyhyemmän käyttökerran, noudata laitekohtaista ohjetta.',
          '**3–6 kertaa viikossa.** Säännöllisyys on tärkeämpää kuin yksittäisen kerran pituus. Pidempi tai tiheämpi käyttö ei ole automaattisesti parempi.',
          '**Puhdas ja kuiva iho.** Käytä laitetta puhtaalle ja kuivalle iholle, ellei valmistaja toisin ohjeista.',
          '**Seuraa ihoa.** Jos iho punoittaa pitkään, kuumottaa tai ärtyy, pidä taukoa. Jos käytät samaan aikaan retinolia tai muita tehoaineita, ota uusia tuotteita ja laitteita käyttöön yksi kerrallaan. Ihonhoidon perusteista kerromme [anti-aging-ihonhoitoa](/anti-aging) käsittelevässä artikkelissa.',
        ],
      },
      {
        title: 'Silmien suojaus',
        type: 'text',
        content: `Silmät ovat punavalolaitteen käytössä herkin kohta. Älä katso suoraan ledeihin, vaikka valo tuntuisi miedolta. Lähi-infrapuna on lähes näkymätöntä, joten silmä ei siristy eikä pupilli supistu sitä vastaan samalla tavalla kuin kirkkaassa näkyvässä valossa. Laite voi siis säteillä enemmän kuin miltä näyttää.

Käytä valmistajan suojalaseja tai naamion silmäsuojia aina, kun valaiset kasvoja tai istut paneelin edessä. Kirkas punainen valo voi myös häikäistä ja jättää hetkeksi jälkikuvia. Jos sinulla on silmäsairaus, kysy silmälääkäriltä ennen käyttöä.`,
      },
      {
        title: 'Kenen kannattaa kysyä lääkäriltä ensin',
        type: 'text',
        content: `Keskustele lääkärin kanssa ennen punavalolaitteen käyttöä, jos
- käytät valoherkkyyttä lisäävää lääkettä tai rohdosvalmistetta – tarkista pakkausseloste tai kysy apteekista
- sinulla on silmäsairaus
- sinulla on ihosairaus tai ihosi on poikkeuksellisen herkkä valolle
- iholla on luomi tai muu muutos, jonka luonne on epäselvä: näytä se lääkärille ennen kuin valaiset aluetta
- olet raskaana, sillä laitteiden käytöstä raskauden aikana on vähän tietoa.

Lue aina myös laitteen käyttöohje. Valmistaja kertoo siinä, kenen ei pidä käyttää laitetta ja miten pitkä yksi käyttökerta saa olla.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Punavalolaitteet käyttävät punaista valoa 630–660 nm ja lähi-infrapunaa 810–850 nm. Tavallinen käyttötapa on 10–20 min kerrallaan 3–6 kertaa viikossa, paneeleissa 10–30 cm:n etäisyydeltä. Laitekohtainen ohje menee aina yleisen suosituksen edelle. Suojaa silmät, älä katso ledeihin ja muista, että infrapunalämpölamppu on eri laite kuin LED-punavalolaite.

Tutkimus on vielä kehittyvää, joten kotilaitteelta ei kannata odottaa hoitotuloksia. Jos haluat kokeilla punavaloa osana ihonhoitoa tai rentoutumista, vertaile laitteita [punavalolaitteiden vertailussa](/paras-punavalo).

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Säteilyturvakeskus STUK: Optinen säteily ja infrapunasäteily (stuk.fi)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
      'Terveyskirjasto Duodecim: ihon valohoitoja ja valoherkkyyttä käsittelevät terveystietoartikkelit (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
