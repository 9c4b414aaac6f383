import type { ArticleBody } from '../schemas/article.ts';

/** Best smartwatch 2025: four smartwatches compared by phone compatibility, health features, battery and price. */
export const body = {
  id: 'alykello',
  updateDate: '2025-04-28',
  content: {
    introduction: `Älykello on rannekello, joka toimii puhelimen jatkeena: se näyttää ilmoitukset, seuraa liikuntaa ja unta, mittaa sykettä ja hoitaa monessa mallissa myös lähimaksut. Kalliimmissa malleissa on lisäksi terveysmittauksia, kuten EKG-sovellus, veren happisaturaation mittaus ja lämpötila-anturi.

Älykellosta hyötyy eniten se, joka haluaa vähentää puhelimen vilkuilua, liikkuu säännöllisesti tai haluaa seurata arjen aktiivisuutta ja unta. Jos tärkeintä on askelten ja unen seuranta mahdollisimman edullisesti, [aktiivisuusranneke](/paras-aktiivisuusrannekkeet) voi riittää. Laitetyyppien eroja käymme läpi oppaassa [älykello vai aktiivisuusranneke](/alykello-vai-aktiivisuusranneke).

Valinnassa tärkeintä on yhteensopivuus oman puhelimen kanssa, akunkesto ja se, mitä mittauksia oikeasti käytät. Kellojen terveysmittaukset sopivat oman voinnin ja muutosten seurantaan, mutta ne eivät korvaa terveydenhuollon tutkimuksia.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Apple Watch Series 10', 'Samsung Galaxy Watch7', 'Huawei Watch GT 5', 'Garmin vívomove Trend'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Valitsimme vertailuun neljä Suomessa yleisesti myytävää älykelloa eri hintaluokista ja eri puhelimille. Arvioimme ne näillä perusteilla:

- **Yhteensopivuus:** toimiiko kello iPhonen, Android-puhelimen vai molempien kanssa.
- **Terveys- ja liikuntamittaukset:** syke, unen seuranta, veren happisaturaatio, EKG ja muut anturit sekä se, miten selkeästi sovellus esittää tiedot.
- **Akunkesto:** valmistajan ilmoittama akunkesto ja se, kuinka usein kello on käytännössä ladattava.
- **Sovellukset ja älytoiminnot:** ilmoitukset, sovellusvalikoima ja muut arkea helpottavat toiminnot.
- **Hinta:** tyypillinen hinta suomalaisissa kaupoissa ja mahdolliset jatkuvat kulut.
- **Saatavuus Suomessa:** kelloja myydään kotimaisissa verkkokaupoissa, jolloin takuu ja palautukset hoituvat tutusti.

Emme ole testanneet mittausten tarkkuutta laboratoriossa. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen oma arvio.`,
      },
      {
        title: 'Apple Watch Series 10',
        type: 'text-with-image',
        productIds: ['apple-watch-series-10'],
        content: `Apple Watch Series 10 on Applen älykello, joka toimii vain iPhonen kanssa. Kokoja on kaksi, 42 ja 46 mm, ja laajakulmainen OLED-näyttö erottuu hyvin myös vinosti katsottuna. Terveysmittauksista mukana ovat syke, EKG-sovellus, veren happisaturaatio ja lämpötila-anturi. Uimarille on lisäksi syvyysmittari 6 metriin ja veden lämpötilan mittaus. Tiedot kootaan iPhonen Terveys-sovellukseen. Hinta on 449,00 €.

**Paras valinta, jos** käytät iPhonea ja haluat kellon, jossa on laajin sovellusvalikoima ja monipuolisimmat terveysmittaukset.

**Vahvuudet:** sujuva yhteistyö iPhonen kanssa, laaja sovellusvalikoima, monipuoliset mittaukset ja pikalataus.

**Heikkoudet:** akku kestää jopa 18 tuntia, joten kello on ladattava käytännössä joka päivä. Jos haluat seurata myös unta, lataukselle on löydettävä sopiva hetki päivän aikana. Android-puhelimen kanssa kello ei toimi, ja se on vertailun kallein.`,
      },
      {
        title: 'Samsung Galaxy Watch7',
        type: 'text-with-image',
        productIds: ['samsung-galaxy-watch7'],
        content: `Samsung Galaxy Watch7 on Wear OS -käyttöjärjestelmällä toimiva älykello Android-puhelimille, kokoina 40 ja 44 mm. BioActive-anturi mittaa sykettä ja seuraa unta, ja kello antaa myös arvion kehonkoostumuksesta, kun asetat sormet kellon painikkeille. Kehonkoostumus on bioimpedanssiin perustuva arvio, joten sitä kannattaa käyttää muutosten seurantaan eikä tarkkana lukuna. Kaksitaajuuksinen GPS parantaa paikannusta esimerkiksi korkeiden rakennusten välissä. Hinta on 279,00 €.

**Paras valinta, jos** käytät Android-puhelinta, erityisesti Samsungia, ja haluat monipuolisen älykellon kohtuulliseen hintaan.

**Vahvuudet:** laaja sovellusvalikoima Google Playn kautta, sujuva Android-yhteensopivuus, kaksitaajuuksinen GPS ja kohtuullinen hinta.

**Heikkoudet:** akku kestää noin 1–2 vuorokautta käytöstä riippuen. iPhonen kanssa kello ei toimi, ja osa terveystoiminnoista, kuten EKG, vaatii Samsungin puhelimen.`,
      },
      {
        title: 'Huawei Watch GT 5',
        type: 'text-with-image',
        productIds: ['huawei-watch-gt-5'],
        content: `Huawei Watch GT 5 on AMOLED-näytöllinen älykello, joka toimii sekä Android-puhelimen että iPhonen kanssa. Kokoja on kaksi: 46 mm:n mallin akku kestää valmistajan mukaan jopa 14 päivää ja 41 mm:n mallin jopa 7 päivää. TruSense-mittausjärjestelmä seuraa sykettä, unta ja veren happisaturaatiota, ja tiedot näkyvät Huawei Health -sovelluksessa. Hinta on 249,00 €, mikä tekee siitä vertailun edullisimman.

**Paras valinta, jos** haluat älykellon, jota ei tarvitse ladata joka päivä, ja arvostat edullista hintaa enemmän kuin laajaa sovellusvalikoimaa.

**Vahvuudet:** pitkä akunkesto, joka helpottaa myös unen seurantaa, kirkas näyttö ja edullinen hinta ominaisuuksiin nähden.

**Heikkoudet:** muiden tekijöiden sovelluksia on selvästi vähemmän kuin Applen ja Samsungin kelloissa. Android-puhelimeen Huawei Health asennetaan yleensä Huawein omasta AppGallery-sovelluskaupasta eikä Google Playsta, mikä vaatii hieman enemmän vaivaa.`,
      },
      {
        title: 'Garmin vívomove Trend',
        type: 'text-with-image',
        productIds: ['garmin-vivomove-trend'],
        content: `Garmin vívomove Trend on hybridiälykello: se näyttää perinteiseltä viisarikellolta, mutta kellotaulun alla on piilotettu kosketusnäyttö. Kello seuraa sykettä, unta, stressiä, veren happisaturaatiota ja Garminin Body Battery -energiatasoa. Tiedot tallentuvat Garmin Connect -sovellukseen, joka toimii sekä Androidin että iPhonen kanssa. Akku kestää jopa 5 päivää älykellotilassa, ja kello latautuu langattomasti. Hinta on 299,00 €.

**Paras valinta, jos** haluat kellon, joka näyttää tavalliselta rannekellolta mutta seuraa hyvinvointia ja näyttää ilmoitukset.

**Vahvuudet:** klassinen ulkonäkö, langaton lataus ja selkeä sovellus, jonka perustoiminnot ovat maksuttomia.

**Heikkoudet:** pieni näyttö sopii lähinnä ilmoitusten ja lukemien vilkaisuun. Kellossa ei ole omaa GPS:ää, vaan ulkoliikunnan reitti tallentuu puhelimen paikannuksella, kun puhelin on mukana. Kellosta kerromme tarkemmin [tuotearvostelussamme](/garmin-vivomore-trend-tuotearvostelu).`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['apple-watch-series-10', 'samsung-galaxy-watch7', 'huawei-watch-gt-5', 'garmin-vivomove-trend'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Puhelin ratkaisee ensin.** Apple Watch toimii vain iPhonen kanssa ja Samsung Galaxy Watch7 vain Android-puhelinten kanssa. Garminin ja Huawein kellot toimivat molempien kanssa, mutta tarkista, onko jokin sinulle tärkeä ominaisuus rajattu vain toiseen järjestelmään.

**Akunkesto vai ominaisuudet.** Kirkasnäyttöiset ja sovelluksia pyörittävät älykellot kestävät yleensä vuorokaudesta kahteen. Jos haluat seurata unta joka yö, pidempi akunkesto on käytännöllinen. Valmistajan ilmoittama aika on enimmäisaika: aina päällä oleva näyttö ja GPS lyhentävät sitä.

**Koko ja mukavuus.** Kokeile kelloa ranteessa, jos voit. Pienempi koko on mukavampi nukkuessa, isompi näyttö on helpompi lukea.

**Mittausten merkitys.** Kellojen syke, happisaturaatio ja unen vaiheet ovat arvioita, joiden tarkkuus vaihtelee tilanteen mukaan. Ne sopivat omien muutosten seurantaan. EKG-sovelluksella voi tallentaa yksikanavaisen EKG:n, joka voi auttaa havaitsemaan eteisvärinän merkkejä, mutta kello ei tee diagnoosia. Jos sinulla on oireita, kuten tykytystä, huimausta tai rintakipua, ota yhteys terveydenhuoltoon kellon lukemista riippumatta.

**Vesitiiviys.** Tarkista valmistajan vesitiiviysluokitus ja ohjeet, jos aiot uida kellon kanssa. Saunan kuumuus ei yleensä sovi älykelloille, joten jätä kello pukuhuoneeseen.

**Tietosuoja.** Kello kerää terveyttä koskevia tietoja. Tarkista, mihin tiedot tallentuvat, ja jaa niitä muihin palveluihin harkiten.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Tarvitseeko älykello puhelimen?**
Käyttöönottoon ja tietojen siirtämiseen tarvitset puhelimen ja valmistajan sovelluksen. Liikuntaa ja unta kello seuraa ilman puhelintakin, ja tiedot siirtyvät sovellukseen, kun puhelin on taas lähellä.

**Voiko älykellolla mitata verenpainetta?**
Jos tarvitset verenpaineen seurantaa, käytä olkavarteen asetettavaa verenpainemittaria, sillä se on vakiintunut tapa mitata verenpainetta kotona. Mittareita vertailemme [verenpainemittarivertailussa](/paras-verenpainemittari).

**Kannattaako älykello ladata yöllä vai päivällä?**
Jos haluat unen seurannan, lataa kello päivällä, esimerkiksi aamupalan tai suihkun aikana. Pitkäakkuinen kello, kuten Huawei Watch GT 5, tarvitsee latausta vain kerran viikossa tai harvemmin.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus iPhonen käyttäjälle:** Apple Watch Series 10 – laajin sovellusvalikoima ja monipuoliset terveysmittaukset, mutta lataus käytännössä joka päivä. Hinta 449,00 €.
- **Paras Android-puhelimen käyttäjälle:** Samsung Galaxy Watch7 – Wear OS, Google Playn sovellukset ja kaksitaajuuksinen GPS hintaan 279,00 €.
- **Edullisin ja pisin akunkesto:** Huawei Watch GT 5 – 249,00 €, ja 46 mm:n mallin akku kestää jopa 14 päivää.
- **Klassinen ulkonäkö:** Garmin vívomove Trend – viisarit, piilotettu näyttö ja langaton lataus hintaan 299,00 €.

Valitse ensin kello, joka toimii oman puhelimesi kanssa, ja päätä sitten, kumpi on tärkeämpää: laaja sovellusvalikoima vai pitkä akunkesto. Kellojen terveysmittaukset ovat hyödyllisiä oman voinnin seurantaan, mutta ne eivät korvaa terveydenhuollon tutkimuksia.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Terveyskirjasto Duodecim: Eteisvärinä (terveyskirjasto.fi)',
      'Käypä hoito: Kohonnut verenpaine (Suomalainen Lääkäriseura Duodecim)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
