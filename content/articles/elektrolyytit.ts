import type { ArticleBody } from '../schemas/article.ts';

/** Electrolytes explained: what they are, when they are needed, oral rehydration, cautions and how to read a label. */
export const body = {
  id: 'elektrolyytit',
  updateDate: '2025-04-04',
  content: {
    introduction:
      'Elektrolyytit ovat kivennäisaineita, jotka esiintyvät elimistön nesteissä sähköisesti varautuneina hiukkasina eli ioneina. Tärkeimmät niistä ovat natrium, kalium, kloridi, magnesium ja kalsium. Ne osallistuvat nestetasapainon säätelyyn sekä hermojen ja lihasten toimintaan, ja elimistö pitää niiden pitoisuudet veressä tarkasti tasaisina.\n\n' +
      'Tavallisessa arjessa elektrolyytit saadaan ruoasta, ja janoon riittää vesi. Elektrolyyttijuomasta voi olla hyötyä lähinnä silloin, kun hikoilet paljon ja pitkään, esimerkiksi yli tunnin kestävässä liikunnassa tai helteellä. Ripulin ja oksentelun aiheuttamaan nestehukkaan on oma ratkaisunsa: apteekin nesteytysliuos.\n\n' +
      'Tässä oppaassa kerromme, milloin elektrolyyttejä kannattaa lisätä juomaan, kenen kannattaa olla varovainen ja mitä valmisteen pakkauksesta kannattaa katsoa.',
    sections: [
      {
        title: 'Tärkeimmät elektrolyytit',
        type: 'bullets',
        content: [
          '**Natrium** säätelee solujen ulkopuolisen nesteen määrää, ja sitä menetetään hiessä eniten. Ruoasta natriumia saadaan pääosin suolasta, ja suomalaiset saavat sitä keskimäärin enemmän kuin suositellaan.',
          '**Kloridi** on natriumin pari: ruokasuola on natriumkloridia, ja hiessä menetetään natriumin lisäksi myös kloridia.',
          '**Kalium** on solujen sisäisen nesteen tärkein elektrolyytti. Kalium edistää lihasten normaalia toimintaa ja normaalin verenpaineen ylläpitämistä. Hyviä lähteitä ovat kasvikset, hedelmät, marjat, peruna ja täysjyväviljavalmisteet.',
          '**Magnesium** edistää elektrolyyttitasapainoa ja lihasten normaalia toimintaa. Sitä saadaan esimerkiksi täysjyväviljasta, pähkinöistä, siemenistä ja palkokasveista.',
          '**Kalsium** edistää lihasten normaalia toimintaa. Tärkeimmät lähteet ovat maitovalmisteet ja kalsiumilla täydennetyt kasvijuomat.',
        ],
      },
      {
        title: 'Milloin elektrolyyttejä tarvitaan',
        type: 'text',
        content:
          'Useimmille riittää tavallinen ruoka ja vesi. Tunnin kuntosalitreeni, lenkki tai arkinen hikoilu ei yleensä vaadi erillisiä elektrolyyttejä, koska seuraava ateria korvaa hiessä menetetyt suolat. Elektrolyyttijuomaa kannattaa harkita, kun:\n' +
          '- liikut yhtäjaksoisesti yli tunnin ja hikoilet runsaasti, esimerkiksi pitkällä juoksu- tai pyörälenkillä tai hiihtäen\n' +
          '- treenaat tai teet fyysistä työtä helteellä tai kuumassa sisätilassa\n' +
          '- hikoilet tavallista enemmän tai vaatteisiisi jää hikoilun jälkeen valkoisia suolajälkiä\n' +
          '- sinulla on samana päivänä useita harjoituksia tai kilpailu, eikä välissä ehdi syödä kunnolla\n\n' +
          'Hikoilun määrä ja hien suolapitoisuus vaihtelevat paljon ihmisestä toiseen, joten yhtä oikeaa annosta ei ole. Voit punnita itsesi ennen pitkää harjoitusta ja sen jälkeen: painon lasku kertoo karkeasti, kuinka paljon nestettä menetit.\n\n' +
          'Hiessä menetetään eniten natriumia ja kloridia, kaliumia selvästi vähemmän ja magnesiumia ja kalsiumia vain vähän. Siksi liikkujan elektrolyyttijuomassa tärkein ainesosa on natrium. Pitkissä kestävyyssuorituksissa tarvitaan suolojen lisäksi usein myös energiaa, ja silloin hiilihydraattia sisältävä urheilujuoma voi olla sokeritonta juomaa parempi valinta. Lisää liikkujan valmisteista kerromme oppaassa [Liikkujan lisäravinteet](/liikkujan-lisaravinteet).',
      },
      {
        title: 'Ripuli ja oksentelu: nesteytysliuos apteekista',
        type: 'text',
        content:
          'Ripuli ja oksentelu vievät nestettä ja suoloja nopeasti, etenkin pieniltä lapsilta ja iäkkäiltä. Silloin oikea valinta on apteekista saatava nesteytysliuos, jonka suolan ja sokerin suhde on suunniteltu juuri nestehukan korjaamiseen. Liikkujille tarkoitetut elektrolyyttijauheet ja -tabletit eivät korvaa sitä, eikä niitä ole tarkoitettu ripulin hoitoon.\n\n' +
          'Hakeudu hoitoon, jos et pysty juomaan tai juoma ei pysy sisällä, virtsaat selvästi tavallista vähemmän, olet hyvin väsynyt tai sekava, ulosteessa on verta tai ripuli pitkittyy. Vauvan ja pienen lapsen ripulista ja oksentelusta kannattaa kysyä neuvoa terveydenhuollosta matalalla kynnyksellä.',
      },
      {
        title: 'Milloin kannattaa olla varovainen',
        type: 'text',
        content:
          '**Liikaa vettä.** Jos pitkässä kestävyyssuorituksessa, kuten maratonilla, juo runsaasti pelkkää vettä, veren natriumpitoisuus voi laskea liian alas. Tilaa kutsutaan hyponatremiaksi, ja se voi olla vaarallinen. Juo janon mukaan äläkä pakota itseäsi juomaan enempää kuin hikoilet.\n\n' +
          '**Liikaa suolaa.** Suomalaisissa ravitsemussuosituksissa aikuisen suolan saannin tavoite on alle 5 g päivässä, ja moni saa ruoasta jo enemmän. Runsaasti natriumia sisältävä elektrolyyttijuoma ei siksi sovi päivittäiseksi janojuomaksi, jos et hikoile paljon.\n\n' +
          '**Sairaudet ja lääkkeet.** Jos sinulla on kohonnut verenpaine, munuaissairaus tai sydämen vajaatoiminta tai käytät verenpaine- tai nesteenpoistolääkkeitä, keskustele lääkärin kanssa ennen kuin otat elektrolyyttivalmisteita säännölliseen käyttöön. Osa lääkkeistä vaikuttaa elimistön kaliumiin, ja kaliumlisä voi silloin olla haitallinen.\n\n' +
          '**Magnesiumin yläraja.** EFSA:n mukaan ravintolisistä saatavan magnesiumin saannin yläraja on aikuisille 250 mg päivässä. Laske yhteen elektrolyyttijuoman ja mahdollisen [magnesiumvalmisteen](/paras-magnesium) magnesium.\n\n' +
          '**Lihaskrampit.** Elektrolyyteille ei ole EU:ssa hyväksyttyä terveysväitettä lihaskrampeista, eikä kramppien syy ole aina suolojen menetys. Toistuvat krampit kannattaa selvittää lääkärin kanssa.',
      },
      {
        title: 'Jauhe, poretabletti vai valmis juoma',
        type: 'bullets',
        content: [
          '**Jauhe** on joustavin: voit annostella sen juoman määrän ja hikoilun mukaan, ja hinta annosta kohden on usein edullinen. Jauheita vertailemme tarkemmin [elektrolyyttijauheiden vertailussa](/paras-elektrolyyttijauhe).',
          '**Poretabletti** on kätevin mukaan: putkilo mahtuu taskuun, ja yksi tabletti liuotetaan tavallisesti noin puoleen litraan vettä. Annos on valmiiksi mitattu, mutta sitä ei voi säätää yhtä helposti kuin jauhetta.',
          '**Valmis juoma** on helpoin mutta yleensä kallein annosta kohden, ja pullot ovat painavia kantaa.',
          '**Sokeriton vai hiilihydraattia?** Sokeriton valmiste korvaa suoloja ilman energiaa. Hiilihydraattia sisältävä urheilujuoma antaa lisäksi energiaa pitkiin suorituksiin, mutta arkijuomaksi se on turhan sokerinen.',
          'Jauheita ja tabletteja rinnakkain vertailemme artikkelissa [Paras elektrolyytti](/paras-elektrolyytti).',
        ],
      },
      {
        title: 'Näin luet pakkausta',
        type: 'bullets',
        content: [
          '**Natriumin määrä annoksessa** ja vesimäärä, johon annos sekoitetaan. Liikkujan juomassa natrium on tärkein elektrolyytti, ja arkikäyttöön tarkoitetuissa valmisteissa sitä on yleensä vähemmän.',
          '**Kalium ja magnesium** milligrammoina. Laske magnesium yhteen muiden käyttämiesi ravintolisien kanssa.',
          '**Sokeri ja makeutus:** sisältääkö valmiste hiilihydraattia energiaksi vai onko se sokeriton, ja millä se on makeutettu.',
          '**Muut ainesosat:** osaan valmisteista on lisätty vitamiineja, kofeiinia tai kreatiinia. Mieti, tarvitsetko niitä ja saatko samoja aineita jo muista valmisteista.',
          '**Hinta annosta kohden:** jaa pakkauksen hinta annosten määrällä. Annoskoot vaihtelevat paljon, joten pelkkä pakkauksen hinta ei kerro, kumpi valmiste on edullisempi.',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Elektrolyytit ovat kivennäisaineita, jotka saadaan tavallisesti ruoasta. Elektrolyyttijuomasta voi olla apua pitkässä ja hikisessä liikunnassa, helteellä ja silloin, kun harjoituksia on samana päivänä useita. Liikkujalle tärkein ainesosa on natrium, ja pitkissä suorituksissa myös hiilihydraatista on hyötyä. Ripulin ja oksentelun aiheuttamaan nestehukkaan valitse apteekin nesteytysliuos.\n\n' +
      'Valmisteita vertailemme artikkeleissa [Paras elektrolyytti](/paras-elektrolyytti) ja [Paras elektrolyyttijauhe](/paras-elektrolyyttijauhe). Sivun lopusta löydät vertailujemme elektrolyyttivalmisteet.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'EFSA: EU Register of nutrition and health claims',
      'EFSA: Tolerable upper intake levels for vitamins and minerals – magnesium',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'THL: suolaa ja ravitsemusta koskeva tieto (thl.fi)',
      'Terveyskirjasto Duodecim: ripulia ja nestehukkaa koskevat artikkelit (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
