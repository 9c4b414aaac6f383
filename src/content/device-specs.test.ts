import { describe, expect, it } from 'vitest';
import { formatSpec, specColumns, specLines, specRows } from './device-specs';
import { productSchema } from './schemas/product';

describe('formatSpec', () => {
  it.each([
    ['cuff', [22, 42], '22–42 cm'],
    ['users', 2, '2'],
    ['app', 'OMRON connect', 'OMRON connect'],
    ['snr', 28, '28 dB'],
    ['lux', 10000, '10 000 lx'],
    ['batteryDays', 14, '14 vrk'],
    ['luxDistance', 20.5, '20,5 cm'],
  ] as const)('%s %j → %s', (key, value, text) => expect(formatSpec(key, value)).toBe(text));
});

describe('specColumns', () => {
  const cuffAndUsers = { cuff: [22, 42] as [number, number], users: 2 };
  const source = { source: 'https://valmistaja.example/mittari', checkedAt: '2026-11-29' };

  it.each([
    [
      'every device has every spec: a column each, in the kind’s order',
      [
        { ...source, ...cuffAndUsers, app: 'OMRON connect' },
        { ...source, app: 'Withings', users: 8, cuff: [22, 42] as [number, number] },
      ],
      [
        ['Mansetti', 'Käyttäjiä', 'Sovellus'],
        ['Mansetti', 'Käyttäjiä', 'Sovellus'],
      ],
    ],
    [
      'one device lacks the app: no app column for any',
      [
        { ...source, ...cuffAndUsers, app: 'OMRON connect' },
        { ...source, ...cuffAndUsers },
      ],
      [
        ['Mansetti', 'Käyttäjiä'],
        ['Mansetti', 'Käyttäjiä'],
      ],
    ],
    ['one device without specs: no column', [{ ...source, ...cuffAndUsers }, undefined], [[], []]],
  ])('%s', (_, specs, headings) => {
    const cells = specColumns('verenpainemittarit', specs);
    expect(cells.map((row) => row.map((cell) => cell.heading))).toEqual(headings);
  });

  it('writes each value under its heading', () => {
    expect(
      specColumns('korvatulpat', [
        { source: 'https://valmistaja.example/a', checkedAt: '2026-11-29', snr: 28 },
        { source: 'https://valmistaja.example/b', checkedAt: '2026-11-29', snr: 31, users: 1 },
      ]),
    ).toEqual([[{ heading: 'Vaimennus (SNR)', text: '28 dB' }], [{ heading: 'Vaimennus (SNR)', text: '31 dB' }]]);
  });

  it('has no columns without a kind, or without devices', () => {
    expect(specColumns(undefined, [{ source: 'https://a.example/', checkedAt: '2026-11-29', snr: 28 }])).toEqual([[]]);
    expect(specColumns('korvatulpat', [])).toEqual([]);
  });
});

describe('specRows', () => {
  it('lists every spec the kind compares, with "—" for one not read', () => {
    expect(
      specRows('verenpainemittarit', {
        source: 'https://valmistaja.example/',
        checkedAt: '2026-11-29',
        cuff: [22, 42],
        app: 'OMRON connect',
      }),
    ).toEqual([
      { label: 'Mansetti', value: '22–42 cm' },
      { label: 'Käyttäjiä', value: '—' },
      { label: 'Sovellus', value: 'OMRON connect' },
    ]);
  });
});

describe('specLines: a card’s lines for the specs it holds', () => {
  const read = { source: 'https://valmistaja.example/', checkedAt: '2026-11-29' };
  it.each<[string, Parameters<typeof specLines>[0], string[]]>([
    ['no specs', undefined, []],
    ['only where they were read from', read, []],
    [
      'in the declaration’s order, whatever the order written',
      { ...read, app: 'Withings App', users: 8 },
      ['Käyttäjiä: 8', 'Sovellus: Withings App'],
    ],
    ['a figure with its unit', { ...read, snr: 28 }, ['Vaimennus (SNR): 28 dB']],
    ['a range', { ...read, cuff: [22, 42] }, ['Mansetti: 22–42 cm']],
  ])('%s', (_, specs, lines) => {
    expect(specLines(specs)).toEqual(lines);
  });
});

describe('the catalogue’s specs', () => {
  const product = {
    id: 'mittari',
    title: 'Mittari X',
    brand: 'Valmistaja',
    category: 'Verenpainemittarit',
    subjects: ['verenpainemittarit'],
    description: ['Olkavarsimittari', 'Kaksi käyttäjää'],
    offers: [{ store: 'verkkokauppa' }],
  };
  const specs = { source: 'https://valmistaja.example/mittari', checkedAt: '2026-11-29' };

  it.each([
    ['a range, a count and a name', { ...specs, cuff: [22, 42], users: 2, app: 'OMRON connect' }, []],
    ['specs without their source', { cuff: [22, 42] }, ['specs.source', 'specs.checkedAt']],
    ['a range the wrong way round', { ...specs, cuff: [42, 22] }, ['specs.cuff']],
    ['a figure as text', { ...specs, snr: '28 dB' }, ['specs.snr']],
    ['a spec no kind compares', { ...specs, colour: 'musta' }, ['specs']],
  ])('%s', (_, value, paths) => {
    const result = productSchema.safeParse({ ...product, specs: value });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(paths.sort());
  });
});
