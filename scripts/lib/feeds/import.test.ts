import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCatalogue, readCatalogueFiles } from '../../../src/content/collections/products.server';
import type { Feed } from '../../../src/content/schemas/feed';
import { importOffers, type ImportOptions } from './import';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const shops = [
  {
    id: 'testikauppa',
    name: 'Testikauppa',
    domain: 'www.testikauppa.fi',
    searchUrl: 'https://www.testikauppa.fi/haku?q={query}',
  },
];

/** A catalogue as editors write it: comments, an offer with a price typed in, one with the shop's id. */
const catalogue = `# Testituotteet.

- id: testikreatiini
  title: Testikreatiini 500 g
  brand: Testi
  category: Kreatiini
  subjects: [kreatiini]
  gtin: '6400000000019'
  description:
    - Kreatiinimonohydraattia
    - Pakkauskoko 500 g
  offers:
    # Hinta kirjattu käsin, ei tarkistettu.
    - store: testikauppa
      price: 19,90 €
      enteredAt: 2026-10-01
- id: testimagnesium
  title: Testimagnesium 120 kaps.
  brand: Testi
  category: Lisäravinteet
  subjects: [magnesium]
  description:
    - Magnesiumsitraattia
    - 120 kapselia
  offers:
    - store: testikauppa
      shopProductId: TK-2002
- id: testisinkki
  title: Testisinkki
  brand: Testi
  category: Lisäravinteet
  subjects: [magnesium]
  description:
    - Sinkkiä
    - 60 tablettia
  offers:
    - store: testikauppa
      shopProductId: TK-9999
      price: 9,90 €
      enteredAt: 2026-09-01
`;

const pages: Record<string, { status: number; body: string; type: string }> = {
  '/gmc.xml': { status: 200, body: readFileSync(path.join(fixtures, 'gmc.xml'), 'utf8'), type: 'application/xml' },
  '/virhesivu': {
    status: 200,
    body: '<!DOCTYPE html><html><body>Palvelu ei ole käytettävissä</body></html>',
    type: 'text/html',
  },
  '/nolla.xml': {
    status: 200,
    body: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>TK-1001</g:id><g:gtin>6400000000019</g:gtin><g:price>0.00 EUR</g:price></item></channel></rss>',
    type: 'application/xml',
  },
  '/kruunut.xml': {
    status: 200,
    body: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>TK-1001</g:id><g:price>199.00 SEK</g:price></item></channel></rss>',
    type: 'application/xml',
  },
  '/kahdesti.xml': {
    status: 200,
    body: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>TK-2002</g:id><g:price>1.00 EUR</g:price></item><item><g:id>TK-2002</g:id><g:price>2.00 EUR</g:price></item></channel></rss>',
    type: 'application/xml',
  },
  '/muu-kauppa.xml': {
    status: 200,
    body: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>TK-2002</g:id><g:price>1.00 EUR</g:price><g:link>https://seuranta.example/x</g:link></item></channel></rss>',
    type: 'application/xml',
  },
};

let server: Server;
let origin = '';
const folders: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hidas') return; // never answers: the import's own timeout ends it
    const page = pages[request.url ?? ''];
    response.writeHead(page?.status ?? 404, { 'content-type': page?.type ?? 'text/plain' });
    response.end(page?.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

/** A project with the test catalogue and the fixture feeds, and the options to import into it. */
function project(feeds: Feed[]): ImportOptions & { file: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'tarjoukset-'));
  folders.push(root);
  cpSync(fixtures, path.join(root, 'syotteet'), { recursive: true });
  const catalogueDir = path.join(root, 'products');
  cpSync(fixtures, catalogueDir, { recursive: true, filter: (source) => source === fixtures });
  writeFileSync(path.join(catalogueDir, 'testi.yaml'), catalogue);
  return {
    root,
    feeds,
    shops,
    catalogueDir,
    today: '2026-11-27',
    staleDays: 30,
    env: {},
    write: true,
    timeout: 500,
    file: path.join(catalogueDir, 'testi.yaml'),
  };
}
const gmc = (source: string): Feed => ({ id: 'testikauppa-gmc', shop: 'testikauppa', format: 'gmc', source });
const offersOf = (file: string) =>
  Object.fromEntries(
    (parse(readFileSync(file, 'utf8')) as { id: string; offers: Record<string, string>[] }[]).map((product) => [
      product.id,
      product.offers,
    ]),
  );

