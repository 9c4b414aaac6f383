import type { ArticleBody } from '../schemas/article.ts';

/** Best natural-cosmetics shampoo 2025: three certified shampoos compared by hair type, washing agents and price per millilitre. */
export const body = {
  id: 'shampoo',
  updateDate: '2025-01-19',
  content: {
    introduction: `Shampoon tehtävä on pestä hiuksista ja hiuspohjasta talia, hikeä, pölyä ja muotoilutuotteiden jäämiä. Pesevät aineet eli tensidit irrottavat lian, ja muut ainesosat vaikuttavat siihen, miltä hiukset tuntuvat pesun jälkeen. Luonnonkosmetiikan shampoissa tensidit valmistetaan kasviperäisistä raaka-aineista, ja niistä puuttuvat silikonit, synteettiset hajusteet ja maaöljypohjaiset ainesosat.

Luonnonkosmetiikan shampoo sopii sinulle, jos haluat välttää silikoneja ja synteettisiä hajusteita tai suosit luomuraaka-aineita. Huomaa, että silikoniton shampoo ei silota hiuksen pintaa samalla tavalla kuin silikonia sisältävä, joten hiukset voivat tuntua aluksi karheammilta ja takkuuntua helpommin. Hoitoaine auttaa tähän.

Vertailimme kolmea Suomessa myytävää sertifioitua luonnonkosmetiikan shampoota. Kun valitset, katso ensin, mille hiustyypille shampoo on tehty, sitten tuoksua ja sertifikaattia ja lopuksi hintaa millilitraa kohden.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Weleda Oat Replenishing Shampoo', 'Weleda Millet Nourishing Shampoo', 'Urtekram Aloe Vera Shampoo'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Otimme vertailuun vain sertifioitua luonnonkosmetiikkaa, jota myydään suomalaisissa kaupoissa ja verkkokaupoissa. Arvioimme shampoot näillä perusteilla:

- **Hiustyyppi:** mille hiuksille valmistaja shampoon suosittelee ja sopiiko se päivittäiseen pesuun.
- **Ainesosat:** mitä shampoossa on pesevien aineiden lisäksi ja onko se silikoniton.
- **Sertifikaatti ja vegaanisuus:** millainen sertifikaatti tuotteella on ja onko se vegaaninen.
- **Hinta millilitraa kohden:** pakkauskoot ovat 190–250 ml, joten laskimme hinnan millilitraa ja 100 ml:aa kohden.
- **Saatavuus Suomessa:** myykö shampoota tavallinen kauppa tai tunnettu verkkokauppa.

Emme ole testanneet shampoita laboratoriossa. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, hinnat ovat tyypillisiä vähittäishintoja vertailun päivityshetkellä ja arvosanat toimituksen omia.`,
      },
      {
        title: 'Weleda Oat Replenishing Shampoo',
        type: 'text-with-image',
        productIds: ['weleda-oat-replenishing-shampoo'],
        content: `Weleda Oat Replenishing Shampoo on mieto shampoo kuiville ja käsitellyille hiuksille, esimerkiksi värjätyille tai permanentatuille. Siinä on luomukaurauutetta ja jojobaöljyä. Shampoo on silikoniton ja sertifioitua luonnonkosmetiikkaa. Weleda on yksi NATRUE-yhdistyksen perustajista.

**Paras valinta, jos** hiuksesi ovat kuivat tai käsitellyt ja haluat miedon shampoon, joka ei kuivata niitä lisää.

**Vahvuudet:** tehty nimenomaan kuiville ja käsitellyille hiuksille, miellyttävä tuoksu ja hyvä saatavuus. Kaurauute ja jojobaöljy on valittu kuivia hiuksia ajatellen.

**Heikkoudet:** 190 ml:n pullo on pieni. Lykossa se maksaa 10,90 €, eli noin 0,06 €/ml tai 5,74 € / 100 ml – lähes kaksi kertaa enemmän kuin Urtekramin shampoo. Jos hiuksesi rasvoittuvat nopeasti, kuiville hiuksille tehty shampoo voi tuntua niissä raskaalta.`,
      },
      {
        title: 'Weleda Millet Nourishing Shampoo',
        type: 'text-with-image',
        productIds: ['weleda-millet-nourishing-shampoo'],
        content: `Weleda Millet Nourishing Shampoo on mieto shampoo normaaleille hiuksille ja päivittäiseen pesuun. Siinä on hirssiuutetta, ja se on silikoniton ja sertifioitua luonnonkosmetiikkaa.

**Paras valinta, jos** peset hiukset usein ja haluat miedon perusshampoon, jonka voi jakaa koko perheen kesken.

**Vahvuudet:** valmistaja on tehnyt shampoon nimenomaan jokapäiväiseen pesuun, joten se sopii myös tiheään pesurytmiin. Sopii yhteiseksi shampooksi perheelle, jossa kenelläkään ei ole erityisen kuivia tai rasvoittuvia hiuksia.

**Heikkoudet:** hinta on sama kuin Weledan kauraversiossa: 190 ml maksaa Sokoksella 10,90 €, eli noin 0,06 €/ml tai 5,74 € / 100 ml. Hyvin kuivat tai käsitellyt hiukset saattavat kaivata hoitavampaa shampoota tai hoitoainetta.`,
      },
      {
        title: 'Urtekram Aloe Vera Shampoo',
        type: 'text-with-image',
        productIds: ['urtekram-aloe-vera-shampoo'],
        content: `Urtekram Aloe Vera Shampoo on tanskalaisen Urtekramin shampoo normaaleille ja kuiville hiuksille. Siinä on luomulaatuista aloe veraa, ja se on vegaaninen. Urtekramin kauneustuotteet on sertifioinut Ecocert COSMOS-standardin mukaan, ja tämä shampoo on luomukosmetiikkaa.

**Paras valinta, jos** haluat edullisen ja vegaanisen luomushampoon jokapäiväiseen käyttöön.

**Vahvuudet:** vertailun edullisin. Ruohonjuuressa 250 ml maksaa 7,90 €, eli noin 0,03 €/ml tai 3,16 € / 100 ml. Pakkaus on vertailun suurin, ja tuote on vegaaninen.

**Heikkoudet:** hyvin kuiville tai käsitellyille hiuksille Weledan kuiville hiuksille tehty kaurashampoo on kohdennetumpi valinta. Kuten muutkin silikonittomat shampoot, se ei silota hiuksia, joten pitkät hiukset voivat tarvita hoitoainetta.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'weleda-oat-replenishing-shampoo',
          'weleda-millet-nourishing-shampoo',
          'urtekram-aloe-vera-shampoo',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Valitse hiusten mukaan.** Kuiville ja käsitellyille hiuksille kannattaa valita mieto, hoitava shampoo. Normaaleille hiuksille sopii mieto perusshampoo. Rasvoittuvat hiukset kaipaavat usein kevyttä shampoota, joka ei jätä hiuksiin painoa.

**Pesevät aineet.** Luonnonkosmetiikan shampoissa tensidit ovat kasviperäisiä. Ainesosaluettelossa ne näkyvät esimerkiksi nimillä Coco-Glucoside, Decyl Glucoside tai Sodium Coco-Sulfate. Huomaa, että sulfaatiton shampoo ja luonnonkosmetiikan shampoo eivät ole sama asia: luonnonkosmetiikan shampoossakin voi olla kookospohjaista sulfaattitensidiä.

**Vaahto ei kerro pesutehosta.** Luonnonkosmetiikan shampoo voi vaahdota vähemmän kuin totuttu shampoo. Se ei tarkoita, että hiukset jäisivät likaisiksi. Jos hiuksissa on paljon muotoilutuotteita tai ne ovat rasvaiset, pese kahdesti ja käytä vähemmän shampoota kerralla.

**Näin peset.** Levitä shampoo ensisijaisesti hiuspohjaan, jossa talia ja likaa on eniten, ja anna vaahdon valua latvoihin huuhdellessa. Näin kuivat latvat eivät kuivu turhaan. Hiukset voi pestä niin usein kuin tuntuu tarpeelliselta, ja mieto shampoo sopii myös päivittäiseen pesuun.

**Silikoniton vaatii totuttelua.** Jos olet käyttänyt silikonia sisältäviä tuotteita, hiukset voivat tuntua aluksi erilaisilta. Hoitoaine helpottaa kampaamista, ja pitkät hiukset kannattaa selvittää märkinä hoitoaineen kanssa.

**Tuoksu.** Luonnonkosmetiikan tuoksut tulevat eteerisistä öljyistä ja kasviuutteista. Ne voivat sisältää tuoksuaineita, joille osa on herkistynyt. Jos päänahka kutiaa, punoittaa tai hilseilee pitkään, kysy neuvoa apteekista tai lääkäriltä.

**Hinta millilitraa kohden.** Jaa pakkauksen hinta millilitroilla. Vertailun shampoiden välillä on lähes kaksinkertainen ero: Urtekram maksaa noin 3,16 € ja Weledan shampoot noin 5,74 € sataa millilitraa kohden.

Lisää sertifikaateista ja ainesosaluettelon lukemisesta kerromme oppaassa [luonnonkosmetiikasta](/luonnonkosmetiikka).`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Miksi hiukset tuntuvat erilaisilta luonnonkosmetiikan shampoon jälkeen?**
Luonnonkosmetiikan shampoissa ei ole silikoneja, jotka silottavat hiuksen pintaa. Siksi hiukset voivat tuntua aluksi karheammilta. Hoitoaine auttaa.

**Sopiiko luonnonkosmetiikan shampoo värjätyille hiuksille?**
Yleensä sopii. Valitse kuiville ja käsitellyille hiuksille tehty mieto shampoo, kuten vertailun kaurashampoo.

**Tarvitsenko hoitoainetta?**
Pitkät, kuivat tai helposti takkuuntuvat hiukset hyötyvät yleensä hoitoaineesta, etenkin silikonittoman shampoon kanssa. Lyhyet ja normaalit hiukset pärjäävät usein ilmankin.

**Onko luonnonkosmetiikan shampoo aina vegaaninen?**
Ei ole. Jos haluat vegaanisen tuotteen, etsi pakkauksesta vegaanimerkintää. Vertailun tuotteista Urtekramin shampoo on merkitty vegaaniseksi. Tarkista muiden merkinnät pakkauksesta.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Weleda Oat Replenishing Shampoo – mieto shampoo kuiville ja käsitellyille hiuksille, 10,90 € / 190 ml.
- **Edullisin:** Urtekram Aloe Vera Shampoo – vegaaninen luomushampoo, noin 3,16 € / 100 ml.
- **Paras päivittäiseen pesuun:** Weleda Millet Nourishing Shampoo – mieto perusshampoo normaaleille hiuksille ja koko perheelle.

Luonnonkosmetiikan shampoota valitessa tärkeintä on hiustyyppi: kuivat hiukset kaipaavat hoitavampaa shampoota kuin normaalit. Varaudu siihen, että silikoniton shampoo tuntuu aluksi erilaiselta, ja käytä tarvittaessa hoitoainetta.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan parlamentin ja neuvoston asetus (EY) N:o 1223/2009 kosmeettisista valmisteista',
    ],
  },
} satisfies ArticleBody;
