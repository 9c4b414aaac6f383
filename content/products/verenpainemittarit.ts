import type { Product } from '../schemas/product.ts';

/** Verenpainemittarit kotikäyttöön. */
export const verenpainemittarit = [
  {
    id: 'omron-m3-comfort',
    title: 'Omron M3 Comfort',
    brand: 'Omron',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    store: 'yliopiston-apteekki',
    description:
      '• Olkavarsimittari\n• Intelli Wrap -mansetti 22–42 cm\n• Muisti kahdelle käyttäjälle\n• Ilmoittaa epäsäännöllisestä sykkeestä mittauksen aikana',
    price: '79,90 €',
    rating: 4.5,
    highlights: ['Kliinisesti validoitu', 'Helppo mansetti'],
  },
  {
    id: 'omron-m7-intelli-it',
    title: 'Omron M7 Intelli IT',
    brand: 'Omron',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    store: 'verkkokauppa',
    description:
      '• Olkavarsimittari Bluetooth-yhteydellä\n• Intelli Wrap -mansetti 22–42 cm\n• Tulokset OMRON connect -sovellukseen\n• Muisti kahdelle käyttäjälle',
    price: '119,90 €',
    rating: 4.6,
    highlights: ['Kliinisesti validoitu', 'Tulokset puhelimeen'],
  },
  {
    id: 'withings-bpm-connect',
    title: 'Withings BPM Connect',
    brand: 'Withings',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    store: 'verkkokauppa',
    description:
      '• Kompakti olkavarsimittari wifi- ja Bluetooth-yhteydellä\n• Tulokset näkyvät mittarin näytöllä ja Withings-sovelluksessa\n• Ladattava akku, jolla pärjää kuukausia\n• Useamman käyttäjän tuki',
    price: '99,95 €',
    rating: 4.2,
    highlights: ['Ei paristoja', 'Automaattinen synkronointi'],
  },
  {
    id: 'beurer-bm-54',
    title: 'Beurer BM 54',
    brand: 'Beurer',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    store: 'verkkokauppa',
    description:
      '• Olkavarsimittari Bluetooth-yhteydellä\n• Tulokset Beurer HealthManager Pro -sovellukseen\n• Muisti kahdelle käyttäjälle\n• Rytmihäiriön tunnistus mittauksen yhteydessä',
    price: '59,90 €',
    rating: 4.0,
    highlights: ['Edullinen sovellusmittari'],
  },
  {
    id: 'microlife-bp-b3-afib',
    title: 'Microlife BP B3 AFIB',
    brand: 'Microlife',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    store: 'yliopiston-apteekki',
    description:
      '• Olkavarsimittari\n• Mittaa kolme kertaa peräkkäin ja laskee keskiarvon (MAM-tekniikka)\n• AFIB-toiminto ilmoittaa mittauksen aikana havaitusta epäsäännöllisestä rytmistä\n• Ilmoitus ei ole diagnoosi, vaan syy keskustella lääkärin kanssa',
    price: '69,90 €',
    rating: 4.3,
    highlights: ['Keskiarvomittaus', 'Apteekista'],
  },
] satisfies Product[];