describe('offers:import', () => {
  it('writes the matched rows of a feed served over HTTP into the catalogue, keeping its comments', async () => {
    const options = project([gmc(`${origin}/gmc.xml`)]);
    const result = await importOffers(options);
    // Matched by GTIN (testikreatiini) and by the shop's own id (testimagnesium); TK-3003 is not in the catalogue. A
    // price the editors entered becomes a checked one: its entry day goes.
    expect(offersOf(options.file)).toEqual({
      testikreatiini: [
        {
          store: 'testikauppa',
          price: '20,90 €',
          checkedAt: '2026-11-27',
          shopProductId: 'TK-1001',
          url: 'https://www.testikauppa.fi/tuote/testikreatiini-500-g?v=1&lang=fi',
          availability: 'in_stock',
        },
      ],
      testimagnesium: [
        {
          store: 'testikauppa',
          shopProductId: 'TK-2002',
          price: '14,90 €',
          checkedAt: '2026-11-27',
          url: 'https://www.testikauppa.fi/tuote/testimagnesium',
          availability: 'out_of_stock',
        },
      ],
      testisinkki: [{ store: 'testikauppa', shopProductId: 'TK-9999', price: '9,90 €', enteredAt: '2026-09-01' }],
    });
    const text = readFileSync(options.file, 'utf8');
    expect(text).toContain('# Testituotteet.');
    expect(text).toContain('    # Hinta kirjattu käsin, ei tarkistettu.');
    // The written catalogue is valid.
    expect(checkCatalogue(readCatalogueFiles(options.catalogueDir), { stores: shops }).problems).toEqual([]);
    expect(result.reports).toEqual([
      {
        feed: 'testikauppa-gmc',
        rows: 3,
        changes: [
          'testikreatiini (testikauppa): hinta 19,90 € → 20,90 €, saatavuus — → varastossa, tuotesivu lisätty',
          'testimagnesium (testikauppa): hinta — → 14,90 €, saatavuus — → loppu, tuotesivu lisätty',
        ],
        unchanged: 0,
        notFound: ['testisinkki'],
      },
    ]);
    expect(result.stale).toEqual(['testisinkki (testikauppa, 2026-09-01)']);
  });

  it('gives each product the product page of its own row, never another’s', async () => {
    const options = project([gmc(`${origin}/gmc.xml`)]);
    await importOffers(options);
    const offers = offersOf(options.file);
    expect(offers.testikreatiini![0]!.url).toMatch(/testikreatiini/);
    expect(offers.testimagnesium![0]!.url).toMatch(/testimagnesium/);
  });

  it('reads a CSV feed from a file with its column mapping', async () => {
    const options = project([
      {
        id: 'testikauppa-csv',
        shop: 'testikauppa',
        format: 'csv',
        source: 'syotteet/adtraction.csv',
        columns: {
          id: 'SKU',
          price: 'Price',
          currency: 'Currency',
          gtin: 'Ean',
          url: 'Deeplink',
          availability: 'Instock',
        },
      },
    ]);
    await importOffers(options);
    expect(offersOf(options.file).testimagnesium).toEqual([
      expect.objectContaining({ price: '12,90 €', availability: 'out_of_stock', shopProductId: 'TK-2002' }),
    ]);
  });

  it('changes nothing when a report-only run is asked for', async () => {
    const options = { ...project([gmc(`${origin}/gmc.xml`)]), write: false };
    const result = await importOffers(options);
    expect(result.changedFiles).toEqual(['content/products/testi.yaml']);
    expect(readFileSync(options.file, 'utf8')).toBe(catalogue);
  });

  it.each([
    ['an HTML error page', '/virhesivu', /syöte on HTML-sivu/],
    ['an address that answers 404', '/ei-ole.xml', /osoite vastasi 404/],
    ['an address that does not answer in time', '/hidas', /osoite ei vastannut \(aikakatkaisu\)/],
    ['a price of 0', '/nolla.xml', /:1: hinta on 0 \(«0\.00 EUR»\)/],
    ['another currency', '/kruunut.xml', /:1: hinta on valuutassa SEK/],
    ['the same id twice', '/kahdesti.xml', /:1: tunnus TK-2002 on jo rivillä 1/],
    [
      'a product page on another host',
      '/muu-kauppa.xml',
      /tuotesivu https:\/\/seuranta\.example\/x ei ole kaupan verkkotunnuksessa www\.testikauppa\.fi/,
    ],
  ])('%s is refused with a clear message and changes nothing', async (_case, address, message) => {
    const options = project([gmc(`${origin}/gmc.xml`), gmc(`${origin}${address}`)]);
    await expect(importOffers(options)).rejects.toThrow(message);
    expect(readFileSync(options.file, 'utf8')).toBe(catalogue);
  });

  it('asks for a feed token from the environment instead of the file', async () => {
    const options = project([gmc(`${origin}/{TESTI_TOKEN}.xml`)]);
    await expect(importOffers(options)).rejects.toThrow(/ympäristömuuttuja TESTI_TOKEN puuttuu/);
    await importOffers({ ...options, env: { TESTI_TOKEN: 'gmc' } });
    expect(offersOf(options.file).testikreatiini![0]!.price).toBe('20,90 €');
  });
});
