import type { ArticleBody } from '../schemas/article.ts';

/** Paras aurinkovoide 2025: neljä kasvojen aurinkosuojaa, SPF ja UVA-suoja, oikea määrä ja uudelleenlevitys. */
export const body = {
  id: 'aurinkovoide',
  updateDate: '2025-05-22',
  content: {
    introduction: `Aurinkovoide suojaa ihoa auringon ultraviolettisäteilyltä. UVB-säteily polttaa ihon, ja UVA-säteily tunkeutuu syvemmälle ihoon ja on keskeinen syy ihon ennenaikaiseen ikääntymiseen. Molemmat lisäävät ihosyövän riskiä. Suomessakin UV-indeksi nousee keväästä alkusyksyyn niin korkeaksi, että suojautumista tarvitaan, ja kun ihonhoidon tavoitteena on hidastaa ihon ikääntymistä, päivittäinen aurinkosuoja on tärkein yksittäinen tuote.

Pakkauksen suojakerroin eli SPF kertoo suojasta UVB-säteilyä vastaan. UVA-suojasta kertoo UVA-merkki ympyrän sisällä: EU:n suosituksen mukaan tuotteen UVA-suojan on oltava vähintään kolmasosa sen suojakertoimesta. Yhtä tärkeää kuin tuotteen valinta on käyttö: voidetta on levitettävä riittävästi ja lisättävä päivän mittaan.

Vertailun neljä tuotetta ovat kasvoille tarkoitettuja, kevyitä SPF 50+ -aurinkosuojia, joita voi käyttää joka päivä. Vartalon suojaamisesta ja voiteen määrästä kerromme ostajan oppaassa.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF50+',
          'Eucerin Sun Oil Control Gel-Cream Dry Touch SPF 50+',
          'Vichy Capital Soleil UV-Age Daily SPF50+',
          'Bioderma Photoderm Aquafluide SPF 50+',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Arvioimme tuotteet näillä perusteilla:

- **Suojaus:** suojakerroin ja UVA-suoja. Kaikissa vertailun tuotteissa suojakerroin on 50+ eli korkein suojausluokka.
- **Koostumus ja ihotyyppi:** kevyt neste, geelivoide vai vesimäinen koostumus, ja sopiiko tuote kuivalle, rasvoittuvalle tai herkälle iholle.
- **Arkikäyttö:** jääkö iholle valkoista jälkeä tai tahmea tuntuma, ja sopiiko tuote meikin alle.
- **Hinta millilitraa ja käyttökertaa kohden:** jaoimme hinnan pakkauksen millilitroilla. Käyttökerran hinnassa oletimme, että kasvoille tarvitaan kerralla noin 1,2 ml, mikä vastaa suunnilleen testauksessa käytettyä määrää.
- **Saatavuus Suomessa:** tuotteita myyvät apteekit ja kotimaiset verkkokaupat.

Emme ole mitanneet suojakertoimia itse. Tiedot perustuvat valmistajien ilmoituksiin, ja hinnat ovat tyypillisiä vähittäishintoja, jotka vaihtelevat kaupoittain. Arvosanat ovat toimituksen oma arvio.`,
      },
      {
        title: 'La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF50+',
        type: 'text-with-image',
        productIds: ['la-roche-posay-anthelios-uvmune-400-invisible-fluid-spf50'],
        content: `La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF50+ on kevyt aurinkosuojaneste kasvoille. Se suojaa sekä UVA- että UVB-säteilyltä, ja valmistajan mukaan sen suodattimet ulottuvat UVA-alueen pisimpiin aallonpituuksiin asti. Hinta on 24,90 € 50 ml:lta eli noin 0,50 € millilitralta (24,90 € ÷ 50 ml) ja noin 0,60 € käyttökerralta.

**Paras valinta, jos** haluat päivittäiseen käyttöön näkymättömän aurinkosuojan, joka sopii myös herkälle iholle ja meikin alle.

**Vahvuudet:** ei jätä valkoista jälkeä, kevyt koostumus ja laaja UVA-suoja. Tuote on helposti saatavilla apteekeista.

**Heikkoudet:** nestemäinen koostumus voi tuntua hyvin kuivalla iholla riittämättömältä ilman kosteusvoidetta, ja rasvoittuvalla iholla se ei mattaa yhtä paljon kuin geelivoide.`,
      },
      {
        title: 'Eucerin Sun Oil Control Gel-Cream Dry Touch SPF 50+',
        type: 'text-with-image',
        productIds: ['eucerin-sun-oil-control-gel-cream-dry-touch-spf50'],
        content: `Eucerin Sun Oil Control Gel-Cream Dry Touch SPF 50+ on geelimäinen kasvojen aurinkovoide, jonka viimeistely on mattainen ja kuivan tuntuinen. Valmistaja suuntaa sen rasvoittuvalle ja epäpuhtauksiin taipuvalle iholle. Hinta on 22,90 € 50 ml:lta eli noin 0,46 € millilitralta (22,90 € ÷ 50 ml) ja noin 0,55 € käyttökerralta, mikä on vertailun edullisin.

**Paras valinta, jos** ihosi kiiltää helposti ja tavalliset aurinkovoiteet tuntuvat raskailta tai rasvaisilta.

**Vahvuudet:** mattainen lopputulos, kevyt geelivoide ja edullisin hinta käyttökertaa kohden.

**Heikkoudet:** kuivalla iholla mattainen viimeistely voi tuntua kiristävältä, joten kuivan ihon kannattaa valita kosteuttavampi tuote tai käyttää alla kosteusvoidetta.`,
      },
      {
        title: 'Vichy Capital Soleil UV-Age Daily SPF50+',
        type: 'text-with-image',
        productIds: ['vichy-capital-soleil-uv-age-daily-spf50'],
        content: `Vichy Capital Soleil UV-Age Daily SPF50+ on vesimäisen kevyt aurinkosuojaneste päivittäiseen käyttöön. Siinä on aurinkosuojan lisäksi niasiiniamidia, ja valmistaja markkinoi sitä päivittäiseksi suojaksi UV-säteilyn aiheuttamaa ihon ikääntymistä vastaan. Pakkauksessa on 40 ml, ja hinta on 26,90 € eli noin 0,67 € millilitralta (26,90 € ÷ 40 ml) ja noin 0,81 € käyttökerralta.

**Paras valinta, jos** haluat aurinkosuojan, joka tuntuu iholla kevyeltä hoitotuotteelta ja sopii osaksi aamun ihonhoitoa.

**Vahvuudet:** ei tunnu tahmealta ja imeytyy nopeasti. Kevyt koostumus on helppo levittää riittävän paksuna kerroksena, mikä on suojan kannalta olennaista.

**Heikkoudet:** vertailun korkein hinta millilitraa ja käyttökertaa kohden. 40 ml:n pullo riittää päivittäisessä käytössä noin kuukauden.`,
      },
      {
        title: 'Bioderma Photoderm Aquafluide SPF 50+',
        type: 'text-with-image',
        productIds: ['bioderma-photoderm-aquafluide-spf50'],
        content: `Bioderma Photoderm Aquafluide SPF 50+ on erittäin kevyt aurinkosuojaneste kasvoille, ja valmistajan mukaan se sopii herkälle iholle. Pakkauksessa on 40 ml, ja hinta on 19,90 € eli noin 0,50 € millilitralta (19,90 € ÷ 40 ml) ja noin 0,60 € käyttökerralta. Pullon hinta on vertailun edullisin.

**Paras valinta, jos** etsit kevyttä ja edullista kasvojen aurinkosuojaa laukkuun, päivän mittaan lisättäväksi.

**Vahvuudet:** vesimäisen kevyt koostumus, sopivuus herkälle iholle ja kätevä pieni pullo, joka kulkee mukana.

**Heikkoudet:** 40 ml:n pullo riittää päivittäisessä käytössä noin kuukauden, eikä millilitrahinta ole edullisempi kuin 50 ml:n vaihtoehdoissa. Hyvin kuiva iho tarvitsee vesimäisen nesteen alle kosteusvoiteen.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'la-roche-posay-anthelios-uvmune-400-invisible-fluid-spf50',
          'eucerin-sun-oil-control-gel-cream-dry-touch-spf50',
          'vichy-capital-soleil-uv-age-daily-spf50',
          'bioderma-photoderm-aquafluide-spf50',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**SPF kertoo UVB-suojasta.** Suojakerroin mittaa, kuinka hyvin tuote suojaa UVB-säteilyn aiheuttamalta palamiselta. EU:n suosituksen mukaiset suojausluokat ovat matala (SPF 6–10), keskitaso (15–25), korkea (30–50) ja erittäin korkea (50+). Mikään aurinkovoide ei suojaa täydellisesti, eikä suojakerroin kerro, kuinka kauan auringossa voi olla.

**Tarkista UVA-merkki.** UVA-säteily läpäisee pilvet ja ikkunalasin, joten sitä saa myös pilvisenä päivänä. EU:n suosituksen mukaan UVA-suojan tulee olla vähintään kolmasosa suojakertoimesta, ja tämän vaatimuksen täyttävässä tuotteessa on UVA-merkki ympyrän sisällä.

**Levitä riittävästi.** Suojakerroin mitataan testissä käyttäen 2 mg voidetta ihon neliösenttiä kohden. Aikuisen koko vartaloon se tarkoittaa noin 36 g eli noin kuutta teelusikallista. Kasvoille tarvitaan arviolta noin 1–1,5 ml. Useimmat levittävät selvästi vähemmän, ja jos määrä puolittuu, suoja voi heiketä jopa kahdella kolmasosalla.

**Lisää voidetta usein.** Levitä aurinkosuoja ennen ulos menoa ja lisää sitä pitkin päivää, viimeistään noin kahden tunnin välein auringossa ollessa sekä aina uinnin, hikoilun ja pyyhkeellä kuivaamisen jälkeen. Vedenkestäväksi merkitty tuote säilyttää osan suojastaan vedessä, mutta sekin on levitettävä uinnin jälkeen uudelleen.

**Kasvoille vai vartalolle?** Kasvojen aurinkosuojat ovat kevyitä ja sopivat meikin alle, mutta pienet pakkaukset tekevät niistä kalliita vartalolle. Vartaloon kannattaa valita isompi pullo, ja uimarannalle vedenkestävä tuote. Tarkista myös avatun purkin symbolista, kuinka kauan tuote säilyy avaamisen jälkeen.

**Aurinkovoide on vain osa suojausta.** Vältä keskipäivän voimakkainta aurinkoa, hakeudu varjoon ja käytä vaatteita, hattua ja aurinkolaseja. Suojautuminen on tarpeen, kun UV-indeksi on 3 tai enemmän. Alle 1-vuotiaita ei pidä altistaa suoralle auringonvalolle.

**Retinolin käyttäjälle.** Jos käytät retinolia, aurinkosuoja kuuluu joka aamuun ympäri vuoden. Lue lisää [retinolivertailusta](/paras-retinoli) ja oppaasta [anti-aging-ihonhoito](/anti-aging).`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Riittääkö meikkivoiteen tai päivävoiteen suojakerroin?**
Yleensä ei, koska meikkivoidetta ja päivävoidetta levitetään paljon ohuemmin kuin testauksessa käytetty 2 mg/cm². Käytä erillistä aurinkosuojaa meikin alla.

**SPF 30 vai 50+?**
Molemmat kuuluvat EU:n luokituksessa korkeaan tai erittäin korkeaan suojaan. Kun levität voidetta usein liian vähän, korkeampi suojakerroin antaa jonkin verran varaa. Tärkeintä on silti riittävä määrä ja uudelleenlevitys.

**Voiko viime kesän aurinkovoidetta käyttää?**
Tarkista avatun purkin symboli ja voiteen koostumus. Jos tuote on vanhentunut, erottunut tai haisee oudolta, vaihda se uuteen.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF50+ – näkymätön neste, laaja UVA-suoja ja noin 0,50 € millilitralta.
- **Paras rasvoittuvalle iholle ja edullisin käyttökerta:** Eucerin Sun Oil Control Gel-Cream Dry Touch SPF 50+ – mattainen geelivoide noin 0,46 eurolla millilitralta.
- **Paras osaksi ihonhoitoa:** Vichy Capital Soleil UV-Age Daily SPF50+ – kevyt neste, jossa on niasiiniamidia.
- **Edullisin pullo:** Bioderma Photoderm Aquafluide SPF 50+ – 19,90 € kevyestä kasvojen suojasta herkälle iholle.

Valitse tuote, jossa on korkea suojakerroin ja UVA-merkki ympyrän sisällä, ja jota levität mielelläsi joka päivä. Levitä riittävästi ja lisää voidetta päivän mittaan. Jos huomaat ihossa muuttuvan luomen tai muun uuden muutoksen, näytä se lääkärille.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Säteilyturvakeskus STUK: UV-säteily ja aurinkosuojaus (stuk.fi)',
      'Euroopan komissio: Suositus 2006/647/EY aurinkosuojatuotteiden tehosta ja niitä koskevista väittämistä',
      'Tukes: Kosmetiikka (tukes.fi)',
      'Valmistajien tuotetiedot: La Roche-Posay, Eucerin, Vichy ja Bioderma',
    ],
  },
} satisfies ArticleBody;
