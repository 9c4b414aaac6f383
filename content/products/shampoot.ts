import type { Product } from '../schemas/product.ts';

/** Luonnonkosmetiikan shampoot. */
export const shampoot = [
  {
    id: 'weleda-oat-replenishing-shampoo',
    title: 'Weleda Oat Replenishing Shampoo',
    brand: 'Weleda',
    category: 'Luonnonkosmetiikan shampoot',
    subjects: ['shampoot'],
    store: 'lyko',
    description:
      '• Shampoo kuiville ja käsitellyille hiuksille\n• Luomukaurauutetta ja jojobaöljyä\n• Silikoniton, sertifioitua luonnonkosmetiikkaa\n• 190 ml',
    price: '10,90 €',
    rating: 4.2,
    highlights: ['Mieto pesu kuiville hiuksille', 'Miellyttävä tuoksu'],
  },
  {
    id: 'weleda-millet-nourishing-shampoo',
    title: 'Weleda Millet Nourishing Shampoo',
    brand: 'Weleda',
    category: 'Luonnonkosmetiikan shampoot',
    subjects: ['shampoot'],
    store: 'sokos',
    description:
      '• Mieto shampoo normaaleille hiuksille ja päivittäiseen pesuun\n• Sisältää hirssiuutetta\n• Silikoniton, sertifioitua luonnonkosmetiikkaa\n• 190 ml',
    price: '10,90 €',
    rating: 4.0,
    highlights: ['Sopii koko perheelle', 'Mieto jokapäiväiseen pesuun'],
  },
  {
    id: 'urtekram-aloe-vera-shampoo',
    title: 'Urtekram Aloe Vera Shampoo',
    brand: 'Urtekram',
    category: 'Luonnonkosmetiikan shampoot',
    subjects: ['shampoot'],
    store: 'ruohonjuuri',
    description:
      '• Shampoo normaaleille ja kuiville hiuksille\n• Luomulaatuista aloe veraa\n• Sertifioitua luomukosmetiikkaa, vegaaninen\n• 250 ml',
    price: '7,90 €',
    rating: 3.9,
    highlights: ['Edullinen luomushampoo', 'Tanskalainen luonnonkosmetiikka'],
  },
] satisfies Product[];
