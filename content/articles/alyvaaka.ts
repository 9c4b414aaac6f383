import type { ArticleBody } from '../schemas/article.ts';

/** Best smart scale 2025: four smart scales compared; body composition by bioimpedance explained as an estimate. */
export const body = {
  id: 'alyvaaka',
  updateDate: '2025-02-16',
  content: {
    introduction: `Älyvaaka on kylpyhuoneen vaaka, joka tallentaa punnitukset automaattisesti puhelinsovellukseen. Sovelluksesta näet painon kehityksen viikkojen ja kuukausien ajalta, eikä lukemia tarvitse kirjata itse. Useimmat älyvaa'at antavat painon lisäksi arvion kehonkoostumuksesta, kuten rasvaprosentista, lihasmassasta ja kehon vesimäärästä.

Kehonkoostumus arvioidaan bioimpedanssilla: vaaka johtaa paljaiden jalkojen kautta kehoon heikon sähkövirran, jota ei tunne, ja mittaa kudosten vastusta. Tästä sekä pituudesta, iästä ja sukupuolesta kaavalla laskettu rasvaprosentti on **arvio, ei tarkka mittaus**. Siihen vaikuttavat esimerkiksi nesteytys, ruokailu, liikunta ja vuorokaudenaika, ja eri vaakojen lukemat voivat poiketa toisistaan selvästi. Vaa'an luotettavin lukema on paino. Kehonkoostumuksen arvioista hyödyllisintä on niiden suunta pitkällä aikavälillä samalla vaa'alla mitattuna.

Älyvaa'asta on hyötyä, kun haluat seurata painoa säännöllisesti esimerkiksi liikuntaharrastuksen tai painonhallinnan tukena. Ostaessa kannattaa katsoa, yhdistyykö vaaka wifillä vai Bluetoothilla, moneenko käyttäjään se riittää ja mihin palveluihin tiedot siirtyvät. Jos sinulla on sydämentahdistin tai muu elektroninen implantti, tarkista valmistajan ohje, sillä kehonkoostumusmittausta ei yleensä saa silloin käyttää.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Withings Body+', 'Withings Body Comp', 'Garmin Index S2', 'Xiaomi Mi Body Composition Scale 2'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Valitsimme vertailuun neljä Suomessa myytävää älyvaakaa edullisesta perusmallista monipuoliseen kehonkoostumusvaakaan. Arvioimme ne näillä perusteilla:

- **Mittaukset:** paino, painoindeksi ja kehonkoostumuksen arviot sekä mahdolliset lisämittaukset. Arvostimme selkeitä perusmittauksia enemmän kuin suurta lukujen määrää.
- **Yhteys ja sovellus:** wifi-vaaka siirtää punnituksen sovellukseen ilman, että puhelin on lähellä, kun taas Bluetooth-vaaka tarvitsee puhelimen. Katsoimme myös, kuinka selkeästi sovellus näyttää painon kehityksen.
- **Yhteensopivuus:** siirtyvätkö tiedot muihin palveluihin, kuten urheilukellon sovellukseen tai puhelimen terveyssovellukseen.
- **Käyttäjät:** moneenko käyttäjään vaaka riittää ja tunnistaako se käyttäjän automaattisesti.
- **Hinta ja saatavuus Suomessa:** tyypillinen hinta kotimaisissa verkkokaupoissa.

Emme ole verranneet vaakojen kehonkoostumusarvioita laboratoriomittauksiin. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen oma arvio.`,
      },
      {
        title: 'Withings Body+',
        type: 'text-with-image',
        productIds: ['withings-body-plus'],
        content: `Withings Body+ on ranskalaisen Withingsin älyvaaka, joka siirtää punnitukset wifi- tai Bluetooth-yhteydellä Withings-sovellukseen. Painon lisäksi se näyttää painoindeksin sekä arviot rasvaprosentista ja lihas-, luu- ja vesimassasta. Vaaka tunnistaa jopa 8 käyttäjää, joten sama vaaka sopii koko perheelle. Hinta on 99,95 €.

**Paras valinta, jos** haluat selkeän perusälyvaa'an, joka tallentaa tulokset automaattisesti eikä vaadi puhelinta vaa'an viereen.

**Vahvuudet:** automaattinen synkronointi wifin kautta, selkeä sovellus ja usean käyttäjän tunnistus. Tiedot voi jakaa sovelluksesta myös muihin palveluihin.

**Heikkoudet:** kehonkoostumuksen luvut ovat arvioita, kuten kaikissa kotivaa'oissa. Jos kaksi perheenjäsentä painaa lähes saman verran, vaaka ei välttämättä erota heitä toisistaan, jolloin punnitus on kohdistettava sovelluksessa oikealle henkilölle.`,
      },
      {
        title: 'Withings Body Comp',
        type: 'text-with-image',
        productIds: ['withings-body-comp'],
        content: `Withings Body Comp on Withingsin monipuolisempi kehonkoostumusvaaka. Painon sekä rasva-, lihas-, luu- ja vesimassan arvioiden lisäksi se arvioi viskeraalista eli sisäelinten ympärille kertynyttä rasvaa, mittaa seisomasykkeen ja antaa verisuonten ikää kuvaavan arvion. Vaaka yhdistyy wifillä ja Bluetoothilla ja tunnistaa jopa 8 käyttäjää. Hinta on 199,95 €.

**Paras valinta, jos** haluat vertailun monipuolisimmat mittaukset ja käytät jo Withingsin sovellusta tai muita laitteita.

**Vahvuudet:** monipuolisimmat mittaukset, automaattinen synkronointi ja tyylikäs lasipinta.

**Heikkoudet:** hinta on kaksinkertainen Body+:aan verrattuna, ja lisämittausten hyöty on rajallinen. Viskeraalisen rasvan ja verisuonten iän lukemat ovat laskennallisia arvioita, eivätkä ne korvaa terveydenhuollon tutkimuksia. Jos tarvitset vain painon ja perusarviot, edullisempi malli riittää.`,
      },
      {
        title: 'Garmin Index S2',
        type: 'text-with-image',
        productIds: ['garmin-index-s2'],
        content: `Garmin Index S2 on wifi-yhteydellä toimiva älyvaaka, jossa on värinäyttö. Painon ja painoindeksin lisäksi se arvioi rasvaprosentin, luurankolihasmassan, luumassan ja kehon vesiprosentin. Painon kehityksen näet suoraan vaa'an näytöltä ilman puhelinta. Vaaka tunnistaa jopa 16 käyttäjää, ja tulokset siirtyvät Garmin Connect -sovellukseen. Hinta on 169,99 €.

**Paras valinta, jos** käytät jo Garminin kelloa tai ranneketta ja haluat painon samaan sovellukseen liikunta- ja unitietojen kanssa.

**Vahvuudet:** värinäyttö, painon kehitys suoraan vaa'an näytöllä, suuri käyttäjämäärä ja saumaton yhteys Garmin Connectiin.

**Heikkoudet:** vaaka on selvästi Body+:aa kalliimpi, vaikka perusmittaukset ovat samaa tasoa. Jos et käytä Garminin laitteita, Garmin Connect ei tuo vaa'alle erityistä lisäarvoa.`,
      },
      {
        title: 'Xiaomi Mi Body Composition Scale 2',
        type: 'text-with-image',
        productIds: ['xiaomi-mi-body-composition-scale-2'],
        content: `Xiaomi Mi Body Composition Scale 2 on vertailun edullisin vaaka. Se yhdistyy puhelimeen Bluetoothilla ja näyttää puhelinsovelluksessa painon lisäksi 13 kehon koostumusta kuvaavaa arvoa. Hinta on 29,90 €.

**Paras valinta, jos** haluat kokeilla älyvaakaa pienellä budjetilla tai tarvitset ennen kaikkea painon seurantaa sovelluksessa.

**Vahvuudet:** erittäin edullinen hinta, ja paino tallentuu sovellukseen ilman käsin kirjaamista.

**Heikkoudet:** Bluetooth-vaaka siirtää tulokset puhelimeen vain, kun puhelin on lähellä ja sovellus käytössä. Suuri lukujen määrä ei tarkoita tarkempaa tietoa: useimmat arvot lasketaan samasta bioimpedanssimittauksesta ja taustatiedoista, joten ne ovat arvioita siinä missä muidenkin vaakojen luvut. Tarkista myös, mitä sovellusta vaaka käyttää ja mihin tiedot tallentuvat.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'withings-body-plus',
          'withings-body-comp',
          'garmin-index-s2',
          'xiaomi-mi-body-composition-scale-2',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Wifi vai Bluetooth?** Wifi-vaaka lähettää punnituksen pilvipalveluun itsenäisesti, joten tulos on sovelluksessa, vaikka puhelin olisi toisessa huoneessa. Bluetooth-vaaka on yleensä edullisempi, mutta se tarvitsee puhelimen lähelle.

**Kehonkoostumus on arvio.** Kotivaa'oissa elektrodit ovat vain jalkojen alla, joten virta kulkee pääosin jalkojen ja alavartalon kautta, ja loppu lasketaan kaavoilla. Nestetasapaino vaikuttaa lukemaan suoraan: sama ihminen voi saada aamulla ja illalla eri rasvaprosentin. Eri merkkien vaa'at käyttävät eri kaavoja, joten vertaa lukemia vain saman vaa'an aiempiin tuloksiin ja punnitse aina samoissa olosuhteissa.

**Painoindeksi ei erota lihasta rasvasta.** Painoindeksi eli BMI lasketaan pelkästä painosta ja pituudesta. Aikuisen normaalipainon alue on 18,5–24,9, mutta lihaksikkaalla ihmisellä indeksi voi näyttää ylipainoa. Vyötärönympärys, jonka voit mitata mittanauhalla, kertoo keskivartalon rasvasta.

**Implantit ja raskaus.** Valmistajat ohjeistavat yleensä, ettei kehonkoostumusmittausta käytetä, jos sinulla on sydämentahdistin tai muu elektroninen implantti. Raskauden aikana kehonkoostumuksen arviot eivät ole luotettavia. Tarkista oman vaa'asi käyttöohje ja mahdollisuus kytkeä mittaus pois.

**Käyttäjät.** Jos vaakaa käyttää koko perhe, valitse malli, joka tunnistaa useita käyttäjiä, ja sovi, kenellä on pääsy kenenkin tietoihin.

**Tietosuoja.** Paino ja kehonkoostumus ovat terveyttä koskevia tietoja. Tarkista, mihin tiedot tallentuvat, ja jaa niitä muihin palveluihin harkiten. Lisää arjen punnituksesta kerromme artikkelissa [Kokemuksia älyvaa'asta – mitä mittaukset kertovat arjessa](/articles/tukiartikkelit/alyvaaka-kokemuksia).`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Miksi rasvaprosentti heittelee päivästä toiseen?**
Koska arvio perustuu siihen, miten sähkövirta kulkee kehon nesteissä, juominen, syöminen, liikunta ja sauna muuttavat lukemaa, vaikka rasvan määrä ei muutu. Seuraa siksi viikkojen suuntaa, älä yksittäisiä lukemia.

**Kuinka usein kannattaa punnita?**
Riittää, että punnitset säännöllisesti aina samaan aikaan, esimerkiksi aamulla vessassa käynnin jälkeen ennen aamupalaa. Jos punnitset päivittäin, katso viikkokeskiarvoa.

**Onko kalliimpi vaaka tarkempi?**
Painon mittaus on kaikissa vertailun vaa'oissa kotikäyttöön riittävä. Kalliimmassa vaa'assa maksat lähinnä yhteydestä, näytöstä, sovelluksesta ja lisämittauksista, ja nekin ovat arvioita.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Withings Body+ – wifi-synkronointi, jopa 8 käyttäjää ja selkeä sovellus hintaan 99,95 €.
- **Monipuolisimmat mittaukset:** Withings Body Comp – lisäksi viskeraalisen rasvan arvio, seisomasyke ja verisuonten ikää kuvaava arvio, 199,95 €.
- **Garminin käyttäjälle:** Garmin Index S2 – värinäyttö, jopa 16 käyttäjää ja tulokset Garmin Connectiin, 169,99 €.
- **Edullisin:** Xiaomi Mi Body Composition Scale 2 – Bluetooth-vaaka hintaan 29,90 €.

Älyvaa'an tärkein tehtävä on tallentaa paino luotettavasti ja näyttää sen kehitys. Kehonkoostumuksen luvut ovat bioimpedanssiin perustuvia arvioita, joita kannattaa seurata suuntana samalla vaa'alla ja samoissa olosuhteissa. Jos painosi muuttuu selittämättä, keskustele asiasta terveydenhuollon ammattilaisen kanssa.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Käypä hoito: Lihavuus (aikuiset) (Suomalainen Lääkäriseura Duodecim)',
      'THL: Lihavuus (thl.fi)',
      'Terveyskirjasto Duodecim: Lihavuus (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
