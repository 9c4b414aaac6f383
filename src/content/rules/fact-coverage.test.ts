import { describe, expect, it } from 'vitest';
import { factCoverage, needsPriceBasis } from './fact-coverage';

describe('needsPriceBasis', () => {
  it.each([
    [['Lisäravinteet', 'Lisäravinteet'], true],
    [['Elektrolyytit', 'Kreatiini'], true],
    [['Proteiinijauheet'], true],
    [['Lisäravinteet', 'Älykellot'], false],
    [['Kauneus'], false],
    [[], false],
  ])('%j → %s', (categories, needs) => expect(needsPriceBasis(categories)).toBe(needs));
});

describe('factCoverage', () => {
  const whole = {
    facts: { count: 120, serving: { count: 2 } },
    gtin: '6430051570028',
    makerPage: 'https://valmistaja.example/tuote',
  };

  it.each([
    ['everything a serving price needs', 'annos', whole, []],
    ['no facts at all', 'annos', { ...whole, facts: undefined }, ['facts']],
    ['a pack without the serving', 'annos', { ...whole, facts: { count: 120 } }, ['facts.serving.count']],
    ['grams only, for 100 g', '100 g', { ...whole, facts: { grams: 500 } }, []],
    [
      'protein per serving missing',
      '100 g proteiinia',
      { ...whole, facts: { grams: 1000, serving: { grams: 30 } } },
      ['facts.perServing (proteiini)'],
    ],
    ['no GTIN and no maker page', 'annos', { facts: whole.facts }, ['gtin', 'makerPage']],
    ['a device: no basis, only the identifiers', undefined, { facts: undefined, gtin: '1', makerPage: 'x' }, []],
  ] as const)('%s', (_, basis, product, fields) => {
    const coverage = factCoverage(basis, [{ id: 'a', ...product }]);
    expect(coverage).toEqual(
      fields.length === 0 ? { complete: ['a'], missing: [] } : { complete: [], missing: [{ id: 'a', fields }] },
    );
  });

  it.each([
    ['every spec of its kind', 'verenpainemittarit', { cuff: [22, 42], users: 2, app: 'OMRON connect' }, []],
    ['the app missing', 'verenpainemittarit', { cuff: [22, 42], users: 2 }, ['specs.app']],
    ['no specs at all', 'korvatulpat', undefined, ['specs.snr']],
    ['specs of another kind do not count', 'kirkasvalolamput', { snr: 28 }, ['specs.lux', 'specs.luxDistance']],
    ['a comparison without a kind asks for none', undefined, undefined, []],
  ] as const)('a device with %s', (_, kind, specs, fields) => {
    const coverage = factCoverage(undefined, [{ id: 'a', gtin: '1', makerPage: 'x', specs }], kind);
    expect(coverage).toEqual(
      fields.length === 0 ? { complete: ['a'], missing: [] } : { complete: [], missing: [{ id: 'a', fields }] },
    );
  });

  it('names the card lines that type a spec the device lacks, and only those', () => {
    const description = ['Suomalainen älysormus', 'Akunkesto jopa 8 päivää', 'Toimii Androidin ja iPhonen kanssa'];
    const read = { source: 'https://valmistaja.example/', checkedAt: '2026-11-29' };
    const device = { id: 'a', gtin: '1', makerPage: 'x', description, specs: { ...read, phones: 'Android ja iPhone' } };
    expect(factCoverage(undefined, [device], 'unenseurantalaitteet')).toEqual({
      complete: [],
      missing: [{ id: 'a', fields: ['specs.batteryDays'], typed: ['Akunkesto jopa 8 päivää'] }],
    });
  });

  it('keeps the products in the page’s order', () => {
    const coverage = factCoverage('annos', [
      { id: 'b', ...whole },
      { id: 'a', facts: undefined },
      { id: 'c', ...whole },
    ]);
    expect(coverage.complete).toEqual(['b', 'c']);
    expect(coverage.missing.map((row) => row.id)).toEqual(['a']);
  });
});
