import type { Product } from '../schemas/product.ts';

/** Älykellot, urheilukellot, aktiivisuusrannekkeet ja unenseurantalaitteet. */
export const alykellot = [
  // Älykellot
  {
    id: 'apple-watch-series-10',
    title: 'Apple Watch Series 10',
    brand: 'Apple',
    category: 'Älykellot',
    subjects: ['älykellot'],
    store: 'gigantti',
    description:
      '• Älykello iPhonen käyttäjälle, koot 42 ja 46 mm\n• Laajakulmainen OLED-näyttö\n• Sykemittaus, EKG-sovellus, veren happisaturaatio ja lämpötila-anturi\n• Syvyysmittari 6 metriin ja veden lämpötilan mittaus\n• Akunkesto jopa 18 tuntia, pikalataus',
    price: '449,00 €',
    rating: 4.6,
    highlights: ['Laaja sovellusvalikoima', 'Monipuoliset terveysmittaukset'],
  },
  {
    id: 'samsung-galaxy-watch7',
    title: 'Samsung Galaxy Watch7',
    brand: 'Samsung',
    category: 'Älykellot',
    subjects: ['älykellot'],
    store: 'verkkokauppa',
    description:
      '• Wear OS -älykello Android-puhelimille, koot 40 ja 44 mm\n• BioActive-anturi: syke, unen seuranta ja kehonkoostumuksen arvio\n• Kaksitaajuuksinen GPS\n• Akunkesto noin 1–2 vuorokautta käytöstä riippuen',
    price: '279,00 €',
    rating: 4.3,
    highlights: ['Sujuva Android-yhteensopivuus', 'Laaja sovellusvalikoima'],
  },
  {
    id: 'huawei-watch-gt-5',
    title: 'Huawei Watch GT 5',
    brand: 'Huawei',
    category: 'Älykellot',
    subjects: ['älykellot'],
    store: 'power',
    description:
      '• Älykello Android- ja iOS-puhelimille, koot 41 ja 46 mm\n• AMOLED-näyttö ja TruSense-mittausjärjestelmä\n• Syke, unen seuranta ja veren happisaturaatio\n• Akunkesto jopa 14 päivää (46 mm) tai 7 päivää (41 mm)',
    price: '249,00 €',
    rating: 4.2,
    highlights: ['Pitkä akunkesto', 'Edullinen hinta ominaisuuksiin nähden'],
  },
  {
    id: 'garmin-vivomove-trend',
    title: 'Garmin vívomove Trend',
    brand: 'Garmin',
    category: 'Älykellot',
    subjects: ['älykellot'],
    store: 'verkkokauppa',
    description:
      '• Hybridiälykello: perinteiset viisarit ja piilotettu kosketusnäyttö\n• Syke, unen seuranta, stressi, veren happisaturaatio ja Body Battery -energiataso\n• Langaton lataus\n• Akunkesto jopa 5 päivää älykellotilassa',
    price: '299,00 €',
    rating: 4.2,
    highlights: ['Klassinen ulkonäkö', 'Langaton lataus'],
  },

  // Urheilukellot
  {
    id: 'garmin-forerunner-265',
    title: 'Garmin Forerunner 265',
    brand: 'Garmin',
    category: 'Älykellot',
    subjects: ['urheilukellot'],
    store: 'xxl',
    description:
      '• Juoksukello AMOLED-näytöllä\n• Monitaajuuksinen GPS\n• Harjoitusvalmius, sykevälivaihtelu ja palautumisen seuranta\n• Akunkesto jopa 13 päivää älykellotilassa ja jopa 20 tuntia GPS-tilassa',
    price: '399,00 €',
    rating: 4.6,
    highlights: ['Kirkas AMOLED-näyttö', 'Monipuolinen harjoitusdata'],
  },
  {
    id: 'polar-vantage-v3',
    title: 'Polar Vantage V3',
    brand: 'Polar',
    category: 'Älykellot',
    subjects: ['urheilukellot'],
    store: 'intersport',
    description:
      '• Suomalainen multisport-kello AMOLED-näytöllä\n• Elixir-biosensori: optinen syke, veren happisaturaatio ja ihon lämpötila\n• Kaksitaajuuksinen satelliittipaikannus ja offline-kartat\n• Palautumisen, unen ja harjoituskuorman seuranta Polar-sovelluksessa',
    price: '599,00 €',
    rating: 4.4,
    highlights: ['Offline-kartat', 'Monipuoliset anturit'],
  },
  {
    id: 'suunto-race',
    title: 'Suunto Race',
    brand: 'Suunto',
    category: 'Älykellot',
    subjects: ['urheilukellot'],
    store: 'intersport',
    description:
      '• Suomalaistaustainen urheilukello, 1,43 tuuman AMOLED-näyttö\n• Kaksitaajuuksinen GPS ja ilmaiset offline-kartat\n• Digitaalinen kruunu valikoiden selaamiseen\n• Akunkesto jopa 26 päivää arkikäytössä',
    price: '449,00 €',
    rating: 4.5,
    highlights: ['Pitkä akunkesto', 'Offline-kartat'],
  },
  {
    id: 'coros-pace-3',
    title: 'COROS PACE 3',
    brand: 'COROS',
    category: 'Älykellot',
    subjects: ['urheilukellot'],
    store: 'verkkokauppa',
    description:
      '• Kevyt juoksu- ja multisport-kello, noin 30 g nailonrannekkeella\n• Kaksitaajuuksinen GPS\n• Akunkesto jopa 24 päivää arkikäytössä ja jopa 38 tuntia GPS-tilassa\n• Harjoitusten analyysi COROS-sovelluksessa',
    price: '229,00 €',
    rating: 4.4,
    highlights: ['Erittäin kevyt', 'Pitkä akunkesto edulliseen hintaan'],
  },

  // Aktiivisuusrannekkeet
  {
    id: 'fitbit-charge-6',
    title: 'Fitbit Charge 6',
    brand: 'Fitbit',
    category: 'Älykellot',
    subjects: ['aktiivisuusrannekkeet'],
    store: 'verkkokauppa',
    description:
      '• Aktiivisuusranneke värinäytöllä\n• Sisäänrakennettu GPS\n• Syke, unen seuranta, EKG-sovellus ja stressin seuranta\n• Akunkesto jopa 7 päivää',
    price: '159,95 €',
    rating: 4.1,
    highlights: ['Oma GPS', 'Tarkka sykemittaus'],
  },
  {
    id: 'xiaomi-smart-band-9',
    title: 'Xiaomi Smart Band 9',
    brand: 'Xiaomi',
    category: 'Älykellot',
    subjects: ['aktiivisuusrannekkeet'],
    store: 'gigantti',
    description:
      '• Edullinen aktiivisuusranneke, 1,62 tuuman AMOLED-näyttö\n• Askeleet, syke, veren happisaturaatio ja unen seuranta\n• Yli 150 urheilutilaa\n• Akunkesto jopa 21 päivää',
    price: '39,90 €',
    rating: 4.0,
    highlights: ['Erittäin edullinen', 'Pitkä akunkesto'],
  },
  {
    id: 'garmin-vivosmart-5',
    title: 'Garmin vívosmart 5',
    brand: 'Garmin',
    category: 'Älykellot',
    subjects: ['aktiivisuusrannekkeet'],
    store: 'power',
    description:
      '• Kapea aktiivisuusranneke kosketusnäytöllä\n• Syke, unen seuranta, stressi, veren happisaturaatio ja Body Battery -energiataso\n• Puhelimen GPS:n hyödyntäminen ulkoliikunnassa\n• Akunkesto jopa 7 päivää',
    price: '149,00 €',
    rating: 4.0,
    highlights: ['Huomaamaton muotoilu', 'Hyvä unen seuranta'],
  },
  {
    id: 'samsung-galaxy-fit3',
    title: 'Samsung Galaxy Fit3',
    brand: 'Samsung',
    category: 'Älykellot',
    subjects: ['aktiivisuusrannekkeet'],
    store: 'gigantti',
    description:
      '• Aktiivisuusranneke 1,6 tuuman AMOLED-näytöllä ja alumiinirungolla\n• Syke, unen seuranta ja veren happisaturaatio\n• Yli 100 harjoitustilaa\n• Akunkesto jopa 13 päivää',
    price: '59,90 €',
    rating: 3.9,
    highlights: ['Suuri näyttö', 'Edullinen'],
  },

  // Unenseurantalaitteet
  {
    id: 'oura-ring-4',
    title: 'Oura Ring 4',
    brand: 'Oura',
    category: 'Älykellot',
    subjects: ['unenseurantalaitteet'],
    store: 'oura',
    description:
      '• Suomalainen älysormus titaanista, koot 4–15\n• Unen vaiheet, leposyke, sykevälivaihtelu, kehon lämpötilan muutokset ja veren happisaturaatio\n• Akunkesto jopa 8 päivää\n• Sormus maksaa noin 320–400 €, ja lisäksi sovelluksen useimmat analyysit vaativat Oura-jäsenyyden, noin 6 € kuukaudessa',
    price: '399,00 €',
    rating: 4.6,
    highlights: ['Huomaamaton sormus', 'Monipuolinen unen seuranta', 'Suomalainen yritys'],
  },
  {
    id: 'samsung-galaxy-ring',
    title: 'Samsung Galaxy Ring',
    brand: 'Samsung',
    category: 'Älykellot',
    subjects: ['unenseurantalaitteet'],
    store: 'gigantti',
    description:
      '• Älysormus titaanista Android-puhelimille\n• Unen seuranta, syke ja ihon lämpötila Samsung Health -sovelluksessa\n• Latauskotelo, akunkesto jopa 7 päivää koosta riippuen\n• Ei kuukausimaksua',
    price: '449,00 €',
    rating: 4.1,
    highlights: ['Ei kuukausimaksua', 'Latauskotelo mukana'],
  },
  {
    id: 'withings-sleep-analyzer',
    title: 'Withings Sleep Analyzer',
    brand: 'Withings',
    category: 'Älykellot',
    subjects: ['unenseurantalaitteet'],
    store: 'verkkokauppa',
    description:
      '• Patjan alle asennettava unenseurantalaite\n• Seuraa unen vaiheita, sykettä ja kuorsausta\n• Ei puettavaa laitetta eikä latausta, toimii verkkovirralla\n• Tulokset Withings-sovellukseen wifi-yhteydellä',
    price: '129,95 €',
    rating: 4.0,
    highlights: ['Ei mitään ranteessa', 'Ei latausta'],
  },
  {
    id: 'garmin-index-sleep-monitor',
    title: 'Garmin Index Sleep Monitor',
    brand: 'Garmin',
    category: 'Älykellot',
    subjects: ['unenseurantalaitteet'],
    store: 'gigantti',
    description:
      '• Olkavarteen puettava, pehmeä unenseurantanauha\n• Unen vaiheet, sykevälivaihtelu, veren happisaturaatio ja ihon lämpötilan muutokset\n• Herätys värinällä\n• Akunkesto jopa 7 päivää',
    price: '169,99 €',
    rating: 4.0,
    highlights: ['Mukava nukkua', 'Ei rannekelloa yöllä'],
  },
] satisfies Product[];
