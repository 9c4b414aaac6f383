import { describe, expect, it } from 'vitest';
import {
  brandOptions,
  categoriesOf,
  filterProducts,
  isFiltered,
  maxPriceLabel,
  noFilters,
  parsePrice,
  readFilters,
  resultCountLabel,
  sortForBrowsing,
  withCategory,
  writeFilters,
  type ProductFilters,
} from './product-filters';

const products = [
  { title: 'Oura Ring 4', brand: 'Oura', category: 'Älykellot', price: '399,00 €' },
  { title: 'Loop Quiet 2', brand: 'Loop', category: 'Uni', price: '24,95 €' },
  { title: 'Loop Experience 2', brand: 'Loop', category: 'Uni', price: '34,95 €' },
  { title: 'TEMPUR Sleep Mask', brand: 'TEMPUR', category: 'Uni' },
  { title: 'Puhdistamo Tripla Magnesium', brand: 'Puhdistamo', category: 'Lisäravinteet', price: '27,90 €' },
  { title: 'Apple Watch', brand: 'Apple', category: 'Älykellot', price: '1 249,00 €' },
  { title: 'Edullinen', brand: 'Ärrä', category: 'Uni', price: '100,00 €' },
];
const titles = (list: readonly { title: string }[]) => list.map((product) => product.title);
const known = { categories: categoriesOf(products), brands: [...new Set(products.map((product) => product.brand))] };
const filters = (overrides: Partial<ProductFilters>): ProductFilters => ({ ...noFilters, ...overrides });

