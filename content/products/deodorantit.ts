import type { Product } from '../schemas/product.ts';

/** Luonnonkosmetiikan deodorantit. */
export const deodorantit = [
  {
    id: 'weleda-citrus-deodorant',
    title: 'Weleda Citrus Deodorant',
    brand: 'Weleda',
    category: 'Luonnonkosmetiikan deodorantit',
    subjects: ['deodorantit'],
    store: 'ruohonjuuri',
    description:
      '• Alumiinisuolaton deodoranttisuihke\n• Raikas sitruunan tuoksu\n• Sertifioitua luonnonkosmetiikkaa\n• 100 ml lasipullo',
    price: '12,90 €',
    rating: 4.2,
    highlights: ['Raikas sitrustuoksu', 'Kierrätettävä lasipullo'],
  },
  {
    id: 'ben-anna-natural-deodorant-pink-grapefruit',
    title: 'Ben & Anna Natural Deodorant Pink Grapefruit',
    brand: 'Ben & Anna',
    category: 'Luonnonkosmetiikan deodorantit',
    subjects: ['deodorantit'],
    store: 'ruohonjuuri',
    description: '• Alumiiniton deodoranttipuikko\n• Sisältää ruokasoodaa\n• Vegaaninen\n• 60 g paperiputkessa',
    price: '11,90 €',
    rating: 4.1,
    highlights: ['Muoviton paperipakkaus', 'Greipin tuoksu'],
  },
  {
    id: 'dr-hauschka-deodorant-fresh',
    title: 'Dr. Hauschka Deodorant Fresh',
    brand: 'Dr. Hauschka',
    category: 'Luonnonkosmetiikan deodorantit',
    subjects: ['deodorantit'],
    store: 'stockmann',
    description:
      '• Alumiinisuolaton rullattava deodorantti\n• Salvian, mintun ja noidanpähkinän uutteita\n• Sertifioitua luonnonkosmetiikkaa\n• 50 ml',
    price: '19,90 €',
    rating: 4.0,
    highlights: ['Raikas yrttinen tuoksu', 'Miedon tuntuinen iholla'],
  },
  {
    id: 'madara-herbal-deodorant',
    title: 'Madara Herbal Deodorant',
    brand: 'Madara',
    category: 'Luonnonkosmetiikan deodorantit',
    subjects: ['deodorantit'],
    store: 'lyko',
    description:
      '• Alumiinisuolaton rullattava deodorantti\n• Luonnon mineraaleja ja salviaa\n• Sertifioitua luonnonkosmetiikkaa',
    rating: 4.0,
    highlights: ['Hienovarainen yrttituoksu', 'Latvialainen luonnonkosmetiikka'],
  },
] satisfies Product[];
