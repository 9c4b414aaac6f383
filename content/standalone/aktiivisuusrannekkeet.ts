import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';

/** Parhaat aktiivisuusrannekkeet 2025: viisi ranneketta plussineen ja miinuksineen. */
export const page = {
  id: 'aktiivisuusrannekkeet',
  title: 'Parhaat aktiivisuusrannekkeet 2025 – 5 laitetta vertailussa',
  description:
    'Viisi aktiivisuusranneketta vertailussa: mitä kukin laite mittaa, kauanko akku kestää, mitkä ovat sen vahvuudet ja heikkoudet ja kenelle se sopii.',
  content: {
    introduction:
      'Aktiivisuusranneke on kevyt ja kapea laite, joka laskee askeleet, mittaa sykettä ranteesta ja seuraa unta. Se sopii sinulle, jos haluat arjen liikkumisesta ja unesta suuntaa antavaa tietoa ilman älykellon kokoa ja hintaa. Useimmissa rannekkeissa akku kestää viikon tai pidempään, ja hinnat alkavat muutamasta kymmenestä eurosta.\n\nVertasimme viittä Suomessa myytävää ranneketta. Katsoimme erityisesti, mitä laite mittaa, onko siinä oma GPS, kauanko akku kestää valmistajan mukaan, minkä puhelimien kanssa se toimii ja vaatiiko sovelluksen täysi käyttö kuukausimaksun. Hinnat ovat tyypillisiä vähittäishintoja, ja ne vaihtelevat kaupoittain. Arviot ovat toimituksen omaa harkintaa.\n\nMuista, että rannekkeen luvut ovat arvioita. Optinen sykemittaus, unen vaiheet ja veren happisaturaatio ovat hyödyllisiä omien muutosten seurannassa, mutta aktiivisuusranneke ei ole lääkinnällinen laite eikä sillä voi tehdä diagnooseja.',
    sections: [
      {
        title: 'Viisi ranneketta vertailussa',
        content: [
          {
            name: 'Fitbit Charge 6',
            description:
              'Fitbit Charge 6 on vertailun monipuolisin ranneke. Siinä on värinäyttö ja oma GPS, joten voit tallentaa juoksulenkin tai pyörälenkin reitin ilman puhelinta. Ranneke mittaa sykettä, seuraa unta ja stressiä, ja siinä on EKG-sovellus. Valmistaja lupaa akulle jopa 7 päivän keston, mutta GPS:n käyttö lyhentää sitä. Fitbit kuuluu Googlelle, ja laitteen käyttöön tarvitaan Google-tili. Tyypillinen hinta on 159,95 €. Paras valinta, jos haluat rannekkeen, jolla voit liikkua ulkona ilman puhelinta.',
            pros: [
              'Oma GPS reittien ja matkojen tallentamiseen',
              'Monipuoliset mittaukset: syke, uni, stressi ja EKG-sovellus',
              'Värinäyttö on selkeä myös liikkuessa',
              'Toimii sekä Android-puhelimien että iPhonen kanssa',
            ],
            cons: [
              'Osa tarkemmista analyyseistä vaatii maksullisen Fitbit Premium -tilauksen',
              'GPS:n käyttö lyhentää akunkestoa selvästi',
              'Vaatii Google-tilin',
              'Vertailun kallein ranneke',
            ],
            productId: 'fitbit-charge-6',
          },
          {
            name: 'Xiaomi Smart Band 9',
            description:
              'Xiaomi Smart Band 9 on vertailun edullisin ranneke, ja sen tyypillinen hinta on 39,90 €. Siinä on 1,62 tuuman AMOLED-näyttö, joka on rannekkeeksi suuri ja kirkas. Laite laskee askeleet, mittaa sykettä ja veren happisaturaatiota ja seuraa unta. Urheilutiloja on yli 150. Valmistajan mukaan akku kestää jopa 21 päivää, mikä on vertailun pisin kesto. Omaa GPS:ää rannekkeessa ei ole. Paras valinta, jos haluat perusseurannan mahdollisimman edullisesti ja lataat laitetta mieluiten harvoin.',
            pros: [
              'Erittäin edullinen hinta',
              'Valmistajan ilmoittama akunkesto jopa 21 päivää',
              'Suuri ja kirkas AMOLED-näyttö',
              'Yli 150 urheilutilaa',
            ],
            cons: [
              'Ei omaa GPS:ää',
              'Sovelluksen analyysit ovat suppeammat kuin kalliimmissa laitteissa',
              'Urheilutilojen suuri määrä ei tarkoita syvällistä harjoitusanalyysia',
            ],
            productId: 'xiaomi-smart-band-9',
          },
          {
            name: 'Garmin vívosmart 5',
            description:
              'Garmin vívosmart 5 on kapea ja huomaamaton ranneke, jossa on kosketusnäyttö. Se seuraa sykettä, unta, stressiä ja veren happisaturaatiota, ja Body Battery -energiataso kertoo, miten palautunut olet Garminin arvion mukaan. Ulkoliikunnassa ranneke hyödyntää puhelimen GPS:ää, eli puhelimen on oltava mukana, jos haluat reitin talteen. Akku kestää jopa 7 päivää. Garmin Connect -sovelluksen perustoiminnot eivät vaadi kuukausimaksua. Tyypillinen hinta on 149,00 €. Paras valinta, jos arvostat huomaamatonta muotoilua ja unen ja palautumisen seurantaa.',
            pros: [
              'Kapea muotoilu, joka ei paina yöllä',
              'Body Battery ja stressin seuranta palautumisen tueksi',
              'Garmin Connect -sovelluksen perustoiminnot ilman kuukausimaksua',
              'Toimii sekä Android-puhelimien että iPhonen kanssa',
            ],
            cons: [
              'Ei omaa GPS:ää, vaan reitin tallennus vaatii puhelimen',
              'Pieni yksivärinen näyttö',
              'Hinta on lähellä rannekkeita, joissa on värinäyttö',
            ],
            productId: 'garmin-vivosmart-5',
          },
          {
            name: 'Samsung Galaxy Fit3',
            description:
              'Samsung Galaxy Fit3 on edullinen ranneke, jossa on 1,6 tuuman AMOLED-näyttö ja alumiinirunko. Se mittaa sykettä ja veren happisaturaatiota, seuraa unta ja tarjoaa yli 100 harjoitustilaa. Valmistajan mukaan akku kestää jopa 13 päivää. Tiedot kootaan Samsung Health -sovellukseen, joten ranneke sopii luontevimmin Samsungin puhelimen tai muun Android-puhelimen rinnalle. iPhonen kanssa ranneke ei toimi. Tyypillinen hinta on 59,90 €. Paras valinta, jos käytät Android-puhelinta ja haluat suuren näytön edullisesti.',
            pros: [
              'Suuri AMOLED-näyttö ja alumiinirunko',
              'Valmistajan ilmoittama akunkesto jopa 13 päivää',
              'Edullinen hinta',
              'Sujuva yhteys Samsung Health -sovellukseen',
            ],
            cons: [
              'Ei toimi iPhonen kanssa',
              'Ei omaa GPS:ää',
              'Vähemmän palautumista arvioivia toimintoja kuin Garminissa tai Fitbitissä',
            ],
            productId: 'samsung-galaxy-fit3',
          },
          {
            name: 'Huawei Band 9',
            description:
              'Huawei Band 9 on kevyt ja edullinen ranneke, jossa on noin 1,5 tuuman AMOLED-näyttö. Se mittaa sykettä ja veren happisaturaatiota, seuraa unta ja stressiä ja tarjoaa noin sata harjoitustilaa. Valmistaja lupaa akulle tyypillisessä käytössä jopa 14 päivän keston. Tiedot kootaan Huawei Health -sovellukseen, joka toimii sekä Android-puhelimissa että iPhonessa. Android-puhelimeen sovellus asennetaan yleensä Huawein omasta AppGallery-sovelluskaupasta. Omaa GPS:ää rannekkeessa ei ole. Paras valinta, jos haluat pitkän akunkeston ja hyvän näytön edullisesti.',
            pros: [
              'Pitkä akunkesto, valmistajan mukaan jopa 14 päivää',
              'Kevyt ja mukava pitää yölläkin',
              'Kirkas AMOLED-näyttö',
              'Toimii sekä Android-puhelimien että iPhonen kanssa',
            ],
            cons: [
              'Ei omaa GPS:ää',
              'Android-puhelimeen sovellus voi joutua asentamaan Huawein omasta AppGallery-kaupasta',
              'Harjoitus- ja palautumisanalyysi jää suppeammaksi kuin urheilukelloissa',
            ],
          },
        ],
      },
    ],
    conclusion:
      'Paras kokonaisuus on Fitbit Charge 6, koska siinä on vertailun rannekkeista ainoana oma GPS ja monipuolisimmat mittaukset. Jos hinta ratkaisee, Xiaomi Smart Band 9 hoitaa askelten, sykkeen ja unen perusseurannan alle 40 eurolla ja kestää pisimpään yhdellä latauksella. Garmin vívosmart 5 sopii sinulle, joka haluat huomaamattoman rannekkeen ja palautumisen seurannan ilman kuukausimaksua. Samsung Galaxy Fit3 on hyvä ja edullinen valinta Android-puhelimen käyttäjälle, ja Huawei Band 9 tarjoaa pitkän akunkeston ja kirkkaan näytön.\n\nEnnen ostoa tarkista, että ranneke toimii puhelimesi kanssa ja että sovelluksen tärkeimmät toiminnot eivät vaadi tilausta, jota et halua maksaa. Jos liikut paljon ulkona ilman puhelinta tai tarvitset tarkempaa harjoitusdataa, kannattaa harkita myös urheilukelloa.\n\nAktiivisuusrannekkeen mittaukset ovat suuntaa antavia eivätkä korvaa lääkärin tutkimusta. Jos sykkeesi tai unesi herättää huolta, keskustele siitä lääkärin tai muun terveydenhuollon ammattilaisen kanssa.',
  },
  meta: {
    updateDate: '2024-03-20',
  },
} satisfies StandaloneComparison;
