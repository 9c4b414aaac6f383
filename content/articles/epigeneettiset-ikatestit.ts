import type { ArticleBody } from '../schemas/article.ts';

/** Epigenetic age tests: what DNA-methylation clocks measure, what consumer tests give, their reliability, usefulness and privacy. */
export const body = {
  id: 'epigeneettiset-ikatestit',
  updateDate: '2025-03-08',
  content: {
    introduction:
      'Epigeneettiset ikätestit lupaavat kertoa, kuinka vanha kehosi on biologisesti verrattuna kalenteri-ikääsi. Testi tehdään kotona otettavasta sylki- tai verinäytteestä, ja tulokseksi saat esimerkiksi "biologisen iän" tai arvion siitä, kuinka nopeasti vanhenet.\n\n' +
      'Testien taustalla on vakavasti otettava tutkimusala, mutta yksittäisen ihmisen tuloksen tulkinta on paljon epävarmempaa kuin mainokset antavat ymmärtää. Tässä artikkelissa kerromme, mitä testit mittaavat, mitä niiden tuloksesta voi päätellä ja mitä kannattaa miettiä ennen kuin lähetät DNA-näytteesi laboratorioon.',
    sections: [
      {
        title: 'Mitä epigeneettinen kello mittaa?',
        type: 'text',
        content:
          'Epigenetiikalla tarkoitetaan muutoksia, jotka säätelevät geenien toimintaa muuttamatta itse DNA-jaksoa. Yksi tärkeimmistä on DNA:n metylaatio: DNA:n tiettyihin kohtiin kiinnittyy pieniä metyyliryhmiä, jotka vaikuttavat siihen, mitkä geenit ovat solussa käytössä.\n\n' +
          'Tutkijat ovat havainneet, että metylaatio muuttuu iän myötä tietyissä kohdissa hyvin säännönmukaisesti. Epigeneettinen kello on tilastollinen malli, joka laskee satojen tällaisten kohtien metylaatiotasosta arvion iästä. Ensimmäiset kellot opetettiin ennustamaan kalenteri-ikää. Uudemmat kellot on opetettu ennustamaan terveyteen ja kuolleisuuteen liittyviä mittareita, ja osa pyrkii arvioimaan, kuinka nopeasti vanheneminen parhaillaan etenee.\n\n' +
          'Kun kellon antama ikä on kalenteri-ikää suurempi, puhutaan kiihtyneestä epigeneettisestä vanhenemisesta. Suurissa tutkimusaineistoissa se on ollut yhteydessä esimerkiksi tupakointiin, ylipainoon ja suurempaan sairastumisen riskiin.',
      },
      {
        title: 'Miten kuluttajatesti tehdään',
        type: 'text',
        content:
          'Testi tilataan yleensä verkosta. Näyte otetaan kotona: tavallisesti sylkinäyte putkeen, poskisolunäyte tikulla tai muutama veritippa sormenpäästä kortille. Näyte postitetaan laboratorioon, jossa siitä eristetään DNA ja analysoidaan valittujen kohtien metylaatio. Tulos tulee muutaman viikon kuluttua verkkopalveluun.\n\n' +
          'Raportissa on yleensä biologinen ikä, sen ero kalenteri-ikään ja joskus arvio vanhenemisen tahdista. Osa palveluista antaa lisäksi yleisiä elintapasuosituksia. Jos haluat seurata muutosta, tarvitset useita testejä, ja jokainen niistä maksaa erikseen.',
      },
      {
        title: 'Kuinka luotettava tulos on?',
        type: 'text',
        content:
          'Epigeneettiset kellot toimivat hyvin tutkimusvälineinä, kun verrataan suuria ihmisjoukkoja. Yksittäisen ihmisen kohdalla epävarmuutta on monesta syystä:\n\n' +
          '- **Kellot eivät ole yhteismitallisia.** Eri malli voi antaa samasta näytteestä selvästi eri iän, eikä kuluttaja yleensä tiedä, millä mallilla tulos on laskettu.\n' +
          '- **Näytetyyppi vaikuttaa.** Sylki, poskisolut ja veri sisältävät eri soluja, ja metylaatio vaihtelee solutyypeittäin. Eri näytteistä saadut tulokset eivät ole suoraan vertailukelpoisia.\n' +
          '- **Mittauksessa on vaihtelua.** Jos sama näyte analysoidaan kahdesti, tulos ei välttämättä ole täsmälleen sama. Pieni muutos kahden testin välillä voi siksi olla pelkkää mittausvaihtelua.\n' +
          '- **Tilapäiset tekijät.** Esimerkiksi tulehdus tai infektio voi muuttaa veren solukoostumusta ja sitä kautta tulosta.\n' +
          '- **Viitearvot puuttuvat.** Testeille ei ole yhteisiä standardeja eikä sovittuja viitearvoja, eikä niitä käytetä terveydenhuollossa sairauksien toteamiseen tai hoitopäätöksiin.',
      },
      {
        title: 'Mitä tuloksella voi tehdä?',
        type: 'text',
        content:
          'Vaikka testi kertoisi, että olet biologisesti ikäistäsi vanhempi, se ei kerro, mistä ero johtuu tai mitä sinun pitäisi tehdä. Suositukset ovat käytännössä samat kuin ilman testiäkin: tupakoimattomuus, säännöllinen liikunta, riittävä uni, monipuolinen ruokavalio, kohtuus alkoholin kanssa ja painonhallinta.\n\n' +
          'Ei myöskään tiedetä, tarkoittaako kellon lukeman pieneneminen sitä, että terveys todella paranee. Tutkimuksia, joissa elintapamuutoksen on havaittu "nuorentavan" epigeneettistä ikää, on vähän, ja ne ovat olleet pieniä ja lyhyitä.\n\n' +
          'Tavalliset terveysmittarit kertovat sinusta usein enemmän, ja niihin on olemassa hoitokeinot: verenpaine, kolesteroli, verensokeri, vyötärönympärys ja kunto. Jos haluat selvittää terveydentilaasi, terveystarkastus tai laboratoriotestit ovat yleensä parempi ensimmäinen askel. Naisille suunnattuja testipaketteja käymme läpi [laboratoriotestien oppaassa](/paras-laboratoritesti-naisille).',
      },
      {
        title: 'Tietosuoja: mitä näytteellesi tapahtuu?',
        type: 'bullets',
        content: [
          '**Näyte sisältää perimäsi.** Metylaatioanalyysi ei ole geenitesti, mutta laboratorioon lähetetystä näytteestä eristetään koko DNA. Selvitä, säilytetäänkö näyte analyysin jälkeen ja kuinka kauan.',
          '**Missä tiedot käsitellään?** EU:n tietosuoja-asetus suojaa terveys- ja geneettisiä tietoja erityisen tiukasti. Jos laboratorio tai palvelin on EU:n ulkopuolella, suoja voi olla heikompi.',
          '**Käytetäänkö tietoja muuhun?** Lue, käytetäänkö näytettä tai tuloksia tutkimukseen, tuotekehitykseen tai jaetaanko niitä yhteistyökumppaneille, ja tarvitaanko siihen erillinen suostumuksesi.',
          '**Voitko poistaa tiedot?** Hyvä palvelu kertoo selvästi, miten tilin, tulokset ja näytteen saa hävitettyä.',
          '**Suojaa tilisi.** Käytä vahvaa salasanaa ja kaksivaiheista tunnistautumista, jos palvelu tarjoaa sitä.',
        ],
      },
      {
        title: 'Kenelle testi sopii?',
        type: 'text',
        content:
          'Epigeneettinen ikätesti sopii lähinnä sinulle, jota aihe kiinnostaa ja joka suhtautuu tulokseen kiinnostavana kokeiluna eikä terveystietona. Tulosta ei kannata käyttää terveyspäätösten pohjana, eikä se korvaa terveystarkastusta. Jos sinulla on oireita tai huolta omasta terveydestäsi, käänny lääkärin puoleen.\n\n' +
          'Muita terveysteknologian aiheita käsittelemme [terveysteknologian osiossa](/terveysteknologia).',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Epigeneettiset ikätestit arvioivat biologista ikää DNA:n metylaation perusteella. Menetelmä on tutkimuksessa arvokas, mutta yksittäisen ihmisen tulos vaihtelee mallin, näytteen ja laboratorion mukaan, eikä testeille ole sovittuja viitearvoja. Tulos ei kerro, mitä sinun pitäisi tehdä toisin, eikä kellon muutoksen merkitystä terveydelle tunneta.\n\n' +
      'Jos tilaat testin, pidä sitä kokeiluna ja lue tietosuojaehdot huolella. Terveydestä saat yleensä enemmän irti verenpaineen, veriarvojen ja kunnon seurannasta.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'NIH National Human Genome Research Institute: epigenomiikkaa ja DNA:n metylaatiota käsittelevä tietoaineisto (genome.gov)',
      'Tietosuojavaltuutetun toimisto: terveys- ja geneettisten tietojen käsittely EU:n tietosuoja-asetuksen mukaan (tietosuoja.fi)',
      'Terveyskirjasto Duodecim: terveystarkastuksia ja laboratoriotutkimuksia käsittelevät artikkelit (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
