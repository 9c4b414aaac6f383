import { describe, expect, it } from 'vitest';
import { findProduct, offersOf, productsByIds, productsBySubjects } from './catalogue';

const products = [
  { id: 'a', subjects: ['tyynyt'], store: 'x' },
  { id: 'b', subjects: ['korvatulpat'], store: 'x' },
  { id: 'a', subjects: ['tyynyt'], store: 'y' },
  { id: 'c', subjects: ['unimaskit', 'tyynyt'], store: 'x' },
];

describe('catalogue lookups', () => {
  it.each([
    ['a', 'x'],
    ['c', 'x'],
    ['puuttuu', undefined],
  ])('findProduct(%s) is the first offer (store %s)', (id, store) => {
    expect(findProduct(products, id)?.store).toBe(store);
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

  it('offersOf lists a product at every shop', () => {
    expect(offersOf(products, 'a').map((product) => product.store)).toEqual(['x', 'y']);
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
