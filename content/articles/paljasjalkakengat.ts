import type { ArticleBody } from '../schemas/article.ts';

/** Paras paljasjalkakenkä 2025: neljä paljasjalkakenkää vertailussa sekä ohjeet vähittäiseen siirtymiseen. */
export const body = {
  id: 'paljasjalkakengat',
  updateDate: '2025-05-14',
  content: {
    introduction: `Paljasjalkakenkä on kevyt ja joustava kenkä, jossa on ohut pohja, leveä kärkiosa ja kantapää samalla korkeudella kuin päkiä. Kengässä ei siis ole korotusta kantapään kohdalla eikä paksua vaimennusta, ja tuntuma maahan säilyy. Paljasjalkakenkiä käytetään arjessa, kävelyllä, kuntosalilla ja juoksussa.

Moni valitsee paljasjalkakengän, koska varpaille jää tilaa ja kenkä tuntuu kevyeltä. Kenkätyypin terveysvaikutuksista ei kuitenkaan ole vakiintunutta näyttöä, emmekä lupaa niitä. Tärkeintä on siirtyä vähitellen. Kun vaimennus puuttuu, pohkeet, akillesjänteet ja jalkaterät joutuvat tekemään enemmän työtä kuin tavallisissa kengissä, ja liian nopea siirtymä voi johtaa kipeytymiseen.

Vertailussa on neljä Suomessa myytävää paljasjalkakenkää Vivobarefootilta, Merrelliltä ja Xero Shoesilta. Vertailemme pohjaa, kärkiosaa, käyttötarkoitusta ja hintaa, ja lopuksi annamme vinkit siihen, miten siirryt tavallisista kengistä paljasjalkakenkiin.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Vivobarefoot Primus Lite III', 'Xero Shoes Prio', 'Merrell Trail Glove 7', 'Merrell Vapor Glove 6'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Otimme vertailuun kenkiä, joissa paljasjalkakengän perusominaisuudet täyttyvät: ohut ja joustava pohja, ei korotusta kantapäässä ja tilava kärki. Arvioimme kengät näillä perusteilla:

- **Pohja:** kuinka ohut ja joustava pohja on ja kuinka hyvin se pitää eri alustoilla.
- **Lesti ja kärkiosa:** onko varpaille tilaa levitä luontevasti.
- **Käyttötarkoitus:** sopiiko kenkä arkeen, kuntosalille, tiejuoksuun vai poluille.
- **Päällinen ja materiaalit:** hengittävyys, keveys ja valmistajan kertomat materiaalit.
- **Hinta ja saatavuus Suomessa:** kaikkia kenkiä myydään suomalaisille asiakkaille Zalandossa tai XXL:ssä, ja palautus onnistuu, jos koko ei sovi.

Emme ole mitanneet pohjien paksuutta tai testanneet kenkien kestävyyttä. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.`,
      },
      {
        title: 'Vivobarefoot Primus Lite III',
        type: 'text-with-image',
        productIds: ['vivobarefoot-primus-lite-iii'],
        content: `Vivobarefoot on paljasjalkakenkiin erikoistunut brittiläinen merkki, ja Primus Lite III on sen kevyt monikäyttökenkä arkeen ja treeniin. Pohja on ohut ja joustava, kantapää ja päkiä ovat samalla korkeudella, ja leveä kärkiosa antaa varpaille tilaa. Kenkä on vegaaninen, ja sen valmistuksessa on käytetty kierrätysmateriaaleja. Hinta on 145,00 €.

**Paras valinta, jos** haluat yhden kengän, joka sopii arkeen, kävelyille ja kuntosalille, ja arvostat tilavaa kärkeä.

**Vahvuudet:** monikäyttöisyys, hyvä tuntuma maahan ja tilava kärkiosa. Yksinkertainen ulkonäkö sopii myös arkivaatteiden kanssa.

**Heikkoudet:** vertailun kallein kenkä. Ohut pohja ei suojaa kivikkoisilla poluilla kuten maastopohja, joten polkuja varten kannattaa valita kenkä, jossa on karkeampi kuviointi.`,
      },
      {
        title: 'Xero Shoes Prio',
        type: 'text-with-image',
        productIds: ['xero-shoes-prio'],
        content: `Xero Shoes on yhdysvaltalainen paljasjalkakenkien valmistaja, ja Prio on sen kevyt kenkä juoksuun, treeniin ja arkeen. Kumipohja on ohut ja joustava, kantapäässä ei ole korotusta, ja kärkiosa on leveä. Hinta on 120,00 €.

**Paras valinta, jos** haluat sporttisen paljasjalkakengän, jota voit käyttää kuntosalilla, lyhyillä juoksulenkeillä ja arjessa.

**Vahvuudet:** joustava ja kevyt, ja sama kenkä taipuu moneen lajiin. Tasainen pohja tuntuu monesta vakaalta kuntosaliliikkeissä, kuten kyykyssä. Hinta on 25 € alempi kuin Vivobarefootin.

**Heikkoudet:** urheilullinen ulkonäkö ei sovi kaikkiin arkitilanteisiin yhtä hyvin kuin pelkistetympi malli. Pohja on tehty lähinnä tasaisille alustoille, joten poluille on parempiakin vaihtoehtoja.`,
      },
      {
        title: 'Merrell Trail Glove 7',
        type: 'text-with-image',
        productIds: ['merrell-trail-glove-7'],
        content: `Merrell Trail Glove 7 on paljasjalkakenkä polkujuoksuun. Vibram-kumipohja on ohut, kantapää ja päkiä ovat samalla korkeudella, ja kärkiosa on leveä. Pohjan kuviointi on tehty pitämään maastossa. Kenkää myy XXL, ja hinta on 130,00 €.

**Paras valinta, jos** juokset tai kävelet poluilla ja haluat paljasjalkakengän, jossa on pitoa metsäpoluille.

**Vahvuudet:** pitävä pohja maastoon, tilava kärki ja tunnettu Vibram-pohja.

**Heikkoudet:** ohut pohja tuntuu kivikkoisessa maastossa, joten jalkojen tottuminen poluille vie aikaa. Jos juokset enimmäkseen asfaltilla, maastokuviointia ei tarvita. Koot ja lestin leveys kannattaa tarkistaa sovittamalla, koska ne vaihtelevat merkeittäin.`,
      },
      {
        title: 'Merrell Vapor Glove 6',
        type: 'text-with-image',
        productIds: ['merrell-vapor-glove-6'],
        content: `Merrell Vapor Glove 6 on erittäin kevyt paljasjalkajuoksukenkä. Siinä on ohut Vibram-kumipohja ilman korotusta kantapäässä ja hengittävä verkkopäällinen, joten kenkä tuntuu jalassa lähes sukalta. Hinta on 110,00 €, mikä tekee siitä vertailun edullisimman.

**Paras valinta, jos** haluat mahdollisimman kevyen ja minimalistisen kengän juoksuun tai kuntosalille ja olet jo tottunut ohutpohjaisiin kenkiin.

**Vahvuudet:** vertailun edullisin hinta, keveys ja hyvä pito.

**Heikkoudet:** hyvin minimalistinen kenkä ei sovi ensimmäiseksi paljasjalkakengäksi pitkille lenkeille. Verkkopäällinen hengittää hyvin, mutta se ei pidä kosteutta eikä kylmää. Jos jalkasi on leveä, sovita kenkä ennen kuin päätät.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'vivobarefoot-primus-lite-iii',
          'xero-shoes-prio',
          'merrell-trail-glove-7',
          'merrell-vapor-glove-6',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Koko ja sovitus.** Mittaa jalkasi pituus iltapäivällä, jolloin jalat ovat päivän aikana hieman turvonneet. Varpaiden edessä pitää olla tilaa, ja varpaiden pitää voida levitä kengässä. Koot vaihtelevat merkeittäin, joten katso valmistajan mittataulukko ja tarkista palautusehdot ennen verkko-ostosta.

**Pohja käyttötarkoituksen mukaan.** Mitä ohuempi pohja, sitä paremmin tunnet alustan ja sitä vähemmän pohja suojaa. Kaupunkiin ja kuntosalille sopii tasainen pohja, poluille kuviointi, joka pitää märällä juurakolla ja kivillä.

**Suomen olosuhteet.** Vertailun kengät ovat kevyitä ja tehty lähinnä sulan maan kaudelle. Loskaan ja pakkaseen tarvitset tiiviimmän ja lämpimämmän kengän, ja monella paljasjalkamerkillä on erikseen talvimalleja.

**Siirry vähitellen.** Jalat tarvitsevat aikaa tottua kenkiin, joissa ei ole vaimennusta eikä tukea.

- Käytä uusia kenkiä aluksi arjessa ja kävelyllä lyhyitä aikoja, esimerkiksi 15–30 minuuttia kerrallaan, ja pidennä aikaa vähitellen viikkojen kuluessa.
- Aloita juoksu hyvin lyhyillä matkoilla, ja tee muut lenkit vielä tutuilla kengillä. Siirtymä voi kestää kuukausia.
- Jos pohkeet, akillesjänteet tai jalkapohjat kipeytyvät, vähennä käyttöä ja anna jalkojen palautua. Jos kipu jatkuu, käänny lääkärin tai fysioterapeutin puoleen.
- Jos sinulla on diabetes, tuntohäiriöitä jaloissa, jalkaterän virheasento tai aiempia rasitusvammoja, kysy ennen siirtymistä lääkäriltä tai jalkaterapeutilta.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Voiko paljasjalkakengillä juosta heti tavallisia lenkkejä?**
Ei kannata. Aloita lyhyillä matkoilla ja pidennä niitä vähitellen, koska ilman vaimennusta jalat ja pohkeet kuormittuvat eri tavalla kuin tavallisissa juoksukengissä.

**Sopiiko paljasjalkakenkä kuntosalille?**
Sopii hyvin. Ohut ja tasainen pohja tuntuu monesta vakaalta esimerkiksi kyykyssä ja maastavedossa. Kotona treenatessa voit treenata myös ilman kenkiä, ja valmiin ohjelman löydät [kotitreeniohjelmasta](/kotitreeniohjelma).

**Tarvitaanko paljasjalkakenkien kanssa sukkia?**
Se on makuasia. Moni käyttää ohuita sukkia, ja varvassukat sopivat hyvin leveään kärkiosaan.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Vivobarefoot Primus Lite III – monikäyttöinen paljasjalkakenkä arkeen, kävelyille ja treeniin, 145,00 €.
- **Paras kuntosalille ja monikäyttöön:** Xero Shoes Prio – joustava ja kevyt kenkä salille, lyhyille lenkeille ja arkeen, 120,00 €.
- **Paras poluille:** Merrell Trail Glove 7 – Vibram-pohja, jossa on pitoa maastoon, 130,00 €.
- **Edullisin:** Merrell Vapor Glove 6 – erittäin kevyt ja minimalistinen juoksukenkä, 110,00 €.

Paljasjalkakenkää valitessa tärkeintä on, että kärkiosa on riittävän tilava ja pohja sopii käyttötarkoitukseen. Siirry tavallisista kengistä vähitellen ja anna jalkojen tottua rauhassa.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
  },
} satisfies ArticleBody;
