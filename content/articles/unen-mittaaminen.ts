import type { ArticleBody } from '../schemas/article.ts';

/** How consumer sleep trackers estimate sleep, how accurate they are against polysomnography, orthosomnia and when to see a doctor. */
export const body = {
  id: 'unen-mittaaminen',
  updateDate: '2025-05-18',
  content: {
    introduction:
      'Unta seurataan nykyään sormuksilla, älykelloilla, olkavarteen puettavilla nauhoilla ja patjan alle asetettavilla antureilla. Aamulla sovellus kertoo, kauanko nukuit, paljonko yöstä oli syvää unta tai REM-unta ja millainen leposykkeesi oli. Luvut ovat kuitenkin laitteen arvioita eivätkä mittauksia samassa mielessä kuin unitutkimus.\n\n' +
      'Tässä artikkelissa kerromme, miten kuluttajalaitteet päättelevät unen liikkeestä, sykkeestä ja sykevälivaihtelusta, kuinka tarkkoja ne ovat verrattuna unitutkimuksessa käytettävään unipolygrafiaan, milloin mittaaminen alkaa itse haitata unta ja milloin oireet kannattaa viedä lääkärin arvioitaviksi.',
    sections: [
      {
        title: 'Miten laite tietää, että nukut?',
        type: 'text',
        content:
          'Kuluttajalaitteet eivät mittaa aivojen toimintaa. Ne päättelevät unen kehon muista signaaleista ja vertaavat niitä malliin, joka on opetettu unilaboratoriossa kerätyllä aineistolla.\n\n' +
          '- **Liike.** Kiihtyvyysanturi rekisteröi, kuinka paljon liikut. Pitkä liikkumaton jakso tulkitaan uneksi ja levoton jakso valveeksi. Tutkimuksissa menetelmää kutsutaan aktigrafiaksi.\n' +
          '- **Syke.** Optinen anturi mittaa sykettä ihon läpi valon avulla. Syke laskee unen aikana, ja sen vaihtelu auttaa erottamaan unen vaiheita toisistaan.\n' +
          '- **Sykevälivaihtelu.** Peräkkäisten sydämenlyöntien väli vaihtelee hieman koko ajan. Vaihtelu heijastaa autonomisen hermoston tilaa, ja laitteet käyttävät sitä sekä unen vaiheiden arvioinnissa että palautumisen mittarina.\n' +
          '- **Muut signaalit.** Moni laite seuraa lisäksi hengitystaajuutta, ihon lämpötilan muutoksia ja veren happisaturaatiota.\n\n' +
          'Patjan alle asetettava anturi toimii toisin: se tunnistaa patjan läpi välittyvät pienet liikkeet ja painevaihtelut, joista laite erottaa hengityksen, sydämen lyönnit ja kääntyilyn. Päälle ei tarvitse pukea mitään.',
      },
      {
        title: 'Sormus, kello, nauha vai sänkyanturi',
        type: 'bullets',
        content: [
          '**Sormus** on kevyt ja huomaamaton, joten sitä on helppo pitää yöllä. Siinä ei ole näyttöä, vaan tulokset luetaan puhelimen sovelluksesta. Esimerkiksi suomalainen Oura-sormus maksaa noin 320–400 €, ja sovelluksen useimmat analyysit vaativat lisäksi jäsenyyden, joka maksaa noin 6 € kuukaudessa. Lue lisää [Oura-sormuksen arvostelusta](/tuotearvostelut/oura-sormus).',
          '**Älykello tai aktiivisuusranneke** seuraa unen lisäksi päivän liikkumista. Jos sinulla on jo kello, unen seuranta sisältyy siihen usein ilman lisähintaa, mutta iso kello voi tuntua yöllä epämukavalta ja akku vaatii latausta.',
          '**Olkavarsinauha** pidetään vain yöllä. Pehmeä nauha ei paina ranteessa, ja päivällä kädet ovat vapaat.',
          '**Sänkyanturi** asetetaan patjan alle. Sitä ei tarvitse ladata eikä pukea, mutta se mittaa vain sängyssä.',
        ],
      },
      {
        title: 'Kuinka tarkkoja mittaukset ovat?',
        type: 'text',
        content:
          'Unen mittaamisen vertailukohta on unipolygrafia eli polysomnografia. Siinä rekisteröidään yön ajan aivosähkökäyrää, silmien liikkeitä, lihasjännitystä, hengitystä, sykettä ja veren happisaturaatiota. Unen vaiheet – kevyt uni, syvä uni ja REM-uni – määritellään nimenomaan aivosähkötoiminnan perusteella. Koska sormus tai kello ei mittaa aivosähkötoimintaa, se voi päätellä vaiheet vain epäsuorasti.\n\n' +
          'Kun kuluttajalaitteita on verrattu unipolygrafiaan, yleiskuva on ollut suunnilleen tämä:\n\n' +
          '- **Unen kokonaiskesto** sekä nukahtamis- ja heräämisaika arvioidaan useimmilla laitteilla melko hyvin.\n' +
          '- **Yölliset valvejaksot** jäävät helposti huomaamatta. Jos makaat hiljaa hereillä, laite voi kirjata ajan uneksi.\n' +
          '- **Unen vaiheissa** virhe on suurin. Yksittäisen yön syvän unen tai REM-unen määrä voi poiketa unipolygrafian tuloksesta selvästi.\n\n' +
          'Laitteiden algoritmit ja pisteytykset ovat valmistajakohtaisia, joten eri merkkien lukuja ei voi verrata suoraan keskenään. Luotettavinta on seurata omia lukemia saman laitteen kanssa viikkojen ajan ja katsoa suuntaa eikä yksittäistä yötä.',
      },
      {
        title: 'Mitä lukemat kertovat – ja mitä eivät',
        type: 'text',
        content:
          'Hyödyllisintä tietoa ovat usein säännöllisyys ja omat muutokset. Laite näyttää, kuinka vaihtelevasti menet nukkumaan, kuinka pitkiä öitä todella nukut ja miten esimerkiksi myöhäinen ateria, alkoholi, iltatreeni tai alkava flunssa näkyvät leposykkeessä ja sykevälivaihtelussa. Jos leposyke on useana yönä tavallista korkeampi ja sykevälivaihtelu tavallista pienempi, elimistö on todennäköisesti jollakin tavalla kuormittunut.\n\n' +
          'Sykevälivaihtelu on hyvin yksilöllinen, joten omien lukujen vertaaminen muiden lukuihin ei kerro paljon. Myös sormesta tai ranteesta mitattu happisaturaatio on arvio, johon esimerkiksi asento ja liike vaikuttavat.\n\n' +
          'Laite ei diagnosoi unihäiriöitä. Hyvät lukemat eivät sulje pois uniapneaa tai muuta sairautta, eivätkä huonot lukemat yksinään tarkoita, että jokin olisi vialla. Unta parantavat ennen kaikkea säännöllinen rytmi, päivänvalo ja viileä makuuhuone (18–20 °C). Lisää vinkkejä saat [unenlaatua käsittelevästä oppaastamme](/unenlaatu).',
      },
      {
        title: 'Ortosomnia: kun mittaaminen alkaa valvottaa',
        type: 'text',
        content:
          'Unitutkijat ovat antaneet nimen ortosomnia ilmiölle, jossa pyrkimys täydellisiin unilukemiin alkaa itse heikentää unta. Ihminen huolestuu unipisteistään, viettää sängyssä yhä pidempään saadakseen lisää unta tai luottaa laitteeseen enemmän kuin omaan oloonsa. Sängyssä vietetyn ajan pidentäminen voi kuitenkin tehdä unesta entistä katkonaisempaa, ja huoli itsessään vaikeuttaa nukahtamista.\n\n' +
          'Jos huomaat, että lukemat alkavat ahdistaa:\n\n' +
          '- älä katso tuloksia yöllä, vaan vasta aamulla tai päivällä\n' +
          '- seuraa viikon keskiarvoja yksittäisten öiden sijaan\n' +
          '- mieti ensin, miten itse koit nukkuneesi, ja katso vasta sitten laitteen arvio\n' +
          '- pidä tarvittaessa taukoa mittaamisesta viikon tai pari.',
      },
      {
        title: 'Milloin kannattaa hakeutua lääkäriin',
        type: 'text',
        content:
          'Laite voi antaa sysäyksen hakeutua tutkimuksiin, mutta ratkaisevia ovat oireet. Uniapnean Käypä hoito -suosituksessa tyypillisiksi yöaikaisiksi oireiksi mainitaan kuorsaus, unenaikaiset hengityskatkot, herääminen tukehtumisen tunteeseen, lisääntynyt yöllinen virtsaneritys, suun kuivuminen ja huonolaatuinen uni. Päivällä uniapnea voi näkyä väsymyksenä, keskittymisvaikeuksina ja mielialan muutoksina.\n\n' +
          'Hakeudu lääkäriin esimerkiksi silloin, kun:\n\n' +
          '- joku on huomannut sinulla hengityskatkoja tai kuorsaat äänekkäästi ja olet päivisin väsynyt\n' +
          '- nukahtelet kesken päivän, esimerkiksi ratissa tai kokouksissa\n' +
          '- univaikeudet toistuvat useana yönä viikossa ja haittaavat arkeasi – yli kolme kuukautta jatkunutta unettomuutta kutsutaan pitkäkestoiseksi\n' +
          '- laitteesi näyttää toistuvasti poikkeavia happisaturaatio- tai hengityslukemia ja sinulla on lisäksi oireita.\n\n' +
          'Uniapnean selvittämiseen käytetään tavallisesti yöpolygrafiaa, jossa rekisteröidään yön ajan muun muassa hengitysvirtausta, hengitysliikkeitä ja veren happisaturaatiota. Tutkimuksen voi usein tehdä kotona. Laitteen lukemat voi ottaa vastaanotolle mukaan, mutta tärkeintä on kertoa oireista.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Sormukset, kellot ja sänkyanturit arvioivat unta liikkeen, sykkeen ja sykevälivaihtelun perusteella. Unen kesto ja rytmi näkyvät niissä kohtuullisen luotettavasti, unen vaiheet selvästi epätarkemmin. Laitteesta on eniten hyötyä, kun seuraat sillä omia pitkän aikavälin muutoksiasi ja pidät lukemia apuna etkä tuomarina.\n\n' +
      'Jos harkitset laitteen hankintaa, vertailimme sormuksia, olkavarsinauhaa ja sänkyanturia [unenseurantalaitteiden vertailussa](/paras-unenseurantalaitteet). Jos sinulla on uniapneaan viittaavia oireita, mikään kuluttajalaite ei korvaa lääkärin arviota.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Uniapnea (obstruktiivinen uniapnea aikuisilla) (Suomalainen Lääkäriseura Duodecim)',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: uniapneaa ja unen tutkimista käsittelevät artikkelit (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
