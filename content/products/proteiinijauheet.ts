import type { Product } from '../schemas/product.ts';

/** Proteiinijauheet: heraproteiinit ja kasviproteiinit. */
export const proteiinijauheet = [
  {
    id: 'star-nutrition-whey-80',
    title: 'Star Nutrition Whey-80',
    brand: 'Star Nutrition',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'fitnesstukku',
    description:
      '• Heraproteiinijauhe, jonka pohjana on heraproteiinikonsentraatti\n• Pakkauskoko 4 kg, saatavana myös pienempinä pakkauksina\n• Useita makuja\n• Sekoitetaan veteen tai maitoon',
    price: '89,90 €',
    rating: 4.3,
    highlights: ['Edullinen kilohinta isossa pakkauksessa', 'Useita makuvaihtoehtoja'],
  },
  {
    id: 'optimum-nutrition-gold-standard-100-whey',
    title: 'Optimum Nutrition Gold Standard 100% Whey',
    brand: 'Optimum Nutrition',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'bodystore',
    description:
      '• Heraproteiinijauhe, jossa heraproteiini-isolaattia, -konsentraattia ja -peptidejä\n• Noin 24 g proteiinia annoksessa\n• Pakkauskoko 2,27 kg\n• Laaja makuvalikoima',
    price: '74,90 €',
    rating: 4.5,
    highlights: ['Pitkään markkinoilla ollut klassikko', 'Laaja makuvalikoima'],
  },
  {
    id: 'dymatize-iso100',
    title: 'Dymatize ISO100',
    brand: 'Dymatize',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'fitnesstukku',
    description:
      '• Proteiinijauhe hydrolysoidusta heraproteiini-isolaatista ja heraproteiini-isolaatista\n• Noin 25 g proteiinia annoksessa\n• Vähän rasvaa ja hiilihydraatteja\n• Useita makuja',
    rating: 4.5,
    highlights: ['Isolaattipohjainen', 'Vähän rasvaa ja hiilihydraatteja'],
  },
  {
    id: 'puhdistamo-heraproteiini',
    title: 'Puhdistamo Heraproteiini',
    brand: 'Puhdistamo',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'puhdistamo',
    description:
      '• Heraproteiinijauhe luontaisista raaka-aineista\n• 26 g:n annoksessa 18–21 g proteiinia makuversiosta riippuen\n• Pakkauskoko 500 g\n• Maut mm. vanilja, suklaa ja mansikka; maustamaton versio luomuheraa\n• Proteiini edistää lihasmassan kasvua ja säilymistä',
    price: '20,95 €',
    rating: 4.3,
    highlights: ['Luontaiset raaka-aineet', 'Myös maustamaton luomuversio'],
  },
  {
    id: 'puhdistamo-optimal-vege-proteiini',
    title: 'Puhdistamo Optimal VEGE Proteiini',
    brand: 'Puhdistamo',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'puhdistamo',
    description:
      '• Vegaaninen proteiinijauhe riisi- ja herneproteiinista\n• 25 g:n annoksessa 19–20 g proteiinia\n• Pakkauskoko 600 g\n• Maut vanilja, suklaa, mansikka ja maustamaton\n• Proteiini edistää lihasmassan kasvua ja säilymistä',
    price: '19,95 €',
    rating: 4.3,
    highlights: ['Vegaaninen', 'Riisi- ja herneproteiinin yhdistelmä'],
  },
  {
    id: 'puhdistamo-riisiproteiini',
    title: 'Puhdistamo Riisiproteiini',
    brand: 'Puhdistamo',
    category: 'Proteiinijauheet',
    subjects: ['proteiinijauheet'],
    store: 'puhdistamo',
    description:
      '• Vegaaninen riisiproteiinijauhe\n• 25 g:n annoksessa 19–20 g proteiinia\n• Pakkauskoko 600 g\n• Saatavana vaniljan makuisena ja maustamattomana',
    price: '19,95 €',
    rating: 4.0,
    highlights: ['Vegaaninen', 'Yksi proteiininlähde'],
  },
] satisfies Product[];