describe('parsePrice', () => {
  it.each([
    ['24,90 €', 24.9],
    ['1 249,00 €', 1249],
    ['1\u00a0249,00 €', 1249],
    ['0,00 €', 0],
    ['24,90€', 24.9],
    [' 24,90 €\n', 24.9],
    ['1249,00 €', undefined],
    ['alk. 24,90 €', undefined],
    ['24,90 € / kk', undefined],
    ['24.90 €', undefined],
    ['noin 25 €', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (price, expected) => {
    expect(parsePrice(price)).toBe(expected);
  });
});

describe('readFilters', () => {
  it.each<[string, ProductFilters]>([
    ['', noFilters],
    ['kategoria=Uni', filters({ category: 'Uni' })],
    ['kategoria=%C3%84lykellot', filters({ category: 'Älykellot' })],
    ['kategoria=uni', noFilters],
    ['kategoria=%3Cscript%3E', noFilters],
    ['hinta=40', filters({ maxPrice: 40 })],
    ['hinta=%2040%20', filters({ maxPrice: 40 })],
    ['hinta=0', filters({ maxPrice: 0 })],
    ['hinta=100', noFilters],
    ['hinta=250', noFilters],
    ['hinta=-5', filters({ maxPrice: 0 })],
    ['hinta=abc', noFilters],
    ['hinta=4e1', noFilters],
    ['hinta=', noFilters],
    ['merkki=Loop', filters({ brands: ['Loop'] })],
    ['merkki=Loop&merkki=Oura&merkki=Loop', filters({ brands: ['Loop', 'Oura'] })],
    ['merkki=Tuntematon', noFilters],
    ['kategoria=Uni&hinta=30&merkki=Loop', filters({ category: 'Uni', maxPrice: 30, brands: ['Loop'] })],
  ])('?%s', (query, expected) => {
    expect(readFilters(new URLSearchParams(query), known)).toEqual(expected);
  });
});

describe('writeFilters', () => {
  it.each<[ProductFilters, string]>([
    [noFilters, ''],
    [filters({ category: 'Älykellot' }), 'kategoria=%C3%84lykellot'],
    [filters({ maxPrice: 0 }), 'hinta=0'],
    [filters({ brands: ['Oura', 'Loop'] }), 'merkki=Loop&merkki=Oura'],
    [filters({ category: 'Uni', maxPrice: 30, brands: ['Loop'] }), 'kategoria=Uni&hinta=30&merkki=Loop'],
  ])('%j → ?%s', (value, expected) => {
    expect(writeFilters(value).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const value = filters({ category: 'Uni', maxPrice: 35, brands: ['Loop', 'TEMPUR'] });
    expect(readFilters(writeFilters(value), known)).toEqual(value);
  });
});

describe('filterProducts', () => {
  it.each<[string, ProductFilters, string[]]>([
    ['no filters: everything', noFilters, titles(products)],
    [
      'a category',
      filters({ category: 'Uni' }),
      ['Loop Quiet 2', 'Loop Experience 2', 'TEMPUR Sleep Mask', 'Edullinen'],
    ],
    ['a brand', filters({ brands: ['Loop'] }), ['Loop Quiet 2', 'Loop Experience 2']],
    ['two brands', filters({ brands: ['Oura', 'Puhdistamo'] }), ['Oura Ring 4', 'Puhdistamo Tripla Magnesium']],
    [
      'a price limit leaves out dearer and unpriced products',
      filters({ maxPrice: 30 }),
      ['Loop Quiet 2', 'Puhdistamo Tripla Magnesium'],
    ],
    ['a limit just below a price leaves it out', filters({ maxPrice: 20 }), []],
    ['cents count: 24,95 € is within 25 €', filters({ maxPrice: 25 }), ['Loop Quiet 2']],
    [
      'the highest limit below the top',
      filters({ maxPrice: 95 }),
      ['Loop Quiet 2', 'Loop Experience 2', 'Puhdistamo Tripla Magnesium'],
    ],
    ['all filters together', filters({ category: 'Uni', maxPrice: 30, brands: ['Loop'] }), ['Loop Quiet 2']],
    ['a brand outside the category: nothing', filters({ category: 'Lisäravinteet', brands: ['Loop'] }), []],
    ['zero euros: nothing priced above it', filters({ maxPrice: 0 }), []],
  ])('%s', (_, value, expected) => {
    expect(titles(filterProducts(products, value))).toEqual(expected);
  });

  it('keeps a product priced exactly at the limit', () => {
    const loop = { title: 'Loop Quiet 2', brand: 'Loop', category: 'Uni', price: '25,00 €' };
    expect(titles(filterProducts([loop], filters({ maxPrice: 25 })))).toEqual(['Loop Quiet 2']);
  });
});

describe('ordering and options', () => {
  it('sorts by category and then title in Finnish order (Ä after Z)', () => {
    expect(titles(sortForBrowsing(products))).toEqual([
      'Puhdistamo Tripla Magnesium',
      'Edullinen',
      'Loop Experience 2',
      'Loop Quiet 2',
      'TEMPUR Sleep Mask',
      'Apple Watch',
      'Oura Ring 4',
    ]);
  });

  it('lists the categories once each, in Finnish order', () => {
    expect(categoriesOf(products)).toEqual(['Lisäravinteet', 'Uni', 'Älykellot']);
  });

  it.each<[string, Pick<ProductFilters, 'category' | 'brands'>, { brand: string; count: number }[]]>([
    [
      'all brands with counts',
      { category: null, brands: [] },
      [
        { brand: 'Apple', count: 1 },
        { brand: 'Loop', count: 2 },
        { brand: 'Oura', count: 1 },
        { brand: 'Puhdistamo', count: 1 },
        { brand: 'TEMPUR', count: 1 },
        { brand: 'Ärrä', count: 1 },
      ],
    ],
    [
      'the brands of a category',
      { category: 'Älykellot', brands: [] },
      [
        { brand: 'Apple', count: 1 },
        { brand: 'Oura', count: 1 },
      ],
    ],
    [
      'a chosen brand outside the category stays, with 0',
      { category: 'Älykellot', brands: ['Loop'] },
      [
        { brand: 'Apple', count: 1 },
        { brand: 'Loop', count: 0 },
        { brand: 'Oura', count: 1 },
      ],
    ],
  ])('brandOptions: %s', (_, value, expected) => {
    expect(brandOptions(products, value)).toEqual(expected);
  });

  it('choosing a category drops the chosen brands it has no products of', () => {
    const chosen = filters({ maxPrice: 50, brands: ['Loop', 'Oura'] });
    expect(withCategory(products, chosen, 'Uni')).toEqual(filters({ category: 'Uni', maxPrice: 50, brands: ['Loop'] }));
    expect(withCategory(products, chosen, null)).toEqual({ ...chosen, category: null });
  });
});

describe('labels', () => {
  it.each([
    [null, '100 € tai enemmän'],
    [40, 'Enintään 40 €'],
    [0, 'Enintään 0 €'],
  ])('maxPriceLabel(%j) → %s', (value, expected) => {
    expect(maxPriceLabel(value)).toBe(expected);
  });

  it.each([
    [0, 'Löytyi 0 tuotetta'],
    [1, 'Löytyi 1 tuote'],
    [147, 'Löytyi 147 tuotetta'],
  ])('resultCountLabel(%i) → %s', (count, expected) => {
    expect(resultCountLabel(count)).toBe(expected);
  });

  it('isFiltered', () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered(filters({ category: 'Uni' }))).toBe(true);
    expect(isFiltered(filters({ maxPrice: 0 }))).toBe(true);
    expect(isFiltered(filters({ brands: ['Loop'] }))).toBe(true);
  });
});
