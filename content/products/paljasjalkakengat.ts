import type { Product } from '../schemas/product.ts';

/** Paljasjalkakengät: ohutpohjaiset, leveäkärkiset ja korottomat kengät. */
export const paljasjalkakengat = [
  {
    id: 'vivobarefoot-primus-lite-iii',
    title: 'Vivobarefoot Primus Lite III',
    brand: 'Vivobarefoot',
    category: 'Paljasjalkakengät',
    subjects: ['paljasjalkakengät'],
    store: 'zalando',
    description:
      '• Kevyt paljasjalkakenkä arkeen ja treeniin\n• Ohut ja joustava pohja, kantapää ja päkiä samalla korkeudella\n• Leveä kärkiosa antaa varpaille tilaa\n• Vegaaninen, valmistuksessa kierrätysmateriaaleja',
    price: '145,00 €',
    rating: 4.4,
    highlights: ['Monikäyttöinen klassikko', 'Tuntuma maahan säilyy'],
  },
  {
    id: 'merrell-vapor-glove-6',
    title: 'Merrell Vapor Glove 6',
    brand: 'Merrell',
    category: 'Paljasjalkakengät',
    subjects: ['paljasjalkakengät'],
    store: 'zalando',
    description:
      '• Erittäin kevyt paljasjalkajuoksukenkä\n• Ohut Vibram-kumipohja ilman korotusta kantapäässä\n• Hengittävä verkkopäällinen',
    price: '110,00 €',
    rating: 4.2,
    highlights: ['Kevyt kuin sukka', 'Hyvä pito'],
  },
  {
    id: 'merrell-trail-glove-7',
    title: 'Merrell Trail Glove 7',
    brand: 'Merrell',
    category: 'Paljasjalkakengät',
    subjects: ['paljasjalkakengät'],
    store: 'xxl',
    description:
      '• Paljasjalkakenkä polkujuoksuun\n• Vibram-kumipohja, kantapää ja päkiä samalla korkeudella\n• Leveä kärkiosa',
    price: '130,00 €',
    rating: 4.3,
    highlights: ['Pitävä pohja poluille', 'Tilava kärki'],
  },
  {
    id: 'xero-shoes-prio',
    title: 'Xero Shoes Prio',
    brand: 'Xero Shoes',
    category: 'Paljasjalkakengät',
    subjects: ['paljasjalkakengät'],
    store: 'zalando',
    description:
      '• Kevyt paljasjalkakenkä juoksuun, treeniin ja arkeen\n• Ohut, joustava kumipohja ilman korotusta kantapäässä\n• Leveä kärkiosa',
    price: '120,00 €',
    rating: 4.2,
    highlights: ['Joustava ja kevyt', 'Sopii monenlaiseen liikuntaan'],
  },
] satisfies Product[];
