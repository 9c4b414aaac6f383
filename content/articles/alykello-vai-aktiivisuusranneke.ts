import type { ArticleBody } from '../schemas/article.ts';

/** Smartwatch or fitness band: differences, measurements, battery, price, sports watches and who needs which. */
export const body = {
  id: 'alykello-vai-aktiivisuusranneke',
  updateDate: '2025-02-28',
  content: {
    introduction: `Ranteeseen puettavat laitteet jakautuvat karkeasti kahteen ryhmään. Aktiivisuusranneke on kapea ja kevyt laite, joka laskee askeleita, mittaa sykettä ja seuraa unta. Älykellolla voi lisäksi käsitellä viestejä, käyttää sovelluksia ja monessa mallissa maksaa ostoksia.

Raja on hämärtynyt: rannekkeissa on värinäyttö ja osassa oma GPS, ja osa älykelloista kestää latauksetta yli viikon. Tässä oppaassa vertaamme laitetyyppejä rinnakkain: mitä ne mittaavat, kauanko akku kestää, mitä ne maksavat ja kenelle kumpikin sopii. Lopuksi kerromme, milloin kannattaa harkita kolmatta vaihtoehtoa, urheilukelloa.`,
    sections: [
      {
        title: 'Älykello ja aktiivisuusranneke rinnakkain',
        type: 'bullets',
        content: [
          '**Koko ja paino:** ranneke on kapea ja kevyt, ja sen kanssa on helppo nukkua. Älykellon isompi runko tuntuu ranteessa enemmän.',
          '**Näyttö ja käyttö:** rannekkeen pieneltä näytöltä vilkaiset kellonajan, askeleet ja ilmoitukset. Älykellon näytöllä voit lukea viestejä, katsoa karttaa ja käyttää sovelluksia.',
          '**Sovellukset:** ranneke toimii lähinnä valmistajan oman puhelinsovelluksen kanssa. Esimerkiksi Apple Watchiin ja Wear OS -kelloihin voi asentaa myös muiden tekijöiden sovelluksia.',
          '**Maksaminen ja puhelut:** monella älykellolla voi maksaa lähimaksuna, ja osasta on saatavilla oma puhelinliittymällä toimiva versio. Rannekkeissa nämä ominaisuudet ovat harvinaisempia.',
          '**Akku:** ranneke kestää tyypillisesti viikosta kolmeen viikkoon, älykello mallista riippuen vuorokaudesta kahteen viikkoon.',
          '**Hinta:** vertailemamme rannekkeet maksavat noin 40–160 €, älykellot noin 250–450 €.',
        ],
      },
      {
        title: 'Mitä laitteet mittaavat – ja kuinka tarkasti',
        type: 'text',
        content: `Perusmittaukset ovat molemmissa samat: askeleet, syke, uni ja usein myös veren happisaturaatio. Esimerkiksi Xiaomi Smart Band 9 seuraa askeleita, sykettä, happisaturaatiota ja unta samaan tapaan kuin moninkertaisesti kalliimpi älykello. Erot syntyvät lisäominaisuuksista. Apple Watch Series 10:ssä on EKG-sovellus ja lämpötila-anturi, ja Samsung Galaxy Watch7 antaa arvion kehonkoostumuksesta. EKG-sovellus on myös Fitbit Charge 6 -rannekkeessa.

Optinen sykemittaus ranteesta toimii yleensä hyvin levossa ja tasaisessa liikunnassa. Nopeissa vedoissa, intervalleissa ja kuntosalilla tarkkuus heikkenee. Jos sykkeen tarkkuus on harjoittelussasi tärkeää, rintaan kiinnitettävä sykevyö on luotettavampi.

Unen seurannassa laitteet päättelevät unen vaiheet liikkeestä ja sykkeestä. Univaiheiden jako on arvio eikä vastaa unilaboratorion mittausta. Lisää aiheesta kerromme oppaassa [unen mittaaminen](/unen-mittaaminen).

Rannelaitteet ovat ennen kaikkea hyvinvointilaitteita. Osa toiminnoista, kuten EKG-sovellukset ja epäsäännöllisestä sykkeestä varoittavat ilmoitukset, on kehitetty erityisesti eteisvärinän merkkien havaitsemiseen, mutta nekään eivät tee diagnoosia. Jos laite ilmoittaa epäsäännöllisestä sykkeestä tai sinulla on oireita, kuten tykytystä, huimausta tai rintakipua, ota yhteys terveydenhuoltoon – myös silloin, kun kellon lukemat näyttävät normaaleilta.`,
      },
      {
        title: 'Akunkesto arjessa',
        type: 'text',
        content: `Akunkesto on usein suurin käytännön ero. Valmistajien ilmoittamat ajat ovat enimmäisaikoja: aina päällä oleva näyttö, jatkuva happisaturaation mittaus ja GPS-liikunta lyhentävät niitä selvästi. Ilmoitetut akunkestot vertailemissamme malleissa:

- Apple Watch Series 10: jopa 18 tuntia, eli lataus käytännössä joka päivä
- Samsung Galaxy Watch7: noin 1–2 vuorokautta käytöstä riippuen
- Garmin vívomove Trend: jopa 5 päivää älykellotilassa
- Huawei Watch GT 5: jopa 14 päivää (46 mm) tai 7 päivää (41 mm)
- Fitbit Charge 6 ja Garmin vívosmart 5: jopa 7 päivää
- Samsung Galaxy Fit3: jopa 13 päivää
- Xiaomi Smart Band 9: jopa 21 päivää

Jos haluat seurata untasi, joka päivä ladattava kello vaatii rutiinin, esimerkiksi latauksen aamupalan aikana.`,
      },
      {
        title: 'Hinta ja mitä sillä saa',
        type: 'text',
        content: `Aktiivisuusrannekkeet ovat edullisia. Vertailemistamme rannekkeista Xiaomi Smart Band 9 maksaa 39,90 €, Samsung Galaxy Fit3 59,90 €, Garmin vívosmart 5 149,00 € ja Fitbit Charge 6 159,95 €. Kalliimmassa rannekkeessa maksat esimerkiksi omasta GPS:stä (Fitbit Charge 6) tai laajemmasta sovelluksesta (Garmin).

Vertailemamme älykellot maksavat 249,00–449,00 €. Laske mukaan myös mahdolliset jatkuvat kulut: puhelinliittymällä toimiva kello tarvitsee oman liittymän, ja joidenkin valmistajien sovelluksissa osa toiminnoista vaatii maksullisen jäsenyyden.

Tarkista ennen ostoa yhteensopivuus oman puhelimesi kanssa. Apple Watch toimii vain iPhonen kanssa, ja Samsung Galaxy Watch7 vain Android-puhelinten kanssa. Esimerkiksi Garminin, Huawein ja Fitbitin laitteet toimivat sekä Androidin että iPhonen kanssa.`,
      },
      {
        title: 'Urheilukello – kolmas vaihtoehto liikkujalle',
        type: 'text',
        content: `Jos liikut paljon, kannattaa katsoa myös urheilukelloja. Niissä on yleensä vähemmän älytoimintoja kuin älykelloissa, mutta harjoittelun seuranta, paikannus ja akunkesto ovat omaa luokkaansa. Tyypillisiä ominaisuuksia ovat kaksitaajuuksinen satelliittipaikannus, harjoituskuorman ja palautumisen seuranta, sykevälivaihtelu sekä mahdollisuus liittää kelloon sykevyö.

Sivun lopussa esittelemme neljä urheilukelloa:
- **COROS PACE 3** (229,00 €) on kevyt ja edullinen, ja sen akku kestää jopa 24 päivää arkikäytössä ja jopa 38 tuntia GPS-tilassa.
- **Garmin Forerunner 265** (399,00 €) on juoksijan kello, jossa on AMOLED-näyttö ja monipuolinen harjoitusdata.
- **Suunto Race** (449,00 €) tarjoaa ilmaiset offline-kartat ja jopa 26 päivän akunkeston arkikäytössä.
- **Polar Vantage V3** (599,00 €) on suomalaisen Polarin multisport-kello, jossa on offline-kartat ja monipuoliset anturit.

Urheilukello sopii, jos harjoittelet tavoitteellisesti tai liikut pitkiä aikoja maastossa.`,
      },
      {
        title: 'Kumpi sopii sinulle?',
        type: 'bullets',
        content: [
          '**Valitse aktiivisuusranneke, jos** haluat ennen kaikkea seurata askeleita, sykettä ja unta, arvostat kevyttä laitetta ja pitkää akunkestoa ja haluat pitää hinnan alhaisena. Vaihtoehtoja vertailemme [aktiivisuusrannekkeiden vertailussa](/paras-aktiivisuusrannekkeet).',
          '**Valitse älykello, jos** haluat hoitaa viestit, maksut ja sovellukset ranteesta, arvostat isoa näyttöä ja monipuolisia mittauksia etkä pidä tiheää lataamista ongelmana. Mallit löydät [älykellovertailusta](/paras-alykello).',
          '**Valitse pitkäakkuinen tai hybridimallinen älykello, jos** haluat älytoiminnot mutta et halua ladata joka päivä, tai jos toivot perinteisen rannekellon ulkonäköä. Esimerkkejä ovat Huawei Watch GT 5 ja Garmin vívomove Trend.',
          '**Valitse urheilukello, jos** tavoitteellinen harjoittelu, tarkka paikannus ja pitkä akku ovat sinulle tärkeämpiä kuin sovellusvalikoima.',
          '**Jos tärkein syy on uni,** myös älysormus tai patjan alle asennettava unenseurantalaite voi olla ranteessa pidettävää laitetta mukavampi. Vaihtoehtoja käsittelemme oppaassa [unen mittaaminen](/unen-mittaaminen).',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `Aktiivisuusranneke on edullinen ja kevyt tapa seurata liikettä, sykettä ja unta, ja sen akku kestää yleensä viikkoja. Älykello tuo mukaan viestit, maksamisen, sovellukset ja monipuolisemmat mittaukset, mutta se maksaa enemmän ja vaatii useammin latausta. Tavoitteelliselle liikkujalle urheilukello on usein paras valinta.

Tarkista ennen ostoa yhteensopivuus puhelimesi kanssa ja mieti, kuinka usein jaksat ladata laitetta. Rannelaitteiden luvut ovat arvioita: ne sopivat omien muutosten seurantaan, mutta eivät korvaa terveydenhuollon mittauksia.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
    sources: [
      'Terveyskirjasto Duodecim: Eteisvärinä (terveyskirjasto.fi)',
      'Fimea: Lääkinnälliset laitteet (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
