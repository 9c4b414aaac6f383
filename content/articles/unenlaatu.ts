import type { ArticleBody } from '../schemas/article.ts';

/** Unenlaadun parantaminen: rytmi, valo, makuuhuone 18–20 °C, apuvälineet, kofeiini ja alkoholi sekä lääkäriin hakeutuminen. */
export const body = {
  id: 'unenlaatu',
  updateDate: '2025-08-25', // = meta.updateDate of the article-list entry
  content: {
    introduction:
      'Hyvä uni ei synny yhdestä tempusta vaan monesta pienestä asiasta: säännöllisestä rytmistä, päivän valosta, viileästä ja pimeästä makuuhuoneesta sekä illasta, jonka aikana elimistö ehtii rauhoittua. Moni näistä on helppo korjata itse, ja pienilläkin muutoksilla voi olla merkitystä.\n\n' +
      'Tässä oppaassa käymme läpi unenlaadun perusasiat Käypä hoito -suosituksen ja terveysviranomaisten ohjeiden pohjalta. Kerromme myös, milloin unimaskista, korvatulpista, tyynystä tai painopeitosta voi olla apua – ja milloin univaikeudet kannattaa viedä lääkärin arvioitaviksi.',
    sections: [
      {
        title: 'Säännöllinen rytmi ja päivänvalo',
        type: 'text',
        content:
          'Elimistön sisäinen kello toimii parhaiten, kun heräät joka päivä suunnilleen samaan aikaan, myös viikonloppuisin. Säännöllinen heräämisaika on usein tehokkaampi keino kuin aikainen nukkumaanmeno, sillä illalla nukahtaa helpommin, kun valveillaoloa on takana riittävästi. Useimmille aikuisille riittää 7–9 tunnin uni, mutta unen tarve on yksilöllinen.\n\n' +
          'Aamun valo tahdistaa vuorokausirytmiä. Ulkoilu aamupäivällä auttaa, ja pimeänä vuodenaikana osa käyttää kirkasvalolamppua: tavallisesti 2 500–10 000 luksia, aamulla klo 6–10, 20–30 min kerrallaan ja 30–50 cm etäisyydeltä. Lisää aiheesta kerromme [kirkasvaloja](/kirkasvalot) käsittelevässä artikkelissa.\n\n' +
          'Päiväunet kannattaa pitää lyhyinä ja ajoittaa alkuiltapäivään. Pitkät tai myöhäiset päiväunet voivat vaikeuttaa nukahtamista illalla.',
      },
      {
        title: 'Iltavalo ja ruudut',
        type: 'text',
        content:
          'Illalla tilanne on päinvastainen: kirkas valo ja virkistävä tekeminen pitävät vireystilan korkealla. Himmennä valaistusta noin tunti ennen nukkumaanmenoa ja suosi lämpimän sävyisiä lamppuja.\n\n' +
          'Älypuhelin, tabletti ja televisio vaikuttavat uneen kahdella tavalla. Näytön valo voi myöhentää melatoniinin erityksen alkua, mutta usein vielä enemmän vaikuttaa se, mitä ruudulla tapahtuu: työviestit, uutiset, pelit ja loputon selaaminen pitävät mielen vireänä ja venyttävät nukkumaanmenoa. Yötila vähentää näytön sinistä valoa, mutta se ei poista sisällön virkistävää vaikutusta.\n\n' +
          'Hyvä käytäntö on jättää puhelin makuuhuoneen ulkopuolelle tai ainakin pois sängyn ulottuvilta ja käyttää viimeinen tunti rauhalliseen tekemiseen, kuten lukemiseen, venyttelyyn tai rentoutumisharjoitukseen. Vinkkejä löydät [rentoutumista](/rentoutuminen) käsittelevästä artikkelistamme.',
      },
      {
        title: 'Makuuhuone: viileä, pimeä ja hiljainen',
        type: 'bullets',
        content: [
          '**Lämpötila 18–20 °C.** Viileässä huoneessa elimistön lämpötila laskee luontevasti, mikä helpottaa nukahtamista. Liian lämmin huone tai liian paksu peitto voi lisätä yöllisiä heräämisiä.',
          '**Pimeys.** Pimennysverhot tai pimentävät rullaverhot auttavat etenkin kesällä, kun yöt ovat valoisia. Jos huonetta ei saa pimeäksi, unimaski on edullinen ratkaisu.',
          '**Hiljaisuus.** Liikenteen melu, naapurit tai kuorsaava puoliso katkovat unta, vaikka heräämisiä ei aamulla muistaisi. Korvatulpat vaimentavat ääniä, ja osalle tasainen taustaääni, kuten tuulettimen hurina, peittää yksittäisiä häiriöääniä.',
          '**Raikas ilma.** Tuuleta makuuhuone ennen nukkumaanmenoa.',
          '**Sänky on nukkumista varten.** Kun sängyssä ei tehdä töitä eikä selata puhelinta, aivot oppivat yhdistämään sängyn uneen.',
          '**Kello pois näkyvistä.** Kellon vilkuilu yöllä lisää helposti huolta unen riittävyydestä ja vaikeuttaa uudelleen nukahtamista.',
        ],
      },
      {
        title: 'Unen apuvälineet: unimaski, korvatulpat, tyyny ja painopeitto',
        type: 'text',
        content:
          'Apuvälineet eivät korvaa säännöllistä rytmiä, mutta niillä voi korjata nukkumisympäristön yksittäisiä ongelmia edullisesti.\n\n' +
          '**Unimaski** pimentää silloin, kun huonetta ei saa pimeäksi, esimerkiksi kesäöinä, vuorotyön jälkeen päivällä nukkuessa tai matkoilla. Hyvä maski ei paina silmiä ja istuu niin, ettei valoa pääse reunoilta. Malleja vertailemme [unimaskien vertailussa](/paras-unimaski).\n\n' +
          '**Korvatulpat** vaimentavat melua. Vaahtomuovitulpat ovat edullisia ja vaimentavat tehokkaasti, silikoni- ja vahatulpat muotoillaan korvakäytävän suulle, ja uudelleenkäytettävät mallit kestävät pesua. Varmista, että kuulet herätyksen ja palovaroittimen. Vaihtoehdot löydät [korvatulppien vertailusta](/paras-korvatulppa).\n\n' +
          '**Tyyny** tukee niskaa. Kyljellään nukkuva tarvitsee yleensä korkeamman tyynyn kuin selällään nukkuva, jotta pää ja niska pysyvät suorassa linjassa, ja vatsallaan nukkuvalle sopii matala tyyny. Eri malleja vertailemme [tyynyvertailussa](/paras-tyyny).\n\n' +
          '**Painopeitto** on tavallista painavampi peitto, jonka tasainen paino tuntuu monesta rauhoittavalta. Valmistajat suosittelevat usein peittoa, joka painaa noin kymmenesosan omasta painosta. Painopeitto voi tuntua lämpimältä, joten huoneen kannattaa olla viileä. Pienille lapsille painopeittoa ei pidä käyttää ilman terveydenhuollon ammattilaisen ohjetta. Lue lisää [painopeittojen vertailusta](/paras-painopeitto).',
      },
      {
        title: 'Kofeiini, alkoholi ja illan tavat',
        type: 'bullets',
        content: [
          '**Kofeiini** vaikuttaa useita tunteja. Juo viimeiset kahvit, teet, kolajuomat ja energiajuomat viimeistään noin kuusi tuntia ennen nukkumaanmenoa. Herkimmillä jo iltapäiväkahvi voi näkyä unessa.',
          '**Alkoholi** voi nopeuttaa nukahtamista, mutta se heikentää unen laatua: uni katkeilee erityisesti yön jälkipuoliskolla, eikä aamulla tunne itseään levänneeksi.',
          '**Nikotiini** on piriste, joten sen käyttö illalla voi vaikeuttaa nukahtamista.',
          '**Raskas ateria** juuri ennen nukkumaanmenoa voi haitata unta. Kevyt iltapala sopii, jos nälkä valvottaa.',
          '**Liikunta** tukee hyvää unta, kun sitä on säännöllisesti. Hyvin raskas treeni myöhään illalla voi kuitenkin osalla viivästyttää nukahtamista.',
          '**Jos uni ei tule**, nouse noin 20 minuutin jälkeen sängystä hämärään huoneeseen tekemään jotain rauhallista ja palaa sänkyyn, kun olet uninen. Näin sänky ei ala liittyä valvomiseen.',
        ],
      },
      {
        title: 'Milloin kannattaa hakeutua lääkäriin',
        type: 'text',
        content:
          'Satunnaiset huonot yöt kuuluvat elämään, eikä niistä tarvitse huolestua. Käypä hoito -suosituksessa yli kolme kuukautta jatkunutta unettomuutta kutsutaan pitkäkestoiseksi. Sen ensisijainen hoito on lääkkeetön, ja keskeinen hoitomuoto on unettomuuden kognitiivinen käyttäytymisterapia.\n\n' +
          'Hakeudu lääkäriin esimerkiksi silloin, kun:\n' +
          '- univaikeudet toistuvat useana yönä viikossa yli kolmen kuukauden ajan tai haittaavat selvästi päivääsi\n' +
          '- kuorsaat äänekkäästi, hengityksessäsi on katkoja tai heräät tukehtumisen tunteeseen – taustalla voi olla uniapnea\n' +
          '- olet päivisin niin väsynyt, että nukahtelet esimerkiksi ratissa tai kokouksissa\n' +
          '- jalkojasi kolottaa tai ne liikahtelevat iltaisin ja öisin\n' +
          '- univaikeuksiin liittyy mielialan laskua, ahdistusta tai jatkuvaa huolta\n' +
          '- olet käyttänyt unilääkkeitä tai muita univalmisteita pitkään ja haluat arvion niiden tarpeesta',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Unenlaatua parantavat ennen kaikkea säännöllinen rytmi, päivän valo ja rauhallinen ilta. Makuuhuoneen kannattaa olla viileä (18–20 °C), pimeä ja hiljainen. Kofeiinin ja alkoholin ajoitus sekä ruutujen rajoittaminen illalla ovat pieniä muutoksia, joilla voi olla suuri merkitys.\n\n' +
      'Unimaski, korvatulpat, sopiva tyyny ja painopeitto ovat käteviä apuvälineitä, kun unta häiritsee valo, melu, niskan asento tai levottomuus. Jos haluat seurata rytmisi muutoksia, lue myös [unen mittaamisesta](/unen-mittaaminen). Jos univaikeudet pitkittyvät, ota yhteys terveydenhuoltoon.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Unettomuus (terveyskirjasto.fi)',
      'THL: unta ja vuorokausirytmiä koskeva tieto (thl.fi)',
    ],
  },
} satisfies ArticleBody;
