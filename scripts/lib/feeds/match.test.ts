import { describe, expect, it } from 'vitest';
import { candidateOf, confirmedWrite, matchReport, parsePair, sizesIn, type MatchProduct } from './match';

const citrate: MatchProduct = {
  id: 'citrate',
  title: 'Testi Magnesium Sitraatti',
  brand: 'Testi',
  description: ['Magnesiumsitraattia', '120 kapselia'],
};

describe('sizesIn: the pack sizes and strengths a name writes', () => {
  it.each([
    ['Kreatiini 500 g', ['500 g']],
    ['120 kapselia, 450 mg', ['120 kaps', '450 mg']],
    ['90 caps / 60 tablets / 30 tabl', ['90 kaps', '60 tabl', '30 tabl']],
    ['D3 25 µg ja B12 1000 mcg', ['25 µg', '1000 µg']],
    ['Öljy 0,5 l tai 500 ml', ['0.5 l', '500 ml']],
    ['2 kg ja 10 kpl', ['2 kg', '10 kpl']],
    ['Omega-3 ilman kokoa', []],
    ['500 grammaa ei ole yksikkö', []],
  ])('%s', (text, sizes) => {
    expect(sizesIn(text)).toEqual(sizes);
  });
});

describe('candidateOf: a row that may be the product, and why', () => {
  it.each([
    [
      'brand, name words and size',
      'Testi Magnesium Sitraatti 120 kapselia',
      { score: 6, reasons: ['merkki Testi', 'sanat magnesium, sitraatti', 'koko 120 kaps'] },
    ],
    ['brand and a name word', 'Testi Magnesium', { score: 3, reasons: ['merkki Testi', 'sanat magnesium'] }],
    ['case and punctuation do not matter', 'TESTI: magnesium-sitraatti', { score: 4 }],
  ])('%s', (_, title, expected) => {
    expect(candidateOf(citrate, { id: 'r', title })).toMatchObject({ rowId: 'r', title, ...expected });
  });

  it.each([
    ['another size of the same unit', 'Testi Magnesium Sitraatti 60 kapselia'],
    ['another brand', 'Muumerkki Magnesium Sitraatti 120 kaps'],
    ['the brand without a word of the name', 'Testi Sinkki'],
    ['a row without a title', undefined],
  ])('none: %s', (_, title) => {
    expect(candidateOf(citrate, { id: 'r', ...(title ? { title } : {}) })).toBeUndefined();
  });

  it('never a product group’s own row', () => {
    expect(candidateOf(citrate, { id: 'G', groupId: 'G', title: 'Testi Magnesium Sitraatti' })).toBeUndefined();
    expect(candidateOf(citrate, { id: 'v', groupId: 'G', title: 'Testi Magnesium Sitraatti' })).toBeDefined();
  });

  it('a size of another unit does not rule a row out', () => {
    expect(candidateOf(citrate, { id: 'r', title: 'Testi Magnesium Sitraatti 200 mg' })?.reasons).toEqual([
      'merkki Testi',
      'sanat magnesium, sitraatti',
    ]);
  });

  it('a brand of several words needs them all; digits of the name are not its words', () => {
    const now: MatchProduct = { id: 'now', title: 'NOW Foods Omega 3 1000', brand: 'NOW Foods' };
    expect(candidateOf(now, { id: 'r', title: 'NOW Omega' })).toBeUndefined();
    expect(candidateOf(now, { id: 'r', title: 'NOW Foods 1000' })).toBeUndefined();
    expect(candidateOf(now, { id: 'r', title: 'Now Foods Omega' })?.score).toBe(3);
  });
});

