import type { Review } from '../schemas/review.ts';

/** Review of the Oura Ring 4 smart ring by the Finnish company Oura (sleep, recovery and activity tracking). */
export const review = {
  id: 'oura-sormus',
  title: 'Oura-sormus – arvostelu',
  rating: 4.6,
  description:
    'Suomalainen Oura Ring 4 seuraa unta, palautumista ja aktiivisuutta huomaamattomasti sormessa. Sormus maksaa noin 320–400 €, ja jäsenyys noin 6 € kuukaudessa.',
  productId: 'oura-ring-4',
  routePath: '/tuotearvostelut/oura-sormus',
  imageSrc: '/images/articles/oura-sormus.svg',
  imageAlt: 'Oura Ring 4',
  updateDate: '2025-06-07',
  highlights: [
    { text: 'Huomaamaton sormus, jota on helppo pitää yöllä', type: 'positive' },
    { text: 'Monipuolinen unen ja palautumisen seuranta', type: 'positive' },
    { text: 'Suomalainen yritys, perustettu Oulussa', type: 'positive' },
    { text: 'Akunkesto valmistajan mukaan jopa 8 päivää', type: 'neutral' },
    { text: 'Jäsenyys noin 6 € kuukaudessa sormuksen hinnan lisäksi', type: 'negative' },
    { text: 'Ei näyttöä, ilmoituksia eikä GPS:ää', type: 'negative' },
  ],
  content: {
    overview:
      'Oura-sormus on suomalaisen Ouran valmistama älysormus, joka seuraa unta, palautumista ja aktiivisuutta. Oura perustettiin Oulussa vuonna 2013, ja siitä on tullut yksi tunnetuimmista älysormusten valmistajista. Tämä arvostelu koskee Oura Ring 4 -mallia, joka tuli myyntiin syksyllä 2024.\n\nSormuksessa ei ole näyttöä eikä ilmoituksia. Se kerää tietoa sormesta, ja tulokset näet puhelimen Oura-sovelluksessa. Siksi se sopii erityisesti sinulle, joka haluat seurata untasi mutta et halua nukkua kello ranteessa.\n\nSormus maksaa noin 320–400 €, ja lisäksi tarvitset Oura-jäsenyyden, joka maksaa noin 6 € kuukaudessa. Toimituksen arvosana on 4,6/5.',
    sections: [
      {
        title: 'Mikä Oura-sormus on?',
        content:
          'Oura Ring 4 on titaaninen sormus, jonka sisäpinnalla on anturit. Sormus mittaa sykettä ja sykevälivaihtelua valon avulla, seuraa kehon lämpötilan muutoksia ja tunnistaa liikkeen kiihtyvyysanturilla. Valmistajan mukaan Ring 4:n Smart Sensing -tekniikka mukautuu sormeen ja valitsee mittaukseen parhaan signaalin, ja anturit on upotettu sisäpintaan edellistä mallia tasaisemmin.\n\nSormusta saa kokoina 4–15 ja useana värinä. Sopiva koko on mittauksen kannalta tärkeä, joten Oura suosittelee tilaamaan ensin mittasarjan, jonka mallisormuksilla kokeilet oikean koon ennen varsinaista tilausta. Ring 4:n koot eroavat hieman edellisestä sukupolvesta, joten vanhan Oura-sormuksen koko ei välttämättä sovi suoraan. Sormus toimii sekä Android-puhelinten että iPhonen kanssa, ja tiedot siirtyvät sovellukseen Bluetooth-yhteydellä.',
      },
      {
        title: 'Miten arvioimme',
        content:
          'Arvio ei perustu omaan käyttöjaksoon. Toimitus arvioi sormuksen Ouran julkaisemien teknisten tietojen ja ohjeiden, Suomessa ilmoitettujen hintojen sekä [unenseurantalaitteiden vertailumme](/paras-unenseurantalaitteet) muiden laitteiden perusteella. Emme ole mitanneet sormuksen tarkkuutta tai akunkestoa itse, joten kerromme valmistajan ilmoittamat arvot sellaisinaan. Arvosana 4,6/5 on toimituksen oma harkinta.',
      },
      {
        title: 'Mitä Oura mittaa?',
        type: 'text-with-image',
        imagePath: '/images/categories/uni.svg',
        content:
          'Oura-sovellus kokoaa mittaukset kolmeksi päivittäiseksi pisteluvuksi:\n\n- **Sleep** eli uni: unen kesto, unen vaiheet sekä leposyke ja sykevälivaihtelu yön aikana.\n- **Readiness** eli valmius: arvio palautumisesta unen, leposykkeen, sykevälivaihtelun ja lämpötilan muutosten perusteella.\n- **Activity** eli aktiivisuus: askeleet, kulutus ja paikallaan oleminen päivän aikana.\n\nLisäksi sormus mittaa yöllä veren happisaturaatiota ja seuraa stressiä päivän aikana. Sovelluksessa voi myös seurata kuukautiskiertoa, jonka arvioinnissa hyödynnetään kehon lämpötilan muutoksia.\n\nOuran luvut ovat hyvinvoinnin seurantaan tarkoitettuja arvioita. Sormus ei diagnosoi sairauksia, eikä sen tiedoilla voi esimerkiksi todeta uniapneaa. Jos epäilet unihäiriötä, käänny lääkärin puoleen. Mittaamisen mahdollisuuksista ja rajoista kerromme lisää artikkelissa [Unen mittaaminen](/unen-mittaaminen).',
      },
      {
        title: 'Arki sormuksen kanssa',
        content:
          'Ouran mukaan akku kestää jopa 8 päivää, ja sormus ladataan mukana tulevalla latausalustalla. Käytännössä lataat sormuksen noin kerran viikossa, esimerkiksi aamulla suihkun ja aamiaisen ajan. Sormus kestää vettä, joten sitä voi pitää myös suihkussa ja uidessa.\n\nSormus on pieni ja kevyt, joten useimpien on helpompi pitää sitä yöllä kuin rannekelloa. Aamulla sovellus näyttää, miten nukuit ja miten olet palautunut, ja ehdottaa päivän aktiivisuustavoitetta. Tietojen arvo syntyy vasta, kun sormusta pitää yötä päivää useamman viikon ajan: sovellus vertaa lukemia omaan tavalliseen tasoosi, ei muiden ihmisten lukuihin.\n\nKoska näyttöä ei ole, sormus ei häiritse ilmoituksilla. Samasta syystä et näe esimerkiksi sykettäsi kesken lenkin, eikä sormuksessa ole GPS:ää. Titaaninen pinta voi naarmuuntua, joten käsipainoja ja tankoa nostaessa sormus kannattaa ehkä ottaa pois. Jos unenlaatusi mietityttää, lue myös [vinkit parempaan uneen](/unenlaatu).',
      },
      {
        title: 'Hinta ja jäsenyys',
        content:
          'Sormus maksaa noin 320–400 €. Hinta riippuu väristä ja myyjästä, joten tarkista ajantasainen hinta ennen tilausta. Jotta saat käyttöösi sovelluksen kaikki ominaisuudet, tarvitset lisäksi Oura-jäsenyyden, joka maksaa noin 6 € kuukaudessa eli noin 72 € vuodessa. Ilman jäsenyyttä sovellus näyttää vain suppeat perustiedot. Jäsenyyden voi lopettaa sovelluksen asetuksista, mutta silloin menetät pääsyn useimpiin analyyseihin. Laske siksi hankintaa harkitessasi mukaan jäsenyys koko siltä ajalta, jonka aiot sormusta käyttää.\n\nKahden vuoden käytössä kokonaiskustannus on siis noin 464–544 €, kun sormuksen hintaan lisätään 24 kuukauden jäsenyys. Vertailussamme Samsung Galaxy Ring maksaa noin 449 € ilman kuukausimaksua, mutta se toimii vain Android-puhelinten kanssa. Jos haluat seurata lähinnä unta edullisemmin, patjan alle asennettava Withings Sleep Analyzer maksaa noin 130 € ja olkavarteen puettava Garmin Index Sleep Monitor noin 170 €.',
      },
      {
        title: 'Plussat ja miinukset',
        content:
          '**Plussat**\n\n- Huomaamaton ja kevyt, helppo pitää myös yöllä.\n- Monipuolinen unen ja palautumisen seuranta selkeässä sovelluksessa.\n- Akunkesto valmistajan mukaan jopa 8 päivää.\n- Toimii sekä Android-puhelinten että iPhonen kanssa.\n- Suomalainen yritys.\n\n**Miinukset**\n\n- Kuukausimaksu sormuksen hinnan lisäksi.\n- Ei näyttöä, ilmoituksia eikä GPS:ää.\n- Oikea koko pitää selvittää mittasarjalla ennen tilausta.\n- Titaaninen pinta voi naarmuuntua.',
      },
      {
        title: 'Kenelle Oura-sormus sopii?',
        content:
          'Oura-sormus sopii sinulle, joka haluat seurata unta ja palautumista mahdollisimman huomaamattomasti ja katsoa tulokset aamulla puhelimesta. Se on hyvä valinta myös, jos rannekello tuntuu yöllä epämukavalta.\n\nSormus ei itse paranna unta, mutta se voi auttaa sinua huomaamaan, miten esimerkiksi myöhäinen ateria, alkoholi tai epäsäännöllinen nukkumaanmenoaika näkyvät omissa lukemissasi. Perusasiat, kuten säännöllinen unirytmi ja viileä makuuhuone (noin 18–20 °C), ovat unen kannalta tärkeämpiä kuin mikään mittari.\n\nJos haluat seurata harjoituksia, nähdä ilmoitukset ranteessa tai tallentaa reittejä, älykello tai urheilukello palvelee paremmin. Vaihtoehtoja löydät [älykellovertailustamme](/paras-alykello).\n\nTämä arvostelu on yleistä tietoa, eivätkä sormuksen mittaukset korvaa lääkärin tutkimusta tai neuvoja.',
      },
    ],
    verdict: {
      recommend: [
        'haluat seurata unta ja palautumista ilman kelloa ranteessa',
        'arvostat pitkää akunkestoa ja huomaamatonta ulkonäköä',
        'olet valmis maksamaan sormuksen lisäksi noin 6 € kuukaudessa jäsenyydestä',
      ],
      consider: [
        'et halua sitoutua kuukausimaksuun',
        'tarvitset näytön, ilmoitukset tai GPS:n liikuntaan',
        'haluat seurata lähinnä unta mahdollisimman edullisesti',
      ],
    },
  },
} satisfies Review;
