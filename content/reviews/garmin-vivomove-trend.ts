import type { Review } from '../schemas/review.ts';

/** Review of the Garmin vívomove Trend hybrid smartwatch (analogue hands, hidden touchscreen, wireless charging). */
export const review = {
  id: 'garmin-vivomove-trend',
  title: 'Garmin Vivomove Trend – arvostelu',
  rating: 4.2,
  description:
    'Garmin vívomove Trend on hybridikello, jossa on oikeat viisarit, piilotettu kosketusnäyttö ja langaton lataus. Kerromme, mitä se mittaa, mitä se maksaa ja kenelle se sopii.',
  productId: 'garmin-vivomove-trend',
  routePath: '/garmin-vivomore-trend-tuotearvostelu',
  imageSrc: '/images/articles/garmin-vivomove-trend.svg',
  imageAlt: 'Garmin vívomove Trend',
  updateDate: '2025-08-17',
  highlights: [
    { text: 'Klassinen ulkonäkö: oikeat viisarit ja piilotettu kosketusnäyttö', type: 'positive' },
    { text: 'Langaton lataus Qi-yhteensopivalla laturilla', type: 'positive' },
    { text: 'Uni, syke, stressi ja Body Battery ilman kuukausimaksua', type: 'positive' },
    { text: 'Akunkesto valmistajan mukaan jopa 5 päivää älykellotilassa', type: 'neutral' },
    { text: 'Ei omaa GPS:ää, vaan reitti tallentuu puhelimen avulla', type: 'negative' },
    { text: 'Pieni näyttö, jolle mahtuu kerrallaan vain vähän tietoa', type: 'negative' },
  ],
  content: {
    overview:
      'Garmin vívomove Trend on hybridikello. Ensi silmäyksellä se näyttää tavalliselta rannekellolta, jossa on oikeat viisarit, mutta kellotaulun alle on piilotettu kosketusnäyttö. Näyttö syttyy, kun nostat rannetta tai kosketat lasia, ja viisarit siirtyvät sivuun, jotta näet ilmoitukset ja hyvinvointitiedot. Kun et tarvitse näyttöä, kello näyttää pelkkää aikaa.\n\nKello mittaa samoja asioita kuin Garminin muutkin arkikellot: sykettä, unta, stressiä, veren happisaturaatiota ja Body Battery -energiatasoa. Erikoisuutena vívomove Trend oli Garminin ensimmäisiä kelloja, jotka voi ladata langattomasti Qi-yhteensopivalla laturilla. Suomalaisissa verkkokaupoissa se maksaa noin 299 €.\n\nTässä arvostelussa käymme läpi, mitä kello osaa, miltä arki sen kanssa näyttää valmistajan tietojen perusteella ja kenelle se on hyvä valinta. Toimituksen arvosana on 4,2/5.',
    sections: [
      {
        title: 'Mikä Garmin vívomove Trend on?',
        content:
          'vívomove Trend kuuluu Garminin vívomove-sarjaan, joka yhdistää perinteisen kellon ulkonäön ja älykellon toiminnot. Sarjan kelloissa on aina oikeat viisarit, ja älyominaisuudet tulevat esiin vasta, kun herätät näytön.\n\nKelloa käytetään yhdessä Garmin Connect -sovelluksen kanssa, joka toimii sekä Android-puhelimissa että iPhonessa. Sovelluksessa näet unen, sykkeen, stressin ja aktiivisuuden pidemmän aikavälin kehityksen, ja sinne tallentuvat myös kellon kirjaamat liikuntasuoritukset. Sovelluksen perusominaisuudet ovat maksuttomia.',
      },
      {
        title: 'Miten arvioimme',
        content:
          'Arvio ei perustu omaan käyttöjaksoon. Toimitus arvioi kellon Garminin julkaisemien teknisten tietojen ja käyttöohjeiden, suomalaisten verkkokauppojen hintojen sekä [älykellovertailumme](/paras-alykello) muiden mallien perusteella. Emme ole mitanneet kellon tarkkuutta tai akunkestoa itse, joten kerromme valmistajan ilmoittamat arvot sellaisinaan. Arvosana 4,2/5 on toimituksen oma harkinta.',
      },
      {
        title: 'Ominaisuudet',
        type: 'text-with-image',
        imagePath: '/images/categories/alykellot.svg',
        content:
          'vívomove Trendin ominaisuudet keskittyvät arjen hyvinvoinnin seurantaan:\n\n- **Syke** mitataan ranteesta ympäri vuorokauden.\n- **Unen seuranta** arvioi unen kestoa ja vaiheita.\n- **Stressi** arvioidaan sykevälivaihtelun perusteella.\n- **Body Battery** kokoaa unen, stressin ja aktiivisuuden yhdeksi lukemaksi, joka kuvaa päivän energiatasoa.\n- **Veren happisaturaatio** (Pulse Ox) mitataan ranteesta.\n- **Ilmoitukset** puhelimesta, kuten viestit, puhelut ja kalenterin tapahtumat, näkyvät näytöllä.\n- **Aktiivisuus:** askeleet, kulutus ja liikuntasuoritukset. Kellossa ei ole omaa GPS:ää, mutta ulkoliikunnan reitin ja matkan se voi tallentaa puhelimen paikannuksen avulla.\n\nKellon luvut ovat hyvinvoinnin seurantaan tarkoitettuja arvioita. Kello ei ole lääkinnällinen laite, eikä se tunnista sairauksia.',
      },
      {
        title: 'Arki kellon kanssa',
        content:
          'Garminin mukaan akku kestää älykellotilassa jopa 5 päivää. Todellinen kesto riippuu siitä, kuinka usein herätät näytön, kuinka paljon ilmoituksia tulee ja mitataanko happisaturaatiota jatkuvasti. Kun älykellotilan akku on lopussa, kello toimii valmistajan mukaan vielä jonkin aikaa pelkkänä viisarikellona.\n\nLataus on tavallista helpompaa: kellon voi laskea Qi-yhteensopivalle langattomalle laturille, jollaista moni käyttää jo puhelimensa kanssa. Pientä latausliitintä ei tarvitse kohdistaa paikalleen. Garmin ilmoittaa vesitiiviydeksi 5 ATM, joten kello kestää suihkun ja uinnin.\n\nKoska kello on muodoltaan klassinen eikä kovin suuri, sitä on luontevaa pitää myös yöllä, ja yökäyttö on unen seurannan edellytys. Pieni koko tarkoittaa toisaalta sitä, että näytölle mahtuu kerrallaan vain vähän tietoa, joten pidemmät viestit luet mieluummin puhelimesta. Näyttö myös pitää herättää joka kerta: kellonaikaa lukuun ottamatta mikään tieto ei näy yhdellä vilkaisulla. Lisää unen seurannan mahdollisuuksista ja rajoista kerromme artikkelissa [Unen mittaaminen](/unen-mittaaminen).',
      },
      {
        title: 'Hinta',
        content:
          'vívomove Trend maksaa suomalaisissa verkkokaupoissa noin 299 €, esimerkiksi Verkkokauppa.comissa. Kuukausimaksua ei ole, koska Garmin Connect -sovelluksen perusominaisuudet ovat maksuttomia.\n\nÄlykellovertailussamme Samsung Galaxy Watch7 maksaa noin 279 €, Huawei Watch GT 5 noin 249 € ja Apple Watch Series 10 noin 449 €. Niissä on suurempi näyttö, joka ei ole piilossa viisarien alla, ja osassa myös oma GPS. Hybridikello maksaa siis suunnilleen saman verran kuin perinteinen älykello, mutta hinnalla saat ennen kaikkea ulkonäön: kellon, joka käy rannekoruna myös juhlissa ja työpaikalla. Jos akunkesto on sinulle tärkein ominaisuus, Huawei Watch GT 5 kestää valmistajan mukaan jopa 14 päivää (46 mm).',
      },
      {
        title: 'Plussat ja miinukset',
        content:
          '**Plussat**\n\n- Näyttää perinteiseltä rannekellolta, mutta seuraa unta, sykettä ja stressiä.\n- Langaton lataus Qi-yhteensopivalla laturilla.\n- Body Battery ja muut Garminin hyvinvointimittarit ilman kuukausimaksua.\n- Toimii sekä Android-puhelinten että iPhonen kanssa.\n\n**Miinukset**\n\n- Akunkesto on lyhyempi kuin monessa perinteisessä Garminin kellossa.\n- Ei omaa GPS:ää, joten reitin tallentaminen vaatii puhelimen mukaan.\n- Pieni näyttö, joka pitää herättää joka kerta.\n- Hinta on samaa luokkaa kuin monipuolisemmissa älykelloissa.',
      },
      {
        title: 'Kenelle vívomove Trend sopii?',
        content:
          'vívomove Trend sopii sinulle, joka haluat seurata unta, stressiä ja arjen aktiivisuutta mutta et halua ranteeseesi urheilullisen näköistä älykelloa. Se on hyvä valinta myös, jos käytät jo Garminin laitteita tai haluat langattoman latauksen.\n\nJos liikut paljon ja haluat tallentaa reitit ilman puhelinta, katso mieluummin urheilukelloja. Jos taas mietit, tarvitsetko kelloa lainkaan, lue vertailu [älykello vai aktiivisuusranneke](/alykello-vai-aktiivisuusranneke).\n\nJos mahdollista, kokeile kelloa ranteessa ennen ostoa. Kellotaulun koko ja rannekkeen tuntuma ratkaisevat pitkälti, pidätkö kelloa mielelläsi myös yöllä, ja ilman yökäyttöä unen seuranta ja Body Battery jäävät puutteellisiksi.\n\nTämä arvostelu on yleistä tietoa. Kellon mittaukset eivät korvaa lääkärin tutkimusta tai neuvoja.',
      },
    ],
    verdict: {
      recommend: [
        'haluat kellon, joka näyttää perinteiseltä rannekellolta mutta seuraa unta, sykettä ja stressiä',
        'arvostat langatonta latausta ja muutaman päivän akunkestoa',
        'haluat seurata hyvinvointiasi Garmin Connect -sovelluksessa ilman kuukausimaksua',
      ],
      consider: [
        'tarvitset omaa GPS:ää juoksuun tai pyöräilyyn ilman puhelinta',
        'haluat suuren näytön ja laajan sovellusvalikoiman',
        'akun pitää kestää latausten välillä selvästi yli viikko',
      ],
    },
  },
} satisfies Review;
