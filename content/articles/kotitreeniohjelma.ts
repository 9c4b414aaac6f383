import type { ArticleBody } from '../schemas/article.ts';

/** Kotitreeniohjelma: liikkumissuositus, lämmittely, kuusi kehonpainoliikettä, viikko-ohjelma, eteneminen ja turvallisuus. */
export const body = {
  id: 'kotitreeniohjelma',
  updateDate: '2025-09-10',
  content: {
    introduction: `Kotona treenaaminen on helppo tapa pitää lihaskuntoa yllä. Et tarvitse salikorttia etkä aikatauluja, ja tehokkaaseen harjoitukseen riittävät oma keho, jumppamaton kokoinen lattia-ala ja tukeva tuoli. Kun liikkeet, toistot ja viikkorytmi on mietitty valmiiksi, aloittaminen on helpompaa ja edistymistä on helppo seurata.

Tässä oppaassa on kolmen lihaskuntotreenin viikko-ohjelma omalla kehonpainolla, lämmittely, ohjeet harjoittelun vaikeuttamiseen ja turvallisuusvinkit. Aloittelija voi tehdä ohjelman sellaisenaan, ja kokeneempi saa siitä tehoa vaikeammilla liikeversioilla ja useammilla kierroksilla.`,
    sections: [
      {
        title: 'Kuinka paljon liikuntaa tarvitset',
        type: 'text',
        content: `UKK-instituutin liikkumissuosituksen mukaan 18–64-vuotiaan aikuisen kannattaa liikkua reippaasti yhteensä vähintään 2 tuntia 30 minuuttia viikossa tai rasittavasti vähintään 1 tunti 15 minuuttia viikossa. Lisäksi suositus kehottaa harjoittamaan lihaskuntoa ja liikehallintaa vähintään kaksi kertaa viikossa. Reipasta liikuntaa on esimerkiksi ripeä kävely, rasittavaa esimerkiksi juoksu.

Kotitreeni hoitaa ennen kaikkea lihaskunnon osuuden. Kestävyysliikunnan voit koota kävelystä, pyöräilystä, hiihdosta tai juoksusta. Jos suositus tuntuu nyt kaukaiselta, aloita siitä, mihin pystyt: vähäinenkin liikunta on parempi kuin ei mitään.`,
      },
      {
        title: 'Lämmittely ennen jokaista treeniä',
        type: 'text',
        content: `Käytä lämmittelyyn 5–10 minuuttia. Syke nousee vähitellen, ja liikkeet tuntuvat sujuvammilta, kun varsinainen treeni alkaa.

- Marssi paikallaan 1–2 minuuttia ja nosta polvia vähitellen korkeammalle.
- Pyöritä käsiä isoin kaarin 10 kertaa eteen ja 10 kertaa taakse.
- Tee 10 lantionpyöritystä kumpaankin suuntaan ja 10 vuorotaivutusta kylkiin.
- Tee 10 kevyttä kyykkyä, joissa menet vain puoliväliin.
- Tee 5 askelkyykkyä kummallakin jalalla rauhallisesti.
- Lopuksi 30 sekuntia reipasta marssia tai haarahyppyjä.`,
      },
      {
        title: 'Liikkeet, sarjat ja toistot',
        type: 'text',
        content: `Ohjelmassa on kuusi liikettä, jotka kuormittavat yhdessä koko kehoa. Tee ne kiertoharjoitteluna: yksi sarja kutakin liikettä peräkkäin, sitten uusi kierros. Pidä liikkeiden välissä 30–60 sekunnin tauko ja kierrosten välissä 1–2 minuuttia. **Aloittelija** tekee 2 kierrosta, **kokeneempi** 3–4 kierrosta.

- **Kyykky, 10–15 toistoa.** Helpompi: istu tuolille ja nouse ylös. Vaikeampi: laske itsesi alas hitaasti kolmessa sekunnissa.
- **Punnerrus, 6–12 toistoa.** Helpompi: punnerra seinää tai tukevaa pöytää vasten tai polvet lattiassa. Vaikeampi: jalat korokkeella.
- **Lantionnosto, 12–15 toistoa.** Makaa selällään polvet koukussa ja nosta lantio ylös pakaroita jännittäen. Vaikeampi: yhden jalan lantionnosto.
- **Askelkyykky, 8–12 toistoa kummallakin jalalla.** Helpompi: ota tukea tuolin selkänojasta. Vaikeampi: takajalka tuolin istuimella.
- **Selän ojennus, 10–12 toistoa.** Makaa vatsallaan ja nosta käsiä ja rintakehää hieman irti lattiasta katse alaspäin.
- **Lankku, 20–40 sekuntia.** Helpompi: polvet lattiassa. Vaikeampi: pidempi pito tai jalkojen vuorottainen nosto.

Valitse jokaisesta liikkeestä versio, jossa viimeiset toistot tuntuvat raskailta mutta tekniikka pysyy hyvänä.`,
      },
      {
        title: 'Viikko-ohjelma',
        type: 'text',
        content: `Tämä viikkorytmi yhdistää kolme lihaskuntotreeniä ja suosituksen mukaisen määrän reipasta kestävyysliikuntaa:

- **Maanantai:** lämmittely ja lihaskuntotreeni, yhteensä noin 25–40 minuuttia.
- **Tiistai:** reipas kävely tai pyöräily 45 minuuttia.
- **Keskiviikko:** lämmittely ja lihaskuntotreeni.
- **Torstai:** reipas kävely tai pyöräily 45 minuuttia.
- **Perjantai:** lämmittely ja lihaskuntotreeni.
- **Lauantai:** pidempi lenkki 60 minuuttia, esimerkiksi sauvakävely, pyöräily tai hiihto.
- **Sunnuntai:** lepo tai kevyt venyttely.

Kävelyä ja pyöräilyä kertyy 2 tuntia 30 minuuttia viikossa. Jos kolme treeniä tuntuu alkuun liian paljolta, aloita kahdella, esimerkiksi maanantaina ja torstaina, ja lisää kolmas parin viikon kuluttua.`,
      },
      {
        title: 'Näin teet treenistä vähitellen vaativamman',
        type: 'text',
        content: `Keho tottuu harjoitteluun, joten samana pysyvä ohjelma alkaa jossain vaiheessa tuntua helpolta. Kun pystyt tekemään liikkeen toistoalueen ylärajan kaikilla kierroksilla hyvällä tekniikalla, on aika vaikeuttaa. Muuta yhtä asiaa kerrallaan, esimerkiksi viikon tai kahden välein:

- lisää kaksi toistoa tai lisää pitoaikaa
- lisää yksi kierros
- hidasta laskuvaihe 3–4 sekuntiin
- vaihda vaikeampaan liikeversioon
- lyhennä taukoja
- lisää vastusta kuminauhalla tai käsipainoilla.

Kirjaa treenit ylös vihkoon tai puhelimeen. Kun näet toistojen kasvavan, edistyminen on helpompi huomata.`,
      },
      {
        title: 'Turvallisuus ja palautuminen',
        type: 'bullets',
        content: [
          '**Tekniikka ennen määrää.** Tee liikkeet rauhallisesti ja hallitusti. Jos tekniikka pettää, lopeta sarja siihen.',
          '**Kuuntele kipua.** Lihasten väsyminen ja lievä arkuus treeniä seuraavina päivinä ovat tavallisia. Terävä kipu tai kipu nivelessä on merkki lopettaa liike.',
          '**Hengitä.** Älä pidätä hengitystä, vaan hengitä ulos ponnistusvaiheessa.',
          '**Turvallinen tila.** Treenaa liukumattomalla alustalla, ja tue tuoli seinää vasten, jotta se ei liu’u.',
          '**Lepo kuuluu ohjelmaan.** Pidä lihaskuntotreenien välissä vähintään yksi lepopäivä. Lue lisää [palautumisesta](/palautuminen).',
          '**Kysy tarvittaessa ammattilaiselta.** Jos sinulla on sydän- tai verisuonisairaus tai muu pitkäaikaissairaus, olet raskaana tai toivut vammasta tai leikkauksesta, kysy lääkäriltä tai fysioterapeutilta, millainen harjoittelu sopii sinulle. Keskeytä treeni ja hakeudu hoitoon, jos tunnet rintakipua, voimakasta hengenahdistusta tai huimausta.',
        ],
      },
      {
        title: 'Välineet monipuolistavat kotitreeniä',
        type: 'text',
        content: `Ohjelma toimii ilman välineitä, mutta muutamalla hankinnalla saat harjoitteluun vaihtelua ja lisää vastusta. Kuminauha on edullinen ja vie vähän tilaa, säädettävät käsipainot sopivat, kun haluat kasvattaa kuormaa, ja jumppamatto tekee lattialla tehtävistä liikkeistä mukavampia. Hierontarullaa moni käyttää treenin jälkeen lihashuoltoon. Välineitä vertailemme [kotitreenivälineiden vertailussa](/paras-kotitreeniväline), ja muutamia niistä löydät myös tämän sivun lopusta.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Tehokkaaseen kotitreeniin riittää oma keho: kyykky, punnerrus, lantionnosto, askelkyykky, selän ojennus ja lankku kuormittavat yhdessä koko kehoa. Lämmittele aina, tee aluksi 2 kierrosta ja lisää haastetta vähitellen toistoilla, kierroksilla, hitaammalla tempolla tai vaikeammilla liikeversioilla. Kolme lihaskuntotreeniä viikossa ja reipas kävely tai pyöräily muina päivinä täyttävät UKK-instituutin aikuisille antaman liikkumissuosituksen.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'UKK-instituutti: Liikkumissuositus 18–64-vuotiaille aikuisille (ukkinstituutti.fi)',
      'Käypä hoito: Liikunta (Suomalainen Lääkäriseura Duodecim)',
    ],
  },
} satisfies ArticleBody;
