import type { ArticleBody } from '../schemas/article.ts';

/** Paras retinoli 2025: retinolivoiteet ja -seerumit aloittelijasta kokeneeseen käyttäjään, koostumus ja ihotyyppi. */
export const body = {
  id: 'retinoli',
  updateDate: '2025-03-12',
  content: {
    introduction: `Retinoli on A-vitamiinin muoto, jota käytetään kosmetiikassa ikääntyvän ihon iltahoidossa. Iholla retinoli muuttuu vaiheittain aktiiviseen muotoonsa. Valmistajat kertovat sen tasoittavan ihon pintaa ja sävyä, kun tuotetta käytetään säännöllisesti. Vaikutus on kosmeettinen ja tulee esiin hitaasti, yleensä vasta kuukausien käytön jälkeen.

Tässä vertailussa retinolituotteet on järjestetty käyttökokemuksen mukaan: mistä kannattaa aloittaa, kun retinoli on uutta, ja mihin voi siirtyä, kun iho on siihen tottunut. Käymme läpi myös, miten kevyt seerumi, öljymäinen tuote ja voidemainen iltahoito eroavat toisistaan ja millaiselle iholle kukin sopii. Seerumien ainesosia ja pakkauksia vertailemme tarkemmin [retinoliseerumien vertailussa](/paras-retinoliseerumi).

Ennen kuin aloitat: retinolia ei suositella raskauden eikä imetyksen aikana. Kysy neuvoa lääkäriltä tai apteekin farmaseutilta myös, jos käytät ihoon määrättyjä lääkkeitä esimerkiksi aknen hoitoon. Retinolin kanssa tarvitset joka aamu aurinkosuojan.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'CeraVe Resurfacing Retinol Serum',
          'La Roche-Posay Retinol B3 Serum',
          'The Ordinary Retinol 0.5% in Squalane',
          "Paula's Choice Clinical 1% Retinol Treatment",
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Arvioimme tuotteita ennen kaikkea sen mukaan, kenelle ne sopivat: ensikertalaiselle, jo hieman kokeneelle vai retinoliin tottuneelle käyttäjälle.

- **Vahvuus ja retinolin muoto:** ilmoitettu pitoisuus, kapselointi ja se, onko mukana miedompia retinolin estereitä.
- **Koostumus ja ihotyyppi:** kevyt seerumi, vedetön öljypohja vai voidemainen tuote, ja millaiselle iholle kukin sopii.
- **Muut ainesosat:** ihon suojakerrosta tukevat ainesosat, kuten niasiiniamidi ja keramidit, sekä hajusteettomuus.
- **Hinta millilitraa kohden:** kaikki vertailun tuotteet ovat 30 ml:n pakkauksia, joten jaoimme hinnan 30:llä.
- **Saatavuus Suomessa:** tuotteita myyvät apteekit ja kotimaiset verkkokaupat.
- **EU:n uudet pitoisuusrajat:** miten tuote suhteutuu kasvotuotteiden tulevaan 0,3 %:n enimmäispitoisuuteen.

Emme ole testanneet tuotteita laboratoriossa emmekä mitanneet niiden vaikutuksia iholla. Tiedot perustuvat valmistajien ilmoittamiin ainesosiin ja käyttöohjeisiin. Arvosanat ovat toimituksen oma arvio, ja hinnat ovat tyypillisiä vähittäishintoja, jotka vaihtelevat kaupoittain.`,
      },
      {
        title: 'CeraVe Resurfacing Retinol Serum',
        type: 'text-with-image',
        productIds: ['cerave-resurfacing-retinol-serum'],
        content: `CeraVe Resurfacing Retinol Serum on kevyt seerumi, jossa retinoli on kapseloitu. Kapseloinnin tarkoitus on, että retinoli vapautuu iholle vähitellen. Mukana on niasiiniamidia ja keramideja, ja tuote on hajusteeton. Hinta on 26,90 € 30 ml:lta eli noin 0,90 € millilitralta (26,90 € ÷ 30 ml).

**Paras valinta, jos** retinoli on sinulle uutta ja haluat aloittaa tuotteella, jossa on retinolin lisäksi ihon suojakerrosta tukevia ainesosia.

**Vahvuudet:** hellävarainen lähtötaso, hajusteeton koostumus ja saatavuus apteekeista. Kevyt seerumi sopii myös seka- ja rasvoittuvalle iholle, ja sen päälle on helppo levittää kosteusvoide.

**Heikkoudet:** retinolin pitoisuutta ei ilmoiteta prosentteina, joten tuotteen vahvuutta on vaikea verrata muihin. Kun iho on tottunut retinoliin, seerumi voi tuntua liian miedolta.`,
      },
      {
        title: 'La Roche-Posay Retinol B3 Serum',
        type: 'text-with-image',
        productIds: ['la-roche-posay-retinol-b3-serum'],
        content: `La Roche-Posay Retinol B3 Serum on kevyt iltaseerumi, jossa on kahta retinolin muotoa: puhdasta retinolia ja miedompaa retinyylilinoleaattia. Lisäksi siinä on niasiiniamidia eli B3-vitamiinia. Hinta on 44,90 € 30 ml:lta eli noin 1,50 € millilitralta (44,90 € ÷ 30 ml).

**Paras valinta, jos** olet käyttänyt mietoa retinolia muutaman kuukauden ilman ärsytystä ja haluat seuraavaksi apteekkisarjan tuotteen.

**Vahvuudet:** nopeasti imeytyvä koostumus sopii myös sekaiholle ja sille, joka ei pidä öljymäisestä tuntumasta. Valmistajan käyttöohjeet ovat selkeät, ja niihin kuuluu päivittäinen aurinkosuoja.

**Heikkoudet:** vertailun korkein millilitrahinta, eikä pitoisuutta ilmoiteta nimessä. Koska mukana on puhdasta retinolia, aloita tämänkin tuotteen kanssa muutamalla illalla viikossa, vaikka olisit käyttänyt retinolia ennenkin.`,
      },
      {
        title: 'The Ordinary Retinol 0.5% in Squalane',
        type: 'text-with-image',
        productIds: ['the-ordinary-retinol-0-5-in-squalane'],
        content: `The Ordinary Retinol 0.5% in Squalane on vedetön seerumi, jossa retinoli on liuotettu skvalaaniin. Pitoisuus eli 0,5 % retinolia lukee suoraan nimessä. Hinta on 8,90 € 30 ml:lta eli noin 0,30 € millilitralta (8,90 € ÷ 30 ml), mikä on vertailun edullisin.

**Paras valinta, jos** ihosi on jo tottunut retinoliin, se on normaali tai kuiva ja haluat selvästi ilmoitetun pitoisuuden pienellä budjetilla.

**Vahvuudet:** selkeä pitoisuus, lyhyt ainesosaluettelo ja pehmeä, öljymäinen tuntuma, joka sopii kuivalle iholle.

**Heikkoudet:** 0,5 % puhdasta retinolia on ensikertalaiselle melko vahva, eikä seerumissa ole erikseen rauhoittavia ainesosia. Rasvoittuvalla iholla öljypohja voi tuntua raskaalta. Pitoisuus ylittää kasvotuotteiden tulevan EU-rajan, joten koostumus voi muuttua. Tarkista pitoisuus pakkauksesta.`,
      },
      {
        title: "Paula's Choice Clinical 1% Retinol Treatment",
        type: 'text-with-image',
        productIds: ['paulas-choice-clinical-1-retinol-treatment'],
        content: `Paula's Choice Clinical 1% Retinol Treatment on voidemainen iltahoito, jossa on 1 % retinolia. Valmistaja tarkoittaa sen iholle, joka on jo tottunut retinoliin. Tuote on hajusteeton, ja pakkauksessa on 30 ml. Hinta vaihtelee kaupoittain, joten emme laskeneet millilitrahintaa. Tarkista ajantasainen hinta kaupasta.

**Paras valinta, jos** olet käyttänyt miedompaa retinolia säännöllisesti useita kuukausia ja ihosi sietää sen hyvin.

**Vahvuudet:** vertailun vahvin ilmoitettu pitoisuus ja voidemainen koostumus, joka voi kuivahkolla iholla riittää iltavoiteeksi sellaisenaan.

**Heikkoudet:** tuote ei sovi aloittelijalle, ja ärsytyksen riski on vertailun suurin. Pitoisuus on yli kolminkertainen kasvotuotteiden tulevaan EU-rajaan verrattuna, joten tuotteen koostumus tai saatavuus EU:ssa todennäköisesti muuttuu siirtymäajan jälkeen.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'cerave-resurfacing-retinol-serum',
          'la-roche-posay-retinol-b3-serum',
          'the-ordinary-retinol-0-5-in-squalane',
          'paulas-choice-clinical-1-retinol-treatment',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Aloittelija vai kokenut käyttäjä?**
- **Ensimmäinen retinoli:** valitse kapseloitu tai muuten mieto tuote ja käytä sitä aluksi yhtenä tai kahtena iltana viikossa.
- **Muutaman kuukauden käyttäjä:** jos iho sietää tuotteen hyvin, voit tihentää käyttöä joka toiseen iltaan tai siirtyä vahvempaan tuotteeseen.
- **Kokenut käyttäjä:** vahvempi pitoisuus sopii vain iholle, joka on tottunut retinoliin. Vahvempaan ei ole pakko siirtyä: moni pysyy miedossa tuotteessa pysyvästi.

**Yksi muutos kerrallaan.** Kun iho on sietänyt nykyistä tuotettasi useita viikkoja ilman kuivuutta, kirvelyä tai hilseilyä, voit muuttaa joko käyttötiheyttä tai vahvuutta, mutta älä molempia samalla kertaa. Jos iho ärtyy, palaa edelliseen vaiheeseen.

**Seerumi, öljy vai voide?** Kevyt seerumi levitetään kosteusvoiteen alle, ja se sopii hyvin seka- ja rasvoittuvalle iholle. Vedetön, skvalaaniin tai muuhun öljyyn sekoitettu retinoli tuntuu pehmeältä kuivalla iholla. Voidemainen iltahoito yhdistää retinolin ja kosteutuksen, joten iltarutiinissa on vähemmän vaiheita.

**Herkän ihon kerrostus.** Jos iho kuivuu helposti, levitä ensin ohut kerros kosteusvoidetta, sitten retinoli ja lopuksi vielä kosteusvoidetta. Kerrostus voi tehdä retinolista siedettävämmän.

**Aurinkosuoja käytön aikana.** Retinoli voi herkistää ihoa auringolle, ja UV-säteily on ihon ikääntymisen tärkein ulkoinen tekijä. Käytä joka aamu aurinkosuojaa, jossa on UVA-suojasta kertova UVA-merkki ympyrän sisällä. Sopivan tuotteen löydät [aurinkovoidevertailusta](/paras-aurinkovoide).

**EU:n uudet pitoisuusrajat.** EU on vuonna 2024 rajoittanut retinolin ja sen esterien pitoisuuksia kosmetiikassa. Vartalovoiteissa enimmäispitoisuus on 0,05 % ja kasvotuotteissa ja muissa tuotteissa 0,3 % retinoliekvivalentteina. Rajan ylittäviä tuotteita ei saa saattaa markkinoille 1.11.2025 alkaen, ja jo kaupoissa olevia saa myydä 30.4.2027 asti. Lisäksi A-vitamiinia sisältävien tuotteiden pakkauksessa on jatkossa muistutus ottaa huomioon A-vitamiinin päivittäinen kokonaissaanti.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Kumpi on parempi, retinolivoide vai -seerumi?**
Kumpikaan ei ole yksiselitteisesti parempi. Seerumi sopii, jos haluat valita kosteusvoiteen itse, ja voide, jos haluat yksinkertaisen iltarutiinin.

**Onko ärsytys merkki siitä, että tuote tehoaa?**
Ei. Lievä kuivuus on alussa tavallista, mutta voimakas punoitus, kirvely tai hilseily kertoo, että tuote on iholle liian vahva tai käyttötahti liian tiheä.

**Voiko retinolia käyttää kesällä?**
Voi, kun suojaat ihon joka aamu aurinkovoiteella. Jos vietät pitkiä aikoja auringossa, voit harventaa käyttöä tai pitää tauon.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras aloittelijalle:** CeraVe Resurfacing Retinol Serum – kapseloitu retinoli, niasiiniamidi ja keramidit, noin 0,90 € millilitralta.
- **Paras kokonaisuus:** La Roche-Posay Retinol B3 Serum – kevyt apteekkiseerumi seuraavaksi askeleeksi, kun mieto retinoli on tuttu.
- **Edullisin:** The Ordinary Retinol 0.5% in Squalane – selkeä pitoisuus noin 0,30 eurolla millilitralta kuivahkolle iholle, joka on jo tottunut retinoliin.
- **Kokeneelle käyttäjälle:** Paula's Choice Clinical 1% Retinol Treatment – vahva voidemainen iltahoito retinoliin tottuneelle iholle.

Aloita miedosti, etene yksi muutos kerrallaan ja suojaa iho auringolta joka päivä. Paras retinoli on se, jota ihosi sietää ja jota jaksat käyttää säännöllisesti. Lue lisää ihon ikääntymisestä ja arjen tavoista oppaasta [anti-aging-ihonhoito](/anti-aging).

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan komissio: Asetus (EU) 2024/996 kosmeettisista valmisteista annetun asetuksen (EY) N:o 1223/2009 muuttamisesta (A-vitamiinin enimmäispitoisuudet)',
      'Euroopan komission kuluttajaturvallisuuskomitea (SCCS): Lausunto A-vitamiinista kosmeettisissa valmisteissa',
      'Säteilyturvakeskus STUK: UV-säteily ja aurinkosuojaus (stuk.fi)',
      "Valmistajien tuotetiedot ja käyttöohjeet: CeraVe, La Roche-Posay, The Ordinary ja Paula's Choice",
    ],
  },
} satisfies ArticleBody;
