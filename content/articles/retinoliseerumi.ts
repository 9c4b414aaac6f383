import type { ArticleBody } from '../schemas/article.ts';

/** Paras retinoliseerumi 2025: neljä retinolituotetta vertailussa ja ohjeet käytön aloittamiseen. */
export const body = {
  id: 'retinoliseerumi',
  updateDate: '2025-09-29',
  content: {
    introduction: `Retinoli on A-vitamiinin muoto, jota käytetään kosmetiikassa etenkin ikääntyvän ihon iltahoidossa. Seerumissa retinoli on kevyessä pohjassa, joka levitetään puhdistetulle iholle ennen kasvovoidetta. Valmistajat kertovat retinolin tasoittavan ihon pintaa ja sävyä. Vaikutus on kosmeettinen, ja se näkyy, jos näkyy, vasta viikkojen tai kuukausien säännöllisen käytön jälkeen. Retinoli ei poista ryppyjä, eikä kosmetiikan retinoli ole sama asia kuin lääkärin määräämät A-vitamiinihappovalmisteet.

Retinoliseerumi sopii aikuiselle, joka haluaa lisätä iltarutiiniinsa yhden tehoaineen ja on valmis käyttämään aurinkosuojaa joka aamu. Aloittaessa tärkeintä on maltti: miedohko tuote, harva käyttötahti ja hyvä kosteusvoide. Kuivuus, kiristys, hilseily ja punoitus ovat ensimmäisinä viikkoina tavallisia, ja ne kertovat, että tahtia kannattaa hidastaa.

Huomaa, että raskauden ja imetyksen aikana retinolia ei suositella. Jos odotat, imetät tai suunnittelet raskautta, kysy lääkäriltä tai apteekin farmaseutilta, millainen ihonhoito sopii sinulle. Kysy neuvoa myös silloin, jos käytät ihoon tai aknen hoitoon määrättyjä lääkkeitä.

Vertailimme neljää Suomessa myytävää retinolituotetta, joista kolme on seerumeita ja yksi voidemainen iltahoito. Jos haluat nähdä myös retinolivoiteita, katso [retinolivertailumme](/paras-retinoli). Ihon ikääntymisestä ja arjen tavoista kerromme oppaassa [anti-aging-ihonhoito](/anti-aging).`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'The Ordinary Retinol 0.5% in Squalane',
          'CeraVe Resurfacing Retinol Serum',
          'La Roche-Posay Retinol B3 Serum',
          "Paula's Choice Clinical 1% Retinol Treatment",
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Kävimme tuotteet läpi samoilla perusteilla:

- **Retinolin pitoisuus ja muoto:** kertooko valmistaja pitoisuuden, ja onko retinoli puhdasta, kapseloitua vai esterimuodossa.
- **Muut ainesosat:** ihoa kosteuttavat ja rauhoittavat ainesosat, kuten niasiiniamidi, keramidit ja skvalaani, sekä hajusteettomuus.
- **Hinta millilitraa kohden:** kaikki vertailun tuotteet ovat 30 ml:n pakkauksia, joten hinta on helppo suhteuttaa.
- **Saatavuus Suomessa:** tuotteita myydään apteekeissa ja kotimaisissa verkkokaupoissa.
- **Käytettävyys:** koostumus, sopivuus aloittelijalle ja se, miten tuote asettuu iltarutiiniin.

Emme ole testanneet tuotteita laboratoriossa emmekä mitanneet vaikutuksia iholla. Tiedot perustuvat valmistajien ilmoittamiin ainesosiin ja käyttöohjeisiin. Arvosanat ovat toimituksen oma arvio siitä, miten hyvin tuote sopii käyttötarkoitukseensa. Hinnat ovat tyypillisiä vähittäishintoja, ja ne vaihtelevat kaupoittain.`,
      },
      {
        title: 'The Ordinary Retinol 0.5% in Squalane',
        type: 'text-with-image',
        productIds: ['the-ordinary-retinol-0-5-in-squalane'],
        content: `The Ordinaryn retinoliseerumi on vedetön, öljymäinen tuote, jossa retinoli on liuotettu skvalaaniin. Retinolia on 0,5 %, ja pitoisuus lukee suoraan tuotteen nimessä. Hinta on 8,90 € 30 ml:n pullosta eli noin 0,30 € millilitralta, mikä tekee siitä vertailun edullisimman.

**Paras valinta, jos** haluat kokeilla retinolia pienellä budjetilla ja ihosi viihtyy öljymäisten tuotteiden kanssa.

Vahvuuksia ovat selkeä pitoisuus, lyhyt ainesosaluettelo ja pehmeä tuntuma. Skvalaanipohja tuntuu kuivalla iholla miellyttävältä.

Heikkouksia on kaksi. Ensinnäkin 0,5 % ei ole miedoimmasta päästä, joten herkän ihon kannattaa aloittaa yhdellä tai kahdella illalla viikossa. Toiseksi seerumissa ei ole erikseen rauhoittavia ainesosia, joten kosteusvoide on tarpeen. Rasvoittuvalla iholla öljymäinen koostumus voi tuntua raskaalta.`,
      },
      {
        title: 'CeraVe Resurfacing Retinol Serum',
        type: 'text-with-image',
        productIds: ['cerave-resurfacing-retinol-serum'],
        content: `CeraVen seerumissa retinoli on kapseloitu. Kapseloinnin tarkoitus on, että retinoli vapautuu iholle vähitellen. Lisäksi seerumissa on niasiiniamidia ja keramideja, ja se on hajusteeton. Hinta on 26,90 € 30 ml:lta eli noin 0,90 € millilitralta, ja tuotetta myydään apteekeissa.

**Paras valinta, jos** aloitat retinolin käytön ensimmäistä kertaa tai ihosi on herkkä tai kuivahko.

Vahvuus on kokonaisuus: retinolin rinnalla on ainesosia, jotka tukevat ihon omaa suojakerrosta. Koostumus on kevyt, ja tuote sopii hyvin kosteusvoiteen alle.

Heikkous on, ettei pitoisuus lue nimessä, joten tuotetta on vaikea verrata prosentein ilmoitettuihin seerumeihin. Jos olet jo tottunut retinoliin ja haluat vahvemman tuotteen, tämä voi tuntua sinusta liian miedolta.`,
      },
      {
        title: 'La Roche-Posay Retinol B3 Serum',
        type: 'text-with-image',
        productIds: ['la-roche-posay-retinol-b3-serum'],
        content: `La Roche-Posayn iltaseerumissa on kahta retinolin muotoa: puhdasta retinolia ja retinyylilinoleaattia, joka on retinolin esteri. Lisäksi siinä on niasiiniamidia eli B3-vitamiinia. Koostumus on kevyt ja imeytyy nopeasti. Hinta on 44,90 € 30 ml:lta eli noin 1,50 € millilitralta.

**Paras valinta, jos** haluat apteekkisarjan kevyen seerumin ja olet jo kokeillut miedompaa retinolia ilman suurempaa ärsytystä.

Vahvuuksia ovat kevyt tuntuma, joka sopii myös sekaiholle, sekä valmistajan selkeät käyttöohjeet. Ohjeisiin kuuluu myös aurinkosuoja päivisin.

Heikkouksia ovat vertailun korkein millilitrahinta ja se, ettei pitoisuus näy tuotteen nimessä. Puhdas retinoli on vahvempi muoto kuin esterit, joten aloittelijan kannattaa edetä rauhassa tämänkin tuotteen kanssa.`,
      },
      {
        title: "Paula's Choice Clinical 1% Retinol Treatment",
        type: 'text-with-image',
        productIds: ['paulas-choice-clinical-1-retinol-treatment'],
        content: `Paula's Choicen Clinical-sarjan iltahoito on voidemainen tuote, jossa on 1 % retinolia. Valmistaja tarkoittaa sen iholle, joka on jo tottunut retinoliin. Tuote on hajusteeton, ja pakkauksessa on 30 ml. Hinta vaihtelee kaupoittain, joten tarkista ajantasainen hinta kaupasta.

**Paras valinta, jos** olet käyttänyt miedompaa retinolia säännöllisesti useita kuukausia ja ihosi sietää sen hyvin.

Vahvuuksia ovat selkeästi ilmoitettu pitoisuus ja voidemainen koostumus, joka voi riittää kuivahkolla iholla iltavoiteeksi.

Heikkous on, ettei tuote sovi aloittelijalle: 1 % on vertailun vahvin pitoisuus, ja ärsytyksen riski on suurempi. EU:n uudet kosmetiikkasäännöt rajoittavat kasvotuotteiden retinolipitoisuutta, joten tämän tuotteen saatavuus ja koostumus voivat muuttua lähivuosina.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'the-ordinary-retinol-0-5-in-squalane',
          'cerave-resurfacing-retinol-serum',
          'la-roche-posay-retinol-b3-serum',
          'paulas-choice-clinical-1-retinol-treatment',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Pitoisuus ja muoto.** Aloittelijalle sopii miedohko tai kapseloitu retinoli. Retinolin esterit, kuten retinyylipalmitaatti tai retinyylilinoleaatti, ovat yleensä miedompia kuin puhdas retinoli. Suurempi pitoisuus ei ole automaattisesti parempi, koska ärtynyt iho keskeyttää käytön helposti.

**Muut ainesosat.** Niasiiniamidi, keramidit, glyseriini ja skvalaani tekevät tuotteesta usein siedettävämmän. Jos ihosi reagoi herkästi, valitse hajusteeton tuote.

**Pakkaus ja säilytys.** Retinoli hajoaa valossa ja ilmassa. Hyvä pakkaus on läpinäkymätön tai ilmatiivis. Säilytä tuote viileässä ja käytä se avaamisen jälkeen siinä ajassa, jonka pakkauksen avatun purkin symboli kertoo.

**Hinta millilitraa kohden.** Vertailun tuotteissa hinta vaihtelee noin 0,30 eurosta noin 1,50 euroon millilitralta. Herneen kokoinen määrä riittää koko kasvoille, joten 30 ml:n pakkaus kestää joka toinen ilta käytettynä useita kuukausia.

**EU:n uudet pitoisuusrajat.** EU on rajoittanut A-vitamiinin eli retinolin ja sen esterien pitoisuutta kosmetiikassa. Kasvotuotteissa enimmäismäärä on 0,3 % retinoliekvivalentteina. Uusien tuotteiden on noudatettava rajaa 1.11.2025 alkaen, ja jo markkinoilla olevia, rajan ylittäviä tuotteita saa myydä 30.4.2027 asti. Vertailun tuotteista rajan ylittävät The Ordinaryn 0,5 %:n ja Paula's Choicen 1 %:n retinoli, joten niiden koostumus tai saatavuus voi muuttua.

**Näin aloitat retinolin käytön**
- Aloita yhdellä tai kahdella illalla viikossa. Kun iho sietää tuotteen parin viikon ajan, siirry joka toiseen iltaan.
- Levitä herneen kokoinen määrä kuivalle, puhdistetulle iholle. Vältä silmänympärystä, suupieliä ja nenänpieliä.
- Levitä päälle kosteusvoide. Herkällä iholla voide voi tulla myös ennen seerumia.
- Älä käytä samana iltana happokuorintoja tai muita voimakkaita tehoaineita, ainakaan aloitusvaiheessa.
- Jos iho ärtyy selvästi, pidä muutaman päivän tauko ja jatka harvemmin. Jos oireet jatkuvat, kysy neuvoa apteekista tai lääkäriltä.
- Arvioi tulosta vasta muutaman kuukauden säännöllisen käytön jälkeen.

**Aurinkosuoja on osa retinolirutiinia.** Retinoli voi tehdä ihosta herkemmän auringolle. Lisäksi UV-säteily on ihon ikääntymisen tärkein ulkoinen tekijä, joten ilman aurinkosuojaa retinolista on vähän iloa. Käytä aamuisin laajakirjoista aurinkosuojaa, jonka suojakerroin on vähintään 30, myös pilvisinä päivinä. Sopivan tuotteen löydät [aurinkovoidevertailusta](/paras-aurinkovoide).`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Voiko retinolia käyttää joka ilta?**
Moni käyttää, kun iho on tottunut tuotteeseen. Aloita kuitenkin harvemmin ja siirry joka toiseen iltaan vasta, kun iho sietää tuotteen. Joka toinen ilta riittää monelle pysyvästi.

**Voiko retinolia käyttää raskauden aikana?**
Ei: raskauden ja imetyksen aikana retinolia ei suositella. Kysy lääkäriltä tai farmaseutilta, mitkä tuotteet sopivat sinulle tässä elämänvaiheessa.

**Poistaako retinoli rypyt?**
Ei. Valmistajien mukaan kosmetiikan retinoli voi tasoittaa ihon pintaa ja tehdä siitä sileämmän tuntuisen, mutta rypyt eivät katoa. Päivittäinen aurinkosuoja on ihon kannalta vähintään yhtä tärkeä kuin iltaseerumi.

**Onko retinoli sama kuin tretinoiini?**
Ei. Tretinoiini ja muut A-vitamiinihapot ovat reseptilääkkeitä. Retinoli on kosmetiikan ainesosa, joka muuttuu ihossa vaiheittain aktiiviseen muotoon. Siksi se on miedompi.

**Voiko retinolia yhdistää C-vitamiiniin tai happoihin?**
Yksinkertaisinta on käyttää C-vitamiiniseerumia aamulla ja retinolia illalla. Happokuorinnat kannattaa pitää eri illoille kuin retinoli, jotta iho ei ärry.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** La Roche-Posay Retinol B3 Serum – kevyt apteekkiseerumi, jossa on retinolin rinnalla niasiiniamidia.
- **Paras aloittelijalle:** CeraVe Resurfacing Retinol Serum – kapseloitu retinoli, keramidit ja hajusteeton koostumus.
- **Edullisin:** The Ordinary Retinol 0.5% in Squalane – selkeä pitoisuus noin 0,30 eurolla millilitralta.
- **Kokeneelle käyttäjälle:** Paula's Choice Clinical 1% Retinol Treatment – vahva pitoisuus iholle, joka on jo tottunut retinoliin.

Sopivin retinoliseerumi on se, jota ihosi sietää ja jota jaksat käyttää säännöllisesti. Aloita miedosti ja harvoin, käytä kosteusvoidetta ja suojaa iho auringolta joka päivä. Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan komissio: Asetus (EU) 2024/996 kosmeettisista valmisteista annetun asetuksen (EY) N:o 1223/2009 muuttamisesta (A-vitamiinin enimmäispitoisuudet)',
      'Euroopan komission kuluttajaturvallisuuskomitea (SCCS): Lausunto A-vitamiinista kosmeettisissa valmisteissa',
      'Säteilyturvakeskus STUK: UV-säteily ja aurinkosuojaus (stuk.fi)',
      "Valmistajien tuotetiedot ja käyttöohjeet: The Ordinary, CeraVe, La Roche-Posay ja Paula's Choice",
    ],
  },
} satisfies ArticleBody;
