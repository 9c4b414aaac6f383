import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue, readCatalogueFiles } from '../../../src/content/collections/products.server';
import { importOffers } from './import';
import { matchFeed, type MatchOptions } from './match-feed';

const shops = [
  {
    id: 'testikauppa',
    name: 'Testikauppa',
    domain: 'www.testikauppa.fi',
    searchUrl: 'https://www.testikauppa.fi/haku?q={query}',
  },
];
const feed = { id: 'testi-gmc', shop: 'testikauppa', format: 'gmc' as const, source: 'match.xml' };

/** The shop's products as an editor writes them: none has the feed's id yet, one a GTIN, one the shop's id. */
const catalogue = `# Testituotteet.

- id: testi-magnesium-sitraatti
  title: Testi Magnesium Sitraatti
  brand: Testi
  category: Lisäravinteet
  subjects: [magnesium]
  description:
    - Magnesiumsitraattia
    - 120 kapselia
  offers:
    - store: testikauppa
      price: 19,90 €
      enteredAt: 2026-11-20
- id: testikreatiini
  title: Testikreatiini
  brand: Testi
  category: Kreatiini
  subjects: [kreatiini]
  gtin: '6400000000019'
  gtinSource: { source: https://www.testikauppa.fi/tuote/testikreatiini, checkedAt: 2026-11-20 }
  description:
    - Kreatiinimonohydraattia
    - 500 g
  offers:
    - store: testikauppa
- id: testi-sinkki
  title: Testi Sinkki
  brand: Testi
  category: Lisäravinteet
  subjects: [magnesium]
  description:
    - Sinkkiä
    - 60 tablettia
  offers:
    - store: testikauppa
      shopProductId: MX-30
- id: testi-omega-3
  title: Testi Omega-3
  brand: Testi
  category: Lisäravinteet
  subjects: [omega3]
  description:
    - Kalaöljyä
    - 60 kapselia
  offers:
    - store: testikauppa
`;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A project folder of its own: the feed and a catalogue with one file. */
function project(): MatchOptions {
  const root = mkdtempSync(path.join(tmpdir(), 'offers-match-'));
  folders.push(root);
  cpSync(path.join(import.meta.dirname, 'fixtures', 'match.xml'), path.join(root, 'match.xml'));
  const catalogueDir = path.join(root, 'products');
  mkdirSync(catalogueDir);
  writeFileSync(path.join(catalogueDir, 'lisaravinteet.yaml'), catalogue);
  return { root, feed, shops, catalogueDir, today: '2026-11-28', env: {}, confirm: [] };
}
const fileOf = (options: MatchOptions) => path.join(options.catalogueDir, 'lisaravinteet.yaml');

describe('npm run offers:match', () => {
  it('lists the products no row matched with their likely rows, and writes nothing', async () => {
    const options = project();
    const result = await matchFeed(options);
    expect(result.rows).toBe(8);
    expect(result.report.matched).toEqual([
      { productId: 'testikreatiini', rowId: 'MX-20' },
      { productId: 'testi-sinkki', rowId: 'MX-30' },
    ]);
    // The 60-capsule pack, the other brand and the product group's own row are no candidates.
    expect(
      result.report.unmatchedProducts.map(({ productId, candidates }) => [
        productId,
        candidates.map((candidate) => [candidate.rowId, candidate.reasons]),
      ]),
    ).toEqual([
      [
        'testi-magnesium-sitraatti',
        [
          ['MX-10', ['merkki Testi', 'sanat magnesium, sitraatti', 'koko 120 kaps']],
          ['MX-13', ['merkki Testi', 'sanat magnesium']],
        ],
      ],
      ['testi-omega-3', [['MX-41', ['merkki Testi', 'sanat omega']]]],
    ]);
    expect(result.report.unmatchedRows).toBe(6);
    expect(result.changedFiles).toEqual([]);
    expect(readFileSync(fileOf(options), 'utf8')).toBe(catalogue);
  });

  it('the importer never matches a row by its name: without a confirmed pair the lookalike rows change nothing', async () => {
    const options = project();
    const { reports } = await importOffers({ ...options, feeds: [feed], staleDays: 30, write: true });
    expect(reports[0]!.changes.map((change) => change.replace(/:.*$/, ''))).toEqual([
      'testikreatiini (testikauppa)',
      'testi-sinkki (testikauppa)',
    ]);
  });

  it('writes a confirmed pair: the shop’s id on the offer, and the row’s GTIN with its page (tracking removed)', async () => {
    const options = project();
    const result = await matchFeed({
      ...options,
      confirm: ['testi-magnesium-sitraatti=MX-10', 'testi-omega-3=MX-41'],
    });
    expect(result.problems).toEqual([]);
    expect(result.changedFiles).toEqual(['content/products/lisaravinteet.yaml']);
    const written = readFileSync(fileOf(options), 'utf8');
    const products = parse(written) as { id: string; gtin?: string; gtinSource?: unknown; offers: unknown[] }[];
    expect(products[0]).toMatchObject({
      gtin: '6400000000040',
      gtinSource: {
        source: 'https://www.testikauppa.fi/tuote/testi-magnesium-sitraatti-120',
        checkedAt: '2026-11-28',
      },
      offers: [{ store: 'testikauppa', price: '19,90 €', enteredAt: '2026-11-20', shopProductId: 'MX-10' }],
    });
    // A row without a GTIN gives the shop's id only.
    expect(products[3]).toMatchObject({ offers: [{ store: 'testikauppa', shopProductId: 'MX-41' }] });
    expect(products[3]!.gtin).toBeUndefined();
    // The file keeps its comment and stays a valid catalogue; the next import finds the confirmed rows.
    expect(written.startsWith('# Testituotteet.\n')).toBe(true);
    expect(checkCatalogue(readCatalogueFiles(options.catalogueDir), { stores: shops }).problems).toEqual([]);
    const { reports } = await importOffers({ ...options, feeds: [feed], staleDays: 30, write: false });
    expect(reports[0]!.changes.map((change) => change.replace(/:.*$/, ''))).toEqual([
      'testi-magnesium-sitraatti (testikauppa)',
      'testikreatiini (testikauppa)',
      'testi-sinkki (testikauppa)',
      'testi-omega-3 (testikauppa)',
    ]);
  });

  it('writes none of a pair it cannot confirm, and says why', async () => {
    const options = project();
    const result = await matchFeed({
      ...options,
      confirm: ['testikreatiini=MX-11', 'testi-omega-3=MX-G', 'ei-tuotetta=MX-10', 'testi-omega-3=EI-RIVIA', 'pari'],
    });
    expect(result.problems).toEqual([
      'testikreatiini: tuotteen GTIN 6400000000019 ja rivin 6400000000057 eroavat; tarkista kumpi on oikea',
      'MX-G on tuoteryhmän tunnus, ei tuotteen',
      'ei-tuotetta: tuotetta ei ole tuoteluettelossa',
      'testi-omega-3=EI-RIVIA: syötteessä ei ole riviä EI-RIVIA',
      '«pari»: kirjoita pari muodossa tuote-id=rivin-tunnus',
    ]);
    expect(result.changedFiles).toEqual([]);
    expect(readFileSync(fileOf(options), 'utf8')).toBe(catalogue);
  });
});
