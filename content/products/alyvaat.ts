import type { Product } from '../schemas/product.ts';

/** Älyvaa'at, jotka tallentavat painon ja kehonkoostumuksen sovellukseen. */
export const alyvaat = [
  {
    id: 'withings-body-plus',
    title: 'Withings Body+',
    brand: 'Withings',
    category: "Älyvaa'at",
    subjects: ["älyvaa'at"],
    store: 'verkkokauppa',
    description:
      '• Wifi- ja Bluetooth-yhteydellä toimiva älyvaaka\n• Paino, painoindeksi, rasvaprosentti sekä lihas-, luu- ja vesimassa\n• Tunnistaa jopa 8 käyttäjää\n• Tulokset Withings-sovellukseen automaattisesti',
    price: '99,95 €',
    rating: 4.3,
    highlights: ['Koko perheelle', 'Automaattinen synkronointi'],
  },
  {
    id: 'withings-body-comp',
    title: 'Withings Body Comp',
    brand: 'Withings',
    category: "Älyvaa'at",
    subjects: ["älyvaa'at"],
    store: 'gigantti',
    description:
      '• Kehonkoostumusvaaka wifi- ja Bluetooth-yhteydellä\n• Paino, rasva-, lihas-, luu- ja vesimassa sekä viskeraalinen rasva\n• Seisomasyke ja verisuonten ikää kuvaava arvio\n• Tunnistaa jopa 8 käyttäjää',
    price: '199,95 €',
    rating: 4.4,
    highlights: ['Monipuolisimmat mittaukset', 'Tyylikäs lasipinta'],
  },
  {
    id: 'garmin-index-s2',
    title: 'Garmin Index S2',
    brand: 'Garmin',
    category: "Älyvaa'at",
    subjects: ["älyvaa'at"],
    store: 'verkkokauppa',
    description:
      "• Älyvaaka värinäytöllä ja wifi-yhteydellä\n• Paino, painoindeksi, rasvaprosentti, luurankolihasmassa, luumassa ja kehon vesiprosentti\n• Näyttää painon kehityksen suoraan vaa'an näytöllä\n• Jopa 16 käyttäjää, tulokset Garmin Connect -sovellukseen",
    price: '169,99 €',
    rating: 4.3,
    highlights: ['Sopii Garmin-kellon käyttäjälle', 'Värinäyttö'],
  },
  {
    id: 'xiaomi-mi-body-composition-scale-2',
    title: 'Xiaomi Mi Body Composition Scale 2',
    brand: 'Xiaomi',
    category: "Älyvaa'at",
    subjects: ["älyvaa'at"],
    store: 'power',
    description:
      '• Edullinen kehonkoostumusvaaka Bluetooth-yhteydellä\n• Paino ja 13 kehon koostumusta kuvaavaa arvoa\n• Tulokset puhelinsovellukseen',
    price: '29,90 €',
    rating: 3.8,
    highlights: ['Erittäin edullinen', 'Paljon mittaustietoja'],
  },
] satisfies Product[];
