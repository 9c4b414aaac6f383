import type { ArticleBody } from '../schemas/article.ts';

/** Liikkujan lisäravinteet: kreatiini 3–5 g, proteiini 20–30 g annoksina, kofeiini, elektrolyytit, D-vitamiini ja laatu. */
export const body = {
  id: 'liikkujan-lisaravinteet',
  updateDate: '2025-04-12',
  content: {
    introduction:
      'Liikkujille myydään jauheita, kapseleita ja juomia hyllymetreittäin, mutta vain harvan valmisteen hyödystä on vahvaa näyttöä. Perusta on aina ruoka: riittävästi energiaa, proteiinia ja hiilihydraatteja sekä monipuolisesti kasviksia, hedelmiä ja täysjyvää. Lisäravinteilla voi täydentää ruokavaliota, mutta ne eivät korvaa sitä, eivätkä ne paikkaa huonoa unta tai liian vähäistä palautumista.\n\n' +
      'Tässä oppaassa käymme läpi liikkujan yleisimmät lisäravinteet: kreatiinin, proteiinin, kofeiinin, elektrolyytit ja D-vitamiinin. Kerromme, mitä niistä saa EU:n sääntöjen mukaan sanoa, millaisia annoksia käytetään ja mihin laadussa kannattaa kiinnittää huomiota.',
    sections: [
      {
        title: 'Kreatiini',
        type: 'text',
        content:
          'Kreatiini on liikkujan lisäravinteista tutkituimpia. EU:ssa hyväksytyn terveysväitteen mukaan kreatiini parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa, kun sitä saadaan 3 g päivässä. Se sopii siis erityisesti voimaharjoitteluun ja lajeihin, joissa toistuu lyhyitä ja kovia ponnistuksia, kuten pallopeleihin. Yli 55-vuotiaille on lisäksi hyväksytty väite, jonka mukaan päivittäinen kreatiinin saanti voi tehostaa voimaharjoittelun vaikutusta lihasvoimaan.\n\n' +
          'Tavallinen annos on **3–5 g päivässä**, myös lepopäivinä. Latausvaihe ei ole välttämätön. Valitse pelkkää kreatiinimonohydraattia: se on kreatiinin muodoista tutkituin ja yleensä edullisin. Vertailimme kreatiinijauheita artikkelissa [Paras kreatiini](/paras-kreatiini).',
      },
      {
        title: 'Proteiini',
        type: 'text',
        content:
          'Proteiini edistää lihasmassan kasvua ja säilymistä. Säännöllisesti harjoittelevalle käytetään tavallisesti tavoitetta **1,2–2,0 g proteiinia painokiloa kohden päivässä**, jaettuna **20–30 g:n annoksiin** päivän aterioille. Esimerkiksi 70 kiloa painavalle tämä tarkoittaa noin 84–140 g päivässä.\n\n' +
          'Useimmat saavat tarvitsemansa proteiinin ruoasta, kuten maitotuotteista, lihasta, kalasta, kananmunista ja palkokasveista. Proteiinijauhe on kätevä silloin, kun ateria jää väliin tai treenin jälkeen ei ole ruokaa saatavilla. Herajauheet ovat yleisimpiä, ja kasviproteiinit sopivat vegaaneille ja maitoallergisille. Lue lisää oppaasta [Proteiinijauheet](/proteiinijauheet) ja vertailusta [Parhaat proteiinijauheet 2025](/parhaat-proteiinijauheet).',
      },
      {
        title: 'Kofeiini',
        type: 'text',
        content:
          'Kofeiini on kahvista, teestä ja energiajuomista tuttu piriste, ja sitä on myös monissa ennen treeniä otettaviksi tarkoitetuissa valmisteissa. Kofeiinin vaikutuksia vireyteen ja kestävyyssuoritukseen on tutkittu paljon, mutta kofeiinia koskevia terveysväitteitä ei ole toistaiseksi lisätty EU:n hyväksyttyjen väitteiden luetteloon. Siksi valmisteessa ei saa luvata kofeiinin parantavan suoritusta.\n\n' +
          'EFSA:n turvallisuusarvion mukaan terveelle aikuiselle enintään 200 mg:n kerta-annos ja enintään 400 mg päivässä eivät aiheuta turvallisuushuolta. Raskaana oleville ja imettäville raja on 200 mg päivässä. Laske mukaan kaikki lähteet, sillä treenivalmisteen päälle tulevat päivän kahvikupilliset. Kofeiini voi vaikeuttaa nukahtamista, joten iltatreenien yhteydessä sitä kannattaa välttää.',
      },
      {
        title: 'Elektrolyytit ja urheilujuomat',
        type: 'text',
        content:
          'Hikoillessa elimistöstä poistuu nestettä ja elektrolyyttejä, eniten natriumia. Tavallisessa, noin tunnin mittaisessa treenissä vesi riittää yleensä hyvin. Pitkissä ja hikisissä suorituksissa, kuten pitkillä juoksu- ja pyörälenkeillä tai helteellä, urheilujuoma tai elektrolyyttivalmiste voi olla tarpeen.\n\n' +
          'EU:ssa on hyväksytty hiilihydraatti-elektrolyyttijuomille kaksi väitettä: ne edistävät kestävyyssuorituskyvyn ylläpitämistä pitkäkestoisessa kestävyysliikunnassa ja parantavat veden imeytymistä liikunnan aikana. Väitteet koskevat vain juomia, joiden koostumus täyttää tarkat ehdot. Lisää aiheesta kerromme oppaassa [Elektrolyytit](/elektrolyytit), ja valmisteita vertailemme artikkelissa [Paras elektrolyytti](/paras-elektrolyytti).',
      },
      {
        title: 'Elektrolyyttivalmisteiden tavalliset ainesosat',
        type: 'bullets',
        content: [
          'natrium, jota hiki sisältää elektrolyyteistä eniten',
          'kalium, joka edistää lihasten normaalia toimintaa',
          'magnesium, joka edistää lihasten normaalia toimintaa ja auttaa vähentämään väsymystä ja uupumusta',
          'kloridi, jota saadaan ruokasuolasta natriumin parina',
        ],
      },
      {
        title: 'D-vitamiini',
        type: 'text',
        content:
          'Suomessa aurinko ei talvikuukausina riitä D-vitamiinin muodostumiseen iholla, joten saanti on ruoan ja ravintolisien varassa. Tärkeimpiä lähteitä ovat kala sekä D-vitaminoidut maitovalmisteet ja levitteet. D-vitamiini edistää lihasten normaalin toiminnan ylläpitämistä, luuston pysymistä normaalina ja immuunijärjestelmän normaalia toimintaa.\n\n' +
          'Aikuisen saantisuositus on **10 µg päivässä**. Veren D-vitamiinipitoisuuden tavoitteena pidetään usein 75–120 nmol/l, ja pitoisuuden voi mitata verikokeella. Osa käyttää suurempaa, 20–50 µg:n päiväannosta, mutta siitä kannattaa keskustella lääkärin kanssa. Aikuisen turvallisen saannin yläraja on 100 µg päivässä. Lisää aiheesta oppaassa [D-vitamiini](/d-vitamiini).',
      },
      {
        title: 'Laatu, turvallisuus ja doping',
        type: 'text',
        content:
          'Ravintolisät ovat elintarvikkeita, eikä niitä tarkasteta ennen myyntiä samalla tavalla kuin lääkkeitä. Osta tunnetuilta valmistajilta ja kaupoista, joiden tuotteissa on suomenkieliset pakkausmerkinnät. Ulkomaisista verkkokaupoista tilatuissa valmisteissa voi olla aineita, joita Suomessa ei saa myydä ravintolisinä.\n\n' +
          'Kilpaurheilijan kannattaa suosia tuotteita, jotka on testattu kiellettyjen aineiden varalta esimerkiksi Informed Sport -ohjelmassa. Suomen urheilun eettinen keskus SUEK muistuttaa, että urheilija vastaa itse kaikesta, mitä hän nauttii.\n\n' +
          'Monelle liikkujille markkinoidulle valmisteelle, kuten BCAA-aminohapoille, ei ole hyväksyttyä terveysväitettä. Jos sinulla on pitkäaikaissairaus tai säännöllinen lääkitys tai olet raskaana tai imetät, keskustele lisäravinteista lääkärin kanssa ennen kuin aloitat.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Liikkujan lisäravinteista vahvin perusta on kreatiinilla (3–5 g päivässä) ja proteiinilla (1,2–2,0 g painokiloa kohden päivässä, 20–30 g kerrallaan), joiden vaikutuksista on EU:ssa hyväksytyt terveysväitteet. Elektrolyyteistä on hyötyä lähinnä pitkissä ja hikisissä suorituksissa, ja D-vitamiinin saannista kannattaa Suomessa huolehtia ympäri vuoden. Kofeiinin kohdalla pidä huoli, ettei päivän kokonaismäärä kasva liian suureksi.\n\n' +
      'Valitse tuotteet, joiden koostumus on selkeä, ja osta ne luotettavista kaupoista. Sivun lopusta löydät vertailemiamme kreatiini- ja proteiinijauheita.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims',
      'EFSA: Scientific Opinion on the safety of caffeine (2015)',
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'THL: D-vitamiini (thl.fi)',
      'Suomen urheilun eettinen keskus SUEK: Ravintolisät (suek.fi)',
      'NIH Office of Dietary Supplements: Dietary Supplements for Exercise and Athletic Performance – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
