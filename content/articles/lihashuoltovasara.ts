import type { ArticleBody } from '../schemas/article.ts';

/** Paras lihashuoltovasara 2025: neljä Therabodyn ja Hypericen vasaraa vertailussa sekä turvallisen käytön ohjeet. */
export const body = {
  id: 'lihashuoltovasara',
  updateDate: '2025-02-24',
  content: {
    introduction: `Lihashuoltovasara eli hierontapistooli on akkukäyttöinen laite, jonka hierontapää liikkuu nopeasti edestakaisin ja naputtaa lihasta. Sitä käytetään lihashuoltoon esimerkiksi treenin jälkeen, lämmittelyn osana tai istumatyöpäivän päätteeksi, kun hartiat, reidet tai pakarat tuntuvat jäykiltä. Moni kokee vasaralla hieromisen rentouttavana. Laite ei kuitenkaan korvaa fysioterapeuttia tai hierojaa, eikä sillä hoideta vammoja tai sairauksia.

Vasarat eroavat toisistaan iskun pituuden, nopeustasojen, äänitason, koon, akunkeston ja hierontapäiden määrän osalta. Täysikokoinen laite sopii isoille lihasryhmille, kuten reisille ja pakaroille, kun taas pieni malli kulkee kätevästi mukana salille ja matkoille.

Vertailussa on neljä suomalaisista kaupoista saatavaa lihashuoltovasaraa kahdelta tunnetulta valmistajalta, Therabodylta ja Hypericelta: kaksi täysikokoista ja kaksi pientä mallia. Kerromme myös, miten vasaraa käytetään turvallisesti ja milloin sitä ei pidä käyttää lainkaan.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Theragun Prime', 'Hyperice Hypervolt 2', 'Theragun Mini', 'Hyperice Hypervolt Go 2'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Valitsimme vertailuun Suomessa laajasti myytäviä lihashuoltovasaroita, joiden valmistajat ilmoittavat laitteiden ominaisuudet selkeästi. Arvioimme laitteet näillä perusteilla:

- **Iskun pituus ja nopeudet:** kuinka syvälle isku tuntuu ja kuinka monta nopeustasoa laitteessa on. Hitain taso on tärkeä herkille alueille ja aloittelijalle.
- **Äänitaso:** hiljaista laitetta on mukava käyttää vaikka television ääressä.
- **Koko, paino ja kahva:** kevyellä ja hyväotteisella laitteella on helpompi hieroa myös omia hartioita ja selkää.
- **Akunkesto:** kuinka usein laite pitää ladata.
- **Hierontapäät:** montako päätä mukana on ja mihin ne sopivat.
- **Hinta ja saatavuus Suomessa:** kaikkia laitteita myydään suomalaisissa kaupoissa, jolloin takuu ja palautus hoituvat tutusti.

Emme ole mitanneet laitteiden iskuvoimaa tai äänitasoa. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.`,
      },
      {
        title: 'Theragun Prime',
        type: 'text-with-image',
        productIds: ['theragun-prime'],
        content: `Theragun Prime on Therabodyn täysikokoinen lihashuoltovasara, jonka tunnistaa kolmiomaisesta kahvasta. Kahvaan voi tarttua eri kohdista, mikä helpottaa esimerkiksi oman selän ja hartioiden hieromista. Nopeustasoja on viisi, 1 750–2 400 iskua minuutissa, ja iskun pituus on 16 mm. Mukana on neljä hierontapäätä, ja laitteen voi yhdistää Bluetoothilla Therabody-sovellukseen, josta löytyy valmiita hierontaohjelmia. Hinta on 299,00 €.

**Paras valinta, jos** haluat tehokkaan vasaran isoille lihasryhmille ja aiot käyttää sitä säännöllisesti.

**Vahvuudet:** pitkä isku, viisi nopeustasoa ja monipuolinen kahva. Sovelluksen ohjelmat auttavat alkuun, jos et tiedä, miten eri lihaksia kannattaa hieroa.

**Heikkoudet:** vertailun kallein laite, ja täysikokoisena se on kookkaampi kantaa mukana kuin pienet mallit. Akunkestoa emme löytäneet tuotetiedoista, joten tarkista se ennen ostoa.`,
      },
      {
        title: 'Hyperice Hypervolt 2',
        type: 'text-with-image',
        productIds: ['hyperice-hypervolt-2'],
        content: `Hyperice Hypervolt 2 on täysikokoinen lihashuoltovasara, jossa on kolme nopeustasoa ja viisi vaihdettavaa hierontapäätä. Valmistajan mukaan akku kestää jopa kolme tuntia, joten laitetta ei tarvitse ladata jatkuvasti. Hypervolt tunnetaan hiljaisesta käyntiäänestään. Hinta on 249,00 €.

**Paras valinta, jos** haluat täysikokoisen vasaran Theragun Primea edullisemmin ja arvostat hiljaista laitetta ja monipuolisia hierontapäitä.

**Vahvuudet:** vertailun eniten hierontapäitä, pitkä akunkesto ja hiljainen käynti. Hinta on 50 € alempi kuin Theragun Primen.

**Heikkoudet:** kolme nopeustasoa antavat vähemmän säätövaraa kuin Primen viisi tasoa. Kahvassa ei ole samanlaisia otevaihtoehtoja kuin Theragunin kolmiokahvassa, joten oman selän hieromiseen voit tarvita toisen ihmisen apua.`,
      },
      {
        title: 'Theragun Mini',
        type: 'text-with-image',
        productIds: ['theragun-mini'],
        content: `Theragun Mini on Therabodyn kompakti lihashuoltovasara, joka mahtuu urheilukassiin tai reppuun. Nopeustasoja on kolme, ja käyntiääni on hiljainen. Pienellä laitteella hieroo kätevästi esimerkiksi pohkeita, käsivarsia ja hartioita. Reisien ja pakaroiden kaltaisille isoille lihasryhmille täysikokoinen malli on tehokkaampi. Hinta on 199,00 €.

**Paras valinta, jos** haluat pienen vasaran, jonka otat mukaan salille, mökille tai matkalle, ja arvostat hiljaista laitetta.

**Vahvuudet:** pieni koko, hiljainen käynti ja helppo käyttää yhdellä kädellä.

**Heikkoudet:** pieneksi laitteeksi hinta on korkea: Hypervolt Go 2 on 50 € edullisempi ja täysikokoinen Hypervolt 2 vain 50 € kalliimpi. Myyntipakkauksen hierontapäiden määrä vaihtelee laitteen sukupolven mukaan, joten tarkista se tuotetiedoista.`,
      },
      {
        title: 'Hyperice Hypervolt Go 2',
        type: 'text-with-image',
        productIds: ['hyperice-hypervolt-go-2'],
        content: `Hyperice Hypervolt Go 2 on kevyt, matkakokoinen lihashuoltovasara. Siinä on kolme nopeustasoa ja kaksi hierontapäätä, ja se kulkee helposti mukana laukussa. Hinta on 149,00 €, mikä tekee siitä vertailun edullisimman laitteen.

**Paras valinta, jos** haluat kokeilla lihashuoltovasaraa edullisesti tai tarvitset toisen, kevyen laitteen mukaan kuljetettavaksi.

**Vahvuudet:** vertailun edullisin hinta, kevyt paino ja pieni koko. Kolme nopeustasoa riittää hyvin kotikäyttöön.

**Heikkoudet:** hierontapäitä on vain kaksi, ja pieni laite ei tunnu isoissa lihasryhmissä yhtä tehokkaalta kuin täysikokoinen malli. Akunkesto kannattaa tarkistaa tuotetiedoista, jos käytät laitetta paljon matkoilla.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['theragun-prime', 'hyperice-hypervolt-2', 'theragun-mini', 'hyperice-hypervolt-go-2'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Täysikokoinen vai pieni?** Mieti ensin, missä ja mihin käytät laitetta. Täysikokoinen vasara sopii kotikäyttöön ja isoille lihasryhmille, pieni malli matkoille, salikassiin ja pienemmille alueille, kuten pohkeille ja käsivarsille.

**Nopeus ja isku.** Enemmän tehoa ei tarkoita parempaa. Aloita hitaimmalla nopeudella ja kevyellä painalluksella, ja lisää tehoa vain, jos se tuntuu hyvältä.

**Hierontapäät.** Pallonmuotoinen pää sopii yleiskäyttöön, litteä pää isoille lihaksille ja kapea pää pienelle alueelle. Pehmeä pää on hyvä valinta herkille alueille.

**Ääni ja ergonomia.** Jos käytät laitetta iltaisin muiden seurassa, hiljainen käynti on eduksi. Kokeile mahdollisuuksien mukaan, miltä laitteen paino ja kahva tuntuvat kädessä.

**Hinta käyttökertaa kohden.** Jos käytät vasaraa kolme kertaa viikossa vuoden ajan, käyttökertoja kertyy 156. Silloin Hypervolt Go 2 maksaa noin 0,96 € (149,00 € / 156) ja Theragun Prime noin 1,92 € (299,00 € / 156) käyttökerralta. Satunnaiseen käyttöön edullisempi laite riittää hyvin.

**Näin käytät vasaraa turvallisesti.** Liikuta laitetta koko ajan, äläkä pidä sitä pitkään yhdessä kohdassa. Noudata valmistajan ohjetta siitä, kuinka kauan yhtä aluetta hierotaan. Vältä luisia kohtia, niveliä, päätä, kaulan etupuolta ja selkärankaa. Lopeta, jos hieronta tuntuu kivuliaalta.

**Milloin vasaraa ei pidä käyttää?** Älä käytä lihashuoltovasaraa tuoreeseen vammaan, mustelmaan, turvonneelle tai tulehtuneelle alueelle, haavoihin tai rikkinäiselle iholle. Kysy lääkäriltä ennen käyttöä, jos sinulla on tai on ollut veritulppa eli laskimotukos, käytät verenohennuslääkettä, sinulla on suonikohjuja, osteoporoosi, tuntohäiriöitä, sydämentahdistin tai muu implantti tai olet raskaana. Jos kipu jatkuu tai pahenee, hakeudu lääkäriin tai fysioterapeutille.

Lisää lihashuollosta ja levosta voit lukea [palautumista](/palautuminen) käsittelevästä artikkelista.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Kuinka kauan yhtä lihasta kannattaa hieroa?**
Lyhyt hieronta riittää. Valmistajat antavat käyttöohjeissa suositeltavat ajat, ja niitä kannattaa noudattaa. Pitkään samassa kohdassa hierominen voi jättää alueen jälkeenpäin araksi.

**Voiko vasaraa käyttää ennen treeniä?**
Voi. Moni käyttää vasaraa lyhyesti lämmittelyn osana, mutta se ei korvaa varsinaista lämmittelyä, kuten kevyttä hölkkää tai liikkuvuusliikkeitä.

**Sopiiko lihashuoltovasara kaikille?**
Ei sovi. Vammat, veritulpat, verenohennuslääkitys ja eräät muut tilanteet ovat syitä jättää vasara käyttämättä tai kysyä ensin lääkäriltä. Lista on yllä kohdassa "Milloin vasaraa ei pidä käyttää?".`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Theragun Prime – viisi nopeustasoa, 16 mm:n isku ja kolmiokahva, jolla hieroo myös omaa selkää. Hinta 299,00 €.
- **Paras hinta-laatusuhde:** Hyperice Hypervolt 2 – täysikokoinen ja hiljainen, viisi hierontapäätä ja jopa kolmen tunnin akunkesto hintaan 249,00 €.
- **Paras pieni malli:** Theragun Mini – mahtuu reppuun ja käy hiljaa, 199,00 €.
- **Edullisin:** Hyperice Hypervolt Go 2 – kevyt matkamalli hintaan 149,00 €.

Lihashuoltovasaraa valitessa tärkeintä on, että laitteen koko sopii käyttötarkoitukseen. Aloita aina kevyesti hitaimmalla nopeudella, ja jätä vasara käyttämättä vammoihin sekä tilanteissa, joissa käyttö ei ole turvallista.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
  },
} satisfies ArticleBody;
