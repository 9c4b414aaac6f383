import type { ArticleBody } from '../schemas/article.ts';

/** Best collagen product 2025: two powders, a protein bar and a pharmacy beauty supplement compared. */
export const body = {
  id: 'kollageenivalmiste',
  updateDate: '2025-03-31',
  content: {
    introduction:
      'Kollageeni on elimistön runsain proteiini. Se on ihon, jänteiden, nivelsiteiden, luiden ja ruston tärkeä rakenneosa, ja elimistö valmistaa sitä itse ruoan proteiineista. Ravintolisissä kollageeni on yleensä hydrolysoitua eli pilkottua kollageenipeptidiä, joka liukenee helposti juomiin. Raaka-aineena käytetään tavallisesti naudan, sian tai kalan kollageenia.\n\n' +
      'Kollageenivalmisteita ostavat etenkin ihostaan ja hiuksistaan kiinnostuneet sekä liikkujat. On kuitenkin hyvä tietää, että EU:ssa kollageenille ei ole hyväksytty omaa terveysväitettä. Valmisteen ei siis voi luvata kiinteyttävän ihoa, vähentävän ryppyjä tai vaikuttavan niveliin. Valmisteisiin lisätyillä ravintoaineilla, kuten biotiinilla tai C-vitamiinilla, on omia hyväksyttyjä väitteitään, joten lue pakkausmerkinnät tarkasti: tällainen väite koskee lisättyä ravintoainetta eikä kollageenia.\n\n' +
      'Vertailussa on neljä Suomessa myytävää tuotetta: maustamaton kollageenijauhe, kollageenia sisältävä heraproteiinijauhe, kollageenipatukka ja apteekissa myytävä kauneusravintolisä. Kun valitset, katso kollageenin lähde, kollageenin määrä annoksessa, muut ainesosat ja hinta annosta kohden.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Vital Proteins Collagen Peptides',
          'Puhdistamo Hera & Kollageeni',
          'Puhdas+ Beauty Kollageeni & Biotiini',
          'Puhdistamo Kollageeni Protein Bar',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme tuotteita, joita saa suomalaisista verkkokaupoista ja apteekeista ja jotka edustavat eri tapoja käyttää kollageenia. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Kollageenin lähde ja määrä:** mistä kollageeni on peräisin ja kuinka paljon sitä on annoksessa.\n' +
          '- **Muut ainesosat:** lisätyt vitamiinit, proteiini, sokeri ja makeutus.\n' +
          '- **Hinta annosta kohden:** pakkauksen hinta jaettuna annosten määrällä, kun pakkauskoko on tiedossa.\n' +
          '- **Saatavuus Suomessa:** myydäänkö tuotetta suomalaisessa verkkokaupassa tai apteekissa.\n' +
          '- **Käytettävyys:** sekoittuuko jauhe juomiin ja sopiiko tuote mukaan otettavaksi.\n\n' +
          'Emme ole teettäneet tuotteista laboratorioanalyyseja. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Tuotteiden arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Vital Proteins Collagen Peptides',
        type: 'text-with-image',
        productIds: ['vital-proteins-collagen-peptides'],
        content:
          'Vital Proteins Collagen Peptides on yhdysvaltalaisen Vital Proteinsin maustamaton kollageenipeptidijauhe, joka on valmistettu naudan kollageenista. Jauhe on pakattu 10 g:n annospusseihin, ja pakkauksessa on 20 pussia eli 200 g kollageenia. Jauhe liukenee sekä kylmiin että lämpimiin juomiin, joten sen voi sekoittaa esimerkiksi kahviin, teehen, smoothieen tai jogurttiin. Tuotetta myy Lyko. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupan sivulta ja jaa pakkauksen hinta 20 annoksella.\n\n' +
          '**Paras valinta, jos** haluat pelkkää kollageenia ilman makua, sokeria tai lisättyjä ravintoaineita ja arvostat valmiiksi annosteltuja pusseja.\n\n' +
          '**Vahvuudet:** 10 g kollageenia annoksessa eli eniten niistä tuotteista, joiden kollageenimäärä on tiedossa. Maustamaton jauhe sopii moneen ruokaan ja juomaan, ja annospussit kulkevat helposti mukana.\n\n' +
          '**Heikkoudet:** annospussit tuottavat enemmän pakkausjätettä kuin iso purkki, ja pussipakkaus on yleensä grammahinnaltaan kalliimpi. Naudasta valmistettu tuote ei sovi kasvissyöjälle.',
      },
      {
        title: 'Puhdistamo Hera & Kollageeni',
        type: 'text-with-image',
        productIds: ['puhdistamo-hera-kollageeni'],
        content:
          'Puhdistamo Hera & Kollageeni on suomalaisen Puhdistamon heraproteiinijauhe, johon on lisätty saksalaisen Gelitan FORTIGEL®-kollageenipeptidejä. Yhdessä 26 g:n annoksessa on 20 g proteiinia ja 5 g kollageenia. Pakkauskoko on 500 g, josta riittää noin 19 annosta (500 g / 26 g), joten hinnalla 24,95 € annos maksaa noin 1,30 €. Makuja on useita, esimerkiksi vanilja.\n\n' +
          '**Paras valinta, jos** käytät jo proteiinijauhetta treenin jälkeen ja haluat kollageenin samaan juomaan.\n\n' +
          '**Vahvuudet:** proteiini edistää lihasmassan kasvua ja säilymistä, ja 20 g:n proteiinimäärä osuu lähelle 20–30 g:n annosta, jota liikkujille usein suositellaan. Kotimainen merkki, ja saat proteiinin ja kollageenin samasta juomasta.\n\n' +
          '**Heikkoudet:** kollageenia on annoksessa puolet Vital Proteinsin annospussin määrästä. Jos haluat vain kollageenia, maksat myös herasta. Maitopohjainen jauhe ei sovi maitoproteiiniallergiselle. Lue lisää [proteiinijauheista](/proteiinijauheet).',
      },
      {
        title: 'Puhdas+ Beauty Kollageeni & Biotiini',
        type: 'text-with-image',
        productIds: ['puhdas-plus-beauty-kollageeni-biotiini'],
        content:
          'Puhdas+ Beauty Kollageeni & Biotiini on suomalaisen Puhdas+-tuotesarjan ravintolisä, jossa on kollageenia ja biotiinia. Sitä myydään apteekeissa, esimerkiksi Yliopiston Apteekissa, jossa hinta on 18,90 €. Biotiini edistää ihon ja hiusten pysymistä normaalina, joten tuotteen terveysväite perustuu biotiiniin eikä kollageeniin.\n\n' +
          'Tuotetiedoistamme ei käy ilmi valmisteen olomuoto, kollageenin määrä päiväannoksessa eikä annosten määrä pakkauksessa. Tarkista ne pakkauksesta, niin voit verrata hintaa annosta ja kollageenigrammaa kohden muihin tuotteisiin.\n\n' +
          '**Paras valinta, jos** ostat kauneusravintolisät mieluiten apteekista ja haluat biotiinin ja kollageenin samassa valmisteessa.\n\n' +
          '**Vahvuudet:** vertailun edullisin pakkaushinta, saatavuus apteekeista ja kotimainen tuotesarja.\n\n' +
          '**Heikkoudet:** pakkaushinnasta ei voi päätellä annoshintaa. Jos käytät jo monivitamiinia tai muuta biotiinia sisältävää valmistetta, laske biotiinin määrät yhteen. Biotiini voi vaikuttaa joidenkin laboratoriokokeiden tuloksiin, joten kerro sen käytöstä ennen verikokeita.',
      },
      {
        title: 'Puhdistamo Kollageeni Protein Bar',
        type: 'text-with-image',
        productIds: ['puhdistamo-kollageeni-protein-bar'],
        content:
          'Puhdistamo Kollageeni Protein Bar on proteiinipatukka, johon on lisätty Gelitan Verisol®-kollageenipeptidejä. 30 g:n patukassa on 9,6 g proteiinia, 11,8 g sokereita ja 8 µg biotiinia. Biotiini edistää ihon ja hiusten pysymistä normaalina. Makuina ovat suolainen karamelli ja vadelma. Yksi patukka maksaa 1,79 €, ja tarjolla on myös 24 patukan laatikko.\n\n' +
          '**Paras valinta, jos** haluat kokeilla kollageenituotetta ilman isoa pakkausta tai tarvitset välipalan laukkuun.\n\n' +
          '**Vahvuudet:** ei sekoittamista eikä annostelua, helppo ottaa mukaan ja edullinen tapa kokeilla.\n\n' +
          '**Heikkoudet:** patukan kollageenimäärä ei käy ilmi tuotetiedoistamme, joten tarkista se pakkauksesta. Patukassa on lähes 12 g sokereita, mikä on paljon päivittäiseksi välipalaksi. Päivittäin käytettynä patukka maksaa 1,79 € päivässä eli enemmän kuin Puhdistamo Hera & Kollageenin annos.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'vital-proteins-collagen-peptides',
          'puhdistamo-hera-kollageeni',
          'puhdas-plus-beauty-kollageeni-biotiini',
          'puhdistamo-kollageeni-protein-bar',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Kollageenin lähde.** Kollageeni valmistetaan eläinperäisistä raaka-aineista, tavallisesti naudan tai sian nahasta ja luista tai kalan nahasta ja suomuista. Kalakollageeni sopii niille, jotka eivät syö lihaa mutta syövät kalaa. Kalaallergisen kannattaa välttää sitä. Aitoa kollageenia ei ole vegaanisena, joten niin sanotuissa vegaanisissa kollageenivalmisteissa on muita ainesosia.\n\n' +
          '**Kollageenin määrä.** Vertaa kollageenigrammoja annoksessa, älä annospussin tai patukan kokonaispainoa. Niissä vertailun tuotteissa, joiden kollageenimäärä on tiedossa, sitä on 5–10 g annoksessa.\n\n' +
          '**Lisätyt ravintoaineet.** Biotiini edistää ihon ja hiusten pysymistä normaalina. Jos valmisteessa on C-vitamiinia, pakkauksessa voi olla C-vitamiinin hyväksytty väite kollageenin muodostuksesta. Nämä väitteet koskevat vitamiineja, eivät kollageenia. Jos tuotetta markkinoidaan ryppyjä vähentävänä tai niveliä hoitavana, suhtaudu lupauksiin varauksella.\n\n' +
          '**Kollageeni proteiininlähteenä.** Kollageeni on proteiinia, mutta siitä puuttuu välttämätön aminohappo tryptofaani. Se ei siis korvaa monipuolisia proteiininlähteitä. Elimistö pilkkoo kollageenin ruoansulatuksessa peptideiksi ja aminohapoiksi, eikä syöty kollageeni siirry sellaisenaan ihoon.\n\n' +
          '**Hinta annosta kohden.** Jaa pakkauksen hinta annosten määrällä ja vertaa sitten kollageenin määrää annoksessa. Iso jauhepurkki on yleensä edullisempi kuin annospussit tai patukat.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Onko kollageenista hyötyä iholle?**\nKollageenipeptidejä on tutkittu esimerkiksi ihon kosteuden ja kimmoisuuden kannalta, mutta näyttö ei ole riittänyt hyväksyttyyn terveysväitteeseen. Iholle tärkeitä ovat monipuolinen ruokavalio, aurinkosuojaus ja tupakoimattomuus. Lisää aiheesta on artikkelissa [kauneudenhoito ravintolisillä](/kauneuden-hoito-ravintolisilla).\n\n' +
          '**Milloin kollageenia kannattaa ottaa?**\nKellonajalla ei ole tiedossa olevaa merkitystä. Jauheen voi sekoittaa aamukahviin tai smoothieen, ja proteiinijauheeseen yhdistetty kollageeni sopii treenin jälkeen.\n\n' +
          '**Kollageeni vai kreatiini?**\nNe ovat eri tarkoituksiin käytettäviä aineita. Eroja käydään läpi artikkelissa [Kollageeni vai kreatiini](/articles/tukiartikkelit/kollageeni-vai-kreatiini).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Vital Proteins Collagen Peptides – pelkkää kollageenia 10 g:n annospusseissa, maustamaton ja helppo sekoittaa.\n' +
      '- **Liikkujalle:** Puhdistamo Hera & Kollageeni – 20 g proteiinia ja 5 g kollageenia noin 1,30 €:n annoksessa.\n' +
      '- **Apteekista biotiinin kanssa:** Puhdas+ Beauty Kollageeni & Biotiini – edullisin pakkaushinta, 18,90 €.\n' +
      '- **Edullisin kokeilu:** Puhdistamo Kollageeni Protein Bar – 1,79 € patukalta, mutta sokeria on paljon.\n\n' +
      'Kollageenille ei ole hyväksyttyä terveysväitettä, joten valitse tuote sen perusteella, mitä siinä on ja mitä annos maksaa. Jos haluat iholle tai hiuksille ravintoaineita, joilla on hyväksytyt väitteet, katso myös [kauneusravintolisien vertailu](/paras-kauneusravintolisa). Jos olet raskaana, imetät tai käytät säännöllisesti lääkkeitä, kysy lääkäriltä tai apteekista ennen uuden ravintolisän aloittamista.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Ruokavirasto: Ravitsemus- ja terveysväitteet (ruokavirasto.fi)',
      'NIH Office of Dietary Supplements: Biotin – Fact Sheet for Health Professionals',
    ],
  },
} satisfies ArticleBody;
