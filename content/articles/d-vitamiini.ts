import type { ArticleBody } from '../schemas/article.ts';

/** D-vitamiini: saantisuositukset Suomessa, ruoka ja talvi, veren pitoisuus 75–120 nmol/l, yläraja 100 µg ja valmisteen valinta. */
export const body = {
  id: 'd-vitamiini',
  updateDate: '2025-08-05', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'D-vitamiini on suomalaisille erityinen vitamiini: iho muodostaa sitä auringonvalon vaikutuksesta, mutta pimeänä vuodenaikana aurinko ei Suomessa riitä siihen. Siksi saanti riippuu talvella lähes kokonaan ruoasta ja ravintolisistä.\n\n' +
      'Tässä artikkelissa käymme läpi D-vitamiinin saantisuositukset, tärkeimmät ruokalähteet, veren D-vitamiinipitoisuuden tulkinnan ja sen, milloin suurempi annos on syytä ottaa puheeksi lääkärin kanssa. Lopuksi kerromme, mitä valmistetta valitessa kannattaa katsoa.',
    sections: [
      {
        title: 'Mitä D-vitamiini tekee',
        type: 'text',
        content:
          'D-vitamiini on rasvaliukoinen vitamiini, jota elimistö pystyy varastoimaan. Sen tehtävistä on EU:ssa hyväksytty useita terveysväitteitä. Esimerkiksi D-vitamiini edistää luuston normaalina pysymistä, D-vitamiini edistää immuunijärjestelmän normaalia toimintaa ja D-vitamiini edistää lihasten normaalin toiminnan ylläpitämistä.\n\n' +
          'Puutos ei yleensä tunnu mitenkään, joten omasta olosta ei voi päätellä, riittääkö saanti. Siksi on hyvä tietää, paljonko D-vitamiinia saat ruoasta ja tarvitsetko lisäksi valmistetta.',
      },
      {
        title: 'Saantisuositukset Suomessa',
        type: 'bullets',
        content: [
          '**Aikuiset 18–74-vuotiaat:** saantisuositus on 10 µg päivässä. Jos ruokavaliossa ei ole päivittäin D-vitaminoituja maitovalmisteita ja rasvalevitettä sekä kalaa 2–3 kertaa viikossa, suositellaan 10 µg:n D-vitamiinilisää lokakuusta maaliskuuhun.',
          '**Yli 75-vuotiaat:** saantisuositus on 20 µg päivässä, ja D-vitamiinilisää suositellaan ympäri vuoden, tavallisesti 20 µg. Pienempi 10 µg:n lisä voi riittää, jos syöt säännöllisesti paljon D-vitaminoituja maitovalmisteita, rasvalevitteitä tai kalaa.',
          '**Raskaana olevat ja imettävät:** 10 µg:n D-vitamiinilisä päivässä ympäri vuoden.',
          '**Lapset ja nuoret:** heille on omat suosituksensa, esimerkiksi 2–17-vuotiaille 7,5 µg:n lisä päivässä ympäri vuoden. Lasten annoksista saat ohjeet neuvolasta ja kouluterveydenhuollosta.',
        ],
      },
      {
        title: 'D-vitamiini ruoasta ja miksi talvi on haaste',
        type: 'text',
        content:
          'Suomessa aurinko paistaa lokakuusta maaliskuuhun niin matalalta, ettei iho juuri muodosta D-vitamiinia. Kesällä kertyneet varastot hupenevat talven mittaan, joten ruoan merkitys kasvaa.\n\n' +
          'Ruoasta D-vitamiinia saa etenkin näistä:\n' +
          '- **D-vitaminoidut maitovalmisteet:** nestemäisiin maitovalmisteisiin lisätään suosituksen mukaan 1 µg D-vitamiinia 100 ml:aan, joten puolesta litrasta maitoa tai piimää saa noin 5 µg. Luomumaitoa ei yleensä vitaminoida, joten katso pakkausta.\n' +
          '- **Rasvalevitteet:** levitettäviin ravintorasvoihin lisätään 20 µg D-vitamiinia 100 grammaan.\n' +
          '- **Kala:** esimerkiksi lohi, silakka ja muikku ovat hyviä lähteitä. Ravitsemussuositusten mukaan kalaa kannattaa syödä 2–3 kertaa viikossa eri lajeja vaihdellen.\n' +
          '- **Kasvijuomat, kananmuna ja sienet:** moni kasvijuoma on täydennetty D-vitamiinilla, ja esimerkiksi kananmunan keltuainen, kantarelli ja suppilovahvero sisältävät sitä.\n\n' +
          'Jos et käytä maitovalmisteita, syöt vegaanisesti tai syöt kalaa harvoin, saat D-vitamiinia ruoasta todennäköisesti vähemmän kuin suositus edellyttää. Tällöin valmisteesta on eniten apua.',
      },
      {
        title: 'Veren D-vitamiinipitoisuus',
        type: 'text',
        content:
          'D-vitamiinitilannetta kuvaa veren 25-hydroksi-D-vitamiinin eli 25(OH)D:n pitoisuus, joka mitataan verikokeella. Ravitsemussuosituksissa riittävänä pidetään vähintään 50 nmol/l:n pitoisuutta, ja usein optimaaliseksi tasoksi mainitaan 75–120 nmol/l.\n\n' +
          'Kaikkien ei tarvitse mitata D-vitamiinipitoisuuttaan, jos saanti on suositusten mukainen. Mittauksesta on hyötyä esimerkiksi silloin, kun lääkäri epäilee puutosta tai kun arvioidaan, tarvitaanko suurempaa annosta. Annosmuutoksen vaikutus näkyy veressä vasta viiveellä, joten uusintamittausta ei kannata tehdä heti aloituksen jälkeen.',
      },
      {
        title: 'Suuremmat annokset ja turvallinen yläraja',
        type: 'text',
        content:
          'Osa aikuisista käyttää suositusta suurempaa annosta, tavallisesti 20–50 µg päivässä. Tällaisesta annoksesta kannattaa keskustella lääkärin kanssa, jotta se perustuu omaan tilanteeseesi, esimerkiksi mitattuun pitoisuuteen, eikä arvaukseen.\n\n' +
          'EFSA on määrittänyt aikuisten D-vitamiinin turvallisen saannin ylärajaksi 100 µg päivässä. Raja koskee koko saantia eli ruokaa ja kaikkia valmisteita yhteensä. Pitkään jatkuva liiallinen saanti voi nostaa veren kalsiumpitoisuutta haitallisesti, joten suurempi annos ei ole parempi.\n\n' +
          'Laske siis yhteen kaikki käyttämäsi valmisteet: D-vitamiinia on usein myös monivitamiineissa, kalsiumvalmisteissa ja osassa kalaöljyistä. Jos sinulla on pitkäaikaissairaus tai säännöllinen lääkitys, kysy ennen aloittamista lääkäriltä tai apteekista.',
      },
      {
        title: 'Näin valitset D-vitamiinivalmisteen',
        type: 'bullets',
        content: [
          '**Vahvuus:** valitse annos suosituksen mukaan. Valmisteita myydään yleisesti 10, 20, 25, 50 ja 100 µg:n vahvuuksina.',
          '**Mikrogrammat ja kansainväliset yksiköt:** 1 µg vastaa 40 kansainvälistä yksikköä (KY tai IU). Esimerkiksi 25 µg on 1 000 IU ja 100 µg on 4 000 IU.',
          '**Muoto:** D3-vitamiini eli kolekalsiferoli on valmisteissa yleisin muoto. Vegaaneille on tarjolla jäkälästä valmistettua D3-vitamiinia sekä D2-vitamiinia.',
          '**Olomuoto:** tabletti, purutabletti, öljypohjainen kapseli, tipat ja suihke ovat kaikki käyttökelpoisia. Valitse se, jota muistat käyttää säännöllisesti. Rasvaliukoisen vitamiinin voi ottaa aterian yhteydessä.',
          '**Yhdistelmät:** osassa valmisteista on mukana esimerkiksi K-vitamiinia tai kalsiumia. Jos käytät varfariinia, keskustele K-vitamiinia sisältävistä valmisteista lääkärin kanssa.',
          '**Hinta päivää kohden:** jaa pakkauksen hinta päiväannosten määrällä. Vertailimme Suomessa myytäviä valmisteita [D-vitamiinivertailussa](/paras-dvitamiini).',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Aikuisen D-vitamiinin saantisuositus on 10 µg päivässä ja yli 75-vuotiaan 20 µg päivässä. Pimeänä vuodenaikana moni tarvitsee D-vitamiinia ravintolisänä, etenkin jos ruokavaliossa on vähän D-vitaminoituja maitovalmisteita, rasvalevitettä ja kalaa. Veren pitoisuuden tavoitteena mainitaan usein 75–120 nmol/l.\n\n' +
      'Suuremmasta, 20–50 µg:n päiväannoksesta kannattaa keskustella lääkärin kanssa, ja aikuisten turvallisen saannin yläraja on 100 µg päivässä kaikista lähteistä yhteensä. Lisää vitamiineista ja kivennäisaineista löydät oppaasta [Vitamiinit ja kivennäisaineet](/vitamiinit-ja-kivennaisaineet), ja valmisteiden vertailun [täältä](/paras-dvitamiini).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: D-vitamiini (ruokavirasto.fi)',
      'THL: D-vitamiini (thl.fi)',
      'EFSA: Scientific Opinion on the Tolerable Upper Intake Level of vitamin D',
      'EFSA: EU Register of nutrition and health claims – D-vitamiini',
      'Terveyskirjasto Duodecim: D-vitamiini (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
