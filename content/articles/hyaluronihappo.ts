import type { ArticleBody } from '../schemas/article.ts';

/** Paras hyaluronihapposeerumi 2025: kolme kosteuttavaa seerumia, hinta millilitralta ja käyttövinkit. */
export const body = {
  id: 'hyaluronihappo',
  updateDate: '2025-01-27',
  content: {
    introduction: `Hyaluronihappo on ihossa luonnostaan esiintyvä aine, joka sitoo itseensä vettä. Kosmetiikassa sitä käytetään kosteuttavana ainesosana: seerumi sitoo kosteutta ihon pintakerrokseen, jolloin iho tuntuu pehmeämmältä ja näyttää sileämmältä. Ainesosaluettelossa se näkyy usein nimellä sodium hyaluronate tai hyaluronic acid.

Hyaluronihapposeerumista on hyötyä etenkin silloin, kun iho tuntuu kuivalta tai kireältä, esimerkiksi talvella kuivan sisäilman aikaan tai retinolin käytön alussa. Seerumi on yleensä kevyt ja vesipohjainen, joten se sopii useimmille ihotyypeille ja yhdistyy helposti muihin tuotteisiin.

Kannattaa myös tietää, mitä seerumi ei tee. Iholle levitetty hyaluronihappo ei täytä ryppyjä samalla tavalla kuin lääkärin tai muun ammattilaisen ihoon pistämät täyteaineet, vaan sen vaikutus on kosmeettinen ja kestää niin kauan kuin käytät tuotetta. Valitessa tärkeintä ovat koostumus, muut ainesosat, hajusteettomuus ja hinta millilitraa kohden.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['The Ordinary Hyaluronic Acid 2% + B5', 'Vichy Minéral 89', 'La Roche-Posay Hyalu B5 Serum'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Vertailimme kosteuttavia seerumeita, joissa hyaluronihappo on keskeinen ainesosa. Arvioimme ne näillä perusteilla:

- **Koostumus:** kevyt vesimäinen seerumi vai geelimäinen tehoste, ja miten tuote asettuu kosteusvoiteen alle.
- **Muut ainesosat:** esimerkiksi B5-vitamiini ja ihoa rauhoittavat ainesosat sekä se, sopiiko tuote herkälle iholle.
- **Hinta millilitraa kohden:** jaoimme pakkauksen hinnan sen millilitramäärällä, koska pakkauskoot vaihtelevat 30 ja 50 ml:n välillä.
- **Saatavuus Suomessa:** tuotteita myyvät apteekit ja kotimaiset verkkokaupat.
- **Käytettävyys:** sopiiko tuote sekä aamu- että iltakäyttöön ja meikin alle.

Emme ole mitanneet tuotteiden vaikutuksia iholla. Tiedot perustuvat valmistajien ilmoittamiin ainesosiin ja käyttöohjeisiin, ja hinnat ovat tyypillisiä vähittäishintoja, jotka vaihtelevat kaupoittain. Arvosanat ovat toimituksen oma arvio.`,
      },
      {
        title: 'The Ordinary Hyaluronic Acid 2% + B5',
        type: 'text-with-image',
        productIds: ['the-ordinary-hyaluronic-acid-2-b5'],
        content: `The Ordinary Hyaluronic Acid 2% + B5 on vesipohjainen seerumi, jossa on hyaluronihappoa useana molekyylikokona sekä B5-vitamiinia. Pakkaus on 30 ml:n pipettipullo, ja hinta on 10,90 € eli noin 0,36 € millilitralta (10,90 € ÷ 30 ml). Se on vertailun edullisin.

**Paras valinta, jos** haluat yksinkertaisen ja edullisen kosteuttavan seerumin, jonka voit yhdistää muihin tuotteisiisi.

**Vahvuudet:** edullinen hinta ja kevyt koostumus. Seerumi sopii aamu- ja iltakäyttöön ja myös rasvoittuvalle iholle, ja sen voi yhdistää lähes mihin tahansa kosteusvoiteeseen.

**Heikkoudet:** koostumus voi tuntua hieman tahmealta, jos seerumia levittää liikaa tai jättää kosteusvoiteen pois. Jos ihosi on hyvin herkkä, La Roche-Posayn seerumissa on lisäksi rauhoittavaksi tarkoitettu madekassosidi. Pipettipullosta annostelu on tarkkaa mutta hieman hitaampaa kuin pumpusta.`,
      },
      {
        title: 'Vichy Minéral 89',
        type: 'text-with-image',
        productIds: ['vichy-mineral-89'],
        content: `Vichy Minéral 89 on geelimäinen kosteuttava tehoste, jossa on hyaluronihappoa ja Vichyn mineralisoivaa lähdevettä. Nimen luku 89 viittaa lähdeveden osuuteen tuotteessa. Tehoste levitetään puhdistetulle iholle ennen kasvovoidetta. Pakkauksessa on 50 ml, ja hinta on 31,90 € eli noin 0,64 € millilitralta (31,90 € ÷ 50 ml).

**Paras valinta, jos** haluat apteekkisarjan tuotteen kohtuulliseen millilitrahintaan ja käytät seerumia sekä aamuisin että iltaisin.

**Vahvuudet:** imeytyy nopeasti, joten kasvovoiteen, aurinkosuojan ja meikin voi levittää pian perään. Isompi pakkaus riittää pitkään, ja millilitrahinta on alle puolet La Roche-Posayn seerumista.

**Heikkoudet:** kevyt geeli ei hyvin kuivalla iholla riitä yksinään, vaan päälle tarvitaan täyteläinen voide. Pakkauksen kokonaishinta on lähes kolminkertainen The Ordinaryn seerumiin verrattuna, vaikka millilitrahinta on kohtuullinen. Jos ihosi on herkkä, tarkista ainesosaluettelo pakkauksesta ennen ostoa.`,
      },
      {
        title: 'La Roche-Posay Hyalu B5 Serum',
        type: 'text-with-image',
        productIds: ['la-roche-posay-hyalu-b5-serum'],
        content: `La Roche-Posay Hyalu B5 Serum on kosteuttava kasvoseerumi, jossa on hyaluronihapon lisäksi B5-vitamiinia ja madekassosidia. Madekassosidi on Centella asiatica -kasvista peräisin oleva ainesosa, jota käytetään ihoa rauhoittavissa tuotteissa. Valmistajan mukaan seerumi sopii myös herkälle iholle. Pakkauksessa on 30 ml, ja hinta on 44,90 € eli noin 1,50 € millilitralta (44,90 € ÷ 30 ml).

**Paras valinta, jos** ihosi on herkkä tai helposti punoittava ja haluat kosteuttavan seerumin, jossa on myös rauhoittavia ainesosia.

**Vahvuudet:** monipuolinen koostumus, sopivuus herkälle iholle ja apteekkisaatavuus. Seerumi sopii hyvin myös retinolin rinnalle, kun iho kaipaa lisää kosteutta.

**Heikkoudet:** vertailun korkein millilitrahinta, yli nelinkertainen The Ordinaryn seerumiin verrattuna. Jos ihosi ei ole herkkä, edullisempi seerumi voi ajaa saman asian.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['the-ordinary-hyaluronic-acid-2-b5', 'vichy-mineral-89', 'la-roche-posay-hyalu-b5-serum'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Suurempi pitoisuus ei tarkoita parempaa.** Kosmetiikassa hyaluronihappoa käytetään yleensä pieninä pitoisuuksina, koska se sitoo vettä tehokkaasti. Hyvin runsas määrä voi tehdä seerumista tahmean, eikä se tee tuotteesta tehokkaampaa. Kiinnitä huomiota ennemmin siihen, miltä tuote tuntuu iholla ja mitä muita ainesosia siinä on.

**Molekyylikoko.** Monessa seerumissa on hyaluronihappoa useana molekyylikokona. Valmistajat perustelevat tätä sillä, että eri kokoiset molekyylit kosteuttavat ihoa hieman eri tavoin. Kyse on kuitenkin kosteuttavasta kosmetiikasta, eikä molekyylikoko tee seerumista täyteainetta. Molekyylikokoa tärkeämpää on, että käytät seerumia säännöllisesti ja oikein.

**Näin käytät seerumia oikein.**
- Levitä muutama tippa puhdistetulle, vielä hieman kostealle iholle.
- Anna imeytyä hetki ja levitä päälle kosteusvoide. Voide vähentää veden haihtumista ihosta, mikä on tärkeää etenkin kuivan sisäilman aikaan.
- Aamulla viimeiseksi aurinkosuoja. Sopivan tuotteen löydät [aurinkovoidevertailusta](/paras-aurinkovoide).
- Illalla hyaluronihappo sopii retinolin kanssa samaan rutiiniin. Retinolituotteita vertailemme [retinolivertailussa](/paras-retinoli).

**Herkkä iho ja hajusteet.** Jos ihosi reagoi helposti, valitse hajusteeton tuote ja kokeile uutta seerumia ensin pienelle alueelle. Lue ainesosaluettelo: muut ainesosat voivat ärsyttää ihoa enemmän kuin hyaluronihappo.

**Hinta millilitraa kohden.** Vertailun tuotteiden hinta vaihtelee noin 0,36 eurosta noin 1,50 euroon millilitralta. Seerumia tarvitaan kerralla vain muutama tippa, joten pakkaus riittää päivittäisessä käytössä yleensä useaksi viikoksi.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Voiko hyaluronihappoa käyttää joka päivä?**
Voi. Hyaluronihapposeerumi sopii useimmille sekä aamu- että iltakäyttöön.

**Sopiiko hyaluronihappo rasvoittuvalle iholle?**
Sopii. Kevyt, vesipohjainen seerumi kosteuttaa ilman öljymäistä tuntumaa, ja rasvoittuvakin iho voi tuntua kuivalta.

**Entä hyaluronihappo ravintolisänä?**
Hyaluronihapolle ei ole EU:ssa hyväksyttyä terveysväitettä, joten ravintolisän vaikutuksista iholle ei voi luvata mitään. Kauneusravintolisiä käsittelemme [kauneusravintolisien vertailussa](/paras-kauneusravintolisa).`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** La Roche-Posay Hyalu B5 Serum – hyaluronihappo, B5-vitamiini ja rauhoittava madekassosidi, sopii myös herkälle iholle.
- **Paras hinta-laatusuhde:** Vichy Minéral 89 – nopeasti imeytyvä tehoste 50 ml:n pakkauksessa noin 0,64 eurolla millilitralta.
- **Edullisin:** The Ordinary Hyaluronic Acid 2% + B5 – yksinkertainen perusseerumi noin 0,36 eurolla millilitralta.

Hyaluronihapposeerumi on helppo lisä lähes kenen tahansa ihonhoitoon: levitä se kostealle iholle ja lukitse kosteus voiteella. Jos ihosi on kuiva ja kireä pitkään hyvästä perushoidosta huolimatta, kysy neuvoa apteekista tai lääkäriltä. Lisää ihon ikääntymisestä ja ihonhoidon painopisteistä löydät oppaasta [anti-aging-ihonhoito](/anti-aging).

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan komissio: Asetus (EY) N:o 1223/2009 kosmeettisista valmisteista',
      'EFSA: EU Register of nutrition and health claims',
      'Valmistajien tuotetiedot ja käyttöohjeet: The Ordinary, Vichy ja La Roche-Posay',
    ],
  },
} satisfies ArticleBody;
