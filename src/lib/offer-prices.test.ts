import { describe, expect, it } from 'vitest';
import {
  cellPriceNote,
  daysBetween,
  offerPrice,
  offersForReader,
  priceNote,
  pricesNote,
  shownPrice,
  shownPriceDate,
  stockNote,
  stockText,
  textPricesNote,
  type DatedOffer,
  type PriceDate,
  type OfferPrice,
  type PriceClock,
} from './offer-prices';

const clock: PriceClock = { today: '2026-11-27', maxAgeDays: 30 };

describe('daysBetween', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-10-28', '2026-11-27', 30],
    ['2026-10-27', '2026-11-27', 31],
    ['2026-02-28', '2026-03-01', 1],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-11-28', '2026-11-27', -1],
  ])('%s → %s: %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('offerPrice: what the reader is told of a price on the build’s day', () => {
  it.each<[string, DatedOffer, OfferPrice]>([
    [
      'checked today',
      { price: '24,90 €', checkedAt: '2026-11-27' },
      { state: 'checked', price: '24,90 €', date: '2026-11-27' },
    ],
    [
      'checked 30 days ago: still shown',
      { price: '24,90 €', checkedAt: '2026-10-28' },
      { state: 'checked', price: '24,90 €', date: '2026-10-28' },
    ],
    [
      'checked 31 days ago: not shown',
      { price: '24,90 €', checkedAt: '2026-10-27' },
      { state: 'stale', date: '2026-10-27' },
    ],
    [
      'entered by the editors without a check',
      { price: '19,90 €', enteredAt: '2026-11-24' },
      { state: 'entered', price: '19,90 €', date: '2026-11-24' },
    ],
    ['entered long ago', { price: '19,90 €', enteredAt: '2026-09-01' }, { state: 'stale', date: '2026-09-01' }],
    [
      'a check wins over an entry',
      { price: '19,90 €', enteredAt: '2026-11-01', checkedAt: '2026-11-20' },
      { state: 'checked', price: '19,90 €', date: '2026-11-20' },
    ],
    [
      'dated after the build’s day: new',
      { price: '9,90 €', checkedAt: '2026-12-03' },
      { state: 'checked', price: '9,90 €', date: '2026-12-03' },
    ],
    ['a price without a date', { price: '24,90 €' }, { state: 'unknown' }],
    ['no price', { checkedAt: '2026-11-27' }, { state: 'unknown' }],
  ])('%s', (_case, offer, expected) => {
    expect(offerPrice(offer, clock)).toEqual(expected);
  });

  it('reads the limit from the clock', () => {
    const offer = { price: '24,90 €', checkedAt: '2026-11-20' };
    expect(offerPrice(offer, { today: '2026-11-27', maxAgeDays: 7 }).state).toBe('checked');
    expect(offerPrice(offer, { today: '2026-11-27', maxAgeDays: 6 }).state).toBe('stale');
  });
});

describe('shownPrice, shownPriceDate and the notes', () => {
  it.each<[OfferPrice, string | undefined, string, string | undefined]>([
    [
      { state: 'checked', price: '24,90 €', date: '2026-11-25' },
      '24,90 €',
      'hinta tarkistettu 25.11.2026',
      'tarkistettu 25.11.2026',
    ],
    [
      { state: 'entered', price: '19,90 €', date: '2026-11-24' },
      '19,90 €',
      'hinta kirjattu 24.11.2026, ei tarkistettu kaupasta',
      'kirjattu 24.11.2026, ei tarkistettu',
    ],
    [{ state: 'stale', date: '2026-09-01' }, undefined, 'katso hinta kaupasta', undefined],
    [{ state: 'unknown' }, undefined, 'katso hinta kaupasta', undefined],
  ])('%j → %j, %j, %j', (price, shown, note, cell) => {
    expect(shownPrice(price)).toBe(shown);
    const dated = shownPriceDate(price);
    expect(priceNote(dated)).toBe(note);
    expect(dated && cellPriceNote(dated)).toBe(cell);
  });
});

describe('pricesNote: one caption line when every price is dated alike', () => {
  const checked = { date: '2026-11-25', checked: true };
  const entered = { date: '2026-11-24', checked: false };
  it.each<[string, (PriceDate | undefined)[], string | undefined]>([
    ['all checked the same day', [checked, { ...checked }], 'Hinnat tarkistettu 25.11.2026.'],
    ['all entered the same day', [entered, entered], 'Hinnat kirjattu 24.11.2026, ei tarkistettu kaupoista.'],
    ['checked and entered', [checked, entered], undefined],
    ['checked and entered on the same day', [checked, { ...checked, checked: false }], undefined],
    ['two days', [checked, { date: '2026-11-26', checked: true }], undefined],
    ['a row without a price needs no date', [checked, undefined], 'Hinnat tarkistettu 25.11.2026.'],
    ['no row with a price', [undefined, undefined], undefined],
    ['no rows', [], undefined],
  ])('%s', (_case, dates, line) => {
    expect(pricesNote(dates)).toBe(line);
  });
});

describe('stockNote', () => {
  it.each<[DatedOffer['availability'], string | undefined]>([
    ['in_stock', undefined],
    [undefined, undefined],
    ['out_of_stock', 'loppu varastosta'],
    ['preorder', 'ennakkotilattavissa'],
    ['backorder', 'tilattavissa, toimitus viivästyy'],
  ])('%s → %j', (availability, note) => {
    expect(stockNote(availability)).toBe(note);
  });
});

