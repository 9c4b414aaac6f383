import type { ArticleBody } from '../schemas/article.ts';

/** Paras punavalolaite 2025: LED-naamiot ja kasvolaitteet vertailussa sekä infrapunalämpölamput selitettyinä. */
export const body = {
  id: 'punavalolaitteet',
  updateDate: '2025-10-06',
  content: {
    introduction: `Punavalolaitteet ovat LED-laitteita, jotka tuottavat punaista valoa, tavallisesti aallonpituudella 630–660 nm, ja usein myös silmälle näkymätöntä lähi-infrapunaa aallonpituudella 810–850 nm. Kotikäyttöön myydään kasvoille asetettavia LED-naamioita, käsilaitteita ja isompia paneeleita. LED-valo ei juuri lämmitä ihoa, ja siinä se eroaa perinteisestä infrapunalampusta.

Punaisen valon ja lähi-infrapunan vaikutuksia tutkitaan esimerkiksi ihon ja lihasten palautumisen näkökulmasta, mutta tutkimus on vielä kehittyvää. Tutkimuksissa käytetyt laitteet, annokset ja käyttöajat vaihtelevat, ja kotilaitteista on vähän riippumatonta tietoa. Siksi emme lupaa laitteille vaikutuksia. Kotikäyttöiset punavalolaitteet ovat hyvinvointi- ja kauneuslaitteita, eivät sairauksien hoitoa.

Punavalolaite sopii aikuiselle, joka on kiinnostunut kokeilemaan valoa osana ihonhoitoa tai rentoutumista ja jaksaa käyttää laitetta säännöllisesti. Silmät on suojattava valmistajan ohjeiden mukaan, sillä lähi-infrapunaa ei näe eikä silmä siksi suojaudu sitä vastaan. Jos käytät valoherkkyyttä lisääviä lääkkeitä, sinulla on silmäsairaus tai ihosairaus tai olet raskaana, kysy lääkäriltä ennen käyttöä.

Vertailussa on neljä LED-laitetta kasvoille sekä kaksi Beurerin infrapunalamppua. Infrapunalamput ovat lämpölamppuja eivätkä LED-punavalolaitteita. Otimme ne mukaan, koska niitä myydään usein samoilla hakusanoilla, ja kerromme, kenelle ne sopivat. Punavalon perusteet ja turvallisen käytön käymme läpi oppaassa [punavalohoito](/punavalo).`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Therabody TheraFace Mask',
          'CurrentBody Skin LED Light Therapy Mask',
          'Therabody TheraFace PRO',
          'FOREO UFO 3',
          'Beurer IL 50',
          'Beurer IL 21',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Arvioimme laitteet seuraavilla perusteilla:

- **Valon tyyppi ja aallonpituudet:** onko kyse LED-laitteesta, ja ilmoittaako valmistaja aallonpituudet. Toimituksen suositus on punainen valo 630–660 nm ja lähi-infrapuna 810–850 nm.
- **Valaistava alue ja käyttötapa:** koko kasvot kerralla vai pieni alue kerrallaan, ja kuinka helppo laitetta on käyttää säännöllisesti.
- **Käyttöaika ja ohjelmat:** valmiit ohjelmat, ajastin ja valmistajan ohjeistama käyttöaika.
- **Turvallisuus:** silmäsuojaus, ajastin, ylikuumenemissuoja ja selkeä käyttöohje.
- **Hinta ja käyttökustannukset:** hankintahinta ja mahdolliset jatkuvat kulut, kuten tarvikkeet.
- **Saatavuus Suomessa:** laitetta myydään kotimaisissa verkkokaupoissa, jolloin takuu ja palautus hoituvat tutusti.

Emme ole mitanneet laitteiden valotehoa. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin ja käyttöohjeisiin. Arvosanat ovat toimituksen oma arvio siitä, miten hyvin laite sopii käyttötarkoitukseensa. Hinnat ovat tyypillisiä vähittäishintoja, ja ne vaihtelevat kaupoittain.`,
      },
      {
        title: 'Therabody TheraFace Mask',
        type: 'text-with-image',
        productIds: ['therabody-theraface-mask'],
        content: `TheraFace Mask on Therabodyn LED-kasvonaamio, jossa on 648 lediä. Valotiloja on kolme: punainen valo 633 nm, punainen valo yhdessä 830 nm:n lähi-infrapunan kanssa sekä sininen valo 415 nm. Molemmat punaisen valon aallonpituudet osuvat suositeltuihin vaihteluväleihin. Naamio on johdoton ja ladattava, ja siinä on irrotettavat silmäsuojat. Hinta on 599,00 €.

**Paras valinta, jos** haluat monipuolisen kasvonaamion, jolla hoitokerta on helppo tehdä esimerkiksi sohvalla istuen.

Vahvuuksia ovat selkeästi ilmoitetut aallonpituudet, johdoton käyttö ja valmiit ohjelmat, joissa käyttöaika on mitoitettu valmiiksi. Lisäksi naamiossa on värinätoiminto.

Heikkous on hinta: vertailun kallein laite on järkevä hankinta vain, jos aiot käyttää sitä säännöllisesti. Jäykkä naamio ei myöskään istu kaikkien kasvoille yhtä hyvin, ja se valaisee vain kasvoja.`,
      },
      {
        title: 'CurrentBody Skin LED Light Therapy Mask',
        type: 'text-with-image',
        productIds: ['currentbody-skin-led-light-therapy-mask'],
        content: `CurrentBodyn LED-naamio on joustavaa silikonia, ja se mukautuu kasvojen muotoihin. Naamiossa on punainen valo 633 nm ja lähi-infrapuna 830 nm, eli juuri ne kaksi valoaluetta, joita punavalolaitteilta yleensä haetaan. Valmistajan suosittelema käyttökerta on noin 10 minuuttia. Hinta on 379,00 €.

**Paras valinta, jos** haluat yksinkertaisen ja kevyen naamion, jossa on punainen valo ja lähi-infrapuna ilman lisätoimintoja.

Vahvuuksia ovat keveys, joustava materiaali ja selkeä käyttö. Kymmenen minuutin käyttökerta osuu toimituksen suosittelemaan 10–20 minuutin vaihteluväliin. Hinta on selvästi TheraFace Maskia edullisempi.

Heikkouksia ovat sinisen valon puuttuminen, jos sitä kaipaat, sekä se, että naamio valaisee vain kasvoja. Silikoninaamio kannattaa puhdistaa säännöllisesti valmistajan ohjeen mukaan.`,
      },
      {
        title: 'Therabody TheraFace PRO',
        type: 'text-with-image',
        productIds: ['therabody-theraface-pro'],
        content: `TheraFace PRO on käsikäyttöinen kasvohoitolaite, jossa on vaihdettavat hoitopäät. Yksi niistä on LED-valorengas, jossa on kolme tilaa: punainen valo, punainen valo yhdessä infrapunan kanssa sekä sininen valo. Muita toimintoja ovat perkussiohieronta, mikrovirta ja puhdistusrengas. Laite on johdoton ja ladattava. Hinta vaihtelee kaupoittain, joten tarkista ajantasainen hinta kaupasta.

**Paras valinta, jos** haluat kasvohoitolaitteen, jossa valo on yksi toiminto muiden joukossa.

Vahvuuksia ovat monipuolisuus ja tarkkuus: laitteella voi kohdistaa valon pienelle alueelle.

Heikkous on, että valorengas valaisee kerrallaan vain pienen alueen. Laitetta täytyy siirtää, ja äänimerkki ohjaa vaihtamaan kohtaa. Valmistajan ohjeen mukaan yksi hoito kestää enintään 8 minuuttia, eli käyttöaika on lyhyempi kuin toimituksen yleinen 10–20 minuutin suositus. Noudata silti aina laitekohtaista ohjetta. Jos haluat ennen kaikkea punavaloa, naamio on helpompi.`,
      },
      {
        title: 'FOREO UFO 3',
        type: 'text-with-image',
        productIds: ['foreo-ufo-3'],
        content: `FOREO UFO 3 on pieni kasvohoitolaite, jota käytetään FOREOn omien kangasnaamioiden kanssa. Laitteessa on LED-valo useana värinä, mukana punainen valo, sekä lähi-infrapuna. Lisäksi siinä on lämmitys- ja viilennystoiminto sekä T-Sonic-sykkeet. Hoitokerrat ovat lyhyitä, ja laitetta ohjataan painikkeesta tai sovelluksesta. Hinta vaihtelee kaupoittain.

**Paras valinta, jos** pidät naamiohoidoista ja valo on sinulle mukava lisä eikä pääasia.

Vahvuuksia ovat pieni koko, nopea käyttö ja se, että laite kulkee helposti mukana matkoilla.

Heikkouksia on useita, jos etsit nimenomaan punavalolaitetta. Laite valaisee pienen alueen kerrallaan, ja hoitokerrat ovat paljon lyhyempiä kuin punavalolaitteiden tavallinen 10–20 minuuttia. Lisäksi naamioista tulee jatkuva kulu. Tästä syystä annoimme sille vertailun LED-laitteista matalimman arvosanan.`,
      },
      {
        title: 'Beurer IL 50',
        type: 'text-with-image',
        productIds: ['beurer-il-50'],
        content: `Beurer IL 50 on infrapunalamppu eli lämpölamppu, ei LED-punavalolaite. Sen 300 W:n lamppu lämmittää säteilyllä ihoa ja sen alla olevia kudoksia, eikä sille ilmoiteta punavalolaitteiden tapaan tarkkoja aallonpituuksia. Lampun kallistuskulmaa voi säätää, ja siinä on ajastin ja ylikuumenemissuoja. Hinta on 69,90 €.

**Paras valinta, jos** haluat nimenomaan lämpöä esimerkiksi hartioille tai selälle etkä etsi LED-punavaloa.

Vahvuuksia ovat edullinen hinta, riittävä teho isommankin alueen lämmittämiseen ja turvatoiminnot.

Heikkous on, ettei laitetta voi verrata LED-punavalolaitteisiin: käyttötapa, etäisyys ja käyttöaika ovat erilaiset. Punavalolaitteiden 10–30 cm:n etäisyys ei koske lämpölamppua. Noudata Beurerin käyttöohjeen etäisyyttä ja aikaa, älä katso lamppuun äläkä nukahda sen alle. Käyttöohjeessa kerrotaan myös tilanteet, joissa lamppua ei pidä käyttää, joten lue ne ennen ensimmäistä käyttöä.`,
      },
      {
        title: 'Beurer IL 21',
        type: 'text-with-image',
        productIds: ['beurer-il-21'],
        content: `Beurer IL 21 on kompakti 150 W:n infrapunalamppu. Se on lämpölamppu, ei LED-punavalolaite. Lampussa on punainen lasi, joten valo näyttää punaiselta, mutta väri ei tarkoita, että laite tuottaisi punavalolaitteiden aallonpituuksia. Olennaista on lämpösäteily. Hinta on 39,90 €.

**Paras valinta, jos** haluat edullisen ja pienen lämpölampun pienen alueen, kuten niskan tai hartioiden, lämmittämiseen.

Vahvuuksia ovat vertailun edullisin hinta, pieni koko ja helppo säilytys.

Heikkouksia ovat pienempi teho ja valaistava alue kuin IL 50:ssä. Kuten muissakin lämpölampuissa, palovammojen riskin vuoksi etäisyys ja käyttöaika on pidettävä käyttöohjeen mukaisina. Jos toivoit punavalolaitetta, tämä ei ole sitä.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'therabody-theraface-mask',
          'currentbody-skin-led-light-therapy-mask',
          'therabody-theraface-pro',
          'foreo-ufo-3',
          'beurer-il-50',
          'beurer-il-21',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**LED-punavalo vai lämpölamppu.** LED-punavalolaite tuottaa tietyn aallonpituuden valoa eikä juuri lämmitä. Infrapunalämpölamppu taas tuottaa ennen kaikkea lämpöä. Punainen lasi tai punainen hehku ei tee laitteesta punavalolaitetta. Päätä ensin, kumpaa haet.

**Aallonpituudet.** Hyvä valmistaja ilmoittaa aallonpituudet nanometreinä. Punaisen valon tavallinen vaihteluväli on 630–660 nm ja lähi-infrapunan 810–850 nm. Jos tuotekuvauksessa lukee vain ”punainen valo” tai ”infrapuna”, pyydä tarkemmat tiedot myyjältä.

**Valaistava alue.** Naamiot ja käsilaitteet on tehty kasvoille. Jos haluat valaista isompia alueita, kuten selkää tai reisiä, tarvitset paneelin. Tämä vertailu keskittyy kasvolaitteisiin, mutta paneelia valitessa pätevät samat periaatteet: ilmoitetut aallonpituudet, selkeä käyttöohje ja silmäsuojaus.

**Etäisyys, käyttöaika ja käyttötiheys.** Paneeleita käytetään tavallisesti 10–30 cm:n etäisyydeltä. Naamiot ovat lähes iholla kiinni, joten niissä etäisyyden määrää laite. Käyttökerta on yleensä 10–20 min, ja laitetta käytetään 3–6 kertaa viikossa. Jos valmistaja ohjeistaa lyhyemmän ajan, noudata laitekohtaista ohjetta. Useampi tai pidempi käyttökerta ei ole automaattisesti parempi.

**Silmien suojaus.** Älä katso suoraan ledeihin. Käytä silmäsuojia tai suojalaseja valmistajan ohjeiden mukaan, erityisesti kasvoja valaistessa. Lähi-infrapuna on näkymätöntä, joten valo voi tuntua himmeämmältä kuin se on.

**Turvallisuus ja ohjeet.** Tarkista CE-merkintä, suomenkielinen käyttöohje, ajastin ja takuuehdot. Akkukäyttöisessä laitteessa kannattaa katsoa myös akun kesto ja latausaika. Kotimaisesta verkkokaupasta ostettaessa palautus ja takuuasiat hoituvat helpommin kuin ulkomaisista kaupoista.

**Kokonaiskustannus.** Laske hankintahinnan lisäksi mahdolliset tarvikkeet, kuten naamiot, ja mieti, kuinka usein oikeasti käyttäisit laitetta. Kallis laite, joka jää kaappiin, on vertailun huonoin ostos.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Onko punavalolaite sama kuin infrapunalamppu?**
Ei. LED-punavalolaite tuottaa punaista valoa ja lähi-infrapunaa tietyillä aallonpituuksilla eikä juuri lämmitä. Infrapunalamppu on lämpölamppu, jonka tarkoitus on lämmittää.

**Kuinka usein punavaloa käytetään?**
Tavallinen suositus on 10–20 min kerrallaan 3–6 kertaa viikossa, paneeleissa 10–30 cm:n etäisyydeltä. Laitekohtainen ohje menee aina yleisen suosituksen edelle.

**Tarvitsenko suojalasit?**
Suojaa silmät valmistajan ohjeiden mukaan. Monessa naamiossa on valmiit silmäsuojat, ja paneeleiden mukana tulee usein suojalasit.

**Mitä punavalon vaikutuksista tiedetään?**
Tutkimus on vielä kehittyvää. Tuloksia on saatu erilaisilla laitteilla ja annoksilla, joten yksittäisen kotilaitteen vaikutuksesta ei voi tehdä varmoja päätelmiä. Jos sinulla on iho-oireita tai kipuja, käänny terveydenhuollon ammattilaisen puoleen.

**Voiko punavaloa käyttää retinolin kanssa?**
Valmistajat ohjeistavat yleensä käyttämään naamiota puhtaalle iholle. Jos käytät retinolia tai muita tehoaineita, lue laitteen ohje ja seuraa ihon reaktioita. Retinolista kerromme lisää [retinoliseerumivertailussa](/paras-retinoliseerumi).`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Therabody TheraFace Mask – kolme valotilaa, selkeästi ilmoitetut aallonpituudet ja johdoton käyttö.
- **Paras hinta-laatusuhde:** CurrentBody Skin LED Light Therapy Mask – punainen valo 633 nm ja lähi-infrapuna 830 nm kevyessä silikoninaamiossa.
- **Monitoimilaitteeksi:** Therabody TheraFace PRO – valo, hieronta ja mikrovirta samassa käsilaitteessa.
- **Naamiohoitojen ystävälle:** FOREO UFO 3 – pieni laite, jossa valo on lisä naamiohoidolle.
- **Jos haluat lämpöä etkä punavaloa:** Beurer IL 50, ja edullisimmin Beurer IL 21. Molemmat ovat lämpölamppuja, eivät LED-punavalolaitteita.

Jos haluat nimenomaan punavaloa kasvoille, valitse LED-naamio, jonka aallonpituudet on ilmoitettu ja joka osuu välille 630–660 nm ja 810–850 nm. Käytä laitetta valmistajan ohjeen mukaan ja suojaa silmät. Tutkimus on vielä kehittyvää, joten pidä odotukset maltillisina. Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Terveyskirjasto Duodecim: Valohoitoja käsittelevät terveystietoartikkelit (terveyskirjasto.fi)',
      'Säteilyturvakeskus STUK: Optinen säteily ja infrapunasäteily (stuk.fi)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
      'Tukes: Sähkölaitteiden turvallisuus (tukes.fi)',
      'Valmistajien käyttöohjeet: Therabody, CurrentBody, FOREO ja Beurer',
    ],
  },
} satisfies ArticleBody;
