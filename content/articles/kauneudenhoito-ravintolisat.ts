import type { ArticleBody } from '../schemas/article.ts';

/** Beauty supplements explained: authorised EU claims for biotin, zinc, selenium, copper and vitamin C, collagen without a claim, biotin and lab tests. */
export const body = {
  id: 'kauneudenhoito-ravintolisat',
  updateDate: '2025-06-15',
  content: {
    introduction:
      'Iholle, hiuksille ja kynsille markkinoidaan runsaasti ravintolisiä. Tavallisimpia ainesosia ovat biotiini, sinkki, seleeni, kupari, C-vitamiini ja kollageeni. Osalla niistä on EU:ssa hyväksytty terveysväite, osalla ei ole.\n\n' +
      'Tässä oppaassa kerromme, mitä kauneusravintolisistä saa sanoa hyväksyttyjen terveysväitteiden mukaan, miksi kollageenille ei ole omaa väitettä ja miksi biotiinista kannattaa kertoa ennen verikokeita. Lopuksi annamme vinkit valmisteiden vertailuun.',
    sections: [
      {
        title: 'Mitä ravintolisä saa luvata',
        type: 'text',
        content:
          'Ravintolisät ovat elintarvikkeita, eivät lääkkeitä. EU:ssa elintarvikkeen terveysvaikutuksesta saa kertoa vain hyväksytyn terveysväitteen sanamuodolla, ja väitteet on koottu EU:n terveysväiterekisteriin. Suomessa väitteiden käyttöä valvovat Ruokavirasto ja kuntien elintarvikevalvonta.\n\n' +
          'Väite koskee aina tiettyä ravintoainetta, ei koko tuotetta. Lisäksi ravintoainetta on oltava valmisteessa riittävästi, yleensä vähintään 15 % saantivertailuarvosta päiväannoksessa. Jos pakkauksessa luvataan kiinteämpää ihoa, vähemmän ryppyjä tai tuuheampia hiuksia, kyse ei ole hyväksytystä väitteestä.\n\n' +
          'Ravintolisä ei korvaa monipuolista ruokavaliota. Useimmat saavat iholle ja hiuksille tärkeät ravintoaineet ruoasta, ja ravintolisästä on eniten hyötyä silloin, kun ruokavaliossa on selvä aukko.',
      },
      {
        title: 'Biotiini',
        type: 'text',
        content:
          'Biotiini eli B7-vitamiini on kauneusravintolisien tunnetuimpia ainesosia. Hyväksyttyjen terveysväitteiden mukaan biotiini edistää hiusten pysymistä normaaleina, biotiini edistää ihon pysymistä normaalina ja biotiini edistää limakalvojen pysymistä normaaleina.\n\n' +
          'Biotiinia on monissa ruoissa, kuten kananmunassa, maksassa, pähkinöissä, siemenissä ja täysjyväviljassa, ja puutos on harvinainen. Saantivertailuarvo on 50 µg päivässä, mutta kaupan biotiinivalmisteissa on usein 1 000–10 000 µg. Suuremmasta annoksesta ei ole osoitettu lisähyötyä, eikä biotiinille ole hyväksytty väitettä hiustenlähdön hoitamisesta. Valmisteita vertailemme [biotiinivertailussa](/paras-biotiini).',
      },
      {
        title: 'Sinkki, seleeni ja kupari',
        type: 'bullets',
        content: [
          '**Sinkki** edistää ihon pysymistä normaalina, hiusten pysymistä normaaleina ja kynsien pysymistä normaaleina. Sinkkiä saa esimerkiksi lihasta, täysjyväviljasta ja juustosta. Aikuisten turvallisen saannin yläraja on EFSA:n mukaan 25 mg päivässä kaikista lähteistä yhteensä.',
          '**Seleeni** edistää hiusten pysymistä normaaleina ja kynsien pysymistä normaaleina. Suomessa seleeniä on lisätty lannoitteisiin, ja sitä saadaan muun muassa kalasta, lihasta, kananmunista ja maitotuotteista.',
          '**Kupari** edistää hiusten normaalia pigmentaatiota, ihon normaalia pigmentaatiota ja sidekudosten pysymistä normaaleina.',
          '**Muita ihoon liittyviä väitteitä** on esimerkiksi A-vitamiinilla ja niasiinilla: ne edistävät ihon pysymistä normaalina.',
        ],
      },
      {
        title: 'Kollageeni ja C-vitamiini',
        type: 'text',
        content:
          'Kollageeni on elimistön runsain proteiini ja ihon tärkeä rakenneosa. Elimistö valmistaa kollageenia itse ruoan proteiineista. Ravintolisänä myytävälle kollageenille ei ole EU:ssa hyväksyttyä terveysväitettä, joten kollageenivalmisteen ei saa luvata kiinteyttävän ihoa tai vähentävän ryppyjä.\n\n' +
          'C-vitamiinilla sen sijaan on väite: C-vitamiini edistää normaalia kollageenin muodostusta ihon normaalin toiminnan edistämiseksi. Siksi moniin kollageenivalmisteisiin on lisätty C-vitamiinia tai biotiinia. Tällöin pakkauksen väite koskee lisättyä vitamiinia eikä kollageenia. C-vitamiinia saa helposti marjoista, hedelmistä ja kasviksista. Kollageenivalmisteita vertailemme [kollageenivalmisteiden vertailussa](/paras-kollageenivalmiste).',
      },
      {
        title: 'Biotiini ja laboratoriokokeet',
        type: 'text',
        content:
          'Monissa laboratoriomenetelmissä hyödynnetään biotiinia. Jos veressä on paljon ravintolisästä peräisin olevaa biotiinia, tulos voi olla virheellisesti liian korkea tai liian matala. Häiriö voi koskea esimerkiksi kilpirauhaskokeita ja sydänlihasvaurion merkkiainetta troponiinia, ja väärä tulos voi johtaa väärään tulkintaan.\n\n' +
          'Kerro siis biotiinia sisältävistä valmisteista lääkärille ja laboratoriolle ennen verikokeita ja kysy, kuinka pitkä tauko ennen näytteenottoa tarvitaan. Muista, että biotiinia on myös monissa monivitamiineissa ja kauneusravintolisissä, vaikka nimessä ei lukisi biotiini.',
      },
      {
        title: 'Näin vertailet valmisteita',
        type: 'bullets',
        content: [
          '**Lue ainesosaluettelo.** Katso, mihin ravintoaineeseen pakkauksen väite perustuu ja paljonko sitä on päiväannoksessa.',
          '**Laske hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä. Kahden tabletin päiväannos puolittaa pakkauksen riittoisuuden.',
          '**Vältä päällekkäisyyksiä.** Jos käytät jo monivitamiinia, tarkista, ettet saa samoja ravintoaineita moninkertaisesti.',
          '**Tarkista allergeenit.** Osassa valmisteista on kalaperäisiä tai muita eläinperäisiä ainesosia.',
          '**Kysy neuvoa.** Jos olet raskaana tai imetät, käytät lääkkeitä tai hiuksia lähtee tavallista enemmän, kysy lääkäriltä tai apteekista ennen aloittamista.',
          '**Vertaa valmiita yhdistelmiä.** Iholle, hiuksille ja kynsille tarkoitettuja yhdistelmävalmisteita vertailemme [kauneusravintolisien vertailussa](/paras-kauneusravintolisa).',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Kauneusravintolisistä saa kertoa vain ravintoaineiden hyväksytyillä terveysväitteillä. Biotiinilla, sinkillä, seleenillä ja kuparilla on hyväksyttyjä väitteitä, jotka liittyvät ihoon, hiuksiin tai kynsiin, ja C-vitamiini edistää normaalia kollageenin muodostusta ihon normaalin toiminnan edistämiseksi. Kollageenille ei ole omaa väitettä.\n\n' +
      'Valitse valmiste ainesosien ja päivähinnan perusteella, älä lupausten. Jos käytät biotiinia, kerro siitä aina ennen verikokeita.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Ruokavirasto: Ravitsemus- ja terveysväitteet (ruokavirasto.fi)',
      'EFSA: Tolerable Upper Intake Levels for Vitamins and Minerals',
      'NIH Office of Dietary Supplements: Biotin – Fact Sheet for Health Professionals',
      'Valtion ravitsemusneuvottelukunta: Terveyttä ruoasta – suomalaiset ravitsemussuositukset 2024',
    ],
  },
} satisfies ArticleBody;
