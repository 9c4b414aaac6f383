import type { ArticleBody } from '../schemas/article.ts';

/** Natural cosmetics: what the term means, the COSMOS, Ecocert, BDIH and NATRUE labels, reading the INCI list and choosing products. */
export const body = {
  id: 'luonnonkosmetiikka',
  updateDate: '2025-05-10',
  content: {
    introduction: `Luonnonkosmetiikalla tarkoitetaan yleensä kosmetiikkaa, jonka raaka-aineet ovat pääosin kasvi- tai mineraaliperäisiä ja josta on jätetty pois esimerkiksi silikonit, parafiini ja synteettiset hajusteet. Sana kuulostaa selvältä, mutta EU:ssa sille ei ole lakisääteistä määritelmää. Siksi pakkauksen teksti "luonnollinen" voi tarkoittaa hyvin eri asioita.

Varmimmin luonnonkosmetiikan tunnistaa riippumattoman tahon sertifikaatista. Tässä oppaassa kerromme, mitä COSMOS- ja NATRUE-merkit sekä Ecocertin ja BDIH:n logot kertovat, mitä ne eivät kerro ja miten luet ainesosaluetteloa, kun valitset deodoranttia, shampoota tai kasvovoidetta.`,
    sections: [
      {
        title: 'Mitä luonnonkosmetiikka on – ja mitä se ei ole',
        type: 'text',
        content: `Kaikki EU:ssa myytävä kosmetiikka, myös luonnonkosmetiikka, kuuluu saman kosmetiikka-asetuksen (EY) N:o 1223/2009 piiriin. Asetus edellyttää, että jokaisen tuotteen turvallisuus on arvioitu ennen myyntiä ja että pakkauksessa on ainesosaluettelo. Suomessa kosmetiikkaa valvoo Turvallisuus- ja kemikaalivirasto Tukes. Luonnonkosmetiikka ei siis ole oma lakisääteinen tuoteryhmänsä, vaan sen sisällön määrittelevät yksityiset, vapaaehtoiset standardit.

Standardit sallivat luonnon raaka-aineet, niistä tietyin menetelmin muokatut aineet sekä lyhyen listan luonnonidenttisiä aineita, kuten tiettyjä säilöntäaineita ja pigmenttejä. Kiellettyjä ovat muun muassa silikonit, parafiini ja muut maaöljypohjaiset ainesosat, synteettiset hajusteet ja väriaineet sekä muuntogeeniset raaka-aineet.

Luonnollinen ei silti tarkoita automaattisesti hellävaraista. Eteeriset öljyt ovat luonnon aineita, mutta niissä on tuoksuaineita, jotka voivat ärsyttää herkkää ihoa. Laboratoriossa valmistettu ainesosa ei puolestaan ole haitallinen vain siksi, että se on synteettinen. Luonnonkosmetiikan valinnassa on usein kyse arvoista: raaka-aineiden alkuperästä, luomuviljelystä ja valmistuksen ympäristövaikutuksista.`,
      },
      {
        title: 'Tärkeimmät sertifikaatit',
        type: 'bullets',
        content: [
          '**COSMOS** on vuonna 2010 julkaistu kansainvälinen standardi, jonka laativat yhdessä saksalainen BDIH, ranskalaiset Ecocert ja Cosmebio, italialainen ICEA ja brittiläinen Soil Association. Pakkauksessa näkyy sertifioijan logo ja sen yhteydessä teksti COSMOS ORGANIC tai COSMOS NATURAL.',
          '**COSMOS ORGANIC** on luomutaso: vähintään 95 % fysikaalisesti käsitellyistä maatalousraaka-aineista, kuten kasviöljyistä ja -uutteista, on luomua, ja koko tuotteesta luomua on vähintään 20 %, huuhdeltavissa tuotteissa kuten shampoossa vähintään 10 %.',
          '**COSMOS NATURAL** on luonnonkosmetiikan taso, jolle ei ole asetettu luomuosuuden vähimmäismäärää. Muuten vaatimukset ovat samat kuin luomutasolla.',
          '**Ecocert** on ranskalainen sertifiointielin, jonka logo on yksi yleisimmistä luonnonkosmetiikan merkeistä. Uudet kosmetiikkatuotteet se sertifioi COSMOS-standardin mukaan, joten logon yhteydessä on yleensä teksti COSMOS ORGANIC tai COSMOS NATURAL.',
          '**BDIH** on saksalainen toimialajärjestö, jonka Kontrollierte Natur-Kosmetik -merkki oli pitkään Saksan tunnetuin luonnonkosmetiikan merkki. BDIH on yksi COSMOS-standardin perustajista, ja nykyään se sertifioi tuotteita COSMOS-standardin mukaan.',
          '**NATRUE** on Brysselissä toimiva kansainvälinen yhdistys, jonka perustivat vuonna 2007 luonnonkosmetiikan valmistajat, muun muassa Weleda ja Dr. Hauschka -tuotteita valmistava WALA. NATRUE-merkillä on kaksi tasoa, luonnonkosmetiikka ja luomukosmetiikka. Luomutasolla vähintään 95 % luonnon raaka-aineista on peräisin luomuviljelystä.',
        ],
      },
      {
        title: 'Mitä sertifikaatti ei kerro',
        type: 'bullets',
        content: [
          '**Sopiiko tuote sinun ihollesi.** Sertifikaatti koskee raaka-aineita ja valmistusta. Myös luonnon tuoksuaineet voivat ärsyttää tai herkistää ihoa.',
          '**Onko tuote vegaaninen.** Luonnonkosmetiikassa voidaan käyttää eläinten tuottamia aineita, kuten mehiläisvahaa, hunajaa ja lanoliinia eli villarasvaa. Jos haluat vegaanisen tuotteen, etsi erillistä vegaanimerkintää.',
          '**Eläinkokeettomuutta muihin verrattuna.** EU:ssa kosmetiikkaa varten tehdyt eläinkokeet on kielletty, ja kielto koskee kaikkea täällä myytävää kosmetiikkaa, ei vain luonnonkosmetiikkaa.',
          '**Ympäristömerkkiä.** Pohjoismainen Joutsenmerkki ja EU-ympäristömerkki ovat ympäristömerkkejä, eivät luonnonkosmetiikan sertifikaatteja. Joutsenmerkitty tuote voi olla tavanomaista kosmetiikkaa.',
          '**Miten hyvin tuote toimii.** Sertifikaatti ei kerro, kuinka hyvin voide kosteuttaa tai kuinka pitkään deodorantti pitää hajut poissa.',
        ],
      },
      {
        title: 'Näin luet ainesosaluetteloa',
        type: 'text',
        content: `Ainesosat merkitään kansainvälisillä INCI-nimillä, joten luettelo näyttää samalta kaikissa EU-maissa. Kasviperäiset ainesosat kirjoitetaan latinaksi, esimerkiksi Helianthus Annuus Seed Oil on auringonkukkaöljyä ja Butyrospermum Parkii Butter sheavoita. Muut ainesosat ovat yleensä englanniksi.

- **Järjestys kertoo määrästä.** Ainesosat luetellaan pitoisuuden mukaan suurimmasta pienimpään. Alle yhden prosentin pitoisuudet saa luetella missä järjestyksessä tahansa, joten luettelon loppupään aineita on tuotteessa vähän.
- **Alku kertoo pohjan.** Muutama ensimmäinen ainesosa muodostaa yleensä suurimman osan tuotteesta. Voiteissa ja shampoissa ensimmäisenä on usein vesi (Aqua).
- **Parfum** tarkoittaa hajustetta. Sertifioidussa luonnonkosmetiikassa se koostuu luonnon tuoksuaineista, kuten eteerisistä öljyistä.
- **Tuoksuallergeenit**, kuten Limonene, Linalool, Citral ja Geraniol, on mainittava erikseen, kun niiden pitoisuus ylittää asetuksen rajan. Niitä on usein myös luonnonkosmetiikassa, koska eteeriset öljyt sisältävät niitä.
- **Tähdellä (*) merkityt** ainesosat ovat yleensä luomulaatua. Selitys on luettelon lopussa.
- **Avatun purkin kuva** kertoo, kuinka kauan tuote säilyy avaamisen jälkeen. Esimerkiksi merkintä 12M tarkoittaa 12:ta kuukautta.`,
      },
      {
        title: 'Valintavinkit tuoteryhmittäin',
        type: 'text',
        content: `**Deodorantti.** Luonnonkosmetiikan deodoranteissa ei ole antiperspiranttien alumiinisuoloja, kuten alumiinikloorihydraattia. Siksi ne eivät vähennä hikoilua vaan hillitsevät hien hajua. Suihkeita, rullia ja puikkoja vertailemme [luonnonkosmetiikan deodoranttien vertailussa](/paras-luonnonkosmetiikka-deodorantti).

**Shampoo.** Luonnonkosmetiikan shampoot ovat silikonittomia, ja niiden pesevät aineet valmistetaan kasviperäisistä raaka-aineista, kuten kookos- tai sokeripohjaisista tensideistä. Hiukset voivat tuntua aluksi erilaisilta kuin silikonia sisältävän tuotteen jälkeen, ja hoitoaine helpottaa kampaamista. Vaihtoehdot löydät [shampoovertailusta](/paras-shampoo).

**Kasvovoide.** Valitse koostumus ihon mukaan: kuiva iho viihtyy yleensä täyteläisemmän voiteen kanssa, rasvoittuva kevyemmän. Tarkista, onko päivävoiteessa aurinkosuojakerroin, ja jos ei ole, käytä kesällä erillistä aurinkovoidetta. Kolmea voidetta vertailemme artikkelissa [Luonnonkosmetiikan kasvovoiteet vertailussa](/articles/vertailut/luonnonkosmetiikan-kasvovoiteet).

**Kokeile ensin pienelle alueelle.** Jos ihosi on herkkä tai sinulla on todettu hajusteallergia, kokeile uutta tuotetta muutaman päivän ajan pienelle ihoalueelle, esimerkiksi kyynärtaipeeseen. Jos iho punoittaa tai kutiaa, lopeta käyttö. Pitkittyneestä tai toistuvasta ihottumasta kannattaa kysyä neuvoa lääkäriltä.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Luonnonkosmetiikalle ei ole lakisääteistä määritelmää, joten luotettavin tunnusmerkki on riippumaton sertifikaatti: COSMOS ORGANIC tai COSMOS NATURAL sertifioijan, kuten Ecocertin, BDIH:n tai Soil Associationin, logon yhteydessä tai NATRUE-merkki. Sertifikaatti kertoo raaka-aineista ja valmistuksesta, mutta ei sitä, sopiiko tuote juuri sinun ihollesi.

Lue siksi myös ainesosaluettelo. Sen alku kertoo tuotteen pohjan, ja loppupään tuoksuallergeenit ovat tärkeä tieto herkälle iholle. Kun tiedät, mitä etsit, [deodorantin](/paras-luonnonkosmetiikka-deodorantti), [shampoon](/paras-shampoo) ja [kasvovoiteen](/articles/vertailut/luonnonkosmetiikan-kasvovoiteet) valinta helpottuu.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan parlamentin ja neuvoston asetus (EY) N:o 1223/2009 kosmeettisista valmisteista',
      'COSMOS-standard AISBL: COSMOS-standardi (cosmos-standard.org)',
      'NATRUE: NATRUE-merkin kriteerit (natrue.org)',
    ],
  },
} satisfies ArticleBody;
