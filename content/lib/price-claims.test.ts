import { describe, expect, it } from 'vitest';
import { sectionMismatches, sentenceMismatches, statedPrices, type PricedProduct } from './price-claims';

describe('statedPrices', () => {
  it.each([
    ['Hinta on 24,90 €.', ['24,90 €']],
    ['Pakkaus maksaa 1 249,00 € ja toinen 1 249,00 €.', ['1 249,00 €', '1 249,00 €']],
    ['no-break spaces: 1\u00a0249,00\u00a0€', ['1 249,00 €']],
    ['an estimate: annos maksaa noin 0,25 €', []],
    ['a ceiling: enintään noin 0,65 €', []],
    ['a result: 7,90 € / 10 = 0,79 €', ['7,90 €']],
    ['a range: 0,20–0,22 €', []],
    ['whole euros are not prices read from a shop: noin 6 € kuukaudessa, 50 € edullisempi', []],
    ['a division: (27,90 € / 90)', ['27,90 €']],
  ])('%s', (text, expected) => {
    expect(statedPrices(text).map((stated) => stated.price)).toEqual(expected);
  });
});

const oura: PricedProduct = { id: 'oura-ring-4', title: 'Oura Ring 4', brand: 'Oura', prices: ['399,00 €'] };
const go: PricedProduct = {
  id: 'hyperice-hypervolt-go-2',
  title: 'Hyperice Hypervolt Go 2',
  brand: 'Hyperice',
  prices: ['149,00 €'],
};
const prime: PricedProduct = {
  id: 'theragun-prime',
  title: 'Theragun Prime',
  brand: 'Therabody',
  prices: ['299,00 €'],
};

describe('sectionMismatches: every price in a product section is its own', () => {
  it.each([
    ['the catalogue price', 'Hinta: Ouran verkkokaupassa 399,00 €.', []],
    ['an estimate of its own', 'Sormus maksaa noin 320–400 €, jäsenyys noin 6 € kuukaudessa.', []],
    ['another price', 'Hinta: Ouran verkkokaupassa 349,00 €.', ['349,00 €']],
    [
      'a computation with an old price',
      'Kuukaudessa noin 16,60 € (399,00 € / 24), aiemmin (349,00 € / 24).',
      ['349,00 €'],
    ],
  ])('%s', (_, text, expected) => {
    expect(sectionMismatches(text, oura).map((mismatch) => mismatch.price)).toEqual(expected);
  });
});

describe('sentenceMismatches: a price next to the products a sentence names', () => {
  it.each([
    ['no product named: not checked', 'Hyvä vasara maksaa 199,00 €.', []],
    ['named by full name', 'Hyperice Hypervolt Go 2 maksaa 149,00 €.', []],
    ['named without the brand', 'Silloin Hypervolt Go 2 maksaa noin 0,96 € (149,00 € / 156).', []],
    [
      'two products, each price one of theirs',
      'Hypervolt Go 2 (149,00 €) ja Theragun Prime (299,00 €) ovat vertailun ääripäät.',
      [],
    ],
    ['a price neither has', 'Theragun Prime maksaa 279,00 €.', ['279,00 €']],
  ])('%s', (_, text, expected) => {
    expect(sentenceMismatches(text, [go, prime]).map((mismatch) => mismatch.price)).toEqual(expected);
  });

  it('quotes the words around the price for the message', () => {
    const [mismatch] = sentenceMismatches('Theragun Prime maksaa 279,00 € Gigantissa.', [go, prime]);
    expect(mismatch).toEqual({
      price: '279,00 €',
      context: 'Theragun Prime maksaa 279,00 € Gigantissa.',
      products: [prime],
    });
  });
});
