import type { ArticleBody } from '../schemas/article.ts';

/** Best sleep trackers 2025: two smart rings, an upper-arm band and an under-mattress sensor compared, with total cost over two years. */
export const body = {
  id: 'unenseurantalaitteet',
  updateDate: '2025-07-17',
  content: {
    introduction:
      'Unenseurantalaite kertoo aamulla, kauanko nukuit, miten uni arviolta jakautui kevyeen, syvään ja REM-uneen ja millaisia leposykkeesi ja sykevälivaihtelusi olivat. Kellon lisäksi unta voi seurata sormuksella, olkavarteen puettavalla nauhalla tai patjan alle asetettavalla anturilla. Ne sopivat erityisesti sinulle, joka et halua nukkua kello ranteessa tai haluat keskittyä nimenomaan uneen ja palautumiseen.\n\n' +
      'Kaikki laitteet arvioivat unta epäsuorasti liikkeen, sykkeen ja muiden kehon signaalien perusteella. Unen kesto ja rytmi näkyvät niissä kohtuullisen hyvin, unen vaiheet selvästi epätarkemmin. Lue mittaamisen perusteista ja rajoista artikkelista [Unen mittaaminen](/unen-mittaaminen).\n\n' +
      'Vertailussa on neljä Suomessa myytävää laitetta. Kun valitset, katso ennen kaikkea, sopiiko laite puhelimeesi, miltä sen pitäminen yöllä tuntuu ja mitä se maksaa koko käyttöaikana. Osa laitteista vaatii kuukausimaksullisen jäsenyyden, ja se kannattaa laskea hintaan mukaan.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Oura Ring 4', 'Samsung Galaxy Ring', 'Garmin Index Sleep Monitor', 'Withings Sleep Analyzer'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Otimme vertailuun laitteita, jotka on tehty ensisijaisesti unen seurantaan: kaksi älysormusta, olkavarsinauhan ja sänkyanturin. Arvioimme ne näillä perusteilla:\n\n' +
          '- **Mittaukset:** mitä laite seuraa unen aikana, kuten unen vaiheita, leposykettä, sykevälivaihtelua, lämpötilan muutoksia, happisaturaatiota tai kuorsausta.\n' +
          '- **Kokonaiskustannus:** laitteen hinta ja mahdollinen kuukausimaksu. Laskimme, mitä laite maksaa kuukautta kohden kahden vuoden käytössä.\n' +
          '- **Käyttömukavuus:** kuinka helppo laitetta on pitää yöllä tai onko sitä pidettävä lainkaan.\n' +
          '- **Akku ja lataus:** kuinka usein laitetta pitää ladata.\n' +
          '- **Yhteensopivuus:** toimiiko laite sekä Android-puhelimien että iPhonen kanssa.\n' +
          '- **Saatavuus Suomessa:** laitteita myyvät valmistaja itse tai suomalaiset kodinelektroniikkakaupat.\n\n' +
          'Emme ole mitanneet laitteiden tarkkuutta itse. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Oura Ring 4',
        type: 'text-with-image',
        productIds: ['oura-ring-4'],
        content:
          'Oura Ring 4 on suomalaisen Ouran titaaninen älysormus. Se seuraa unen vaiheita, leposykettä, sykevälivaihtelua, kehon lämpötilan muutoksia ja veren happisaturaatiota, ja sovellus kokoaa tiedot unen, palautumisen ja aktiivisuuden pisteiksi. Sormusta saa kokoina 4–15, ja akku kestää valmistajan mukaan jopa 8 päivää. Se toimii sekä Androidin että iPhonen kanssa.\n\n' +
          '**Paras valinta, jos** haluat monipuolisen unen ja palautumisen seurannan mahdollisimman huomaamattomasti.\n\n' +
          '**Vahvuudet:** kevyt ja helppo pitää yöllä, pitkä akunkesto ja selkeä sovellus.\n\n' +
          '**Heikkoudet:** sovelluksen useimmat analyysit vaativat Oura-jäsenyyden, joka maksaa noin 6 € kuukaudessa. Oikea koko kannattaa selvittää mittasarjalla ennen tilausta.\n\n' +
          '**Hinta:** Ouran verkkokaupassa 399,00 €. Toimituksen arvion mukaan sormus maksaa mallista ja väristä riippuen noin 320–400 €. Kahden vuoden käytössä kokonaishinta on jäsenyyden kanssa noin 464–544 € (sormus + 24 × noin 6 €) eli noin 19–23 € kuukaudessa.',
      },
      {
        title: 'Samsung Galaxy Ring',
        type: 'text-with-image',
        productIds: ['samsung-galaxy-ring'],
        content:
          'Samsung Galaxy Ring on titaaninen älysormus Android-puhelimille. Se seuraa unta, sykettä ja ihon lämpötilaa, ja tulokset näkyvät Samsung Health -sovelluksessa. Sormus ladataan mukana tulevassa latauskotelossa, ja akku kestää valmistajan mukaan koosta riippuen jopa 7 päivää.\n\n' +
          '**Paras valinta, jos** sinulla on Android-puhelin, mieluiten Samsungin, ja haluat älysormuksen ilman kuukausimaksua.\n\n' +
          '**Vahvuudet:** ei kuukausimaksua, kätevä latauskotelo ja sujuva yhteistyö Samsung Health -sovelluksen kanssa.\n\n' +
          '**Heikkoudet:** ei toimi iPhonen kanssa, ja vertailun kallein hankintahinta. Osa ominaisuuksista on tarkoitettu Samsungin omille puhelimille, joten tarkista yhteensopivuus ennen ostoa.\n\n' +
          '**Hinta:** Gigantissa 449,00 €. Kahden vuoden käytössä hinta on noin 18,70 € kuukaudessa (449,00 € / 24), koska erillistä maksua ei ole.',
      },
      {
        title: 'Garmin Index Sleep Monitor',
        type: 'text-with-image',
        productIds: ['garmin-index-sleep-monitor'],
        content:
          'Garmin Index Sleep Monitor on pehmeä nauha, joka puetaan yöksi olkavarteen. Se seuraa unen vaiheita, sykevälivaihtelua, veren happisaturaatiota ja ihon lämpötilan muutoksia, ja se voi herättää aamulla värinällä. Tiedot siirtyvät Garmin Connect -sovellukseen, ja ne voi yhdistää Garmin-kellon päivän aikana keräämiin tietoihin. Akku kestää valmistajan mukaan jopa 7 päivää.\n\n' +
          '**Paras valinta, jos** et halua nukkua kello ranteessa tai käytät jo Garminin kelloa ja haluat tarkentaa sen unitietoja.\n\n' +
          '**Vahvuudet:** mukava pitää yöllä, hiljainen herätys värinällä ja edullisempi kuin älysormukset.\n\n' +
          '**Heikkoudet:** laite on tarkoitettu vain yökäyttöön, joten päivän aktiivisuuteen tarvitset toisen laitteen. Nauha pitää muistaa pukea iltaisin.\n\n' +
          '**Hinta:** Gigantissa 169,99 €. Kahden vuoden käytössä se tekee noin 7,10 € kuukaudessa (169,99 € / 24).',
      },
      {
        title: 'Withings Sleep Analyzer',
        type: 'text-with-image',
        productIds: ['withings-sleep-analyzer'],
        content:
          'Withings Sleep Analyzer on ohut anturimatto, joka asetetaan patjan alle. Se seuraa unen vaiheita, sykettä ja kuorsausta, toimii verkkovirralla ja lähettää tulokset wifi-yhteydellä Withings-sovellukseen. Valmistajan mukaan laite on Euroopassa lääkinnällinen laite, joka voi tunnistaa uniapneaan viittaavia hengityshäiriöitä. Tulos ei silti ole diagnoosi, vaan syy keskustella lääkärin kanssa.\n\n' +
          '**Paras valinta, jos** et halua mitään päällesi yöksi etkä halua ladata laitetta.\n\n' +
          '**Vahvuudet:** ei puettavaa eikä latausta, vertailun edullisin hinta ja kuorsauksen seuranta.\n\n' +
          '**Heikkoudet:** mittaa vain omassa sängyssä, ei matkoilla eikä päivällä. Anturi seuraa yhtä nukkujaa, joten parisänkyyn tarvitaan kaksi laitetta, jos molemmat haluavat seurantaa.\n\n' +
          '**Hinta:** Verkkokauppa.comissa 129,95 €. Kahden vuoden käytössä se tekee noin 5,40 € kuukaudessa (129,95 € / 24).',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['oura-ring-4', 'samsung-galaxy-ring', 'garmin-index-sleep-monitor', 'withings-sleep-analyzer'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Puettava vai patjan alle?** Sormus ja olkavarsinauha mittaavat kehosta ja kulkevat mukana matkoilla. Patjan alle asetettava anturi ei tunnu yöllä miltään, mutta se toimii vain omassa sängyssä. Jos jo pelkkä ajatus laitteesta kehossa häiritsee unta, sänkyanturi on luonteva valinta.\n\n' +
          '**Puhelimen yhteensopivuus.** Tarkista ennen ostoa, toimiiko laite puhelimesi kanssa. Samsung Galaxy Ring ei toimi iPhonen kanssa, kun taas Oura, Garmin ja Withings tukevat sekä Androidia että iPhonea.\n\n' +
          '**Kokonaiskustannus.** Laske laitteen hintaan mukaan mahdollinen kuukausimaksu koko siltä ajalta, jonka aiot laitetta käyttää. Kahdessa vuodessa noin 6 €:n kuukausimaksusta kertyy noin 144 €.\n\n' +
          '**Koko ja istuvuus.** Sormuksen mittaus onnistuu vain, kun anturit ovat tiiviisti ihoa vasten. Valmistajat tarjoavat mittasarjoja, joilla oikean koon voi kokeilla ennen varsinaista tilausta. Olkavarsinauhassa taas kannattaa valita oman käsivarren mukainen koko.\n\n' +
          '**Akku ja arki.** Mitä harvemmin laitetta pitää ladata, sitä todennäköisemmin se on yöllä päällä. Sänkyanturia ei ladata lainkaan.\n\n' +
          '**Tietosuoja.** Unitiedot ovat henkilökohtaisia terveystietoja. Katso, missä tiedot säilytetään, jaetaanko niitä eteenpäin ja voitko poistaa ne itse.\n\n' +
          '**Mittaus ei ole diagnoosi.** Unenseurantalaite sopii omien tottumusten ja muutosten seurantaan, mutta se ei korvaa unitutkimusta. Jos kuorsaat äänekkäästi, sinulla on hengityskatkoja tai olet päivisin jatkuvasti väsynyt, hakeudu lääkäriin lukemista riippumatta.',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Kertooko laite luotettavasti syvän unen ja REM-unen määrän?**\nEi kovin tarkasti. Unen vaiheet määritellään unitutkimuksessa aivosähkökäyrästä, jota kuluttajalaitteet eivät mittaa. Unen kokonaiskesto ja rytmi arvioidaan selvästi luotettavammin.\n\n' +
          '**Tarvitsenko unenseurantalaitteen, jos minulla on jo älykello?**\nEt välttämättä. Monet kellot seuraavat unta hyvin. Erillinen laite on hyödyllinen, jos kello tuntuu yöllä epämukavalta tai sen akku ei riitä. Kelloja vertailemme [älykellovertailussa](/paras-alykello).\n\n' +
          '**Voiko laitteella todeta uniapnean?**\nEi voi. Uniapnea todetaan lääkärin vastaanotolla oireiden, tutkimuksen ja unirekisteröinnin perusteella. Laitteen havainto voi kuitenkin olla hyvä syy varata aika.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Oura Ring 4 – huomaamaton sormus, monipuolinen unen ja palautumisen seuranta ja pitkä akunkesto. Laske mukaan noin 6 €:n kuukausimaksu.\n' +
      '- **Ei kuukausimaksua:** Samsung Galaxy Ring – 449,00 € kertahintaan, mutta vain Android-puhelimille.\n' +
      '- **Kellottomaan yöhön:** Garmin Index Sleep Monitor – olkavarsinauha, joka sopii hyvin myös Garmin-kellon rinnalle.\n' +
      '- **Edullisin ja ilman puettavaa:** Withings Sleep Analyzer – patjan alle asetettava anturi, jota ei tarvitse ladata.\n\n' +
      'Unenseurantalaitteesta on eniten hyötyä, kun seuraat sillä omia pitkän aikavälin muutoksiasi etkä tuijota yksittäisen yön pisteitä. Paremman unen perusta on silti säännöllinen rytmi, päivänvalo ja viileä, pimeä makuuhuone – lue lisää [unenlaadun oppaastamme](/unenlaatu). Oura-sormuksesta kerromme tarkemmin [Oura-sormuksen arvostelussa](/tuotearvostelut/oura-sormus).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Uniapnea (obstruktiivinen uniapnea aikuisilla) (Suomalainen Lääkäriseura Duodecim)',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Fimea: lääkinnällisiä laitteita koskeva tieto (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
