import { describe, expect, it } from 'vitest';
import { listInFinnish, parseLimits, priceBands } from './price-bands';

describe('parseLimits', () => {
  it.each([
    ['30 100', [30, 100]],
    [' 50 ', [50]],
    ['100 30', undefined],
    ['30 30', undefined],
    ['30,5', undefined],
    ['30  100', [30, 100]],
    ['30 abc', undefined],
    ['0 30', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s', (text, limits) => {
    expect(parseLimits(text)).toEqual(limits);
  });
});

describe('priceBands: each product in the band its lowest price falls in, cheapest first', () => {
  const products = [
    { title: 'Sormus', cents: 39900 },
    { title: 'Voide', cents: 1490 },
    { title: 'Naamio', cents: 5500 },
    { title: 'Tulpat', cents: 2495 },
    { title: 'Lamppu', cents: 10000 },
    { title: 'Ranneke', cents: 3000 },
  ];
  it.each([
    [
      'three bands, the limits inside the middle band',
      [30, 100],
      [
        { label: 'Alle 30 €', titles: ['Voide', 'Tulpat'] },
        { label: '30–100 €', titles: ['Ranneke', 'Naamio', 'Lamppu'] },
        { label: 'Yli 100 €', titles: ['Sormus'] },
      ],
    ],
    [
      'one limit',
      [50],
      [
        { label: 'Alle 50 €', titles: ['Voide', 'Tulpat', 'Ranneke'] },
        { label: 'Yli 50 €', titles: ['Naamio', 'Lamppu', 'Sormus'] },
      ],
    ],
    [
      'an empty band is left out',
      [10, 20, 400],
      [
        { label: '10–20 €', titles: ['Voide'] },
        { label: '20–400 €', titles: ['Tulpat', 'Ranneke', 'Naamio', 'Lamppu', 'Sormus'] },
      ],
    ],
  ])('%s', (_name, limits, bands) => {
    expect(priceBands(products, limits)).toEqual(bands);
  });
});

describe('listInFinnish', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A ja B'],
    [['A', 'B', 'C'], 'A, B ja C'],
  ])('%j', (items, text) => {
    expect(listInFinnish(items)).toBe(text);
  });
});
