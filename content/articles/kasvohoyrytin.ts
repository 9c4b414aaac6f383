import type { ArticleBody } from '../schemas/article.ts';

/** Paras kasvohöyrytin 2025: kolme Beurerin kasvosaunaa ja ionihöyrytintä vertailussa sekä turvallisen käytön ohjeet. */
export const body = {
  id: 'kasvohoyrytin',
  updateDate: '2025-04-16',
  content: {
    introduction:
      'Kasvohöyrytin eli kasvosauna on pieni sähkölaite, joka kuumentaa vettä ja ohjaa lämpimän höyryn kasvoille. Perinteisessä kasvosaunassa kasvot asetetaan suppilomaisen kasvo-osan eteen, ja osassa malleista on erillinen suutin, joka ohjaa höyryn vain nenälle ja suulle. Ionihöyryttimiä valmistajat markkinoivat sillä, että niiden höyry on tavallista hienojakoisempaa.\n\n' +
      'Höyryttäminen on ennen kaikkea kauneudenhoidon hetki. Lämmin höyry pehmentää ihon pintaa ja tuntuu monesta rentouttavalta, ja moni käyttää höyrytintä ennen kasvojen puhdistusta tai kasvonaamiota. Höyry ei hoida ihosairauksia, kuten aknea tai ruusufinniä. Jos ihosi punoittaa helposti, lämpö voi jopa lisätä punoitusta.\n\n' +
      'Vertailussa on kolme Beurerin laitetta, joita myydään suomalaisissa kaupoissa. Kun valitset laitetta, katso, miten höyry ohjataan kasvoille, mitä suuttimia mukana on, miten laite puhdistetaan ja kalkki poistetaan ja mitä valmistaja sanoo turvallisesta käytöstä. Kuuma höyry ja kuuma vesi voivat aiheuttaa palovamman, joten laitetta on käytettävä huolellisesti.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Beurer FS 50', 'Beurer FS 60', 'Beurer FC 72'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun kotikäyttöisiä kasvohöyryttimiä, joita saa suomalaisista kaupoista. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Höyryn ohjaus:** kasvo-osa, jonka eteen kasvot asetetaan, vai suutin, josta höyry suunnataan kasvoille.\n' +
          '- **Suuttimet ja käyttötavat:** onko mukana esimerkiksi erillinen suutin nenälle ja suulle.\n' +
          '- **Säiliö ja käyttöaika:** kuinka pitkä hoitokerta yhdellä täytöllä onnistuu. Vertaa valmistajan ilmoittamaa säiliön kokoa ja käyttöaikaa, sillä ne vaihtelevat malleittain.\n' +
          '- **Turvallisuus ja puhdistus:** vakaa rakenne, selkeä käyttöohje sekä helppo tyhjennys ja kalkinpoisto.\n' +
          '- **Hinta ja saatavuus Suomessa:** tyypillinen hinta ja kauppa, josta laitetta saa.\n\n' +
          'Emme ole mitanneet laitteiden höyryn lämpötilaa tai lämpenemisaikaa. Tiedot perustuvat valmistajan ja kauppojen ilmoittamiin ominaisuuksiin, ja arvosanat ovat toimituksen omaa harkintaa. Kaikki vertailun laitteet ovat samalta valmistajalta, koska Beurerin kasvohöyryttimiä on Suomessa helposti saatavilla.',
      },
      {
        title: 'Beurer FS 50',
        type: 'text-with-image',
        productIds: ['beurer-fs-50'],
        content:
          'Beurer FS 50 on perinteinen kasvosauna kotikäyttöön. Mukana on kaksi suutinta: kasvosuutin ohjaa höyryn koko kasvoille, ja inhalointisuutin rajaa höyryn nenälle ja suulle. Hinta Verkkokauppa.comissa on 34,90 €, joten laite on hyvä tapa kokeilla, sopiiko höyryttäminen sinulle.\n\n' +
          '**Paras valinta, jos** haluat edullisen ja yksinkertaisen kasvosaunan ja arvostat kahta suutinta.\n\n' +
          '**Vahvuudet:** edullinen hinta, kaksi suutinta ja helppo käyttö. Yksinkertaisessa laitteessa on vähän osia, joten se on helppo pitää puhtaana.\n\n' +
          '**Heikkoudet:** ominaisuuksia on vähän, ja kasvot ovat lähellä höyryä, joten hoitokerta kannattaa pitää lyhyenä. Tarkista säiliön koko ja käyttöaika valmistajan tiedoista, jos haluat verrata sitä muihin malleihin.',
      },
      {
        title: 'Beurer FS 60',
        type: 'text-with-image',
        productIds: ['beurer-fs-60'],
        content:
          'Beurer FS 60 on Beurerin kasvohöyrytin, joka suihkuttaa kasvoille lämmintä ja hienojakoista höyryä. Sitä käytetään esimerkiksi ennen kasvonaamiota tai kasvojen huolellista puhdistusta. Laitetta myy Gigantti. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista ajantasainen hinta kaupan sivulta.\n\n' +
          '**Paras valinta, jos** haluat tunnetun valmistajan kasvohöyryttimen rentouttavaan hoitohetkeen ja ostat mieluiten Gigantista.\n\n' +
          '**Vahvuudet:** hienojakoinen höyry, helppo käyttö ja tunnettu valmistaja, jonka laitteita myydään Suomessa laajasti.\n\n' +
          '**Heikkoudet:** koska hinta ei ollut tiedossamme, laitetta on vaikea verrata FS 50:een. Jos FS 60 maksaa selvästi enemmän, mieti, tarvitsetko sen ominaisuuksia. Vertaa myös suuttimia ja säiliön kokoa ennen ostoa.',
      },
      {
        title: 'Beurer FC 72',
        type: 'text-with-image',
        productIds: ['beurer-fc-72'],
        content:
          'Beurer FC 72 on Beurerin Pureo-kasvohoitosarjaan kuuluva ionihöyrytin, jota myydään myös nimellä Pureo Ionic Hydration. Valmistajan mukaan laite tuottaa hienojakoista, ionisoitua höyryä. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupasta.\n\n' +
          '**Paras valinta, jos** haluat kokeilla ionihöyrytintä perinteisen kasvosaunan sijaan.\n\n' +
          '**Vahvuudet:** hienojakoinen höyry ja tunnetun valmistajan kasvohoitosarja, johon kuuluu myös esimerkiksi kasvojen puhdistusharjoja.\n\n' +
          '**Heikkoudet:** ionitekniikan hyödyistä iholle on vähän riippumatonta tietoa, joten älä maksa siitä paljon lisää pelkän markkinointilupauksen vuoksi. Ionihöyryttimiin ei yleensä saa lisätä veteen mitään, joten tuoksuja tai yrttejä ei voi käyttää. Tarkista käyttöohjeesta, millaista vettä laitteessa suositellaan.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['beurer-fs-50', 'beurer-fs-60', 'beurer-fc-72'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Kasvosauna vai ionihöyrytin?** Perinteinen kasvosauna on yksinkertainen ja edullinen, ja kasvo-osa pitää höyryn kasvojen ympärillä. Useimmissa ionihöyryttimissä höyry suunnataan kasvoihin suuttimesta, eikä kasvoja tarvitse pitää kasvo-osan sisällä. Kummallakin saat lämpimän höyryhetken, joten valinta on lähinnä mieltymyskysymys.\n\n' +
          '**Turvallinen käyttö.** Aseta laite tukevalle, tasaiselle alustalle ja pidä kasvot valmistajan ohjeen mukaisella etäisyydellä höyrystä. Älä liikuta tai kallista laitetta, kun siinä on kuumaa vettä, ja anna sen jäähtyä ennen tyhjentämistä. Pidä hoitokerta lyhyenä ja noudata valmistajan ilmoittamaa enimmäisaikaa. Säilytä laite lasten ulottumattomissa.\n\n' +
          '**Kenen kannattaa olla varovainen?** Jos sinulla on ruusufinni, näkyviä pintaverisuonia, atooppinen tai ärtynyt iho tai tuore auringonpolttama, lämpö voi pahentaa punoitusta ja kuumotusta. Kokeile silloin lyhyttä hoitoa tai jätä höyrytys kokonaan väliin. Jos sinulla on astma tai muu hengitystiesairaus ja haluat käyttää inhalointisuutinta, kysy ensin lääkäriltä.\n\n' +
          '**Vesi ja lisäaineet.** Käytä valmistajan ohjeen mukaista vettä. Tislattu vesi vähentää kalkin kertymistä, mutta tarkista ohjeesta, suositteleeko valmistaja sitä. Älä lisää veteen eteerisiä öljyjä, yrttejä tai suoloja, ellei valmistaja erikseen salli sitä.\n\n' +
          '**Puhdistus.** Tyhjennä ja kuivaa säiliö jokaisen käytön jälkeen ja poista kalkki valmistajan ohjeen mukaan. Seisova vesi ja kalkki heikentävät laitetta ja tekevät siitä epähygieenisen.\n\n' +
          '**Höyrytyksen jälkeen.** Puhdista kasvot kevyesti ja levitä kosteusvoide tai seerumi. Vaihtoehtoja löydät [hyaluronihappotuotteiden vertailusta](/paras-hyaluronihappo) ja [luonnonkosmetiikan kasvovoiteiden vertailusta](/articles/vertailut/luonnonkosmetiikan-kasvovoiteet). Älä purista finnejä: se voi ärsyttää ihoa ja jättää jälkiä.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Avaako höyry ihohuokoset?**\nIhohuokoset eivät aukea ja sulkeudu kuin ovet. Lämpö ja kosteus pehmentävät ihon pintaa ja talia, minkä vuoksi kasvojen puhdistus voi tuntua höyrytyksen jälkeen helpommalta.\n\n' +
          '**Kuinka usein kasvohöyrytintä voi käyttää?**\nUseimmille riittää käyttö silloin tällöin, esimerkiksi kerran viikossa. Jos iho alkaa kuivua, punoittaa tai kuumottaa, harvenna käyttöä.\n\n' +
          '**Tarvitseeko kasvohöyrytintä, jos voi höyryttää kasvot kattilan yllä?**\nEi välttämättä. Laite on kuitenkin turvallisempi ja helpompi, koska kiehuvaa vettä ei tarvitse kantaa eikä kattilaa kumartua.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Edullisin ja paras kokeiluun:** Beurer FS 50 – perinteinen kasvosauna, jossa on kasvo- ja inhalointisuutin. Hinta 34,90 €.\n' +
      '- **Hienojakoinen höyry:** Beurer FS 60 – kasvohöyrytin rentouttavaan hoitohetkeen, myynnissä Gigantissa. Tarkista hinta kaupasta.\n' +
      '- **Ionihöyrytin:** Beurer FC 72 – Pureo-sarjan ionihöyrytin niille, jotka haluavat kokeilla hienojakoista ionihöyryä. Tarkista hinta kaupasta.\n\n' +
      'Kasvohöyrytin on kauneudenhoidon apuväline, ei ihosairauksien hoito. Valitse laite, joka on helppo pitää puhtaana, ja käytä sitä lyhyesti ja valmistajan ohjeen mukaan. Jos ihosi punoittaa helposti tai sinulla on ruusufinni, höyrytys ei välttämättä sovi sinulle.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Terveyskirjasto Duodecim: Ruusufinni (terveyskirjasto.fi)',
      'Käypä hoito: Akne (Suomalainen Lääkäriseura Duodecim)',
    ],
  },
} satisfies ArticleBody;