describe('stockText: a shop’s stock in a text, with the day its feed said it', () => {
  it.each<[DatedOffer, string]>([
    [{ availability: 'in_stock', checkedAt: '2026-11-28' }, 'varastossa (tarkistettu 28.11.2026)'],
    [{ availability: 'out_of_stock', checkedAt: '2026-11-27' }, 'loppu varastosta (tarkistettu 27.11.2026)'],
    [
      { availability: 'backorder', checkedAt: '2026-11-27' },
      'tilattavissa, toimitus viivästyy (tarkistettu 27.11.2026)',
    ],
    [{ checkedAt: '2026-11-28' }, 'saatavuus ei ole tiedossa'],
    [{ availability: 'in_stock' }, 'saatavuus ei ole tiedossa'],
  ])('%j → %s', (offer, text) => {
    expect(stockText(offer)).toBe(text);
  });
});

describe('offersForReader: in stock first, then the lowest shown price, then the catalogue’s order', () => {
  const offer = (store: string, fields: DatedOffer) => ({ store, ...fields });
  it.each<[string, ReturnType<typeof offer>[], string[]]>([
    [
      'cheapest first',
      [
        offer('a', { price: '29,90 €', checkedAt: '2026-11-25' }),
        offer('b', { price: '21,90 €', checkedAt: '2026-11-25' }),
      ],
      ['b', 'a'],
    ],
    [
      'an offer out of stock is never first, however cheap',
      [
        offer('a', { price: '9,90 €', checkedAt: '2026-11-25', availability: 'out_of_stock' }),
        offer('b', { price: '21,90 €', checkedAt: '2026-11-25', availability: 'in_stock' }),
        offer('c', { checkedAt: undefined }),
      ],
      ['b', 'c', 'a'],
    ],
    [
      'a stale price does not count as cheap',
      [
        offer('a', { price: '9,90 €', checkedAt: '2026-08-01' }),
        offer('b', { price: '21,90 €', enteredAt: '2026-11-24' }),
      ],
      ['b', 'a'],
    ],
    [
      'equal prices keep the catalogue’s order',
      [
        offer('a', { price: '21,90 €', enteredAt: '2026-11-24' }),
        offer('b', { price: '21,90 €', checkedAt: '2026-11-25' }),
      ],
      ['a', 'b'],
    ],
    [
      'offers without a shown price keep the catalogue’s order, in stock and out',
      [
        offer('a', { availability: 'out_of_stock' }),
        offer('b', {}),
        offer('c', { price: '21,90 €', checkedAt: '2026-11-25' }),
        offer('d', { price: '9,90 €', checkedAt: '2026-08-01' }),
        offer('e', { availability: 'out_of_stock' }),
      ],
      ['c', 'b', 'd', 'a', 'e'],
    ],
    [
      'a thousand euros sorts after nine hundred',
      [
        offer('a', { price: '1 049,00 €', checkedAt: '2026-11-25' }),
        offer('b', { price: '949,00 €', checkedAt: '2026-11-25' }),
      ],
      ['b', 'a'],
    ],
  ])('%s', (_case, offers, order) => {
    expect(offersForReader(offers, clock).map((item) => item.store)).toEqual(order);
  });
});

describe('textPricesNote: when the prices a text writes are from', () => {
  it.each<[string, DatedOffer[], string | undefined]>([
    ['no prices', [], undefined],
    [
      'a price without a date and a date without a price',
      [{ price: '24,90 €' }, { checkedAt: '2026-11-27' }, { enteredAt: '2026-11-27' }],
      undefined,
    ],
    [
      'checked on three days',
      [
        { price: '19,90 €', checkedAt: '2026-11-03' },
        { price: '21,90 €', checkedAt: '2026-11-01' },
        { price: '23,90 €', checkedAt: '2026-11-02' },
      ],
      'Tekstin hinnat on tarkistettu kaupoista 1.11.2026, 2.11.2026 ja 3.11.2026.',
    ],
    [
      'checked exactly at the limit: not old',
      [{ price: '19,90 €', checkedAt: '2026-10-28' }],
      'Tekstin hinnat on tarkistettu kaupoista 28.10.2026.',
    ],
    [
      'entered the same day',
      [
        { price: '19,90 €', enteredAt: '2026-11-24' },
        { price: '21,90 €', enteredAt: '2026-11-24' },
      ],
      'Tekstin hinnat on kirjattu 24.11.2026 tarkistamatta niitä kaupoista.',
    ],
    [
      'checked on two days',
      [
        { price: '19,90 €', checkedAt: '2026-11-26' },
        { price: '21,90 €', checkedAt: '2026-11-25' },
      ],
      'Tekstin hinnat on tarkistettu kaupoista 25.11.2026 ja 26.11.2026.',
    ],
    [
      'checked and entered',
      [
        { price: '19,90 €', checkedAt: '2026-11-26' },
        { price: '21,90 €', enteredAt: '2026-11-24' },
      ],
      'Tekstin hinnat on tarkistettu kaupoista 26.11.2026 tai kirjattu 24.11.2026 tarkistamatta niitä kaupoista.',
    ],
    [
      'some older than the limit',
      [
        { price: '19,90 €', checkedAt: '2026-11-26' },
        { price: '21,90 €', checkedAt: '2026-09-01' },
      ],
      'Tekstin hinnat on tarkistettu kaupoista 1.9.2026 ja 26.11.2026. Osa niistä on yli 30 päivää vanhoja: katso ajantasainen hinta kaupasta.',
    ],
    [
      'all older than the limit',
      [{ price: '21,90 €', enteredAt: '2026-09-01' }],
      'Tekstin hinnat on kirjattu 1.9.2026 tarkistamatta niitä kaupoista. Ne ovat yli 30 päivää vanhoja: katso ajantasainen hinta kaupasta.',
    ],
  ])('%s', (_case, offers, note) => {
    expect(textPricesNote(offers, clock)).toBe(note);
  });
});
