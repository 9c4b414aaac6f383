import type { Store } from './schemas/store.ts';

/**
 * The shops product cards link to. A product links to its page at the shop where that page is known (`productUrl`),
 * otherwise to the shop's search for the product's name. No affiliate network is configured yet: links go straight to
 * the shops until the publisher adds a network here and its publisher id in content/site.ts.
 */
export const stores = [
  {
    id: 'verkkokauppa',
    name: 'Verkkokauppa.com',
    domain: 'www.verkkokauppa.com',
    searchUrl: 'https://www.verkkokauppa.com/fi/search?query={query}',
  },
  {
    id: 'gigantti',
    name: 'Gigantti',
    domain: 'www.gigantti.fi',
    searchUrl: 'https://www.gigantti.fi/search?q={query}',
  },
  { id: 'power', name: 'Power', domain: 'www.power.fi', searchUrl: 'https://www.power.fi/haku/?q={query}' },
  {
    id: 'ruohonjuuri',
    name: 'Ruohonjuuri',
    domain: 'www.ruohonjuuri.fi',
    searchUrl: 'https://www.ruohonjuuri.fi/search?q={query}',
  },
  {
    id: 'puhdistamo',
    name: 'Puhdistamo',
    domain: 'puhdistamo.fi',
    searchUrl: 'https://puhdistamo.fi/search?q={query}',
  },
  {
    id: 'yliopiston-apteekki',
    name: 'Yliopiston Apteekki',
    domain: 'www.yliopistonapteekki.fi',
    searchUrl: 'https://www.yliopistonapteekki.fi/haku?q={query}',
  },
  { id: 'sokos', name: 'Sokos', domain: 'www.sokos.fi', searchUrl: 'https://www.sokos.fi/haku?q={query}' },
  {
    id: 'stockmann',
    name: 'Stockmann',
    domain: 'www.stockmann.com',
    searchUrl: 'https://www.stockmann.com/search?q={query}',
  },
  { id: 'zalando', name: 'Zalando', domain: 'www.zalando.fi', searchUrl: 'https://www.zalando.fi/catalog/?q={query}' },
  { id: 'xxl', name: 'XXL', domain: 'www.xxl.fi', searchUrl: 'https://www.xxl.fi/search?query={query}' },
  {
    id: 'intersport',
    name: 'Intersport',
    domain: 'www.intersport.fi',
    searchUrl: 'https://www.intersport.fi/haku/?q={query}',
  },
  {
    id: 'fitnesstukku',
    name: 'Fitnesstukku',
    domain: 'www.fitnesstukku.fi',
    searchUrl: 'https://www.fitnesstukku.fi/search?q={query}',
  },
  {
    id: 'bodystore',
    name: 'Bodystore',
    domain: 'www.bodystore.com',
    searchUrl: 'https://www.bodystore.com/fi/search?q={query}',
  },
  { id: 'lyko', name: 'Lyko', domain: 'lyko.com', searchUrl: 'https://lyko.com/fi/search?q={query}' },
  { id: 'puhti', name: 'Puhti', domain: 'puhti.fi', searchUrl: 'https://puhti.fi/?s={query}' },
  { id: 'oura', name: 'Oura', domain: 'ouraring.com', searchUrl: 'https://ouraring.com/search?q={query}' },
] satisfies Store[];
