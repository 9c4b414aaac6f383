import { describe, expect, it } from 'vitest';
import {
  formatCents,
  missingFacts,
  missingNote,
  parsePrice,
  servingsPerPack,
  totalCost,
  unitPrice,
  type PackSize,
  type PriceBasis,
} from './unit-price';

describe('parsePrice and formatCents', () => {
  it.each([
    ['24,90 €', 2490],
    ['0,25 €', 25],
    ['1 249,00 €', 124900],
    ['24.90 €', undefined],
    ['24,9 €', undefined],
    ['', undefined],
    [undefined, undefined],
    ['alk. 24,90 €', undefined],
    ['24,90 €/kk', undefined],
  ])('parsePrice(%j) → %j', (text, cents) => {
    expect(parsePrice(text)).toBe(cents);
  });

  it.each([
    [25, '0,25 €'],
    [2490, '24,90 €'],
    [100, '1,00 €'],
    [124900, '1 249,00 €'],
    [123456789, '1 234 567,89 €'],
  ])('formatCents(%i) → %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('servingsPerPack', () => {
  it.each<[string, PackSize, number | undefined]>([
    ['pieces', { count: 60, serving: { count: 2 } }, 30],
    ['grams', { grams: 250, serving: { grams: 5 } }, 50],
    ['millilitres', { ml: 500, serving: { ml: 15 } }, 500 / 15],
    ['no serving', { count: 60 }, undefined],
    ['a serving in another unit', { count: 60, serving: { grams: 5 } }, undefined],
    ['a serving in millilitres for a pack in grams', { grams: 250, serving: { ml: 5 } }, undefined],
    ['a serving in grams for a pack in millilitres', { ml: 500, serving: { grams: 5 } }, undefined],
  ])('%s', (_case, pack, servings) => {
    expect(servingsPerPack(pack)).toBe(servings);
  });
});

describe('unitPrice', () => {
  it.each<[string, number | undefined, PackSize | undefined, PriceBasis, number | undefined]>([
    ['one tablet a day: 14,90 € for 60', 1490, { count: 60, serving: { count: 1 } }, 'annos', 25],
    ['two tablets a serving: 24,90 € for 60', 2490, { count: 60, serving: { count: 2 } }, 'annos', 83],
    ['rounds half a cent up: 0,125 €', 1000, { count: 80, serving: { count: 1 } }, 'annos', 13],
    ['a powder per 100 g: 24,90 € for 250 g', 2490, { grams: 250 }, '100 g', 996],
    ['a powder per serving: 5 g of 250 g', 2490, { grams: 250, serving: { grams: 5 } }, 'annos', 50],
    ['a cream per 100 ml: 24,90 € for 50 ml', 2490, { ml: 50 }, '100 ml', 4980],
    ['per piece', 1790, { count: 100 }, 'kpl', 18],
    ['no price', undefined, { count: 60, serving: { count: 1 } }, 'annos', undefined],
    ['no facts', 1490, undefined, 'annos', undefined],
    ['no serving size', 2790, { count: 120 }, 'annos', undefined],
    ['no grams for a price per 100 g', 2490, { count: 60 }, '100 g', undefined],
    ['a pack of zero', 2490, { count: 0, serving: { count: 1 } }, 'annos', undefined],
    ['a negative count is no pack size', 1790, { count: -100 }, 'kpl', undefined],
    ['a drink per litre: 3,90 € for 500 ml', 390, { ml: 500 }, 'litra', 780],
    [
      'protein: 29,90 € for 1 kg, 30 g servings of 24 g protein → 800 g protein',
      2990,
      { grams: 1000, serving: { grams: 30 }, perServing: [{ name: 'proteiini', amount: 24, unit: 'g' }] },
      '100 g proteiinia',
      374,
    ],
    [
      'protein stated in milligrams counts the same',
      2990,
      { grams: 1000, serving: { grams: 30 }, perServing: [{ name: 'Proteiini', amount: 24000, unit: 'mg' }] },
      '100 g proteiinia',
      374,
    ],
    [
      'protein stated in micrograms counts the same',
      2990,
      { grams: 1000, serving: { grams: 30 }, perServing: [{ name: 'proteiini', amount: 24_000_000, unit: 'µg' }] },
      '100 g proteiinia',
      374,
    ],
    [
      'protein is read from its own line of the label',
      2990,
      {
        grams: 1000,
        serving: { grams: 30 },
        perServing: [
          { name: 'Hiilihydraatit', amount: 3, unit: 'g' },
          { name: 'Proteiini', amount: 24, unit: 'g' },
        ],
      },
      '100 g proteiinia',
      374,
    ],
    ['protein not stated', 2990, { grams: 1000, serving: { grams: 30 } }, '100 g proteiinia', undefined],
    [
      'protein without a serving size',
      2990,
      { grams: 1000, perServing: [{ name: 'proteiini', amount: 24, unit: 'g' }] },
      '100 g proteiinia',
      undefined,
    ],
    // 120 capsules, 2 a day, 650 mg EPA + 450 mg DHA a day: 60 × 1 100 mg = 66 000 mg; 49,90 € / 66 = 0,7561 €.
    [
      'EPA and DHA per 1 000 mg',
      4990,
      {
        count: 120,
        serving: { count: 2 },
        perServing: [
          { name: 'EPA', amount: 650, unit: 'mg' },
          { name: 'DHA', amount: 450, unit: 'mg' },
        ],
      },
      '1 000 mg EPA+DHA',
      76,
    ],
    [
      'EPA and DHA given in grams',
      4990,
      {
        count: 120,
        serving: { count: 2 },
        perServing: [
          { name: 'epa', amount: 0.65, unit: 'g' },
          { name: 'dha', amount: 0.45, unit: 'g' },
        ],
      },
      '1 000 mg EPA+DHA',
      76,
    ],
    [
      'DHA not stated',
      4990,
      { count: 120, serving: { count: 2 }, perServing: [{ name: 'EPA', amount: 650, unit: 'mg' }] },
      '1 000 mg EPA+DHA',
      undefined,
    ],
  ])('%s', (_case, price, pack, basis, cents) => {
    expect(unitPrice(price, pack, basis)).toBe(cents);
  });
});

describe('missingFacts: what a price per basis still needs, named as the catalogue field', () => {
  it.each<[string, PackSize | undefined, PriceBasis, string[]]>([
    ['no facts at all', undefined, 'annos', ['facts']],
    ['pieces without a serving', { count: 120 }, 'annos', ['facts.serving.count']],
    ['a serving in grams for a pack in pieces', { count: 60, serving: { grams: 5 } }, 'annos', ['facts.serving.count']],
    [
      'a serving without a pack size',
      { serving: { count: 1 } },
      'annos',
      ['facts.count | facts.grams | facts.ml', 'facts.serving'],
    ],
    ['everything per serving', { grams: 500, serving: { grams: 5 } }, 'annos', []],
    ['per 100 g without grams', { count: 60 }, '100 g', ['facts.grams']],
    ['per 100 ml with millilitres', { ml: 30 }, '100 ml', []],
    ['per 100 g with grams', { grams: 250 }, '100 g', []],
    ['per piece with a count', { count: 60 }, 'kpl', []],
    ['millilitres without a serving', { ml: 500 }, 'annos', ['facts.serving.ml']],
    ['everything per serving in millilitres', { ml: 500, serving: { ml: 15 } }, 'annos', []],
    ['per piece without a count', { grams: 120 }, 'kpl', ['facts.count']],
    ['per litre without millilitres', { grams: 500 }, 'litra', ['facts.ml']],
    ['protein with nothing', undefined, '100 g proteiinia', ['facts']],
    [
      'omega-3 without its EPA and DHA',
      { count: 120, serving: { count: 2 } },
      '1 000 mg EPA+DHA',
      ['facts.perServing (EPA, DHA)'],
    ],
    [
      'protein without its amount',
      { grams: 1000, serving: { grams: 30 } },
      '100 g proteiinia',
      ['facts.perServing (proteiini)'],
    ],
    [
      'protein without a serving',
      { grams: 1000, perServing: [{ name: 'proteiini', amount: 24, unit: 'g' }] },
      '100 g proteiinia',
      ['facts.serving.grams'],
    ],
  ])('%s', (_case, pack, basis, missing) => {
    expect(missingFacts(pack, basis)).toEqual(missing);
    // The two agree: a price is computed exactly when nothing is missing.
    expect(unitPrice(1000, pack, basis) !== undefined).toBe(missing.length === 0);
  });
});

describe('missingNote: what a table cell tells the reader a price per unit lacks', () => {
  it.each<[string[], string]>([
    [['facts'], 'puuttuu: pakkauksen tiedot'],
    [['offers.price', 'facts.serving.count'], 'puuttuu: hinta, annoskoko'],
    [['facts.count | facts.grams | facts.ml', 'facts.serving'], 'puuttuu: pakkauskoko, annoskoko'],
    [['facts', 'facts.perServing (proteiini)'], 'puuttuu: pakkauksen tiedot, proteiinia annoksessa'],
    [['facts.serving.grams'], 'puuttuu: annoskoko'],
    [['facts.serving.ml'], 'puuttuu: annoskoko'],
    [['facts.grams'], 'puuttuu: pakkauskoko grammoina'],
    [['facts.ml'], 'puuttuu: pakkauskoko millilitroina'],
    [['facts.count'], 'puuttuu: kappalemäärä'],
    [['facts.unknown'], 'puuttuu: facts.unknown'],
  ])('%j → %j', (fields, note) => {
    expect(missingNote(fields)).toBe(note);
  });
});

describe('totalCost: a price plus months of a membership, never on a missing figure', () => {
  const cases: [string, number | undefined, number | undefined, number, number | undefined][] = [
    ['24 months', 39900, 599, 24, 54276],
    ['one month', 39900, 599, 1, 40499],
    ['no price', undefined, 599, 24, undefined],
    ['no membership fee', 39900, undefined, 24, undefined],
  ];
  it.each(cases)('%s', (_name, price, monthly, months, total) => {
    expect(totalCost(price, monthly, months)).toBe(total);
  });
});
