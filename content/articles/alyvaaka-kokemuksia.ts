import type { ArticleBody } from '../schemas/article.ts';

/** Daily weighing with a smart scale explained from how scales work (no user experiences): fluctuation, routine, estimates, privacy. */
export const body = {
  id: 'alyvaaka-kokemuksia',
  updateDate: '2025-08-13',
  content: {
    introduction: `Älyvaa'an käyttäjä huomaa usein pian saman asian: paino ei pysy paikallaan, vaikka elämässä ei olisi muuttunut mitään. Eilen lukema oli kilon pienempi, tänään rasvaprosentti on noussut. Tämä on tavallista, eikä se tarkoita, että vaaka olisi rikki.

Emme ole keränneet käyttäjäkokemuksia emmekä esitä niitä tässä. Kerromme sen sijaan, millaista päivittäinen punnitus on sen perusteella, miten älyvaa'at toimivat: miksi lukemat vaihtelevat, miten punnitus kannattaa tehdä, mitä kehonkoostumuksen arviot kertovat ja mitä eivät, miten suhtautua sovelluksen tietosuojaan ja milloin lukemista kannattaa puhua ammattilaisen kanssa. Eri vaakoja vertailemme [älyvaakavertailussa](/paras-alyvaaka).`,
    sections: [
      {
        title: 'Miksi paino vaihtelee päivästä toiseen',
        type: 'text',
        content: `Kehon paino vaihtelee luonnostaan päivän mittaan ja päivästä toiseen, usein jopa kilon verran. Suurin osa vaihtelusta on vettä sekä ruoansulatuskanavan sisältöä, ei rasvaa. Tyypillisiä syitä ovat:

- suolainen ateria, jonka jälkeen elimistöön jää hetkellisesti enemmän nestettä
- hiilihydraattien määrä: lihasten ja maksan glykogeenivarastot sitovat vettä, joten hiilihydraattien vähentäminen laskee painoa alussa nopeasti osin juuri tästä syystä
- edellisen päivän ruoan ja juoman määrä sekä vatsan toiminta
- raskas harjoitus, jonka jälkeen lihaksiin voi kertyä nestettä palautumisen aikana
- kuukautiskierto, jonka eri vaiheissa nestettä voi kertyä elimistöön
- alkoholi, helle ja sauna, jotka vaikuttavat nestetasapainoon

Rasvakudoksen määrä muuttuu hitaasti. Siksi yksittäisen aamun lukema kertoo lähinnä sen päivän nestetilanteesta, ja todellinen suunta näkyy vasta viikkojen seurannassa.`,
      },
      {
        title: 'Punnitse aina samalla tavalla',
        type: 'bullets',
        content: [
          '**Sama aika:** punnitse aamulla vessassa käynnin jälkeen ennen aamupalaa ja juomista. Se on useimmille helpoin hetki pitää samana.',
          '**Samat vaatteet:** punnitse ilman vaatteita tai aina samoissa kevyissä vaatteissa.',
          "**Paljaat jalat:** kehonkoostumuksen arvio onnistuu vain, kun paljaat jalkapohjat koskettavat vaa'an elektrodeja.",
          '**Tasainen ja kova alusta:** matto tai epätasainen lattia voi vääristää painoa. Pidä vaaka aina samassa paikassa.',
          '**Seiso paikallaan:** jaa paino tasaisesti molemmille jaloille ja odota, kunnes vaaka on valmis.',
          '**Vältä poikkeushetkiä:** heti treenin, saunan tai runsaan aterian jälkeen lukemat eivät ole vertailukelpoisia aiempiin.',
        ],
      },
      {
        title: 'Seuraa suuntaa, älä yksittäistä lukemaa',
        type: 'text',
        content: `Punnitustiheys on makuasia. Päivittäisessä punnituksessa lukemien heittely näkyy selvästi, mutta moni sovellus laskee niistä keskiarvon tai trendiviivan, joka tasoittaa vaihtelua. Harvempi punnitus, esimerkiksi kerran tai kaksi viikossa, riittää myös, kunhan olosuhteet ovat joka kerta samat.

Vertaa viikkokeskiarvoja keskenään ja katso kehitystä ainakin muutaman viikon ajalta. Jos paino laskee tai nousee tasaisesti kuukauden ajan, muutos on todennäköisesti todellinen. Jos lukema heilahtaa kilon yhdessä yössä, syy on lähes aina nesteessä tai ruoassa.`,
      },
      {
        title: 'Mitä kehonkoostumuksen luvut kertovat – ja mitä eivät',
        type: 'text',
        content: `Älyvaa'an rasvaprosentti, lihasmassa ja vesiprosentti perustuvat bioimpedanssiin. Vaaka mittaa heikon sähkövirran kulkua jalkojen kautta ja laskee tuloksen valmistajan kaavalla, johon syötetään pituus, ikä ja sukupuoli. Koska virta kulkee kehon nesteissä, nestetasapaino vaikuttaa tulokseen suoraan.

Käytännössä tämä tarkoittaa:
- **Paino** on vaa'an luotettavin lukema.
- **Rasvaprosentti ja lihasmassa** ovat arvioita, jotka voivat poiketa todellisesta usealla prosenttiyksiköllä. Seuraa niitä suuntana samalla vaa'alla ja samoissa olosuhteissa.
- **Eri vaakojen** ja esimerkiksi kuntosalin mittarin lukemat eivät ole vertailukelpoisia keskenään.
- **Painoindeksi** lasketaan pelkästä painosta ja pituudesta, eikä se erota lihasta rasvasta. Vyötärönympärys mittanauhalla täydentää kuvaa keskivartalon rasvasta.
- **Lisälukemat**, kuten viskeraalinen rasva tai verisuonten ikää kuvaava arvio, ovat laskennallisia arvioita. Ne eivät ole diagnooseja.

Jos sinulla on sydämentahdistin tai muu elektroninen implantti, tarkista valmistajan ohje: kehonkoostumusmittausta ei yleensä saa silloin käyttää. Raskauden aikana arviot eivät ole luotettavia.`,
      },
      {
        title: 'Sovellus ja tietosuoja',
        type: 'text',
        content: `Älyvaa'an tiedot tallentuvat yleensä valmistajan sovellukseen ja pilvipalveluun, ja käyttöönotto vaatii käyttäjätilin. Paino ja kehonkoostumus ovat terveyttä koskevia tietoja, joita EU:n tietosuoja-asetus suojaa erityisen tarkasti. Käy ennen käyttöönottoa läpi ainakin nämä:

- Minne tiedot tallentuvat, ja luovutetaanko niitä kolmansille osapuolille esimerkiksi markkinointiin.
- Mitä lupia sovellus pyytää puhelimelta, ja tarvitaanko niitä oikeasti.
- Mihin muihin palveluihin tiedot jaetaan. Jokainen yhteys urheilukellon tai puhelimen terveyssovellukseen on uusi paikka, johon tiedot tallentuvat.
- Miten saat tietosi itsellesi ja miten tilin ja tiedot voi poistaa.
- Kenellä on pääsy kenenkin tietoihin, jos vaakaa käyttää koko perhe.`,
      },
      {
        title: 'Milloin kannattaa puhua ammattilaisen kanssa',
        type: 'text',
        content: `Vaaka on apuväline, ei arvosana. Jos punnitseminen alkaa ohjata mielialaasi, punnitset useita kertoja päivässä tai lukema saa sinut syömään liian vähän tai liikkumaan pakonomaisesti, pidä taukoa punnitsemisesta ja keskustele asiasta terveydenhuollon ammattilaisen kanssa. Joissakin vaaoissa ja sovelluksissa lukeman voi piilottaa, joten tarkista asetukset.

Ota yhteyttä terveydenhuoltoon myös, jos:
- paino laskee selittämättä, vaikka et yritä laihtua
- paino nousee nopeasti muutamassa päivässä ja samalla jalat turpoavat tai hengästyt tavallista helpommin
- painon muutokseen liittyy muita oireita, kuten jatkuvaa väsymystä, janoa tai runsasta virtsaamista
- lääkäri on ohjeistanut sinua punnitsemaan sairauden seurannan vuoksi ja lukema poikkeaa ohjeessa annetusta
- haluat muuttaa painoasi ja kaipaat tukea: terveyskeskuksen tai työterveyshuollon ammattilainen auttaa tekemään sinulle sopivan suunnitelman`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Älyvaa'an arki on pitkälti vaihtelun ymmärtämistä. Paino heilahtelee päivästä toiseen lähinnä nesteen ja ruoan vuoksi, joten punnitse aina samalla tavalla ja seuraa viikkokeskiarvoa. Kehonkoostumuksen luvut ovat bioimpedanssiin perustuvia arvioita, jotka kertovat parhaiten suunnasta samalla vaa'alla mitattuna. Tarkista sovelluksen tietosuoja ja jakamisasetukset, ja ota yhteyttä ammattilaiseen, jos paino muuttuu selittämättä tai punnitseminen alkaa kuormittaa. Sopivan vaa'an löydät [älyvaakavertailusta](/paras-alyvaaka).

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Käypä hoito: Lihavuus (aikuiset) (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Lihavuus (terveyskirjasto.fi)',
      'Terveyskirjasto Duodecim: Syömishäiriöt (terveyskirjasto.fi)',
      'Tietosuojavaltuutetun toimisto: Erityiset henkilötietoryhmät (tietosuoja.fi)',
    ],
  },
} satisfies ArticleBody;
