import { describe, expect, it } from 'vitest';
import { findProduct, lowestPrice, offersByPrice, productsByIds, productsBySubjects } from './catalogue';

const products = [
  { id: 'a', subjects: ['tyynyt'] },
  { id: 'b', subjects: ['korvatulpat'] },
  { id: 'c', subjects: ['unimaskit', 'tyynyt'] },
];

describe('catalogue lookups', () => {
  it.each([
    ['a', 'a'],
    ['c', 'c'],
    ['puuttuu', undefined],
  ])('findProduct(%s) → %s', (id, expected) => {
    expect(findProduct(products, id)?.id).toBe(expected);
  });

  it.each([
    [
      ['b', 'a'],
      ['b', 'a'],
    ],
    [
      ['a', 'puuttuu', 'c'],
      ['a', 'c'],
    ],
    [['a', 'a'], ['a']],
    [[], []],
  ])('productsByIds(%j) → %j', (ids, expected) => {
    expect(productsByIds(products, ids).map((product) => product.id)).toEqual(expected);
  });

  it.each([
    [['tyynyt'], ['a', 'c']],
    [
      ['unimaskit', 'tyynyt', 'korvatulpat'],
      ['c', 'a', 'b'],
    ],
    [['painopeitot'], []],
  ])('productsBySubjects(%j) → %j', (subjects, expected) => {
    expect(productsBySubjects(products, subjects).map((product) => product.id)).toEqual(expected);
  });
});

describe('offersByPrice', () => {
  it.each([
    ['one offer', [{ store: 'x', price: '19,90 €' }], ['x']],
    [
      'the lowest price first',
      [
        { store: 'x', price: '21,90 €' },
        { store: 'y', price: '19,90 €' },
      ],
      ['y', 'x'],
    ],
    [
      'thousands compare as numbers, not text',
      [
        { store: 'x', price: '1 049,00 €' },
        { store: 'y', price: '999,00 €' },
      ],
      ['y', 'x'],
    ],
    ['an offer without a price after the priced ones', [{ store: 'x' }, { store: 'y', price: '24,90 €' }], ['y', 'x']],
    [
      'equal prices keep the catalogue order',
      [
        { store: 'x', price: '9,90 €' },
        { store: 'y', price: '9,90 €' },
      ],
      ['x', 'y'],
    ],
    ['no prices at all: the catalogue order', [{ store: 'x' }, { store: 'y' }], ['x', 'y']],
    [
      'ties among many offers keep the catalogue order',
      [
        { store: 'a' },
        { store: 'b', price: '9,90 €' },
        { store: 'c' },
        { store: 'd', price: '9,90 €' },
        { store: 'e', price: '5,90 €' },
        { store: 'f', price: '9,90 €' },
      ],
      ['e', 'b', 'd', 'f', 'a', 'c'],
    ],
  ])('%s', (_, offers, expected) => {
    expect(offersByPrice(offers).map((offer) => offer.store)).toEqual(expected);
  });
});

describe('lowestPrice: the price a product card shows', () => {
  it.each<[string, { price?: string }[], string | undefined]>([
    ['the lowest of the priced offers', [{}, { price: '21,90 €' }, { price: '19,90 €' }], '19,90 €'],
    ['no shop’s price known', [{}, {}], undefined],
    ['no offers at all', [], undefined],
  ])('%s', (_, offers, expected) => {
    expect(lowestPrice({ offers })).toBe(expected);
  });
});
