import type { ArticleBody } from '../schemas/article.ts';

/** Paras ihokarvanpoistaja 2025: kolme kotikäyttöistä IPL-laitetta vertailussa sekä epilaattorit ja trimmerit ostajan oppaassa. */
export const body = {
  id: 'ihokarvanpoistaja',
  updateDate: '2025-09-14',
  content: {
    introduction:
      'Kotikäyttöinen ihokarvanpoistaja voi tarkoittaa kolmea hyvin erilaista laitetta. Trimmeri ja partakone leikkaavat karvan ihon pinnasta, epilaattori nyppii karvat juurineen, ja IPL-laite heikentää voimakkailla valopulsseilla karvatupen kykyä kasvattaa uutta karvaa. Trimmeri on nopea ja kivuton, epilaattorin jälki kestää muutaman viikon, ja IPL-laitteella tavoitellaan pitkäaikaista karvojen vähenemistä, kun hoitoja tehdään säännöllisesti.\n\n' +
      'Tässä vertailussa keskitymme IPL-laitteisiin, koska ne ovat hinnaltaan ja käytöltään isompi päätös kuin trimmeri tai epilaattori. IPL-laitteen valo kohdistuu karvan tummaan väriaineeseen, joten tulos riippuu ihon ja karvan väristä: laite toimii parhaiten, kun karva on selvästi ihoa tummempi. Valmistajien mukaan IPL ei tehoa vaaleisiin, punaisiin, harmaisiin eikä valkoisiin karvoihin, eikä sitä saa käyttää hyvin tummalla iholla.\n\n' +
      'IPL-laite sopii aikuiselle, jolla on vaalea tai keskitumma iho ja tumma karva ja joka jaksaa tehdä hoidot aluksi tiheään ja myöhemmin harvemmin ylläpitona. Lue valmistajan turvallisuusohjeet ennen ostoa: laitetta ei käytetä silmien lähellä, tatuointien tai tummien luomien päällä eikä ruskettuneella iholla. Vertailussa on kolme IPL-laitetta, joita myydään suomalaisissa kaupoissa.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Philips Lumea Prestige', 'Philips Lumea Advanced', 'Braun Silk·expert Pro 5'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun tunnettujen valmistajien IPL-laitteita, joita saa kotimaisista kaupoista. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Soveltuvuus iholle ja karvalle:** mitä valmistaja kertoo sopivista ihonsävyistä ja karvan väreistä ja säätääkö laite valotehoa ihon mukaan.\n' +
          '- **Turvallisuusominaisuudet:** ihonsävyn tunnistus, hellävarainen tila ja selkeät ohjeet siitä, missä laitetta ei saa käyttää.\n' +
          '- **Käyttömukavuus:** johdoton vai verkkovirtakäyttöinen laite ja suuttimet eri kehonosille.\n' +
          '- **Hinta:** tyypillinen hinta suomalaisessa kaupassa. Tarkista myös, onko laitteessa vaihdettavia osia, jotka lisäisivät käyttökuluja.\n' +
          '- **Saatavuus Suomessa:** laitteita myyvät Gigantti, Verkkokauppa.com ja Power, joten takuu ja palautus hoituvat tutusti.\n\n' +
          'Emme ole testanneet laitteita mittauksin. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin ominaisuuksiin. Arvosanat ovat toimituksen omaa harkintaa, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä.',
      },
      {
        title: 'Philips Lumea Prestige',
        type: 'text-with-image',
        productIds: ['philips-lumea-prestige'],
        content:
          'Philips Lumea Prestige on Philipsin Lumea-sarjan johdoton IPL-laite. Siinä on ihonsävyä mittaava anturi, joka ehdottaa sopivaa valotehoa, sekä kaarevat suuttimet vartalolle ja kasvoille. Mallista riippuen pakkauksessa on myös lisäsuuttimia esimerkiksi kainaloille ja bikinirajalle, joten tarkista myyntipakkauksen sisältö. Hinta Gigantissa on 399,00 €.\n\n' +
          '**Paras valinta, jos** haluat johdottoman laitteen ja aiot käsitellä useita alueita, kuten sääret, kainalot ja bikinirajan.\n\n' +
          '**Vahvuudet:** johdoton käyttö, ihonsävyanturi, joka helpottaa oikean tehon valintaa, ja eri kehonosille muotoillut suuttimet.\n\n' +
          '**Heikkoudet:** vertailun kallein laite. Pakkausten sisältö vaihtelee mallikoodin mukaan, joten vertaa suuttimia ennen ostoa. Kuten muutkaan IPL-laitteet, se ei sovi hyvin tummalle iholle eikä vaaleille, punaisille tai harmaille karvoille.',
      },
      {
        title: 'Philips Lumea Advanced',
        type: 'text-with-image',
        productIds: ['philips-lumea-advanced'],
        content:
          'Philips Lumea Advanced on Lumea-sarjan edullisempi IPL-laite. Valotehoa on viisi tasoa, ja mallista riippuen mukana on suuttimet vartalolle ja kasvoille. Hinta Verkkokauppa.comissa on 279,00 €, eli se on 120 € edullisempi kuin Lumea Prestige.\n\n' +
          '**Paras valinta, jos** haluat Philipsin IPL-laitteen edullisemmin ja käsittelet pääasiassa sääriä, käsivarsia ja kainaloita.\n\n' +
          '**Vahvuudet:** vertailun edullisin hinta, selkeä käyttö ja saman sarjan tekniikka kuin kalliimmassa mallissa.\n\n' +
          '**Heikkoudet:** varusteita on vähemmän kuin Prestige-mallissa. Valitse tehotaso valmistajan ohjeen mukaan ja tee ihotesti ensin, etenkin jos ihosi on herkkä. Suuttimien määrä vaihtelee mallikoodin mukaan.',
      },
      {
        title: 'Braun Silk·expert Pro 5',
        type: 'text-with-image',
        productIds: ['braun-silk-expert-pro-5'],
        content:
          'Braun Silk·expert Pro 5 on verkkovirralla toimiva IPL-laite. Sen SensoAdapt-anturi tunnistaa ihonsävyn ja säätää valotehoa sen mukaan käsittelyn aikana. Herkille alueille laitteessa on hellävarainen tila. Hinta Powerilla on 329,00 €.\n\n' +
          '**Paras valinta, jos** haluat laitteen, joka säätää tehon itse ihonsävyn mukaan, etkä tarvitse johdotonta käyttöä.\n\n' +
          '**Vahvuudet:** automaattinen tehonsäätö vähentää arvailua, hellävarainen tila sopii herkille alueille, ja verkkovirtakäyttöisenä akku ei lopu kesken käsittelyn.\n\n' +
          '**Heikkoudet:** johto rajoittaa liikkumista, ja pistorasian on oltava lähellä. Hinta asettuu Philipsin mallien väliin. Ihon ja karvan värin rajoitukset ovat samat kuin muillakin IPL-laitteilla.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['philips-lumea-prestige', 'philips-lumea-advanced', 'braun-silk-expert-pro-5'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**IPL, epilaattori vai trimmeri?** Trimmeri ja partakone ovat edullisia ja kivuttomia, mutta karva kasvaa takaisin muutamassa päivässä. Epilaattori nyppii karvat juurineen, joten iho pysyy sileänä pidempään, mutta käsittely voi tuntua kivuliaalta ja karvat voivat kasvaa ihon sisään. IPL-laite on kallein, mutta hoitojen jälkeen karvoja kasvaa vähemmän. Se ei kuitenkaan sovi kaikille iho- ja karvatyypeille.\n\n' +
          '**Ihon ja karvan väri ratkaisee.** IPL toimii, kun karvassa on tummaa väriainetta. Vaaleat, punaiset, harmaat ja valkoiset karvat eivät juuri reagoi valoon. Tummalla iholla ihon oma väriaine imee valoa, mikä lisää palovamman ja ihon värimuutosten riskiä. Siksi valmistajat rajaavat hyvin tumman ihon pois. Tarkista valmistajan ihonsävytaulukosta, sopiiko laite sinulle.\n\n' +
          '**Turvallisuus valmistajien ohjeiden mukaan.** Älä koskaan väläytä valoa kohti silmiä äläkä käytä laitetta silmien ympärillä tai kulmakarvoissa. Älä käsittele tatuointeja, pysyvää meikkiä, tummia luomia tai pigmenttiläiskiä. Jätä hoito väliin, jos iho on ruskettunut, palanut auringossa, ärtynyt tai rikki. Jos käytät valoherkkyyttä lisääviä lääkkeitä, olet raskaana tai imetät, tarkista valmistajan ohjeesta, saako laitetta käyttää, ja kysy tarvittaessa lääkäriltä. Tee ensin ihotesti pienelle alueelle ja odota vuorokausi ennen laajempaa käsittelyä.\n\n' +
          '**Hoitorytmi ja valmistelu.** Ajele käsiteltävä alue ennen hoitoa. Älä vahaa tai epiloi sitä hoitojakson aikana, koska valo vaikuttaa karvan juureen. Aloitusvaiheessa hoidot tehdään valmistajan ohjeen mukaan tiheään, ja karvat vähenevät vähitellen useiden viikkojen aikana. Sen jälkeen tulosta ylläpidetään harvemmilla hoidoilla. Yksittäinen hoito ei riitä.\n\n' +
          '**Kasvot.** Käytä kasvoilla vain laitetta ja suutinta, jotka valmistaja on tarkoittanut kasvoille, ja noudata ohjeen rajauksia siitä, mille kasvojen alueille laitetta saa käyttää.\n\n' +
          '**Milloin lääkäriin?** Jos karvoitus lisääntyy yllättäen tai karvaa alkaa kasvaa naisella esimerkiksi leukaan tai rintaan, taustalla voi olla hormonaalinen syy. Silloin kannattaa käydä lääkärissä ennen kuin poistat karvoja.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Poistaako IPL karvat pysyvästi?**\nIPL vähentää karvojen kasvua, mutta kotilaitteella tulos ei ole pysyvä ilman ylläpitohoitoja. Osa karvoista kasvaa takaisin ohuempina tai harvempina.\n\n' +
          '**Sattuuko IPL-hoito?**\nUseimmat kuvaavat tunnetta lämpimäksi napsaukseksi. Tuntemus voimistuu, kun tehotaso on korkea, ja herkillä alueilla. Aloita matalammalla tasolla ja nosta tehoa valmistajan ohjeen mukaan.\n\n' +
          '**Voiko IPL-laitetta käyttää kesällä?**\nVoi, jos käsiteltävä iho ei ole ruskettunut. Suojaa käsitellyt alueet auringolta ja noudata valmistajan ohjetta auringossa oleskelusta ennen ja jälkeen hoidon. Sopivia tuotteita löydät [aurinkovoiteiden vertailusta](/paras-aurinkovoide).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Philips Lumea Prestige – johdoton, ihonsävyanturilla varustettu laite, jonka mukana on suuttimet eri kehonosille. Hinta 399,00 €.\n' +
      '- **Edullisin:** Philips Lumea Advanced – viisi tehotasoa ja Lumea-sarjan perusominaisuudet hintaan 279,00 €.\n' +
      '- **Automaattinen tehonsäätö:** Braun Silk·expert Pro 5 – SensoAdapt-anturi ja hellävarainen tila, verkkovirtakäyttöinen. Hinta 329,00 €.\n\n' +
      'IPL-laitteen valinnassa tärkeintä on, sopiiko se sinun ihollesi ja karvoillesi. Laite toimii parhaiten, kun iho on vaalea tai keskitumma ja karva tumma. Jos karvasi ovat vaaleat, punaiset tai harmaat tai ihosi on hyvin tumma, trimmeri tai epilaattori on sinulle parempi valinta. Noudata aina valmistajan turvallisuusohjeita silmistä, tatuoinneista, luomista ja ruskettuneesta ihosta.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Säteilyturvakeskus STUK: Laserit ja IPL-laitteet kauneudenhoidossa (stuk.fi)',
      'Terveyskirjasto Duodecim: Liikakarvaisuus (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
