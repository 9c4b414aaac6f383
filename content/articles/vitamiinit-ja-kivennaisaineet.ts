import type { ArticleBody } from '../schemas/article.ts';

/** Vitamiinit ja kivennäisaineet: ruoka ensin, D-vitamiini, magnesium, rauta, B12-vitamiini, jodi ja saannin ylärajat. */
export const body = {
  id: 'vitamiinit-ja-kivennaisaineet',
  updateDate: '2025-06-23', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Vitamiinit ja kivennäisaineet ovat ravintoaineita, joita elimistö tarvitsee pieninä määrinä mutta säännöllisesti. Suurin osa suomalaisista saa niitä riittävästi monipuolisesta ruoasta. Poikkeuksiakin on: D-vitamiinin saanti jää pimeänä vuodenaikana monella niukaksi, ja esimerkiksi vegaaneilla, raskautta suunnittelevilla ja ikääntyneillä on omat erityistarpeensa.\n\n' +
      'Tässä perusoppaassa käymme läpi, kuka Suomessa tarvitsee ravintolisää, mitä kannattaa tietää D-vitamiinista, magnesiumista, raudasta, B12-vitamiinista ja jodista sekä miksi suurempi annos ei ole aina parempi.',
    sections: [
      {
        title: 'Ruoka ensin',
        type: 'text',
        content:
          'Suomalaisten ravitsemussuositusten lähtökohta on, että ravintoaineet saadaan ensisijaisesti ruoasta. Kasvikset, hedelmät ja marjat, täysjyvävilja, palkokasvit, pähkinät ja siemenet, kala sekä maitovalmisteet tai täydennetyt kasvijuomat kattavat useimpien tarpeet. Ruoasta saat samalla kuitua, proteiinia ja muita ravintoaineita, joita purkista ei saa.\n\n' +
          'Ravintolisä on elintarvike, jonka tarkoitus on täydentää tavanomaista ruokavaliota. Se ei korvaa monipuolista ruokaa, eikä sitä saa markkinoida sairauksien hoitoon. Ravintolisää kannattaa harkita erityisesti silloin, kun jonkin ravintoaineen saanti jää ruokavalion, elämänvaiheen tai vuodenajan vuoksi niukaksi.',
      },
      {
        title: 'D-vitamiini: suomalaisten tärkein ravintolisä',
        type: 'text',
        content:
          'Iho muodostaa D-vitamiinia auringon UVB-säteilyn vaikutuksesta, mutta Suomessa aurinko ei lokakuusta maaliskuuhun riitä siihen. Ruoasta D-vitamiinia saa etenkin kalasta sekä D-vitaminoiduista maitovalmisteista, kasvijuomista ja rasvalevitteistä. D-vitamiini edistää luuston normaalina pysymistä.\n\n' +
          'Suomalaisten suositusten mukaan D-vitamiinin saantisuositus on aikuisille 10 µg päivässä. Ravintolisää suositellaan aikuisille pimeänä vuodenaikana, jos ruokavalio ei säännöllisesti sisällä D-vitaminoituja maitovalmisteita, rasvalevitettä ja kalaa. Ympäri vuoden D-vitamiinilisää suositellaan muun muassa raskaana oleville ja imettäville (10 µg päivässä) sekä yli 75-vuotiaille, joille suositellaan tavallisesti 20 µg päivässä; annokseen vaikuttaa myös se, kuinka paljon D-vitamiinia saa ruoasta. Lapsille ja nuorille on omat suosituksensa. Ajantasaiset suositukset löydät Ruokaviraston ja THL:n sivuilta.\n\n' +
          'D-vitamiinitilannetta kuvaa veren 25(OH)D-pitoisuus, jonka voi mitata verikokeella. Ravitsemussuosituksissa riittävänä pidetään vähintään 50 nmol/l:n pitoisuutta, ja usein tavoitteena pidetään 75–120 nmol/l. Mittauksesta on hyötyä lähinnä silloin, kun lääkäri epäilee puutosta tai arvioi suuremman annoksen tarvetta. Lisää aiheesta kerromme [D-vitamiinia](/d-vitamiini) käsittelevässä artikkelissa.',
      },
      {
        title: 'Magnesium',
        type: 'text',
        content:
          'Magnesiumia saa täysjyväviljasta, pähkinöistä, siemenistä, palkokasveista ja tummanvihreistä kasviksista sekä maitovalmisteista ja lihasta. Monipuolisesti syövä saa sitä yleensä riittävästi ruoasta. Magnesium edistää lihasten normaalia toimintaa.\n\n' +
          'Magnesiumlisää harkitsevat usein ne, joiden ruokavaliossa on vähän täysjyvää ja kasviksia, sekä paljon liikkuvat. Valmisteissa magnesium on eri yhdisteinä, kuten sitraattina, bisglysinaattina tai oksidina. Yhdisteiden magnesiumpitoisuus vaihtelee, joten vertaa pakkauksesta puhtaan magnesiumin määrää äläkä yhdisteen kokonaispainoa.\n\n' +
          'EFSA:n julkaisemien saannin ylärajojen mukaan aikuisen ravintolisistä saaman magnesiumin yläraja on 250 mg päivässä. Suuret annokset voivat löysätä vatsaa. Jos sinulla on munuaissairaus, keskustele magnesiumlisästä ensin lääkärin kanssa.',
      },
      {
        title: 'Kuka voi tarvita ravintolisää',
        type: 'bullets',
        content: [
          '**Aikuiset pimeänä vuodenaikana**, jos ruokavaliossa ei ole säännöllisesti D-vitaminoituja maitovalmisteita, rasvalevitettä ja kalaa: D-vitamiinilisä lokakuusta maaliskuuhun.',
          '**Yli 75-vuotiaat:** D-vitamiinilisä ympäri vuoden.',
          '**Raskautta suunnittelevat ja raskaana olevat:** foolihappolisä 400 µg päivässä raskautta suunniteltaessa ja raskauden alkuvaiheessa sekä D-vitamiinilisä 10 µg päivässä raskauden ja imetyksen ajan.',
          '**Vegaanit:** B12-vitamiinilisä on välttämätön, ja lisäksi tarvitaan yleensä D-vitamiinia ja jodia, ellei niitä saa riittävästi täydennetyistä elintarvikkeista.',
          '**Runsaista kuukautisvuodoista kärsivät:** raudan tarve on suurempi, mutta rautalisän tarve kannattaa selvittää verikokeella.',
          '**Ikääntyneet ja tiettyjä lääkkeitä käyttävät:** B12-vitamiinin imeytyminen voi heikentyä esimerkiksi mahalaukun limakalvon muutosten tai pitkäaikaisen metformiini- tai happosalpaajalääkityksen vuoksi.',
          '**Vähän maitotuotteita käyttävät:** jodin ja kalsiumin saanti voi jäädä niukaksi.',
        ],
      },
      {
        title: 'Rauta, B12-vitamiini ja jodi',
        type: 'text',
        content:
          '**Rauta.** Rautaa saa lihasta, täysjyväviljasta, palkokasveista ja vihreistä kasviksista. Kasvikunnan rauta imeytyy heikommin, mutta samalla aterialla nautittu C-vitamiini parantaa sen imeytymistä. Rauta edistää punasolujen ja hemoglobiinin normaalia muodostumista. Rautalisää ei kannata aloittaa omin päin ilman verikokeita, koska väsymyksellä on monta muutakin syytä ja liika rauta kertyy elimistöön. Säilytä rautavalmisteet lasten ulottumattomissa, sillä ne ovat lapsille vaarallisia.\n\n' +
          '**B12-vitamiini.** B12-vitamiinia on luonnostaan vain eläinkunnan tuotteissa, joten vegaani tarvitsee sitä aina ravintolisänä tai täydennetyistä elintarvikkeista. B12-vitamiini edistää punasolujen normaalia muodostumista. Puutos kehittyy hitaasti, koska elimistössä on varastoja, ja oireet voivat ilmaantua vasta vuosien kuluttua.\n\n' +
          '**Jodi.** Suomessa tärkeimpiä jodin lähteitä ovat maitovalmisteet, kala, kananmuna ja jodioitu ruokasuola. Jodi edistää kilpirauhashormonien normaalia tuotantoa ja kilpirauhasen normaalia toimintaa. Jos et käytä maitotuotteita etkä jodioitua suolaa, saanti voi jäädä vähäiseksi. Merileväpohjaisten tuotteiden jodipitoisuus vaihtelee paljon, ja niistä voi saada jodia liikaa.',
      },
      {
        title: 'Saannin ylärajat ja turvallinen käyttö',
        type: 'bullets',
        content: [
          'Suurempi annos ei ole parempi. EFSA on määrittänyt monelle ravintoaineelle suurimman turvallisen päivittäisen saannin, esimerkiksi aikuisille D-vitamiinille 100 µg päivässä ja jodille 600 µg päivässä. Nämä ylärajat koskevat kokonaissaantia ruoasta ja ravintolisistä.',
          'Ravintolisistä saatavan magnesiumin yläraja on aikuisilla 250 mg päivässä.',
          'Laske yhteen kaikkien käyttämiesi valmisteiden määrät. Monivitamiinissa, erillisessä D-vitamiinivalmisteessa ja täydennetyissä elintarvikkeissa voi olla samoja ravintoaineita.',
          'Rasvaliukoiset vitamiinit (A, D, E ja K) varastoituvat elimistöön, joten suuret annokset voivat kertyä. Raskaana olevien ei pidä käyttää A-vitamiinia sisältäviä ravintolisiä ilman ammattilaisen ohjetta.',
          'Kivennäisaineet voivat heikentää joidenkin lääkkeiden imeytymistä. Esimerkiksi kalsium-, rauta- ja magnesiumvalmisteet otetaan eri aikaan kuin kilpirauhaslääke ja eräät antibiootit. Kysy apteekista, jos käytät lääkkeitä.',
          'Suuria annoksia, kuten 50 tai 100 µg:n D-vitamiinivalmisteita, kannattaa käyttää vain lääkärin ohjeesta.',
          'Ulkomaisista verkkokaupoista tilattujen valmisteiden annokset voivat olla selvästi suurempia kuin Suomessa myytävissä valmisteissa. Tarkista aina annos pakkauksesta.',
        ],
      },
      {
        title: 'D-vitamiini- ja magnesiumvertailut',
        type: 'text',
        content:
          'Jos olet päättänyt käyttää ravintolisää, valmisteiden välillä on eroja annoksessa, olomuodossa ja hinnassa annosta kohden. Vertailimme Suomessa myytäviä D-vitamiinivalmisteita [D-vitamiinivertailussa](/paras-dvitamiini) ja magnesiumvalmisteita [magnesiumvertailussa](/paras-magnesium). Tällä sivulla näet myös vertailujen kortit, joista pääset suoraan vertailuihin.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Suurin osa vitamiineista ja kivennäisaineista saadaan monipuolisesta ruoasta. Suomessa tärkein poikkeus on D-vitamiini: aikuisten saantisuositus on 10 µg päivässä, ja pimeänä vuodenaikana moni tarvitsee sen ravintolisänä. Vegaanit tarvitsevat B12-vitamiinia ja raskautta suunnittelevat foolihappoa, ja raudan tarve kannattaa selvittää verikokeella ennen lisän aloittamista.\n\n' +
      'Noudata valmisteiden annosohjeita, laske yhteen eri valmisteista saatavat määrät ja pysy saannin ylärajojen alapuolella. Jos sinulla on pitkäaikaissairaus tai säännöllinen lääkitys, kysy lääkäriltä tai apteekista ennen uuden ravintolisän aloittamista.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'THL: D-vitamiini (thl.fi)',
      'Ruokavirasto: Ravitsemussuositukset (ruokavirasto.fi)',
      'Ruokavirasto: D-vitamiini (ruokavirasto.fi)',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'EFSA: Tolerable upper intake levels for vitamins and minerals',
      'EFSA: EU Register of nutrition and health claims',
    ],
  },
} satisfies ArticleBody;
