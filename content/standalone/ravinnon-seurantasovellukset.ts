import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';

/** Paras ravinnon seurantasovellus: kolme sovellusryhmää ja kunkin sovelluksen ominaisuudet. */
export const page = {
  id: 'ravinnon-seurantasovellukset',
  title: 'Paras ravinnon seurantasovellus – 3 sovellusryhmää vertailussa',
  description:
    'Ravinnon seurantasovellukset kolmessa ryhmässä: kalorilaskurit, suomalaisen ruoan tiedot sekä makro- ja mikroravinteiden tarkempi seuranta.',
  content: {
    introduction:
      'Ravinnon seurantasovellus on ruokapäiväkirja puhelimessa. Kirjaat syömäsi ruoat, ja sovellus laskee niistä energian, proteiinin, hiilihydraatit ja rasvan, monessa sovelluksessa myös vitamiinit ja kivennäisaineet. Seurannasta on hyötyä, kun haluat hahmottaa, paljonko ja mitä oikeasti syöt, esimerkiksi painonhallinnan, harjoittelun tai proteiinin saannin tueksi. Monelle jo muutaman viikon kirjaaminen riittää näyttämään, mistä ateriat koostuvat.\n\nJaoimme sovellukset kolmeen ryhmään käyttötarkoituksen mukaan. Kattavat kalorilaskurit ovat helppoja aloittaa, ja niiden tietokannoissa on paljon valmiita tuotteita. Suomalaisen ruoan tiedoissa luotettavin lähde on Ruokaviraston ylläpitämä Fineli-tietokanta. Kolmannen ryhmän sovellukset sopivat sinulle, joka haluat seurata makroravinteita tarkasti tai nähdä myös mikroravinteiden saannin.\n\nKansainvälisissä sovelluksissa suomalaisten tuotteiden tiedot ovat usein käyttäjien itse lisäämiä, joten niissä voi olla virheitä. Tarkista tärkeimpien tuotteiden arvot pakkausmerkinnöistä. Useimmissa sovelluksissa on maksuton perusversio ja maksullinen tilaus, jonka sisältö ja hinta muuttuvat ajoittain, joten katso ajantasaiset tiedot sovelluskaupasta.\n\nArvioimme sovelluksia sen mukaan, kuinka luotettavia ja kattavia niiden ruokatiedot ovat, kuinka nopeaa kirjaaminen on arjessa, mitä maksuton versio sisältää ja mitä ravintoaineita sovellus näyttää. Valinnat ja painotukset ovat toimituksen omaa harkintaa.',
    sections: [
      {
        title: 'Kattavat kalorilaskurit',
        content: [
          {
            subtitle: 'MyFitnessPal',
            features: [
              'Yksi tunnetuimmista kalorilaskureista, ja sen ruokatietokanta on hyvin laaja',
              'Suuri osa tietokannasta on käyttäjien lisäämää, joten samasta tuotteesta voi löytyä useita eri arvoja',
              'Energian sekä proteiinin, hiilihydraattien ja rasvan seuranta päivittäisiä tavoitteita vasten',
              'Omien reseptien ja aterioiden tallentaminen toistuvaa kirjaamista varten',
              'Yhteydet moniin aktiivisuusrannekkeisiin, älykelloihin ja terveyssovelluksiin',
              'Osa toiminnoista, kuten viivakoodinlukija, kuuluu maksulliseen Premium-tilaukseen',
            ],
          },
          {
            subtitle: 'FatSecret',
            features: [
              'Ruokapäiväkirja, painon seuranta ja laaja ruokatietokanta',
              'Perustoiminnot ovat käytettävissä maksutta',
              'Viivakoodinlukija pakattujen tuotteiden kirjaamiseen',
              'Käytettävissä sekä puhelinsovelluksena että verkkosivuilla',
              'Maksullinen Premium-versio tuo lisätoimintoja, kuten ateriasuunnitelmia',
            ],
          },
          {
            subtitle: 'Yazio',
            features: [
              'Saksalainen kalorilaskuri, jossa on selkeä päivänäkymä',
              'Energian ja makroravinteiden seuranta sekä viivakoodinlukija',
              'Pätkäpaastoajastin, jos noudatat paastoon perustuvaa ateriarytmiä',
              'Reseptejä ja ateriaideoita, joista osa kuuluu maksulliseen PRO-versioon',
              'Maksuton perusversio ja maksullinen PRO-tilaus',
            ],
          },
          {
            subtitle: 'Lifesum',
            features: [
              'Ruotsalainen sovellus, jossa kirjaamisen lisäksi painotetaan ruokavalion kokonaislaatua',
              'Valmiita ruokavaliomalleja ja ateriasuunnitelmia, esimerkiksi runsasproteiiniseen syömiseen',
              'Aterioiden ja ruokien arviointi, joka antaa palautetta valinnoista',
              'Viivakoodinlukija sekä veden juomisen seuranta',
              'Monet ateriasuunnitelmat ja tarkemmat toiminnot vaativat maksullisen tilauksen',
            ],
          },
        ],
      },
      {
        title: 'Suomalaisen ruoan tiedot',
        content: [
          {
            subtitle: 'Fineli (Ruokavirasto)',
            features: [
              'Ruokaviraston ylläpitämä kansallinen elintarvikkeiden koostumustietokanta, ei ruokapäiväkirjasovellus',
              'Käytetään verkkosivuston kautta osoitteessa fineli.fi, maksutta ja ilman rekisteröitymistä',
              'Tuhansien suomalaisten elintarvikkeiden ja ruokien tiedot, myös tavallisten kotiruokien',
              'Energian, makroravinteiden sekä vitamiinien ja kivennäisaineiden pitoisuudet',
              'Tiedot ovat asiantuntijoiden kokoamia, joten niihin voi verrata sovellusten käyttäjien lisäämiä arvoja',
              'Tietokanta on avointa dataa, ja sitä voivat hyödyntää myös muut palvelut',
              'Sopii tarkistuslähteeksi kalorilaskurin rinnalle, mutta päivittäiseen kirjaamiseen tarvitset erillisen sovelluksen',
            ],
          },
        ],
      },
      {
        title: 'Makro- ja mikroravinteiden seuranta',
        content: [
          {
            subtitle: 'Cronometer',
            features: [
              'Tunnettu erityisesti vitamiinien ja kivennäisaineiden yksityiskohtaisesta seurannasta',
              'Tietokanta perustuu pitkälti tarkistettuihin lähteisiin, kuten virallisiin ravintoainetietokantoihin',
              'Näyttää, miten päivän saanti suhteutuu kunkin ravintoaineen tavoitteeseen',
              'Käytettävissä puhelinsovelluksena ja selaimessa',
              'Maksuton perusversio ja maksullinen Gold-tilaus lisätoiminnoille',
              'Sopii, kun haluat tarkistaa, saatko ruokavaliostasi riittävästi esimerkiksi rautaa tai kalsiumia',
            ],
          },
          {
            subtitle: 'MacroFactor',
            features: [
              'Makroravinteiden seurantaan keskittynyt sovellus, joka on suunnattu erityisesti liikkujille',
              'Arvioi energiankulutustasi kirjatun syömisen ja painon kehityksen perusteella',
              'Päivittää kalori- ja makrotavoitteita säännöllisesti toteutuneen kehityksen mukaan',
              'Nopeaan kirjaamiseen suunniteltu käyttöliittymä, jossa ei ole mainoksia',
              'Vain maksullinen tilaus, jota voi kokeilla maksutta rajatun ajan',
            ],
          },
        ],
      },
    ],
    conclusion:
      'Jos haluat aloittaa helposti, valitse kattava kalorilaskuri, kuten MyFitnessPal, FatSecret, Yazio tai Lifesum. Niissä on laajat tietokannat ja viivakoodinlukija, ja maksuton versio riittää monelle. FatSecret on hyvä valinta, jos et halua maksaa tilauksesta, ja Lifesum sopii sinulle, joka haluat kirjaamisen rinnalle valmiita ateriasuunnitelmia.\n\nSuomalaisen ruoan ravintosisällön luotettavin lähde on Ruokaviraston Fineli. Se ei ole ruokapäiväkirja, mutta sen avulla voit tarkistaa, ovatko sovelluksesi arvot järkeviä. Jos haluat tietää tarkasti, mitä vitamiineja ja kivennäisaineita saat ruoasta, Cronometer on ryhmänsä selkein valinta. MacroFactor sopii säännöllisesti harjoittelevalle, joka haluaa sovelluksen säätävän tavoitteita oman kehityksen mukaan.\n\nSaat seurannasta eniten irti, kun kirjaat ruoat heti syömisen jälkeen ja punnitset aluksi tavallisimmat annoksesi. Kun tunnet annoskoot, arviointi sujuu myöhemmin ilman vaakaakin.\n\nKalorien laskeminen ei sovi kaikille. Jos ruoan kirjaaminen alkaa aiheuttaa ahdistusta tai syöminen tuntuu hallitsevan arkea, pidä taukoa ja keskustele tilanteesta terveydenhuollon ammattilaisen kanssa. Tämä sivu on yleistä tietoa eikä korvaa lääkärin, ravitsemusterapeutin tai muun terveydenhuollon ammattilaisen neuvoja.',
  },
  meta: {
    updateDate: '2024-03-20',
  },
} satisfies StandaloneComparison;
