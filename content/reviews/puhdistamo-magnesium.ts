import type { Review } from '../schemas/review.ts';

/** Review of Puhdistamo Tripla Magnesium (magnesium malate, bisglycinate and taurate, 120 capsules). */
export const review = {
  id: 'puhdistamo-magnesium',
  title: 'Puhdistamo Magnesium – arvostelu',
  rating: 4.6,
  description:
    'Arvioimme Puhdistamo Tripla Magnesiumin koostumuksen, käytön ja hinnan. Kapseleissa on kolmea magnesiumyhdistettä, ja 120 kapselin purkki maksaa 27,90 €.',
  productId: 'puhdistamo-tripla-magnesium',
  routePath: '/tuotearvostelut/puhdistamo-magnesium',
  imageSrc: '/images/articles/puhdistamo-magnesium.svg',
  imageAlt: 'Puhdistamo Tripla Magnesium',
  updateDate: '2025-07-13',
  highlights: [
    { text: 'Kolme orgaanista magnesiumyhdistettä samassa kapselissa', type: 'positive' },
    { text: 'Suuri 120 kapselin purkki', type: 'positive' },
    { text: 'Kotimainen valmistaja ja suomenkieliset tuotetiedot', type: 'positive' },
    { text: 'Todellinen hinta riippuu siitä, montako kapselia päiväannos on', type: 'neutral' },
    { text: 'Vertailumme kallein pakkaushinta', type: 'negative' },
  ],
  content: {
    overview:
      'Puhdistamo Tripla Magnesium on suomalaisen ravintolisävalmistajan Puhdistamon magnesiumvalmiste. Samassa kapselissa on kolmea magnesiumyhdistettä: magnesiummalaattia, magnesiumbisglysinaattia ja magnesiumtauraattia. Purkissa on 120 kapselia, ja Puhdistamon verkkokaupassa se maksaa 27,90 €.\n\nMagnesium on kivennäisaine, jota saadaan ruoasta esimerkiksi täysjyväviljasta, pähkinöistä, siemenistä, palkokasveista ja vihreistä lehtivihanneksista. Magnesium edistää lihasten normaalia toimintaa ja hermoston normaalia toimintaa, ja se auttaa vähentämään väsymystä ja uupumusta. Jos syöt monipuolisesti, saat todennäköisesti riittävästi magnesiumia jo ruoasta, mutta moni haluaa varmistaa saannin ravintolisällä.\n\nTässä arvostelussa käymme läpi valmisteen koostumuksen, käytön ja hinnan päiväannosta kohden sekä sen, kenelle se sopii. Vertailukohtana ovat [magnesiumvertailumme](/paras-magnesium) muut valmisteet.',
    sections: [
      {
        title: 'Mikä Puhdistamo Tripla Magnesium on?',
        content:
          'Ravintolisissä magnesium on aina sitoutunut johonkin toiseen aineeseen. Tripla Magnesiumissa käytetään kolmea orgaanista yhdistettä:\n\n- **Magnesiummalaatti:** magnesium sitoutuneena omenahappoon.\n- **Magnesiumbisglysinaatti:** magnesium sitoutuneena aminohappo glysiiniin. Muotoa kuvataan usein vatsalle sopivaksi.\n- **Magnesiumtauraatti:** magnesium sitoutuneena tauriiniin.\n\nAjatuksena on, ettei sinun tarvitse valita yhtä muotoa. Kannattaa kuitenkin tietää, että muotojen imeytymiseroista on vaihtelevia tutkimustuloksia, eikä useampi yhdiste samassa kapselissa sinänsä tarkoita, että magnesiumia imeytyisi enemmän. Tärkeintä on, että saat sopivan määrän ja että valmiste sopii vatsallesi.\n\nKapselimuodon etu on, että valmisteessa ei ole makua eikä sitä tarvitse sekoittaa juomaan, toisin kuin magnesiumjauheita ja poretabletteja.',
      },
      {
        title: 'Miten arvioimme',
        content:
          'Emme ole teettäneet valmisteesta laboratorioanalyyseja emmekä pitäneet sitä käyttökokeessa. Arvioimme Tripla Magnesiumin valmistajan julkaisemien tuotetietojen ja käyttöohjeiden, suomalaisten verkkokauppojen hintojen sekä [magnesiumvertailumme](/paras-magnesium) muiden valmisteiden perusteella. Arvioimme erityisesti koostumusta, annostelun selkeyttä ja hintaa päiväannosta kohden. Hinnat ovat tyypillisiä hintoja arvostelun päivityshetkellä, joten tarkista ajantasainen hinta kaupasta. Arvosana 4,6/5 on toimituksen oma arvio.',
      },
      {
        title: 'Koostumus ja annostus',
        type: 'text-with-image',
        imagePath: '/images/categories/lisaravinteet.svg',
        content:
          'Magnesiumyhdisteen paino ei ole sama asia kuin magnesiumin määrä. Bisglysinaatissa ja muissa aminohappoon tai orgaaniseen happoon sidotuissa muodoissa on paljon muuta ainetta, joten magnesiumia on painoon nähden vähemmän kuin esimerkiksi oksidissa. Siksi tällaisista valmisteista päiväannokseen voi tarvita useamman kapselin.\n\nTarkista pakkauksen ravintoainetaulukosta kaksi asiaa:\n- montako kapselia päiväannos on\n- kuinka paljon varsinaista magnesiumia päiväannoksessa on ja mikä on sen osuus saantivertailuarvosta, joka on magnesiumille 375 mg.\n\nEFSA:n mukaan ravintolisistä saatavan magnesiumin saannin yläraja on aikuisille 250 mg päivässä. Raja ei koske ruoan luonnostaan sisältämää magnesiumia. Laske yhteen kaikki käyttämäsi valmisteet, sillä magnesiumia on usein myös monivitamiineissa ja elektrolyyttijuomissa. Liian suuri annos ravintolisänä aiheuttaa tyypillisesti löysää vatsaa.',
      },
      {
        title: 'Käyttö arjessa',
        content:
          'Noudata pakkauksen annostusohjetta äläkä ylitä suositeltua päiväannosta. Kapselit niellään veden kanssa. Jos vatsasi on herkkä, ota ne aterian yhteydessä. Magnesiumin ottoajankohdalle ei ole virallista suositusta, joten valitse aika, jonka muistat joka päivä.\n\nRavintolisä ei korvaa monipuolista ruokavaliota, eikä sitä tarvita, jos saat magnesiumia ruoasta riittävästi. Säilytä purkki suljettuna, kuivassa paikassa ja lasten ulottumattomissa.\n\nMagnesium voi heikentää joidenkin lääkkeiden, kuten tiettyjen antibioottien ja osteoporoosilääkkeinä käytettävien bisfosfonaattien, imeytymistä. Jos käytät säännöllistä lääkitystä, kysy apteekista tai lääkäriltä, kuinka pitkä väli valmisteiden välillä pitää olla. Jos sinulla on munuaissairaus, keskustele lääkärin kanssa ennen kuin aloitat magnesiumlisän.',
      },
      {
        title: 'Hinta',
        content:
          'Purkki maksaa 27,90 € ja siinä on 120 kapselia, joten yksi kapseli maksaa noin 0,23 €. Päiväannoksen hinta riippuu siitä, montako kapselia otat:\n\n- **1 kapseli päivässä:** purkki riittää 120 päiväksi, noin 0,23 € päivässä.\n- **2 kapselia päivässä:** purkki riittää 60 päiväksi, noin 0,47 € päivässä eli noin 14 € kuukaudessa.\n- **3 kapselia päivässä:** purkki riittää 40 päiväksi, noin 0,70 € päivässä eli noin 21 € kuukaudessa.\n\nVertailun vuoksi Pharma Nord Bio-Magnesiumin 60 tabletin purkki maksaa 14,90 €, ja yhdessä tabletissa on 200 mg magnesiumia, joten päiväannos maksaa noin 0,25 €. Solgar Magnesium Citrate maksaa 19,90 € 60 tabletin purkissa, mutta senkin päivähinta riippuu siitä, montako tablettia päiväannos on. Tripla Magnesiumin pakkaushinta on [vertailumme](/paras-magnesium) korkein, mutta purkki on myös suurin. Laske siis hinta päiväannosta kohden ennen kuin päätät.',
      },
      {
        title: 'Plussat ja miinukset',
        content:
          '**Plussat**\n\n- Kolme orgaanista magnesiumyhdistettä samassa valmisteessa.\n- Suuri 120 kapselin purkki.\n- Kotimainen merkki ja suomenkieliset tuotetiedot.\n\n**Miinukset**\n\n- Vertailumme kallein pakkaushinta.\n- Päiväannokseen voi tarvita useamman kapselin, mikä nostaa päivähintaa.\n- Useampi yhdiste ei sinänsä takaa parempaa imeytymistä.',
      },
      {
        title: 'Kenelle Tripla Magnesium sopii?',
        content:
          'Tripla Magnesium sopii sinulle, jos haluat orgaanisia magnesiumyhdisteitä yhdessä valmisteessa, arvostat kotimaista merkkiä ja olet valmis maksamaan siitä hieman enemmän. Ravintolisää kannattaa harkita erityisesti silloin, jos syöt vähän täysjyväviljaa, pähkinöitä, siemeniä ja palkokasveja. Jos epäilet magnesiumin puutetta, älä arvaa itse, vaan selvitä asia lääkärin kanssa. Jos tärkeintä on edullinen päiväannos ja selkeä magnesiummäärä yhdessä tabletissa, katso vaihtoehdot [magnesiumvertailustamme](/paras-magnesium). Muista kivennäisaineista kerromme oppaassa [Vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet).\n\nTämä arvostelu on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
      },
    ],
    verdict: {
      recommend: [
        'haluat magnesiumia orgaanisina yhdisteinä etkä halua valita vain yhtä muotoa',
        'arvostat kotimaista valmistajaa ja suomenkielisiä tuotetietoja',
        'haluat suuren purkin, jota ei tarvitse tilata kovin usein',
      ],
      consider: [
        'haluat mahdollisimman edullisen päiväannoksen',
        'haluat saada koko päiväannoksen yhdestä tabletista',
        'käytät jo muita magnesiumia sisältäviä valmisteita ja ravintolisien 250 mg:n yläraja tulisi vastaan',
        'sinulla on munuaissairaus tai säännöllinen lääkitys etkä ole vielä keskustellut asiasta lääkärin kanssa',
      ],
    },
  },
} satisfies Review;
