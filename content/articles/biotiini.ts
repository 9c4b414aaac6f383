import type { ArticleBody } from '../schemas/article.ts';

/** Best biotin supplement 2025: three biotin products sold in Finland compared by dose, form and price per capsule. */
export const body = {
  id: 'biotiini',
  updateDate: '2025-06-27',
  content: {
    introduction:
      'Biotiini eli B7-vitamiini on vesiliukoinen B-ryhmän vitamiini. Sitä saadaan monista ruoista, kuten kananmunasta, maksasta, pähkinöistä, siemenistä, palkokasveista ja täysjyväviljasta, ja monipuolista ruokaa syövällä biotiinin puutos on harvinainen. Ravintolisänä biotiinia ostetaan useimmiten hiusten ja kynsien vuoksi.\n\n' +
      'EU:ssa biotiinille on hyväksytty useita terveysväitteitä. Niiden mukaan biotiini edistää hiusten pysymistä normaaleina, biotiini edistää ihon pysymistä normaalina ja biotiini edistää limakalvojen pysymistä normaaleina. Lisäksi biotiini edistää normaalia energia-aineenvaihduntaa ja hermoston normaalia toimintaa. Väitteet eivät lupaa, että suuri annos tekisi hiuksista tavallista paksumpia tai kynsistä vahvempia, eikä biotiinille ole hyväksytty väitettä hiustenlähdön hoitamisesta.\n\n' +
      'Vertailussa on kolme Suomessa myytävää biotiinivalmistetta, joiden annokset ovat 1 000–10 000 µg. Ravintoaineen saantivertailuarvo on 50 µg päivässä, joten jo miedoin valmiste ylittää sen moninkertaisesti. Tärkein varoitus koskee laboratoriokokeita: suuret biotiiniannokset voivat vääristää joidenkin verikokeiden tuloksia. Kerro siis biotiinin käytöstä aina ennen verikoetta.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Solgar Biotin 1000 µg', 'NOW Foods Biotin 5000 µg', 'Puhdas+ Biotiini 10 000 µg'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun pelkkää biotiinia sisältäviä valmisteita, joita saa suomalaisista verkkokaupoista ja apteekeista. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Biotiinin määrä:** kuinka paljon biotiinia yhdessä kapselissa tai annoksessa on ja miten se suhteutuu 50 µg:n saantivertailuarvoon.\n' +
          '- **Hinta kapselia kohden:** pakkauksen hinta jaettuna kapselien määrällä, kun pakkauskoko on tiedossa.\n' +
          '- **Koostumus:** onko tuotteessa vain biotiinia vai myös muita ainesosia.\n' +
          '- **Saatavuus Suomessa:** myydäänkö tuotetta suomalaisessa verkkokaupassa tai apteekissa.\n' +
          '- **Pakkausmerkinnät:** kertooko valmistaja selvästi annoksen ja käyttöohjeen.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Solgar Biotin 1000 µg',
        type: 'text-with-image',
        productIds: ['solgar-biotin-1000-mikrog'],
        content:
          'Solgar Biotin 1000 µg on yhdysvaltalaisen Solgarin biotiinivalmiste kasvikapseleina. Yhdessä kapselissa on 1 000 µg biotiinia, mikä on 20-kertainen määrä saantivertailuarvoon verrattuna mutta vertailun maltillisin annos. Pakkauksessa on 50 kapselia, ja Ruohonjuuressa hinta on 16,90 €. Yksi kapseli maksaa siis noin 0,34 € (16,90 € / 50).\n\n' +
          '**Paras valinta, jos** haluat pelkkää biotiinia mahdollisimman maltillisena annoksena ja luotat pitkään toimineeseen valmistajaan.\n\n' +
          '**Vahvuudet:** kohtuullinen annos, kasvikapseli ja tunnettu valmistaja. Koska annos on vertailun pienin, se on selkein valinta, jos haluat välttää vertailun suurimpia annoksia.\n\n' +
          '**Heikkoudet:** kapseli maksaa lähes kolme kertaa niin paljon kuin NOW Foodsin valmisteessa, ja 50 kapselin pakkaus loppuu alle kahdessa kuukaudessa, jos otat kapselin päivässä.',
      },
      {
        title: 'NOW Foods Biotin 5000 µg',
        type: 'text-with-image',
        productIds: ['now-foods-biotin-5000-mikrog'],
        content:
          'NOW Foods Biotin 5000 µg on yhdysvaltalaisen NOW Foodsin biotiinivalmiste kasvikapseleina. Kapselissa on 5 000 µg biotiinia eli sata kertaa saantivertailuarvon verran. Pakkauksessa on 120 kapselia, ja Fitnesstukussa hinta on 14,90 €. Yksi kapseli maksaa noin 0,12 € (14,90 € / 120), joten tuote on vertailun edullisin kapselia kohden.\n\n' +
          '**Paras valinta, jos** haluat edullisen biotiinin suurena pakkauksena ja tilaat muutenkin lisäravinteita Fitnesstukusta.\n\n' +
          '**Vahvuudet:** edullinen hinta kapselia kohden, 120 kapselin pakkaus riittää pitkään ja koostumus on yksinkertainen.\n\n' +
          '**Heikkoudet:** annos on suuri. Terveysväitteiden kannalta näin suuresta määrästä ei ole osoitettu lisähyötyä pienempään annokseen verrattuna, ja suuret annokset lisäävät laboratoriokokeiden häiriön riskiä. Muista kertoa käytöstä ennen verikokeita.',
      },
      {
        title: 'Puhdas+ Biotiini 10 000 µg',
        type: 'text-with-image',
        productIds: ['puhdas-plus-biotiini-10000-mikrog'],
        content:
          'Puhdas+ Biotiini 10 000 µg on suomalaisen Puhdas+-tuotesarjan biotiinivalmiste, jota myydään apteekeissa, esimerkiksi Yliopiston Apteekissa. Annoksessa on 10 000 µg biotiinia eli 200 kertaa saantivertailuarvon verran, mikä on vertailun suurin määrä. Hinta ja pakkauskoko eivät olleet tiedossamme vertailua päivitettäessä, joten tarkista ne apteekin sivulta ja laske hinta annosta kohden jakamalla pakkauksen hinta annosten määrällä.\n\n' +
          '**Paras valinta, jos** ostat ravintolisät mieluiten apteekista ja haluat kotimaisen tuotesarjan valmisteen.\n\n' +
          '**Vahvuudet:** saatavuus apteekeista, joissa voit samalla kysyä neuvoa farmaseutilta, ja suomenkieliset pakkausmerkinnät.\n\n' +
          '**Heikkoudet:** annos on hyvin suuri, eikä suuremmasta määrästä ole osoitettu lisähyötyä. Näin vahva valmiste voi häiritä laboratoriokokeita, joten keskustele käytöstä lääkärin tai farmaseutin kanssa, jos sinulle on tulossa verikokeita.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['solgar-biotin-1000-mikrog', 'now-foods-biotin-5000-mikrog', 'puhdas-plus-biotiini-10000-mikrog'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Annos suhteessa tarpeeseen.** Ravintoaineen saantivertailuarvo on 50 µg päivässä, ja Euroopan elintarviketurvallisuusviranomainen EFSA on arvioinut aikuisten riittäväksi saanniksi 40 µg päivässä. Kaupan biotiinivalmisteissa on tyypillisesti 1 000–10 000 µg, eli moninkertaisesti enemmän. Biotiinin hyväksytyt terveysväitteet eivät edellytä suuria annoksia, joten isompi luku pakkauksessa ei tarkoita parempaa tuotetta.\n\n' +
          '**Biotiini ja laboratoriokokeet.** Monissa laboratoriomenetelmissä käytetään biotiinia, ja suurina annoksina otettu biotiini voi siksi antaa virheellisesti liian korkeita tai liian matalia tuloksia. Häiriö voi koskea esimerkiksi kilpirauhaskokeita ja sydänlihasvaurion merkkiainetta troponiinia. Kerro biotiinin käytöstä lääkärille ja laboratoriolle ja kysy, kuinka pitkä tauko ennen näytteenottoa tarvitaan.\n\n' +
          '**Laske kaikki lähteet yhteen.** Biotiinia on myös monivitamiineissa ja kauneusravintolisissä. Jos käytät useampaa valmistetta, tarkista, paljonko biotiinia saat niistä yhteensä. Yhdistelmävalmisteita, joissa biotiinin kanssa on esimerkiksi sinkkiä ja seleeniä, vertailemme [kauneusravintolisien vertailussa](/paras-kauneusravintolisa).\n\n' +
          '**Kapseli tai tabletti.** Biotiinia myydään kasvikapseleina ja tabletteina. Kasvikapseli sopii myös kasvissyöjälle, mutta tarkista vegaanisuus pakkauksesta.\n\n' +
          '**Kenen kannattaa kysyä ensin.** Jos olet raskaana tai imetät, käytät säännöllisesti lääkkeitä tai sinulla on todettu sairaus, kysy lääkäriltä tai apteekista ennen biotiinin aloittamista. Jos hiuksia lähtee tavallista enemmän tai kynnet muuttuvat, syy kannattaa selvittää lääkärin kanssa ennen ravintolisän ostamista. Lisää ravintolisien käytöstä kauneudenhoidossa kerromme artikkelissa [Kauneudenhoito ravintolisillä](/kauneuden-hoito-ravintolisilla).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Saako biotiinia tarpeeksi ruoasta?**\nUseimmiten saa. Biotiinia on monissa ruoissa, ja puutos on harvinainen, kun ruokavalio on monipuolinen.\n\n' +
          '**Auttaako biotiini hiustenlähtöön?**\nBiotiinille ei ole hyväksytty väitettä hiustenlähdön hoitamisesta tai ehkäisystä. Hyväksytyn väitteen mukaan biotiini edistää hiusten pysymistä normaaleina.\n\n' +
          '**Kuinka kauan ennen verikoetta biotiini pitää jättää pois?**\nSe riippuu testistä ja annoksesta. Kysy ohje laboratoriosta tai lääkäriltä ja kerro, kuinka paljon biotiinia otat.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Solgar Biotin 1000 µg – vertailun maltillisin annos kasvikapselissa, noin 0,34 € kapselilta.\n' +
      '- **Edullisin:** NOW Foods Biotin 5000 µg – 120 kapselia 14,90 €:lla eli noin 0,12 € kapselilta.\n' +
      '- **Apteekista:** Puhdas+ Biotiini 10 000 µg – kotimainen tuotesarja, mutta vertailun suurin annos.\n\n' +
      'Biotiinin puutos on harvinainen, joten ravintolisä ei ole useimmille välttämätön. Jos haluat käyttää biotiinia, valitse annos, joka ei ole tarpeettoman suuri, ja muista kertoa käytöstä ennen verikokeita.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – biotiini',
      'EFSA: Scientific Opinion on Dietary Reference Values for biotin (2014)',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Biotin – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
