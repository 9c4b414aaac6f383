import { describe, expect, it } from 'vitest';
import { itemsByIds, newestArticles, uniqueItems } from './article-selection';

const entry = (id: string, title: string, updateDate: string, type = 'article') => ({
  id,
  title,
  type,
  category: 'Vertailut',
  hub: 'uni',
  meta: { updateDate },
});

const items = [
  entry('a', 'Ärsyke', '2025-03-01'),
  entry('b', 'Banaani', '2025-05-01'),
  entry('c', 'Aamu', '2025-03-01'),
  entry('d', 'Arvostelu', '2025-09-01', 'review'),
  entry('e', 'Zeta', '2025-03-01'),
  entry('f', 'Vanha', '2024-03-20'),
];

describe('newestArticles', () => {
  it.each([
    [3, ['b', 'c', 'e']],
    [1, ['b']],
    [10, ['b', 'c', 'e', 'a', 'f']],
  ])('the %d newest articles, ties by title in Finnish order, reviews left out → %j', (count, ids) => {
    expect(newestArticles(items, count).map((item) => item.id)).toEqual(ids);
  });
});

describe('itemsByIds and uniqueItems', () => {
  it.each([
    [
      ['e', 'a'],
      ['e', 'a'],
    ],
    [
      ['a', 'puuttuu', 'b'],
      ['a', 'b'],
    ],
    [[], []],
  ])('itemsByIds(%j) → %j', (ids, expected) => {
    expect(itemsByIds(items, ids).map((item) => item.id)).toEqual(expected);
  });

  it('uniqueItems keeps the first of each id', () => {
    expect(uniqueItems([items[0]!, items[1]!, items[0]!]).map((item) => item.id)).toEqual(['a', 'b']);
  });
});
