import { describe, expect, it } from 'vitest';
import type { FeedReport } from './import';
import { importSummary } from './summary';

const report = (fields: Partial<FeedReport>): FeedReport => ({
  feed: 'kauppa-gmc',
  rows: 3,
  matched: 2,
  changes: [],
  unchanged: 2,
  held: [],
  notFound: [],
  ...fields,
});
const options = { dryRun: false, staleDays: 30, maxPriceFactor: 2 };
const summary = (reports: FeedReport[], stale: string[] = [], changedFiles: string[] = []) =>
  importSummary({ reports, changedFiles, stale }, options);

describe('importSummary', () => {
  it.each([
    {
      name: 'a feed that changed an offer',
      reports: [report({ changes: ['kreatiini (kauppa): hinta 19,90 € → 20,90 €'], unchanged: 1 })],
      changedFiles: ['content/products/lisaravinteet.yaml'],
      lines: [
        'kauppa-gmc: 3 riviä, 2 tuoteluettelossa, 1 muuttui, 1 ennallaan',
        '  kreatiini (kauppa): hinta 19,90 € → 20,90 €',
        'Kirjoitettu: content/products/lisaravinteet.yaml.',
      ],
      exitCode: 0,
    },
    {
      name: 'a held price',
      reports: [report({ held: [{ productId: 'kreatiini', from: '19,90 €', to: '59,90 €' }], unchanged: 1 })],
      changedFiles: [],
      lines: [
        'kauppa-gmc: 3 riviä, 2 tuoteluettelossa, 0 muuttui, 1 ennallaan',
        '  PIDÄTETTY: kreatiini hinta 19,90 € → 59,90 € muuttui yli 2-kertaiseksi tai alle 1/2:aan; tarkista kaupan sivulta ja hyväksy: npm run offers:import -- --accept kreatiini',
        'Kirjoitettu: ei muutoksia.',
      ],
      exitCode: 0,
    },
    {
      name: 'one failed feed beside one that was read',
      reports: [
        report({ feed: 'huono', rows: 0, matched: 0, error: 'huono: osoite vastasi 404 Not Found' }),
        report({}),
      ],
      changedFiles: [],
      lines: [
        'huono: VIRHE huono: osoite vastasi 404 Not Found',
        '  Syötteestä ei kirjoitettu mitään; muut syötteet luettiin.',
        'kauppa-gmc: 3 riviä, 2 tuoteluettelossa, 0 muuttui, 2 ennallaan',
        'Kirjoitettu: ei muutoksia.',
      ],
      exitCode: 0,
    },
    {
      name: 'every feed failed',
      reports: [report({ rows: 0, matched: 0, error: 'kauppa-gmc: syöte on tyhjä' })],
      changedFiles: [],
      lines: [
        'kauppa-gmc: VIRHE kauppa-gmc: syöte on tyhjä',
        '  Syötteestä ei kirjoitettu mitään; muut syötteet luettiin.',
        'Kirjoitettu: ei muutoksia.',
      ],
      exitCode: 1,
    },
    {
      name: 'a feed none of whose rows matched',
      reports: [report({ rows: 40, matched: 0, unchanged: 0 })],
      changedFiles: [],
      lines: [
        'kauppa-gmc: 40 riviä, 0 tuoteluettelossa, 0 muuttui, 0 ennallaan',
        '  VAROITUS: yksikään rivi ei vastannut tuoteluettelon tuotetta: tarkista tuotteiden gtin ja kaupan tunnus shopProductId',
        'VAROITUS: tuonti ei löytänyt syötteistä yhtään tuoteluettelon tuotetta.',
        'Kirjoitettu: ei muutoksia.',
      ],
      exitCode: 0,
    },
    {
      name: 'an empty feed beside one that matched: no warning for the run',
      reports: [report({ feed: 'tyhja', rows: 0, matched: 0, unchanged: 0 }), report({})],
      changedFiles: [],
      lines: [
        'tyhja: 0 riviä, 0 tuoteluettelossa, 0 muuttui, 0 ennallaan',
        'kauppa-gmc: 3 riviä, 2 tuoteluettelossa, 0 muuttui, 2 ennallaan',
        'Kirjoitettu: ei muutoksia.',
      ],
      exitCode: 0,
    },
  ])('$name', ({ reports, changedFiles, lines, exitCode }) => {
    expect(summary(reports, [], changedFiles)).toEqual({ lines, exitCode });
  });

  it('lists the shop’s offers missing from the feed and the prices not refreshed', () => {
    const { lines } = summary([report({ notFound: ['sinkki', 'magnesium'] })], ['sinkki (kauppa, 2026-09-01)']);
    expect(lines).toEqual([
      'kauppa-gmc: 3 riviä, 2 tuoteluettelossa, 0 muuttui, 2 ennallaan',
      '  syötteessä ei ollut: sinkki, magnesium',
      'Kirjoitettu: ei muutoksia.',
      'Hinta tarkistettu yli 30 päivää sitten (1): sinkki (kauppa, 2026-09-01)',
    ]);
  });

  it('says a report-only run wrote nothing', () => {
    expect(
      importSummary(
        { reports: [report({})], changedFiles: ['a.yaml', 'b.yaml'], stale: [] },
        { ...options, dryRun: true },
      ).lines.at(-1),
    ).toBe('Kokeiluajo: 2 tiedostoa muuttuisi, mitään ei kirjoitettu.');
  });
});
