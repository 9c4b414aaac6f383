import type { Product } from '../schemas/product.ts';

/** Kreatiinivalmisteet: kreatiinimonohydraattijauheet. Star Nutritionin kreatiinilla on kaksi kauppaa. */
export const kreatiini = [
  {
    id: 'star-nutrition-creatine-monohydrate',
    title: 'Star Nutrition Creatine Monohydrate',
    brand: 'Star Nutrition',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    store: 'fitnesstukku',
    description:
      '• Maustamatonta kreatiinimonohydraattijauhetta\n• Annos 5 g, pakkauksessa noin 100 annosta\n• Pakkauskoko 500 g\n• Kreatiini parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa; hyöty saadaan 3 g:n päivittäisellä saannilla',
    price: '19,90 €',
    rating: 4.4,
    highlights: ['Edullinen hinta annosta kohden', 'Pelkkää kreatiinimonohydraattia'],
  },
  {
    id: 'star-nutrition-creatine-monohydrate',
    title: 'Star Nutrition Creatine Monohydrate',
    brand: 'Star Nutrition',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    store: 'bodystore',
    description:
      '• Maustamatonta kreatiinimonohydraattijauhetta\n• Annos 5 g, pakkauksessa noin 100 annosta\n• Pakkauskoko 500 g\n• Kreatiini parantaa fyysistä suorituskykyä lyhytkestoisissa, toistuvissa ja voimaa vaativissa suorituksissa; hyöty saadaan 3 g:n päivittäisellä saannilla',
    price: '21,90 €',
    rating: 4.4,
    highlights: ['Edullinen hinta annosta kohden', 'Pelkkää kreatiinimonohydraattia'],
  },
  {
    id: 'optimum-nutrition-micronised-creatine-powder',
    title: 'Optimum Nutrition Micronised Creatine Powder',
    brand: 'Optimum Nutrition',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    store: 'bodystore',
    description:
      '• Mikronisoitua eli hienojakoiseksi jauhettua kreatiinimonohydraattia\n• Maustamaton jauhe, sekoitetaan veteen tai muuhun juomaan\n• Pakkauskoko 317 g',
    price: '24,90 €',
    rating: 4.3,
    highlights: ['Hienojakoinen jauhe sekoittuu tasaisesti', 'Tunnetun valmistajan tuote'],
  },
  {
    id: 'now-foods-creatine-monohydrate',
    title: 'NOW Foods Creatine Monohydrate',
    brand: 'NOW Foods',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    store: 'fitnesstukku',
    description: '• Puhdasta kreatiinimonohydraattijauhetta ilman lisäaineita\n• Maustamaton\n• Pakkauskoko 227 g',
    rating: 4.2,
    highlights: ['Ei lisäaineita', 'Pieni pakkaus kokeiluun'],
  },
  {
    id: 'puhdistamo-athletics-kreatiini',
    title: 'Puhdistamo Athletics Kreatiini',
    brand: 'Puhdistamo',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    store: 'puhdistamo',
    description:
      '• Kreatiinimonohydraattijauhe Puhdistamon Athletics-sarjasta\n• Pakkauskoko 250 g\n• Suomalaisen Puhdistamon tuote',
    rating: 4.2,
    highlights: ['Kotimainen merkki', 'Pieni pakkauskoko'],
  },
] satisfies Product[];