describe('matchReport', () => {
  const products: MatchProduct[] = [
    citrate,
    { id: 'by-gtin', title: 'Testikreatiini', brand: 'Testi', gtin: '6400000000019' },
    { id: 'by-id', title: 'Testi Sinkki', brand: 'Testi', shopProductId: 'S-1' },
  ];
  const rows = [
    { id: 'R-1', title: 'Testi Magnesium Sitraatti 120 kaps' },
    { id: 'R-2', title: 'Testi Magnesium' },
    { id: 'R-3', title: 'Testi Magnesium Sitraatti', gtin: '06400000000019' },
    { id: 'S-1', title: 'Sinkki' },
    { id: 'R-4', title: 'Testi Magnesium Sitraatti 120 kaps, sama' },
    { id: 'R-5', title: 'Testi Magnesium Sitraatti' },
  ];

  it('pairs by GTIN (in any length) and by the shop’s id, and suggests at most three rows for the rest, best first', () => {
    const report = matchReport(products, rows);
    expect(report.matched).toEqual([
      { productId: 'by-gtin', rowId: 'R-3' },
      { productId: 'by-id', rowId: 'S-1' },
    ]);
    expect(
      report.unmatchedProducts.map(({ productId, candidates }) => [productId, candidates.map((c) => c.rowId)]),
    ).toEqual([['citrate', ['R-1', 'R-4', 'R-5']]]);
    expect(report.unmatchedRows).toBe(4);
  });

  it('a row found by GTIN is no one else’s candidate', () => {
    const report = matchReport(
      [citrate, products[1]!],
      [{ id: 'R-3', title: 'Testi Magnesium Sitraatti', gtin: '6400000000019' }],
    );
    expect(report.unmatchedProducts).toEqual([{ productId: 'citrate', candidates: [] }]);
    expect(report.unmatchedRows).toBe(0);
  });
});

describe('parsePair', () => {
  it.each([
    ['a=b', { productId: 'a', rowId: 'b' }],
    ['tuote-1=SKU=2', { productId: 'tuote-1', rowId: 'SKU=2' }],
    ['=b', undefined],
    ['a=', undefined],
    ['ab', undefined],
  ])('%s', (text, pair) => {
    expect(parsePair(text)).toEqual(pair);
  });
});

describe('confirmedWrite: only what the editor confirmed, never a guess', () => {
  const pair = { productId: 'citrate', rowId: 'R-1' };
  const product = { ...citrate, hasOffer: true };
  const row = { id: 'R-1', title: 'Testi', gtin: '640-0000000040', page: 'https://www.testikauppa.fi/t/1' };

  it.each([
    [
      'the shop’s id, and the row’s GTIN with its page',
      product,
      row,
      {
        productId: 'citrate',
        shopProductId: 'R-1',
        gtin: { value: '6400000000040', source: 'https://www.testikauppa.fi/t/1', checkedAt: '2026-11-28' },
      },
    ],
    [
      'no GTIN without a page to cite',
      product,
      { ...row, page: undefined },
      { productId: 'citrate', shopProductId: 'R-1' },
    ],
    [
      'no GTIN when the row’s is not one',
      product,
      { ...row, gtin: '123' },
      { productId: 'citrate', shopProductId: 'R-1' },
    ],
    [
      'the product’s own GTIN is kept when the row agrees',
      { ...product, gtin: '6400000000040' },
      row,
      { productId: 'citrate', shopProductId: 'R-1' },
    ],
    [
      'two GTINs that differ',
      { ...product, gtin: '6400000000019' },
      row,
      { problem: 'citrate: tuotteen GTIN 6400000000019 ja rivin 640-0000000040 eroavat; tarkista kumpi on oikea' },
    ],
    ['a product not in the catalogue', undefined, row, { problem: 'citrate: tuotetta ei ole tuoteluettelossa' }],
    [
      'a product the shop has no offer of',
      { ...product, hasOffer: false },
      row,
      { problem: 'citrate: tuotteella ei ole tarjousta syötteen kaupassa (lisää se ensin offers-listaan)' },
    ],
    ['a row not in the feed', product, undefined, { problem: 'citrate=R-1: syötteessä ei ole riviä R-1' }],
    [
      'a product group’s row',
      product,
      { ...row, groupId: 'R-1' },
      { problem: 'R-1 on tuoteryhmän tunnus, ei tuotteen' },
    ],
  ])('%s', (_, productArg, rowArg, expected) => {
    expect(confirmedWrite(pair, productArg, rowArg, '2026-11-28')).toEqual(expected);
  });
});
