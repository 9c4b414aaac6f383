import type { ArticleBody } from '../schemas/article.ts';

/** Natural-cosmetics face creams compared: Madara, Weleda and Dr. Hauschka by skin type, ingredients and price per millilitre. */
export const body = {
  id: 'luonnonkosmetiikan-kasvovoiteet',
  updateDate: '2025-07-09',
  content: {
    introduction: `Kasvovoide on monen ihonhoitorutiinin perusta: se kosteuttaa ja pehmentää ihoa ja suojaa sitä kuivumiselta etenkin talvella. Luonnonkosmetiikan voiteissa pohjana ovat yleensä vesi, kasviöljyt ja -voit sekä kasvivahat, ja niistä puuttuvat esimerkiksi silikonit, parafiini ja synteettiset hajusteet.

Vertailimme kolmea Suomessa myytävää luonnonkosmetiikan kasvovoidetta, jotka on tehty kuivalle tai herkälle iholle. Ne eroavat toisistaan koostumukseltaan, tuoksultaan ja ennen kaikkea hinnaltaan: millilitrahinnoissa on lähes kuusinkertainen ero. Jos luonnonkosmetiikan merkinnät ovat sinulle uusia, lue ensin oppaamme [luonnonkosmetiikan sertifikaateista](/luonnonkosmetiikka).`,
    sections: [
      {
        title: 'Näin vertailimme',
        type: 'text',
        content: `- **Ihotyyppi ja koostumus:** kenelle valmistaja voiteen suosittelee ja onko se kevyt vai täyteläinen.
- **Ainesosat:** voiteen pohja, tuoksu ja eläinperäiset ainesosat, joilla on merkitystä vegaanille tai lanoliinille herkistyneelle.
- **Sertifikaatti:** kaikki kolme ovat sertifioitua luonnonkosmetiikkaa.
- **Hinta millilitraa kohden:** pakkauskoot ovat 30–75 ml, joten vertasimme hintaa millilitraa kohden.
- **Saatavuus Suomessa:** voiteita myyvät suomalaiset kaupat ja verkkokaupat.

Emme ole mitanneet voiteiden vaikutusta iholla. Tiedot perustuvat valmistajien ilmoittamiin ainesosiin ja käyttötarkoituksiin, hinnat ovat tyypillisiä vähittäishintoja ja arvosanat toimituksen omia.`,
      },
      {
        title: 'Mikä voide millekin iholle',
        type: 'text',
        content: `**Kuiva iho** tuntuu kiristävältä ja voi hilseillä. Sille sopii yleensä täyteläinen voide, jossa on kasviöljyjä, -voita tai vahoja. Ne muodostavat iholle suojaavan kalvon, joka vähentää kosteuden haihtumista.

**Kuivunut iho** kaipaa ennen kaikkea kosteutta. Iho voi kuivua esimerkiksi talvella tai lämmitetyssä sisäilmassa, ja kuivunut iho voi olla samaan aikaan rasvoittuva. Kevyt, kosteuttava voide sopii, kun raskas voide tuntuu tukkoiselta.

**Herkkä iho** reagoi helposti uusiin tuotteisiin. Valitse mahdollisimman lyhyt ainesosaluettelo, vältä tarpeettomia tuoksuja ja ota yksi uusi tuote käyttöön kerrallaan. Tuoksun tunnistat ainesosaluettelosta sanasta Parfum tai eteeristen öljyjen nimistä.

**Rasvoittuva iho** viihtyy tavallisesti kevyemmän voiteen kanssa. Tämän vertailun voiteet on tehty kuivalle tai herkälle iholle, joten rasvoittuvalle iholle ne voivat olla liian täyteläisiä.`,
      },
      {
        title: 'Madara SOS Hydra Recharge Cream',
        type: 'text-with-image',
        productIds: ['madara-sos-hydra-recharge-cream'],
        content: `Madara SOS Hydra Recharge Cream on latvialaisen Madaran kosteusvoide kuivalle ja kuivuneelle iholle. Koostumus on kevyt, ja voide on tehty ennen kaikkea kosteuttamaan. Madaran tuotteet on sertifioinut ranskalainen Ecocert.

**Paras valinta, jos** ihosi kaipaa kosteutta mutta raskaat voiteet tuntuvat tukkoisilta.

**Vahvuudet:** kevyt tuntu ja kosteuttava koostumus. Sopii kuivuneelle iholle, jolle täyteläinen voide on liikaa.

**Heikkoudet:** 50 ml:n pakkaus maksaa Ruohonjuuressa 32,90 €, eli millilitra maksaa noin 0,66 €. Hyvin kuivalle iholle kevyt voide ei välttämättä riitä yksinään.`,
      },
      {
        title: 'Weleda Skin Food Original Ultra-Rich Cream',
        type: 'text-with-image',
        productIds: ['weleda-skin-food-original-ultra-rich-cream'],
        content: `Weleda Skin Food Original Ultra-Rich Cream on täyteläinen voide kuivalle iholle kasvoille ja vartalolle. Pohjana ovat auringonkukkaöljy, mehiläisvaha ja lanoliini, ja mukana on kasviuutteita. Skin Food on Weledan pitkäaikainen klassikko, ja sitä voi käyttää kasvojen lisäksi esimerkiksi käsiin, kyynärpäihin ja muihin kuiviin kohtiin.

**Paras valinta, jos** ihosi on hyvin kuiva ja haluat yhden edullisen voiteen moneen käyttöön.

**Vahvuudet:** vertailun edullisin millilitrahinta: 75 ml:n pakkaus maksaa Sokoksella 14,90 €, eli noin 0,20 € millilitralta. Paksu voide riittää pitkään, koska sitä tarvitaan vähän.

**Heikkoudet:** koostumus on raskas, ja kasvoilla se voi tuntua liian rasvaiselta etenkin päivällä. Mehiläisvahan ja lanoliinin vuoksi voide ei ole vegaaninen, eikä se sovi lanoliinille herkistyneelle. Voiteessa on selvä tuoksu.`,
      },
      {
        title: 'Dr. Hauschka Rose Day Cream',
        type: 'text-with-image',
        productIds: ['dr-hauschka-rose-day-cream'],
        content: `Dr. Hauschka Rose Day Cream on päivävoide kuivalle ja herkälle iholle. Siinä on ruusun terälehtiuutetta ja ruusuvahaa, ja se tuoksuu ruusulta. Dr. Hauschka -tuotteita valmistava saksalainen WALA on yksi NATRUE-yhdistyksen perustajista.

**Paras valinta, jos** pidät täyteläisestä, suojaavasta päivävoiteesta ja ruusun tuoksusta ja hinta on sinulle toissijainen.

**Vahvuudet:** suojaava ja täyteläinen voide, joka on tehty nimenomaan päiväkäyttöön. Valmistaja suosittelee sitä kuivalle ja herkälle iholle.

**Heikkoudet:** vertailun kallein. 30 ml:n pakkaus maksaa Stockmannilla 34,90 €, eli millilitra maksaa noin 1,16 € – lähes kuusi kertaa enemmän kuin Weledan voiteessa. Ruusun tuoksu voi olla liikaa, jos olet herkkä tuoksuille.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'madara-sos-hydra-recharge-cream',
          'weleda-skin-food-original-ultra-rich-cream',
          'dr-hauschka-rose-day-cream',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'bullets',
        content: [
          '**Aurinkosuoja:** tarkista, onko päivävoiteessa aurinkosuojakerroin. Jos ei ole, käytä kesällä ja ulkoillessa erillistä aurinkovoidetta. Vaihtoehtoja löydät [aurinkovoidevertailusta](/paras-aurinkovoide).',
          '**Tuoksu:** luonnonkosmetiikan tuoksut tulevat eteerisistä öljyistä ja kasviuutteista. Jos tiedät olevasi herkistynyt jollekin tuoksuaineelle, tarkista ainesosaluettelon loppupää.',
          '**Eläinperäiset ainesosat:** mehiläisvaha ja lanoliini ovat tavallisia luonnonkosmetiikan voiteissa. Vegaanin kannattaa etsiä erillistä vegaanimerkintää.',
          '**Säilyvyys:** avatun purkin kuvasta näet, montako kuukautta voide säilyy avaamisen jälkeen. Ota voide purkista puhtain sormin tai lastalla.',
          '**Hinta millilitraa kohden:** jaa hinta pakkauksen millilitroilla. Pieni pakkaus voi näyttää edulliselta, vaikka millilitrahinta on korkea.',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras hinta ja kuivimmalle iholle:** Weleda Skin Food Original Ultra-Rich Cream – täyteläinen voide noin 0,20 €/ml.
- **Kevyin kosteuttaja:** Madara SOS Hydra Recharge Cream – kuivalle ja kuivuneelle iholle, noin 0,66 €/ml.
- **Täyteläinen päivävoide herkälle iholle:** Dr. Hauschka Rose Day Cream – ruusun tuoksuinen, mutta vertailun kallein, noin 1,16 €/ml.

Valitse voide ennen kaikkea ihosi mukaan: täyteläinen kuivalle iholle, kevyt kuivuneelle. Jos iholla on pitkittynyttä ihottumaa tai punoitusta, kysy neuvoa lääkäriltä tai apteekista ennen kuin kokeilet uusia tuotteita.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan parlamentin ja neuvoston asetus (EY) N:o 1223/2009 kosmeettisista valmisteista',
    ],
  },
} satisfies ArticleBody;
