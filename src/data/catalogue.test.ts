import { describe, expect, it } from 'vitest';
import type { Product } from '~/content/schemas/product';
import { toProductCard } from './catalogue.server';

// What a card shows of a product's shops on the build's day: the first offer in stock with the lowest current price,
// its price only while it is current and with its date, the other shops in the same order.

const clock = { today: '2026-11-27', maxAgeDays: 30 };
const product = (offers: Product['offers']): Product => ({
  id: 'star-nutrition-creatine-monohydrate',
  title: 'Star Nutrition Creatine Monohydrate',
  brand: 'Star Nutrition',
  category: 'Kreatiini',
  subjects: ['kreatiini'],
  description: ['Kreatiinimonohydraattia', 'Jauhe'],
  offers,
});
const page = (shop: string) => `https://www.${shop}.fi/star-nutrition-creatine-monohydrate`;

describe('toProductCard', () => {
  it.each<[string, Product['offers'], Record<string, unknown>, Record<string, unknown>[]]>([
    [
      'a checked price, dated; the dearer shop listed after it',
      [
        { store: 'bodystore', price: '21,90 €', checkedAt: '2026-11-25' },
        { store: 'fitnesstukku', price: '19,90 €', checkedAt: '2026-11-26', url: page('fitnesstukku') },
      ],
      {
        storeName: 'Fitnesstukku',
        price: '19,90 €',
        priceDate: { date: '2026-11-26', checked: true },
        href: page('fitnesstukku'),
      },
      [{ storeName: 'Bodystore', price: '21,90 €', priceDate: { date: '2026-11-25', checked: true } }],
    ],
    [
      'a price the editors entered says it was not checked',
      [{ store: 'fitnesstukku', price: '19,90 €', enteredAt: '2026-11-24' }],
      {
        storeName: 'Fitnesstukku',
        price: '19,90 €',
        priceDate: { date: '2026-11-24', checked: false },
        priceNote: 'hinta kirjattu 24.11.2026, ei tarkistettu kaupasta',
      },
      [],
    ],
    [
      'a price older than the limit is not shown, and does not make its shop first',
      [
        { store: 'fitnesstukku', price: '9,90 €', checkedAt: '2026-10-01' },
        { store: 'bodystore', price: '21,90 €', checkedAt: '2026-11-25' },
      ],
      { storeName: 'Bodystore', price: '21,90 €', priceNote: 'hinta tarkistettu 25.11.2026' },
      [{ storeName: 'Fitnesstukku', price: undefined, priceDate: undefined, priceNote: undefined }],
    ],
    [
      'a shop out of stock is marked and never first',
      [
        { store: 'fitnesstukku', price: '17,90 €', checkedAt: '2026-11-26', availability: 'out_of_stock' },
        { store: 'bodystore', price: '21,90 €', checkedAt: '2026-11-26', availability: 'in_stock' },
      ],
      { storeName: 'Bodystore', price: '21,90 €', stock: undefined },
      [
        {
          storeName: 'Fitnesstukku',
          price: '17,90 €',
          priceNote: 'hinta tarkistettu 26.11.2026',
          stock: 'loppu varastosta',
        },
      ],
    ],
  ])('%s', (_case, offers, first, others) => {
    const card = toProductCard(product(offers), { page: '/paras-kreatiini', placement: 'kortti' }, clock);
    /** The fields an expectation names, read from what was made (a field left out reads as undefined). */
    const pick = (made: object, expected: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(expected).map((key) => [key, (made as Record<string, unknown>)[key]]));
    expect(pick(card, first)).toEqual(first);
    expect(card.otherOffers.map((other, index) => pick(other, others[index] ?? {}))).toEqual(others);
    // Only a shown price carries a date, and a shown price always does; the card without a price sends to the shop.
    for (const offer of [card, ...card.otherOffers]) expect(Boolean(offer.price)).toBe(Boolean(offer.priceDate));
    if (!card.price) expect(card.priceNote).toBe('katso hinta kaupasta');
  });
});

describe('toProductCard: a device’s specs', () => {
  it('follow the description as lines, once, from the catalogue’s specs', () => {
    const offers: Product['offers'] = [{ store: 'fitnesstukku', price: '19,90 €', checkedAt: '2026-11-26' }];
    const specs = { users: 8, app: 'Withings App', source: 'https://valmistaja.example/', checkedAt: '2026-11-29' };
    const card = toProductCard({ ...product(offers), specs }, { page: '/paras-alyvaaka', placement: 'kortti' }, clock);
    expect(card.description).toEqual(['Kreatiinimonohydraattia', 'Jauhe', 'Käyttäjiä: 8', 'Sovellus: Withings App']);
  });
});
