import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, type TableSort } from './table-sort';

type Row = { id: string; rating?: number; price?: number };
const rows: Row[] = [
  { id: 'a', rating: 4.2, price: 2490 },
  { id: 'b', rating: 4.6 },
  { id: 'c', rating: 4.2, price: 1490 },
  { id: 'd', price: 990 },
];
const valueOf = (row: Row, key: 'rating' | 'price') => row[key];

describe('sortRows', () => {
  it.each<[string, TableSort<'rating' | 'price'> | null, string[]]>([
    ['no sort keeps the editors’ order', null, ['a', 'b', 'c', 'd']],
    ['price, cheapest first; an unknown price last', { key: 'price', direction: 'ascending' }, ['d', 'c', 'a', 'b']],
    [
      'price, dearest first; an unknown price still last',
      { key: 'price', direction: 'descending' },
      ['a', 'c', 'd', 'b'],
    ],
    ['rating, best first; ties keep their order', { key: 'rating', direction: 'descending' }, ['b', 'a', 'c', 'd']],
    ['rating, lowest first', { key: 'rating', direction: 'ascending' }, ['a', 'c', 'b', 'd']],
  ])('%s', (_case, sort, ids) => {
    expect(sortRows(rows, sort, valueOf).map((row) => row.id)).toEqual(ids);
  });

  // Rows without the value come first in the editors' order here, and two of them tie.
  const gaps: Row[] = [
    { id: 'x' },
    { id: 'y', price: 2490 },
    { id: 'z', price: 990 },
    { id: 'w' },
    { id: 'v', price: 990 },
  ];
  it.each<[string, TableSort<'rating' | 'price'>, string[]]>([
    [
      'cheapest first: unknown prices last, in their order',
      { key: 'price', direction: 'ascending' },
      ['z', 'v', 'y', 'x', 'w'],
    ],
    [
      'dearest first: unknown prices last, in their order',
      { key: 'price', direction: 'descending' },
      ['y', 'z', 'v', 'x', 'w'],
    ],
  ])('%s, even when they come first', (_case, sort, ids) => {
    expect(sortRows(gaps, sort, valueOf).map((row) => row.id)).toEqual(ids);
  });

  it('does not change the rows it is given', () => {
    sortRows(rows, { key: 'price', direction: 'ascending' }, valueOf);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('nextSort', () => {
  it.each<[string, TableSort<'rating' | 'price'> | null, 'rating' | 'price', TableSort<'rating' | 'price'>]>([
    ['a first click sorts the column its natural way', null, 'price', { key: 'price', direction: 'ascending' }],
    [
      'a click on another column starts it its natural way',
      { key: 'rating', direction: 'ascending' },
      'price',
      { key: 'price', direction: 'ascending' },
    ],
    [
      'a second click turns the order',
      { key: 'price', direction: 'ascending' },
      'price',
      { key: 'price', direction: 'descending' },
    ],
    [
      'a third click turns it back',
      { key: 'price', direction: 'descending' },
      'price',
      { key: 'price', direction: 'ascending' },
    ],
  ])('%s', (_case, current, key, expected) => {
    expect(nextSort(current, key, 'ascending')).toEqual(expected);
  });
});
