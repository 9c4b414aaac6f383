import type { Product } from '../schemas/product.ts';

/** Puhdin laboratoriotutkimuspaketit, jotka voi tilata ilman lähetettä. */
export const laboratoriotestit = [
  {
    id: 'laaja-puhti-terveystarkastus',
    title: 'Laaja Puhti -terveystarkastus',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Laaja laboratoriotutkimuspaketti terveydentilan yleiskatsaukseen\n• Sopii aikuiselle, joka haluaa kattavan perustarkastuksen omatoimisesti\n• Laboratoriotutkimus ilman lähetettä\n• Näytteenotto laboratorion toimipisteessä\n• Tulokset verkkopalveluun',
    price: '89,00 €',
    rating: 4.5,
    highlights: ['Ei lähetettä', 'Kattava yleiskatsaus', 'Tulokset verkossa'],
  },
  {
    id: 'liikkujan-terveystarkastus',
    title: 'Liikkujan terveystarkastus',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Laboratoriotutkimuspaketti säännöllisesti liikkuvalle\n• Sopii kuntoilijalle ja urheilijalle, joka haluaa seurata terveyttään harjoittelun tukena\n• Laboratoriotutkimus ilman lähetettä\n• Näytteenotto laboratorion toimipisteessä\n• Tulokset verkkopalveluun',
    price: '89,00 €',
    rating: 4.4,
    highlights: ['Liikkujalle koottu paketti', 'Ei lähetettä'],
  },
  {
    id: '50-naisen-terveystarkastus',
    title: '50+ naisen terveystarkastus',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Laboratoriotutkimuspaketti yli 50-vuotiaalle naiselle\n• Sopii terveyden seurantaan vaihdevuosi-iässä ja sen jälkeen\n• Laboratoriotutkimus ilman lähetettä\n• Näytteenotto laboratorion toimipisteessä\n• Tulokset verkkopalveluun',
    price: '89,00 €',
    rating: 4.4,
    highlights: ['Koottu yli 50-vuotiaalle naiselle', 'Ei lähetettä'],
  },
  {
    id: 'super-puhti-paketti',
    title: 'Super Puhti -paketti',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Puhdin laajin laboratoriotutkimuspaketti\n• Sopii, kun haluaa mahdollisimman kattavan kuvan terveydentilastaan kerralla\n• Laboratoriotutkimus ilman lähetettä\n• Näytteenotto laboratorion toimipisteessä\n• Tulokset verkkopalveluun',
    price: '149,00 €',
    rating: 4.6,
    highlights: ['Laajin paketti', 'Ei lähetettä', 'Tulokset verkossa'],
  },
  {
    id: 'raskautta-suunnittelevan-terveystarkastus',
    title: 'Raskautta suunnittelevan terveystarkastus',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Laboratoriotutkimuspaketti raskautta suunnittelevalle\n• Sopii terveydentilan tarkistamiseen ennen raskauden alkua\n• Laboratoriotutkimus ilman lähetettä\n• Näytteenotto laboratorion toimipisteessä\n• Tulokset verkkopalveluun',
    price: '89,00 €',
    rating: 4.3,
    highlights: ['Raskautta suunnitteleville', 'Ei lähetettä'],
  },
  {
    id: 'kehonkoostumusmittaus',
    title: 'Kehonkoostumusmittaus',
    brand: 'Puhti',
    category: 'Laboratoriotestit',
    subjects: ['laboratoriotestit'],
    store: 'puhti',
    description:
      '• Kehon koostumuksen mittaus, esimerkiksi lihas- ja rasvamassan arvioon\n• Sopii kuntoilun tai painonhallinnan edistymisen seurantaan\n• Mittaus tehdään paikan päällä toimipisteessä',
    price: '39,00 €',
    rating: 4.2,
    highlights: ['Edullinen seurantamittaus', 'Nopea käynti'],
  },
] satisfies Product[];
