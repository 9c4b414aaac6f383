import type { Product } from '../schemas/product.ts';

/** Kollageenivalmisteet: kollageenijauheet, kollageenia sisältävä proteiinijauhe ja -patukka. */
export const kollageenivalmisteet = [
  {
    id: 'vital-proteins-collagen-peptides',
    title: 'Vital Proteins Collagen Peptides',
    brand: 'Vital Proteins',
    category: 'Kollageenivalmisteet',
    subjects: ['kollageeni'],
    store: 'lyko',
    description:
      '• Maustamaton kollageenipeptidijauhe naudan kollageenista\n• Annospussissa 10 g jauhetta\n• Pakkauksessa 20 annospussia\n• Liukenee kylmiin ja lämpimiin juomiin',
    rating: 4.1,
    highlights: ['Annospussit mukaan otettaviksi', 'Maustamaton'],
  },
  {
    id: 'puhdas-plus-beauty-kollageeni-biotiini',
    title: 'Puhdas+ Beauty Kollageeni & Biotiini',
    brand: 'Puhdas+',
    category: 'Kollageenivalmisteet',
    subjects: ['kollageeni', 'kauneusravintolisat'],
    store: 'yliopiston-apteekki',
    description:
      '• Kollageenia ja biotiinia sisältävä ravintolisä\n• Suomalainen Puhdas+-tuotesarja\n• Biotiini edistää ihon ja hiusten pysymistä normaalina',
    price: '18,90 €',
    rating: 4.0,
    highlights: ['Kollageeni ja biotiini samassa', 'Saatavana apteekeista'],
  },
  {
    id: 'puhdistamo-hera-kollageeni',
    title: 'Puhdistamo Hera & Kollageeni',
    brand: 'Puhdistamo',
    category: 'Kollageenivalmisteet',
    subjects: ['kollageeni'],
    store: 'puhdistamo',
    description:
      '• Heraproteiinijauhe, johon on lisätty FORTIGEL®-kollageenipeptidejä\n• 26 g:n annoksessa 20 g proteiinia ja 5 g kollageenia\n• Pakkauskoko 500 g, makuna esimerkiksi vanilja\n• Proteiini edistää lihasmassan kasvua ja säilymistä',
    price: '24,95 €',
    rating: 4.2,
    highlights: ['Proteiini ja kollageeni samassa annoksessa'],
  },
  {
    id: 'puhdistamo-kollageeni-protein-bar',
    title: 'Puhdistamo Kollageeni Protein Bar',
    brand: 'Puhdistamo',
    category: 'Kollageenivalmisteet',
    subjects: ['kollageeni', 'kauneusravintolisat'],
    store: 'puhdistamo',
    description:
      '• Proteiinipatukka, jossa Verisol®-kollageenia\n• 30 g:n patukassa 9,6 g proteiinia, 11,8 g sokereita ja 8 µg biotiinia\n• Maut suolainen karamelli ja vadelma\n• Biotiini edistää ihon ja hiusten pysymistä normaalina',
    price: '1,79 €',
    rating: 3.8,
    highlights: ['Kollageenia välipalapatukassa', 'Myös 24 patukan laatikko'],
  },
] satisfies Product[];
