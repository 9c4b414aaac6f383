import type { ArticleBody } from '../schemas/article.ts';

/** Paras painopeitto 2025: kaksi kuluttajamallia ja ketjupeitto, paino, koko, täyte ja pestävyys. */
export const body = {
  id: 'painopeitto',
  updateDate: '2025-03-23',
  content: {
    introduction:
      'Painopeitto on tavallista peittoa selvästi painavampi peitto. Paino tulee yleensä tikattuihin taskuihin ommelluista lasihelmistä tai muovirakeista, hoitokäyttöön tarkoitetuissa malleissa myös ketjuista tai palloista. Tasainen paino tuntuu monesta rauhoittavalta, ja painopeittoa käytetään sekä yöunilla että illan rauhoittumiseen sohvalla.\n\nTutkimusnäyttö painopeittojen vaikutuksista on vielä vähäistä, eikä painopeitto ole unettomuuden hoito. Osa käyttäjistä kokee nukahtavansa painon alla helpommin ja nukkuvansa levollisemmin, osalle paino tuntuu ahdistavalta tai liian lämpimältä. Siksi peittoa kannattaa mahdollisuuksien mukaan kokeilla ennen kuin sitoutuu raskaaseen malliin.\n\nValmistajat suosittelevat usein peittoa, joka painaa noin kymmenesosan käyttäjän painosta. Katso lisäksi peiton kokoa, täytettä, lämpöisyyttä ja pesuohjetta, sillä raskasta peittoa ei aina voi pestä kotikoneessa. Vertailussa on kolme erilaista painopeittoa: kaksi kotikäyttöön suunniteltua mallia ja ketjupeitto, jota käytetään myös hoitotyössä.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['CURA Pearl Classic', 'Gravity Blanket', 'Somna Kedjetäcket'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Halusimme vertailuun rakenteeltaan erilaisia painopeittoja: lasihelmitäytteisen peiton, irrotettavalla päällisellä varustetun peiton ja ketjupeiton. Arvioimme ne näillä perusteilla:\n\n- **Painovaihtoehdot:** löytyykö sopiva paino, kun tavoitteena on noin 10 % omasta painosta.\n- **Täyte ja rakenne:** mistä paino tulee ja pysyykö se tasaisesti paikallaan.\n- **Koko:** peittääkö peitto koko kehon ja onko se yhden vai kahden hengen kokoinen.\n- **Hoito ja pestävyys:** irrotettava päällinen, pesulämpötila ja mahtuuko peitto kotipesukoneeseen.\n- **Lämpöisyys:** kuinka lämmin peitto on käytössä.\n- **Saatavuus Suomessa:** mistä peiton voi hankkia.\n\nEmme ole testanneet peittoja itse. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin. Painopeittojen hinnat vaihtelevat painon ja koon mukaan, eikä ajantasaisia hintoja ollut tiedossamme, joten tarkista hinta kaupasta. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'CURA Pearl Classic',
        type: 'text-with-image',
        productIds: ['cura-pearl-classic'],
        content:
          'CURA Pearl Classic on ruotsalaisen CURA of Swedenin painopeitto. Sen paino tulee lasihelmistä, jotka on ommeltu tikattuihin taskuihin, joten paino jakautuu tasaisesti koko peiton alueelle. Peiton pinta on puuvillaa, ja painovaihtoehtoja on useita. CURA myy peittojaan myös suomenkielisessä verkkokaupassaan. Hinta riippuu painosta ja koosta, joten tarkista se kaupasta.\n\n**Paras valinta, jos** haluat perinteisen, tasaisesti painavan peiton yöunille ja arvostat valmistajaa, joka on keskittynyt painopeittoihin.\n\n**Vahvuudet:** lasihelmet ovat pieniä ja painavia, joten peitto on ohuempi kuin samanpainoinen muovirakeilla täytetty peitto. Paino pysyy taskuissa tasaisesti, ja painovaihtoehtoja on useita.\n\n**Heikkoudet:** painava peitto on hankala pestä kotona, joten tarkista pesuohje ja pesukoneesi kapasiteetti ennen ostoa. Tiivis täyte voi tuntua lämpimältä etenkin kesällä.',
      },
      {
        title: 'Gravity Blanket',
        type: 'text-with-image',
        productIds: ['gravity-blanket'],
        content:
          'Gravity Blanket on kansainvälisesti tunnettu painopeitto, joka koostuu painavasta sisäosasta ja irrotettavasta päällisestä. Yhden hengen peiton koko on noin 182 × 121 cm, ja painovaihtoehtoja on kolme: 8, 10 ja 12 kg. Saatavuus ja hinta Suomessa vaihtelevat, joten tarkista ne kaupasta.\n\n**Paras valinta, jos** painat noin 80–120 kg, haluat pestävän päällisen ja käytät peittoa sekä sängyssä että sohvalla. Painoväli tulee 10 %:n ohjeesta: 8 kg sopii noin 80 kg:n ja 12 kg noin 120 kg:n painoiselle.\n\n**Vahvuudet:** päällisen voi irrottaa ja pestä erikseen, jolloin raskasta sisäosaa tarvitsee pestä harvoin. Kompakti koko asettuu kehon päälle eikä roiku sängyn reunojen yli.\n\n**Heikkoudet:** painovaihtoehdot alkavat 8 kilosta, joten kevyemmälle käyttäjälle sopivaa painoa ei löydy. Peitto on kapeampi ja lyhyempi kuin tavallinen suomalainen 150 × 200 cm:n peitto, joten pitkä nukkuja voi jäädä osittain sen ulkopuolelle.',
      },
      {
        title: 'Somna Kedjetäcket',
        type: 'text-with-image',
        productIds: ['somna-kedjetacket'],
        content:
          'Somna Kedjetäcket on ruotsalaisen Somnan ketjupeitto, jonka paino tulee teräsketjuista. Aikuisten peiton koko on 205 × 150 cm, ja painoja on noin 4–12 kg. Kangas on paloturvallista Trevira CS -materiaalia, ja peitto pestään pesupussissa enintään 60 asteessa hellävaraisella ohjelmalla ilman rumpukuivausta. Ketjupeittoja käytetään kotien lisäksi hoitoyksiköissä. Hinta ja saatavuus kannattaa tarkistaa myyjältä.\n\n**Paras valinta, jos** tarvitset kestävän, 60 asteessa pestävän peiton esimerkiksi hoitokotiin tai toivot kevyempää painoa kuin kuluttajamalleissa on tarjolla.\n\n**Vahvuudet:** korkean pesulämpötilan kestävä rakenne, paloturvallinen kangas, täysikokoinen peitto ja laaja painovalikoima myös kevyemmille käyttäjille.\n\n**Heikkoudet:** valmistaja neuvoo keskustelemaan lääkärin kanssa ennen käyttöä, jos käyttäjällä on implantoitu laite, johon metalli voi vaikuttaa, ja seuraamaan käyttöä, jos käyttäjän hengitys on heikko. Ketjut tuntuvat erilaisilta kuin helmitäyte, joten tuntumaa kannattaa kokeilla ennen ostoa.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['cura-pearl-classic', 'gravity-blanket', 'somna-kedjetacket'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Oikea paino.** Valmistajat suosittelevat usein peittoa, joka painaa noin 10 % käyttäjän painosta. Esimerkiksi 70 kg painavalle tämä tarkoittaa noin 7 kg:n peittoa. Ohje on suuntaa antava: jos paino tuntuu epämiellyttävältä, valitse kevyempi. Peiton alta pitää aina päästä pois omin voimin.\n\n**Koko.** Painopeitto on tarkoitettu peittämään nukkujan keho, ei koko sänkyä, joten useimmat mallit ovat yhden hengen kokoisia. Parisängyssä kumpikin tarvitsee oman peittonsa, koska sopiva paino on henkilökohtainen.\n\n**Täyte.** Lasihelmet ovat painavia ja pieniä, joten peitto jää ohuemmaksi. Muovirakeet ovat kevyempiä, joten saman painon saamiseksi tarvitaan enemmän täytettä. Ketjut ja pallot ovat tyypillisiä hoitokäyttöön tarkoitetuissa peitoissa. Katso, että täyte on ommeltu pieniin taskuihin tai kanaviin, jotta paino ei valu peiton reunaan.\n\n**Lämpöisyys.** Painopeitto on usein tavallista peittoa lämpimämpi. Pidä makuuhuone viileänä, noin 18–20 °C:ssa, ja valitse kesäksi hengittävä päällinen tai kevyempi peitto.\n\n**Pesu.** Raskas peitto voi ylittää kotipesukoneen kapasiteetin. Irrotettava päällinen helpottaa hoitoa, koska sisäosaa tarvitsee pestä harvoin. Tarkista pesulämpötila ja se, saako peiton kuivata rumpukuivaimessa.\n\n**Kotikäyttöön vai apuvälineeksi?** Kaupoista saatavat painopeitot on tehty kotikäyttöön, ja niiden valinta on pitkälti makuasia. Hoitotyössä ja apuvälineinä käytetään usein ketju- tai pallopeittoja, joiden kangas ja rakenne kestävät tiheää pesua. Jos harkitset peittoa esimerkiksi neuropsykiatristen oireiden, muistisairauden tai voimakkaan levottomuuden vuoksi, keskustele ensin lääkärin tai toimintaterapeutin kanssa. Joillakin hyvinvointialueilla painopeiton voi saada apuvälineenä tarpeen arvioinnin jälkeen, mutta käytännöt vaihtelevat.\n\n**Turvallisuus.** Pienille lapsille painopeittoa ei pidä käyttää ilman terveydenhuollon ammattilaisen ohjetta. Käyttäjän pitää pystyä poistamaan peitto itse. Jos sinulla on hengitykseen, verenkiertoon tai liikkumiseen vaikuttava sairaus, kysy lääkäriltä ennen käyttöä.\n\n**Kun uni ei parane.** Pitkittyneessä unettomuudessa hakeudu terveydenhuoltoon. Käypä hoito -suosituksen mukaan pitkäkestoisen unettomuuden ensisijainen hoito on lääkkeetön, ja keskeinen hoitomuoto on unettomuuden kognitiivinen käyttäytymisterapia. Muita keinoja löydät oppaasta [Unenlaatu](/unenlaatu).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Kuinka painava painopeiton pitäisi olla?**\nYleinen ohje on noin 10 % omasta painosta, eli 60 kg painavalle noin 6 kg ja 90 kg painavalle noin 9 kg. Jos olet kahden painovaihtoehdon välissä, aloita kevyemmästä.\n\n**Sopiiko painopeitto lapselle?**\nPienille lapsille painopeittoa ei pidä käyttää ilman terveydenhuollon ammattilaisen ohjetta. Isommallekin lapselle peiton pitää olla niin kevyt, että lapsi pystyy poistamaan sen itse.\n\n**Voiko painopeiton kanssa käyttää tavallista peittoa?**\nVoi, mutta kaksi peittoa on usein liian lämmin. Kylmänä vuodenaikana painopeiton päälle voi tarvittaessa lisätä ohuen peiton.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** CURA Pearl Classic – lasihelmitäytteinen peitto, tasainen paino ja useita painovaihtoehtoja.\n- **Helpoin hoitaa:** Gravity Blanket – irrotettava päällinen ja painot 8–12 kg, sopii noin 80–120 kg painaville.\n- **Kestävin ja hoitokäyttöön:** Somna Kedjetäcket – ketjupeitto, joka kestää 60 asteen pesun ja jota saa myös kevyempinä painoina.\n\nValitse painopeitto oman painosi, peiton koon ja pesumahdollisuuksien mukaan, ja aloita mieluummin liian kevyestä kuin liian raskaasta. Painopeitto voi tuntua rauhoittavalta, mutta se ei korvaa säännöllistä unirytmiä, viileää makuuhuonetta eikä univaikeuksien hoitoa.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Unettomuus (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
