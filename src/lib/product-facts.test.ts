import { describe, expect, it } from 'vitest';
import { factRows, formatAmount, type LabelFacts } from './product-facts';
import type { PriceBasis } from './unit-price';

describe('formatAmount', () => {
  it.each([
    [200, '200'],
    [5000, '5 000'],
    [10000, '10 000'],
    [1234567, '1 234 567'],
    [-1500, '-1 500'],
    [0.5, '0,5'],
    [2.5, '2,5'],
  ])('%d → %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe('factRows: the label facts of a product, unknowns as "—"', () => {
  const row = (label: string, value: string) => ({ label, value });
  it.each<[string, LabelFacts, PriceBasis | undefined, number | undefined, { label: string; value: string }[]]>([
    [
      'a supplement with its serving but no pack size: no price per serving',
      { form: 'tabletti', serving: { count: 1 }, perServing: [{ name: 'magnesium', amount: 200, unit: 'mg' }] },
      'annos',
      1490,
      [
        row('Muoto', 'tabletti'),
        row('Pakkauskoko', '—'),
        row('Päiväannos', '1 tabletti'),
        row('Annoksessa', 'magnesium 200 mg'),
        row('Hinta / annos', '—'),
      ],
    ],
    [
      'a complete supplement: the price per serving is computed',
      {
        form: 'kapseli',
        count: 120,
        serving: { count: 2 },
        perServing: [{ name: 'biotiini', amount: 5000, unit: 'µg' }],
      },
      'annos',
      2490,
      [
        row('Muoto', 'kapseli'),
        row('Pakkauskoko', '120 kapselia'),
        row('Päiväannos', '2 kapselia'),
        row('Annoksessa', 'biotiini 5 000 µg'),
        row('Hinta / annos', '0,42 €'),
      ],
    ],
    [
      'a powder per 100 g',
      { form: 'jauhe', grams: 500, serving: { grams: 5 } },
      '100 g',
      1990,
      [
        row('Muoto', 'jauhe'),
        row('Pakkauskoko', '500 g'),
        row('Päiväannos', '5 g'),
        row('Annoksessa', '—'),
        row('Hinta / 100 g', '3,98 €'),
      ],
    ],
    [
      'a serum: its strength, and no price row when the comparison ranks on none',
      { form: 'seerumi', ml: 30, concentrations: [{ name: 'retinoli', percent: 0.5 }] },
      undefined,
      1290,
      [row('Muoto', 'seerumi'), row('Pakkauskoko', '30 ml'), row('Pitoisuus', 'retinoli 0,5 %')],
    ],
    [
      'a sunscreen without its volume or price',
      { form: 'geelivoide', spf: 50, spfPlus: true },
      '100 ml',
      undefined,
      [row('Muoto', 'geelivoide'), row('Pakkauskoko', '—'), row('Suojakerroin', 'SPF 50+'), row('Hinta / 100 ml', '—')],
    ],
    [
      'bars counted without a form: "kpl" stays as it is, and the price per piece',
      { count: 12 },
      'kpl',
      2400,
      [row('Muoto', '—'), row('Pakkauskoko', '12 kpl'), row('Hinta / kpl', '2,00 €')],
    ],
    [
      'a drink per litre, with two things in a serving',
      {
        form: 'juoma',
        ml: 500,
        serving: { ml: 250 },
        perServing: [
          { name: 'kofeiini', amount: 80, unit: 'mg' },
          { name: 'tauriini', amount: 1000, unit: 'mg' },
        ],
      },
      'litra',
      300,
      [
        row('Muoto', 'juoma'),
        row('Pakkauskoko', '500 ml'),
        row('Päiväannos', '250 ml'),
        row('Annoksessa', 'kofeiini 80 mg, tauriini 1 000 mg'),
        row('Hinta / litra', '6,00 €'),
      ],
    ],
    [
      'a protein powder per 100 g of protein, its price unknown',
      { form: 'jauhe', grams: 1000 },
      '100 g proteiinia',
      undefined,
      [row('Muoto', 'jauhe'), row('Pakkauskoko', '1 000 g'), row('Hinta / 100 g proteiinia', '—')],
    ],
    [
      'a sunscreen whose factor has no plus',
      { spf: 30 },
      undefined,
      undefined,
      [row('Muoto', '—'), row('Pakkauskoko', '—'), row('Suojakerroin', 'SPF 30')],
    ],
  ])('%s', (_case, facts, basis, price, rows) => {
    expect(factRows(facts, basis, price)).toEqual(rows);
  });
});
