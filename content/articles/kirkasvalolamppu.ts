import type { ArticleBody } from '../schemas/article.ts';

/** Paras kirkasvalolamppu 2025: neljä lamppua vertailussa valotehon, etäisyyden, valopinnan ja hinnan mukaan. */
export const body = {
  id: 'kirkasvalolamppu',
  updateDate: '2025-05-06',
  content: {
    introduction: `Kirkasvalolamppu tuottaa kirkasta, valkoista valoa, jonka voimakkuus on tavallisesti 2 500–10 000 luksia. Sitä käytetään pimeänä vuodenaikana aamuisin, kun luonnonvaloa on vähän. Tavallinen käyttötapa on istua lampun edessä aamulla klo 6–10 noin 20–30 min ajan 30–50 cm:n etäisyydellä. Lamppuun ei tarvitse katsoa: voit samalla syödä aamiaista, lukea tai tehdä töitä.

Lampusta voi olla apua, jos pimeät aamut painavat ja herääminen tuntuu talvella raskaalta. Kirkasvalohoitoa käytetään myös kaamosmasennuksen hoidossa, mutta silloin hoidosta kannattaa sopia lääkärin kanssa. Jos sinulla on silmäsairaus tai kaksisuuntainen mielialahäiriö tai käytät valoherkkyyttä lisääviä lääkkeitä, kysy lääkäriltä ennen käyttöä.

Ostaessa tärkeintä on, kuinka paljon valoa lamppu antaa silmiin todellisella käyttöetäisyydellä. Valmistajan ilmoittama 10 000 luksia voi olla mitattu hyvin läheltä, joten katso luksiarvon rinnalla mittausetäisyys ja valopinnan koko. Vertailussa on neljä suomalaisissa verkkokaupoissa myytävää lamppua. Käytön perusteet löydät oppaasta [Kirkasvalot](/kirkasvalot).`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Beurer TL 95', 'Beurer TL 100', 'Lumie Vitamin L', 'Beurer TL 30'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Arvioimme lamput näillä perusteilla:

- **Valoteho ja etäisyys:** kuinka monta luksia lamppu antaa ja miltä etäisyydeltä valmistaja on arvon ilmoittanut. Toimituksen suositus on 2 500–10 000 luksia 30–50 cm:n etäisyydeltä.
- **Valopinnan koko:** suuren valopinnan valo riittää kauemmas, ja lampun edessä voi istua vapaammin.
- **Käytettävyys:** kirkkauden säätö, ajastin, jalusta ja se, mahtuuko lamppu aamiais- tai työpöydälle.
- **UV-suodatus ja turvallisuus:** valon pitää olla UV-vapaata, ja mukana on oltava selkeä käyttöohje.
- **Hinta käyttökertaa kohden:** laskimme, mitä lamppu maksaa aamua kohden yhden pimeän kauden aikana, kun sitä käytetään joka aamu lokakuusta maaliskuuhun eli noin 180 aamuna. Hyvä lamppu kestää useita talvia, joten todellinen hinta käyttökertaa kohden jää vielä pienemmäksi.
- **Saatavuus Suomessa:** kaikkia lamppuja myydään suomalaisissa verkkokaupoissa, kuten Verkkokauppa.comissa ja Gigantissa.

Emme ole mitanneet lamppujen valotehoa. Tiedot perustuvat valmistajien ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.`,
      },
      {
        title: 'Beurer TL 95',
        type: 'text-with-image',
        productIds: ['beurer-tl-95'],
        content: `Beurer TL 95 on vertailun suurin kirkasvalolamppu. Sen LED-valopinta on noin 50 × 30 cm, ja lamppu seisoo pystyssä alumiinisella jalustalla. Kirkkautta voi säätää kuudella tasolla, ja ajastimen voi asettaa 30–120 minuutiksi neljässä portaassa. Painikkeet ovat kosketuspainikkeita. Hinta Gigantissa on 159,00 €, mikä tekee yhden talven aikana noin 0,88 € aamua kohden (159,00 € / 180 aamua).

**Paras valinta, jos** haluat lampun, jonka edessä on helppo istua 30–50 cm:n päässä aamiaispöydässä tai työpöydän ääressä.

**Vahvuudet:** suuren valopinnan ansiosta valoa riittää myös suositellulle 30–50 cm:n etäisyydelle. Kirkkauden säätö ja ajastin tekevät päivittäisestä käytöstä vaivatonta.

**Heikkoudet:** lamppu vie tilaa, eikä sitä ole tehty kuljetettavaksi. Se on myös vertailun kallein. Tarkista valmistajan ilmoittama luksimäärä ja sen mittausetäisyys käyttöohjeesta.`,
      },
      {
        title: 'Beurer TL 100',
        type: 'text-with-image',
        productIds: ['beurer-tl-100'],
        content: `Beurer TL 100 on kirkasvalolamppu ja tunnelmavalo samassa laitteessa. Kirkasvalotilassa lamppu antaa valmistajan mukaan 10 000 luksia lähietäisyydellä, ja tunnelmavalona se vaihtaa väriä 256 sävyn välillä. Kirkkautta ja värejä voi säätää Beurer LightUp -sovelluksella, ja valo on UV-vapaata. Hinta Verkkokauppa.comissa on 129,00 €, eli yhden talven aikana noin 0,72 € aamua kohden (129,00 € / 180 aamua).

**Paras valinta, jos** haluat lampun, jolle on käyttöä myös kirkasvalokauden ulkopuolella, esimerkiksi tunnelmavalona.

**Vahvuudet:** kaksi käyttötarkoitusta, sovellusohjaus ja UV-vapaa valo.

**Heikkoudet:** 10 000 luksia saavutetaan lähietäisyydellä, joten 30–50 cm:n päästä valoa tulee vähemmän. Tarkista mittausetäisyys käyttöohjeesta ja istu tarvittaessa lähempänä. Iltaisin lamppua kannattaa käyttää vain himmeänä tunnelmavalona, ei kirkasvalona, jotta vuorokausirytmi ei siirry myöhemmäksi.`,
      },
      {
        title: 'Lumie Vitamin L',
        type: 'text-with-image',
        productIds: ['lumie-vitamin-l'],
        content: `Lumie Vitamin L on brittiläisen Lumien ohut LED-kirkasvalolamppu. Valmistajan mukaan se antaa noin 5 000 luksia 30 cm:n ja noin 2 500 luksia käsivarren mitan etäisyydeltä. Valoteho on siis ilmoitettu juuri niillä etäisyyksillä, joilla lamppua tavallisesti käytetään. Lampun voi asettaa pysty- tai vaaka-asentoon, ja sitä käytetään yhdellä painikkeella. Hinta on 119,00 €, eli yhden talven aikana noin 0,66 € aamua kohden (119,00 € / 180 aamua).

**Paras valinta, jos** haluat ohuen ja yksinkertaisen lampun, jonka valoteho on kerrottu todellisella käyttöetäisyydellä.

**Vahvuudet:** ohut runko on helppo sijoittaa hyllylle tai työpöydälle, käyttö on selkeää ja luksiarvot on ilmoitettu realistisilta etäisyyksiltä.

**Heikkoudet:** 10 000 luksiin ei ilmoitettujen arvojen mukaan päästä tavallisella käyttöetäisyydellä, joten istu mieluummin 30 cm:n kuin 50 cm:n päässä ja käytä lamppua käyttöajan pidemmän pään mukaan, noin 30 min. Kirkkauden säätöä tai ajastinta tuotetiedoissa ei mainita.`,
      },
      {
        title: 'Beurer TL 30',
        type: 'text-with-image',
        productIds: ['beurer-tl-30'],
        content: `Beurer TL 30 on pieni ja kevyt LED-kirkasvalolamppu, joka mahtuu pienellekin pöydälle ja kulkee mukana matkoilla. Valmistaja ilmoittaa valaistusvoimakkuudeksi 10 000 luksia noin 10 cm:n etäisyydellä, ja valo on UV-vapaata. Hinta Verkkokauppa.comissa on 49,90 €, eli yhden talven aikana noin 0,28 € aamua kohden (49,90 € / 180 aamua).

**Paras valinta, jos** haluat edullisen lampun kokeiluun tai matkoille ja voit istua lähellä lamppua.

**Vahvuudet:** vertailun selvästi edullisin hinta, pieni koko ja helppo kuljetettavuus.

**Heikkoudet:** 10 000 luksia saavutetaan vain noin 10 cm:n päästä. Suositellulta 30–50 cm:n etäisyydeltä valoa tulee selvästi vähemmän, koska pieni valopinta ei riitä valaisemaan kauas. Siksi annoimme lampulle vertailun matalimman arvosanan.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['beurer-tl-95', 'beurer-tl-100', 'lumie-vitamin-l', 'beurer-tl-30'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Luksiarvo ja sen mittausetäisyys.** Valaistusvoimakkuus heikkenee nopeasti, kun etäisyys kasvaa. Vertaa lamppuja samalla etäisyydellä: 10 000 luksia 10 cm:n päästä on käytössä paljon vähemmän kuin 10 000 luksia 30 cm:n päästä. Jos valmistaja ei kerro mittausetäisyyttä, kysy sitä myyjältä.

**Valopinnan koko.** Suuri valopinta valaisee kauemmas ja sallii pienen liikkumisen lampun edessä. Pieni lamppu sopii matkoille, mutta sen edessä on istuttava lähellä.

**UV-suodatus.** Kirkasvalo vaikuttaa silmien kautta, eikä UV-säteilyä tarvita. Valitse lamppu, jonka valmistaja ilmoittaa valon UV-vapaaksi.

**Sijoitus ja säädöt.** Valon pitää osua silmiin hieman ylhäältä tai sivulta, eikä lamppua tarvitse tuijottaa. Mieti etukäteen, tuleeko lamppu aamiaispöydälle, työpöydälle vai hyllylle. Kirkkauden säätö auttaa aloittamaan kevyemmin, ja ajastin kertoo, kun 20–30 min on täynnä.

**Herätysvalo ei ole kirkasvalolamppu.** Herätysvalo kirkastuu aamulla vähitellen ja voi helpottaa heräämistä, mutta sen valoteho jää yleensä selvästi kirkasvalolamppua pienemmäksi.

**Merkinnät, käyttöohje ja takuu.** Tarkista CE-merkintä, suomenkielinen käyttöohje ja takuuehdot. Osaa kirkasvalolampuista myydään lääkinnällisinä laitteina, jolloin käyttöohjeessa kerrotaan myös, kenen ei pidä käyttää lamppua.

**Kenen kannattaa kysyä lääkäriltä ensin.** Jos sinulla on silmäsairaus tai kaksisuuntainen mielialahäiriö tai käytät valoherkkyyttä lisääviä lääkkeitä tai rohdosvalmisteita, keskustele lääkärin kanssa ennen käyttöä. Jos mieliala on ollut pitkään matala, hakeudu terveydenhuoltoon: lamppu ei korvaa masennuksen hoitoa.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Mihin aikaan kirkasvalolamppua kannattaa käyttää?**
Aamulla klo 6–10, mieluiten pian heräämisen jälkeen. Illalla kirkas valo voi siirtää vuorokausirytmiä myöhemmäksi ja vaikeuttaa nukahtamista.

**Tarvitaanko 10 000 luksia?**
Ei välttämättä. Tavallinen valoteho on 2 500–10 000 luksia. Olennaista on, kuinka paljon valoa silmiin osuu käyttöetäisyydellä, ja että käytät lamppua säännöllisesti 20–30 min kerrallaan.

**Saako kirkasvalolampusta D-vitamiinia?**
Ei saa. Kirkasvalolampun valo on UV-vapaata, eikä iho muodosta siitä D-vitamiinia. Talven D-vitamiinista kerromme [D-vitamiinia](/d-vitamiini) käsittelevässä artikkelissa.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Beurer TL 95 – suuri, noin 50 × 30 cm:n valopinta, säädettävä kirkkaus ja ajastin, 159,00 €.
- **Edullisin:** Beurer TL 30 – 49,90 €, mutta 10 000 luksia vain noin 10 cm:n päästä. Sopii kokeiluun ja matkoille.
- **Kirkasvaloksi ja tunnelmavaloksi:** Beurer TL 100 – sovelluksella ohjattava lamppu, jossa on myös värivalot, 129,00 €.
- **Selkein luksi-ilmoitus:** Lumie Vitamin L – ohut lamppu, jonka valoteho on ilmoitettu käyttöetäisyydeltä, 119,00 €.

Kirkasvalolamppua valitessa tärkeintä on, että valoa riittää silmiin 30–50 cm:n etäisyydeltä. Katso siksi luksiarvon rinnalla mittausetäisyys ja valopinnan koko, ja käytä lamppua säännöllisesti aamuisin koko pimeän kauden ajan.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Käypä hoito: Depressio (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Kaamosmasennus (terveyskirjasto.fi)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
      'Valmistajien käyttöohjeet ja tuotetiedot: Beurer ja Lumie',
    ],
  },
} satisfies ArticleBody;
