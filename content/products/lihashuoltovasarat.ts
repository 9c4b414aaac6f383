import type { Product } from '../schemas/product.ts';

/** Lihashuoltovasarat eli hierontapistoolit. */
export const lihashuoltovasarat = [
  {
    id: 'theragun-prime',
    title: 'Theragun Prime',
    brand: 'Therabody',
    category: 'Lihashuoltovasarat',
    subjects: ['lihashuoltovasarat'],
    store: 'gigantti',
    description:
      '• Lihashuoltovasara, jossa ergonominen kolmiokahva\n• Viisi nopeustasoa, 1 750–2 400 iskua minuutissa\n• Iskun pituus 16 mm\n• Neljä hierontapäätä ja Bluetooth-yhteys Therabody-sovellukseen',
    price: '299,00 €',
    rating: 4.5,
    highlights: ['Syvä ja tehokas hieronta', 'Kahvasta saa hyvän otteen'],
  },
  {
    id: 'theragun-mini',
    title: 'Theragun Mini',
    brand: 'Therabody',
    category: 'Lihashuoltovasarat',
    subjects: ['lihashuoltovasarat'],
    store: 'verkkokauppa',
    description: '• Kompakti lihashuoltovasara\n• Kolme nopeustasoa\n• Mahtuu urheilukassiin tai reppuun',
    price: '199,00 €',
    rating: 4.3,
    highlights: ['Pieni ja kevyt mukaan otettava', 'Hiljainen käyntiääni'],
  },
  {
    id: 'hyperice-hypervolt-2',
    title: 'Hyperice Hypervolt 2',
    brand: 'Hyperice',
    category: 'Lihashuoltovasarat',
    subjects: ['lihashuoltovasarat'],
    store: 'power',
    description:
      '• Lihashuoltovasara kolmella nopeustasolla\n• Viisi vaihdettavaa hierontapäätä\n• Akunkesto jopa 3 tuntia',
    price: '249,00 €',
    rating: 4.4,
    highlights: ['Hiljainen', 'Monipuoliset hierontapäät'],
  },
  {
    id: 'hyperice-hypervolt-go-2',
    title: 'Hyperice Hypervolt Go 2',
    brand: 'Hyperice',
    category: 'Lihashuoltovasarat',
    subjects: ['lihashuoltovasarat'],
    store: 'verkkokauppa',
    description: '• Kevyt, matkakokoinen lihashuoltovasara\n• Kolme nopeustasoa\n• Kaksi hierontapäätä',
    price: '149,00 €',
    rating: 4.2,
    highlights: ['Edullinen aloitusmalli', 'Kulkee kätevästi mukana'],
  },
] satisfies Product[];
