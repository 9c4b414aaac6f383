import type { ArticleBody } from '../schemas/article.ts';

/** Good sleep through the day: morning, daytime, evening and night habits, weekends and seasons, changing habits, when to see a doctor. */
export const body = {
  id: 'laadukas-uni',
  updateDate: '2025-03-15', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Laadukas uni rakentuu koko päivän aikana, ei vasta silloin, kun sammutat valot. Mihin aikaan heräät, saatko päivänvaloa, liikutko ja mitä juot iltapäivällä – kaikki tämä näkyy yön unessa. Siksi tässä artikkelissa käymme unen tavat läpi vuorokauden järjestyksessä aamusta yöhön.\n\n' +
      'Jos haluat perusteellisemman oppaan makuuhuoneesta, unen apuvälineistä ja univaikeuksien syistä, lue myös oppaamme [unenlaadun parantamisesta](/unenlaatu). Tämä artikkeli keskittyy arjen pieniin valintoihin ja siihen, miten uudet tavat saa pysymään.\n\n' +
      'Mistä sitten tunnistaa hyvän unen? Unen tarve on yksilöllinen, ja useimmille aikuisille riittää 7–9 tuntia. Tuntimäärää tärkeämpää on kuitenkin, miltä päivä tuntuu. Uni on todennäköisesti riittävää, kun heräät kohtuullisen virkeänä, jaksat päivän ilman jatkuvaa torkahtelua eikä sinun tarvitse joka viikonloppu nukkua univelkoja pois. Lyhyet heräämiset yön aikana ovat normaaleja, eikä niitä yleensä muista aamulla.',
    sections: [
      {
        title: 'Aamu: sama heräämisaika ja valoa silmiin',
        type: 'bullets',
        content: [
          '**Herää suunnilleen samaan aikaan joka päivä.** Säännöllinen heräämisaika on vuorokausirytmin tärkein ankkuri, ja sen ansiosta uni tulee illalla helpommin suunnilleen samaan aikaan.',
          '**Hae valoa heti aamulla.** Avaa verhot, syö aamiainen ikkunan ääressä tai kävele osa työmatkasta. Aamun valo tahdistaa sisäistä kelloa.',
          '**Älä jää torkuttamaan.** Torkuttaessa uni jää katkonaiseksi eikä juuri lepuuta. Aseta herätys mieluummin siihen aikaan, jolloin oikeasti nouset.',
        ],
      },
      {
        title: 'Päivä: liike, kofeiini ja päiväunet',
        type: 'bullets',
        content: [
          '**Liiku päivittäin.** Säännöllinen liikunta tukee hyvää unta. Ulkona liikkuessa saat samalla päivänvaloa. Hyvin raskas treeni myöhään illalla voi osalla viivästyttää nukahtamista, joten kovimmat harjoitukset kannattaa ajoittaa aiemmaksi, jos huomaat tämän itsessäsi.',
          '**Ajoita kofeiini aamupäivään.** Kofeiinin vaikutus kestää useita tunteja. Juo viimeiset kahvit, teet, kolajuomat ja energiajuomat viimeistään noin kuusi tuntia ennen nukkumaanmenoa.',
          '**Pidä päiväunet lyhyinä.** Jos nukut päivällä, tee se alkuiltapäivästä ja lyhyesti, esimerkiksi 20 minuuttia. Pitkät tai myöhäiset päiväunet vievät illan unelta pohjaa.',
          '**Syö säännöllisesti.** Säännölliset ateriat tukevat päivän rytmiä, ja riittävä päivällinen ehkäisee sen, että nälkä valvottaa illalla.',
        ],
      },
      {
        title: 'Ilta: hidasta vauhtia',
        type: 'text',
        content:
          'Illan tehtävä on laskea vireystilaa vähitellen. Keho ei siirry työtilasta uneen hetkessä, joten varaa noin tunti rauhoittumiseen ennen nukkumaanmenoa.\n\n' +
          '- Himmennä valot ja jätä näytöt ja työviestit vähemmälle viimeisen tunnin ajaksi.\n' +
          '- Syö viimeinen raskas ateria viimeistään muutamaa tuntia ennen nukkumaanmenoa. Kevyt iltapala sopii, jos nälkä uhkaa viedä unet.\n' +
          '- Alkoholi voi nopeuttaa nukahtamista, mutta se heikentää unen laatua: uni katkeilee etenkin yön jälkipuoliskolla, eikä aamulla tunne itseään levänneeksi.\n' +
          '- Toista samaa iltarutiinia, esimerkiksi iltapala, hampaiden pesu, lukemista ja valot pois. Tuttu järjestys viestii keholle, että päivä on päättymässä.\n\n' +
          'Jos ajatukset käyvät kierroksilla, kokeile hengitysharjoitusta tai kehon läpikäyntiä. Ohjeet löydät artikkelistamme [rentoutumisesta](/rentoutuminen).',
      },
      {
        title: 'Yö: viileä makuuhuone ja rauhallinen suhtautuminen valvomiseen',
        type: 'text',
        content:
          'Makuuhuoneen lämpötilaksi sopii 18–20 °C. Lisäksi huoneen kannattaa olla pimeä ja hiljainen, ja sängyn kannattaa olla nukkumista varten eikä töitä tai selaamista varten. Makuuhuoneen järjestelyistä ja apuvälineistä, kuten unimaskeista ja korvatulpista, kerromme tarkemmin [unenlaatuoppaassa](/unenlaatu).\n\n' +
          'Jos heräät yöllä, älä katso kelloa äläkä ota puhelinta käteen. Jos uni ei palaa noin 20 minuutissa, nouse hetkeksi hämärään huoneeseen tekemään jotain rauhallista ja palaa sänkyyn, kun alkaa nukuttaa. Valvomisen pelko pitää mielen valppaana, joten yritä suhtautua satunnaisiin huonoihin öihin rauhallisesti: yksittäinen huono yö ei vielä kerro mitään unesi tasosta.',
      },
      {
        title: 'Viikonloput ja vuodenajat',
        type: 'text',
        content:
          'Viikonloppuna on houkuttelevaa valvoa myöhään ja nukkua pitkään. Jos heräämisaika siirtyy useita tunteja, sunnuntai-iltana on vaikea nukahtaa ja maanantaiaamu tuntuu raskaalta. Pidä heräämisaika viikonloppuisinkin lähellä arkiaamuja, esimerkiksi noin tunnin sisällä.\n\n' +
          'Suomessa vuodenajat haastavat rytmiä tavallista enemmän. Kesällä valoisat yöt voivat siirtää nukkumaanmenoa myöhemmäksi, joten pimennysverhot ovat silloin hyvä apu. Talvella pimeät aamut vaikeuttavat heräämistä, ja silloin päivän ulkoilu on erityisen tärkeää. Osa käyttää pimeään aikaan [kirkasvalolamppua](/kirkasvalot).',
      },
      {
        title: 'Näin uudet tavat jäävät pysyviksi',
        type: 'bullets',
        content: [
          '**Muuta yksi asia kerrallaan.** Valitse ensin esimerkiksi säännöllinen heräämisaika ja pidä siitä kiinni pari viikkoa ennen seuraavaa muutosta.',
          '**Pidä unipäiväkirjaa.** Kirjaa parin viikon ajan nukkumaanmeno, heräämisaika, kofeiini, liikunta ja aamun vireys. Päiväkirjasta näet, mikä vaikuttaa juuri sinun uneesi, ja siitä on hyötyä myös, jos keskustelet univaikeuksista lääkärin kanssa.',
          '**Ole kärsivällinen.** Rytmin muuttuminen vie yleensä viikkoja. Yksittäinen poikkeus ei kaada kokonaisuutta.',
          '**Suhtaudu varauksella nopeisiin ratkaisuihin.** Esimerkiksi melatoniini ei korjaa epäsäännöllistä rytmiä tai huonoja iltatapoja. Lue lisää artikkelistamme [melatoniinista](/melatoniini).',
        ],
      },
      {
        title: 'Milloin kannattaa hakeutua lääkäriin',
        type: 'text',
        content:
          'Käypä hoito -suosituksessa yli kolme kuukautta jatkunutta unettomuutta kutsutaan pitkäkestoiseksi, ja sen ensisijainen hoito on lääkkeetön. Hakeudu lääkäriin, jos univaikeudet toistuvat useana yönä viikossa yli kolmen kuukauden ajan tai haittaavat selvästi päivääsi, jos kuorsaat äänekkäästi ja hengityksessäsi on katkoja tai jos nukahtelet päivällä esimerkiksi ratissa. Tarkemman listan tilanteista, joissa lääkärin arvio on tarpeen, löydät [unenlaatuoppaastamme](/unenlaatu).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Laadukas uni syntyy arjen tavoista: samasta heräämisajasta, aamun valosta, päivän liikunnasta, kofeiinin ajoittamisesta aamupäivään ja rauhallisesta illasta. Makuuhuone kannattaa pitää viileänä (18–20 °C), pimeänä ja hiljaisena, ja yöllisiin heräämisiin on hyvä suhtautua rauhallisesti. Muuta yksi tapa kerrallaan ja anna muutokselle muutama viikko aikaa.\n\n' +
      'Jos univaikeudet jatkuvat tapojen muuttamisesta huolimatta, ota yhteys terveydenhuoltoon. Syvemmin unen perusasioita käsittelee oppaamme [unenlaadun parantamisesta](/unenlaatu).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Unettomuus (terveyskirjasto.fi)',
      'THL: unta ja vuorokausirytmiä koskeva tieto (thl.fi)',
    ],
  },
} satisfies ArticleBody;
