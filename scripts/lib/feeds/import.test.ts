import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
  gtinSource: { source: https://www.testikauppa.fi/tuote/testikreatiini-500-g, checkedAt: 2026-10-01 }
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
- id: testisinkki-ryhma
  title: Testisinkki 60 tablettia
  brand: Testi
  category: Lisäravinteet
  subjects: [magnesium]
  description: [Sinkkiä, 60 tablettia]
  offers:
    # The group id of the shop's variants, written by mistake as the product's own id.
    - store: testikauppa
      shopProductId: TK-5005
`;

/** A GMC feed of the given items, each written as its `g:` fields. */
const rss = (...items: Record<string, string>[]) =>
  `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${items
    .map(
      (fields) =>
        `<item>${Object.entries(fields)
          .map(([name, value]) => `<g:${name}>${value}</g:${name}>`)
          .join('')}</item>`,
    )
    .join('')}</channel></rss>`;

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
    body: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>TK-1001</g:id><g:gtin>6400000000019</g:gtin><g:price>199.00 SEK</g:price></item></channel></rss>',
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

/** Feeds served as bytes: gzip with `Content-Encoding`, and a gzip file as such. */
const gmcBytes = readFileSync(path.join(fixtures, 'gmc.xml'));
const binary: Record<string, { headers: Record<string, string>; body: Buffer }> = {
  '/pakattu.xml': {
    headers: { 'content-type': 'application/xml', 'content-encoding': 'gzip' },
    body: gzipSync(gmcBytes),
  },
  '/syote.xml.gz': { headers: { 'content-type': 'application/gzip' }, body: gzipSync(gmcBytes) },
  // gzip's magic bytes, then no archive.
  '/rikki.xml.gz': {
    headers: { 'content-type': 'application/gzip' },
    body: Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('ei gzipiä')]),
  },
};

let server: Server;
let origin = '';
const folders: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hidas') return; // never answers: the import's own timeout ends it
    const bytes = binary[request.url ?? ''];
    if (bytes) {
      response.writeHead(200, bytes.headers);
      return response.end(bytes.body);
    }
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
    // Long enough for a loaded machine; the test of an address that never answers sets its own.
    timeout: 10_000,
    file: path.join(catalogueDir, 'testi.yaml'),
  };
}
const gmc = (source: string, id = 'testikauppa-gmc'): Feed => ({ id, shop: 'testikauppa', format: 'gmc', source });
/** A project whose one feed is the given items, written to a file. */
function feedOf(...items: Record<string, string>[]) {
  const options = project([gmc('syotteet/kohteet.xml')]);
  writeFileSync(path.join(options.root, 'syotteet', 'kohteet.xml'), rss(...items));
  return options;
}
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
      'testisinkki-ryhma': [{ store: 'testikauppa', shopProductId: 'TK-5005' }],
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
        matched: 2,
        changes: [
          'testikreatiini (testikauppa): hinta 19,90 € → 20,90 €, saatavuus — → varastossa, tuotesivu lisätty',
          'testimagnesium (testikauppa): hinta — → 14,90 €, saatavuus — → loppu, tuotesivu lisätty',
        ],
        unchanged: 0,
        held: [],
        notFound: ['testisinkki', 'testisinkki-ryhma'],
      },
    ]);
    expect(result.stale).toEqual(['testisinkki (testikauppa, 2026-09-01)']);
  });

  it("names a CSV feed's problem by the row's line, its id and the feed's own column", async () => {
    const options = project([
      {
        id: 'testikauppa-csv',
        shop: 'testikauppa',
        format: 'csv',
        source: 'syotteet/nolla.csv',
        columns: { id: 'SKU', price: 'Hinta' },
      },
    ]);
    writeFileSync(path.join(options.root, 'syotteet', 'nolla.csv'), 'SKU;Hinta\nMUU-1;1,00\nTK-2002;0,00\n');
    const result = await importOffers(options);
    expect(result.reports[0]!.error).toBe(
      'testikauppa-csv:3 › TK-2002 › Hinta: hinta on 0 («0,00»): syöte ei kerro oikeaa hintaa',
    );
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
    ['a price of 0', '/nolla.xml', /^huono:1 › TK-1001 › g:price: hinta on 0 \(«0\.00 EUR»\)/],
    ['another currency', '/kruunut.xml', /^huono:1 › TK-1001 › g:price: hinta on valuutassa SEK/],
    ['the same id twice', '/kahdesti.xml', /^huono:1 › TK-2002 › g:id: tunnus on jo rivillä 1$/],
    [
      'a product page on another host',
      '/muu-kauppa.xml',
      /tuotesivu https:\/\/seuranta\.example\/x ei ole kaupan verkkotunnuksessa www\.testikauppa\.fi/,
    ],
    ['a gzip file that does not unpack', '/rikki.xml.gz', /gzip-pakattu syöte ei aukea/],
  ])(
    '%s is reported with a clear message; nothing of it is written, and the other feed lands',
    async (_case, address, message) => {
      const alone = project([gmc(`${origin}/gmc.xml`)]);
      await importOffers(alone);
      const options = project([gmc(`${origin}${address}`, 'huono'), gmc(`${origin}/gmc.xml`)]);
      const result = await importOffers(address === '/hidas' ? { ...options, timeout: 1000 } : options);
      expect(result.reports.map((report) => report.feed)).toEqual(['huono', 'testikauppa-gmc']);
      expect(result.reports[0]).toMatchObject({
        rows: 0,
        matched: 0,
        changes: [],
        error: expect.stringMatching(message),
      });
      expect(result.reports[1]!.error).toBeUndefined();
      expect(readFileSync(options.file, 'utf8')).toBe(readFileSync(alone.file, 'utf8'));
    },
  );

  it('asks for a feed token from the environment instead of the file', async () => {
    const options = project([gmc(`${origin}/{TESTI_TOKEN}.xml`)]);
    expect((await importOffers(options)).reports[0]!.error).toMatch(/ympäristömuuttuja TESTI_TOKEN puuttuu/);
    expect(readFileSync(options.file, 'utf8')).toBe(catalogue);
    await importOffers({ ...options, env: { TESTI_TOKEN: 'gmc' } });
    expect(offersOf(options.file).testikreatiini![0]!.price).toBe('20,90 €');
  });

  it.each([
    ['with Content-Encoding: gzip', '/pakattu.xml'],
    ['as a .gz file', '/syote.xml.gz'],
  ])('reads a feed compressed %s as the same feed', async (_case, address) => {
    const plain = project([gmc(`${origin}/gmc.xml`)]);
    await importOffers(plain);
    const options = project([gmc(`${origin}${address}`)]);
    const result = await importOffers(options);
    expect(result.reports[0]).toMatchObject({ rows: 3, matched: 2 });
    expect(readFileSync(options.file, 'utf8')).toBe(readFileSync(plain.file, 'utf8'));
  });

  it('reads a gzip feed file from the project', async () => {
    const options = project([gmc('syotteet/gmc.xml.gz')]);
    writeFileSync(path.join(options.root, 'syotteet', 'gmc.xml.gz'), gzipSync(gmcBytes));
    expect((await importOffers(options)).reports[0]).toMatchObject({ rows: 3, matched: 2 });
  });

  it('changes nothing when the same feed is read again the same day', async () => {
    const options = project([gmc(`${origin}/gmc.xml`)]);
    await importOffers(options);
    const written = readFileSync(options.file, 'utf8');
    const again = await importOffers(options);
    expect(again.changedFiles).toEqual([]);
    expect(again.reports[0]).toMatchObject({ changes: [], unchanged: 2 });
    expect(readFileSync(options.file, 'utf8')).toBe(written);
  });

  it('matches by GTIN or the row’s own id only: never a variant’s group id, never a name', async () => {
    const options = project([gmc('syotteet/variants.xml')]);
    const result = await importOffers(options);
    expect(result.reports[0]).toMatchObject({
      rows: 5,
      matched: 1,
      changes: ['testimagnesium (testikauppa): hinta — → 15,90 €'],
    });
    const offers = offersOf(options.file);
    expect(offers.testikreatiini).toEqual([{ store: 'testikauppa', price: '19,90 €', enteredAt: '2026-10-01' }]);
    expect(offers['testisinkki-ryhma']).toEqual([{ store: 'testikauppa', shopProductId: 'TK-5005' }]);
  });

  it.each([
    { name: 'sale without days', days: '', price: '14,90 €' },
    { name: 'sale on its days', days: '2026-11-20T00:00+02:00/2026-11-30T23:59+02:00', price: '14,90 €' },
    { name: 'sale starting on the day', days: '2026-11-27T00:00+02:00/2026-12-01', price: '14,90 €' },
    { name: 'sale ending on the day', days: '2026-11-01/2026-11-27T23:59+02:00', price: '14,90 €' },
    { name: 'sale that has ended', days: '2026-11-01/2026-11-26T23:59+02:00', price: '22,90 €' },
    { name: 'sale not yet begun', days: '2026-11-28/2026-12-05', price: '22,90 €' },
  ])('takes the sale price only on its days: $name', async ({ days, price }) => {
    const sale: Record<string, string> = days ? { sale_price_effective_date: days } : {};
    const options = feedOf({ id: 'TK-2002', price: '22.90 EUR', sale_price: '14.90 EUR', ...sale });
    await importOffers(options);
    expect(offersOf(options.file).testimagnesium![0]!.price).toBe(price);
  });

  it('checks only the rows that match: another currency on a product it does not have is no error', async () => {
    const options = feedOf({ id: 'MUU-1', price: '199.00 SEK' }, { id: 'TK-2002', price: '14.90 EUR' });
    const result = await importOffers(options);
    expect(result.reports[0]).toMatchObject({ rows: 2, matched: 1 });
    expect(result.reports[0]!.error).toBeUndefined();
    const sek = await importOffers(feedOf({ id: 'TK-2002', price: '149.00 SEK' }));
    expect(sek.reports[0]!.error).toMatch(/^testikauppa-gmc:1 › TK-2002 › g:price: hinta on valuutassa SEK/);
  });

  it.each([
    {
      name: 'campaign and click parameters removed, the others kept as written',
      link: 'https://www.testikauppa.fi/tuote/testimagnesium?utm_source=feed&amp;v=2&amp;gclid=abc&amp;q=a%20b&amp;UTM_Medium=cpc&amp;fbclid=1#arvostelut',
      url: 'https://www.testikauppa.fi/tuote/testimagnesium?v=2&q=a%20b#arvostelut',
    },
    {
      name: 'an encoded name and a malformed escape',
      link: 'https://www.testikauppa.fi/tuote/testimagnesium?utm%5Fsource=x&amp;koko=50%ZZ&amp;a%ZZ=1',
      url: 'https://www.testikauppa.fi/tuote/testimagnesium?koko=50%ZZ&a%ZZ=1',
    },
    {
      name: 'only tracking parameters: no query left',
      link: 'https://www.testikauppa.fi/tuote/testimagnesium?utm_campaign=joulu&amp;msclkid=9',
      url: 'https://www.testikauppa.fi/tuote/testimagnesium',
    },
    {
      name: 'http on a shop that serves https',
      link: 'http://www.testikauppa.fi/tuote/testimagnesium',
      url: 'https://www.testikauppa.fi/tuote/testimagnesium',
    },
  ])('keeps a product page clean: $name', async ({ link, url }) => {
    const options = feedOf({ id: 'TK-2002', price: '14.90 EUR', link });
    await importOffers(options);
    expect(offersOf(options.file).testimagnesium![0]!.url).toBe(url);
    expect(checkCatalogue(readCatalogueFiles(options.catalogueDir), { stores: shops }).problems).toEqual([]);
  });

  it('refuses an http product page of a shop not known to serve https, naming the row', async () => {
    const options = {
      ...feedOf({ id: 'TK-2002', price: '14.90 EUR', link: 'http://www.testikauppa.fi/tuote/x' }),
      shops: [{ ...shops[0]!, searchUrl: 'https://haku.testikauppa.fi/?q={query}' }],
    };
    const result = await importOffers(options);
    expect(result.reports[0]!.error).toBe(
      'testikauppa-gmc:1 › TK-2002 › g:link: tuotesivu http://www.testikauppa.fi/tuote/x ei ole https-osoite, eikä kaupan sivuja tiedetä https-osoitteista',
    );
    expect(readFileSync(options.file, 'utf8')).toBe(catalogue);
  });

  it.each([
    { name: 'more than doubled', feed: '39.90 EUR', held: ['39,90 €'], written: '19,90 €' },
    { name: 'exactly doubled', feed: '39.80 EUR', held: [], written: '39,80 €' },
    { name: 'to less than half', feed: '9.90 EUR', held: ['9,90 €'], written: '19,90 €' },
    { name: 'to exactly half', feed: '9.95 EUR', held: [], written: '9,95 €' },
  ])('holds a price that moved $name for an editor, and applies the others', async ({ feed, held, written }) => {
    const options = feedOf({ id: 'TK-1001', gtin: '6400000000019', price: feed });
    const result = await importOffers(options);
    expect(result.reports[0]!.held).toEqual(held.map((to) => ({ productId: 'testikreatiini', from: '19,90 €', to })));
    expect(offersOf(options.file).testikreatiini![0]!.price).toBe(written);
  });

  it('lets a held price through when an editor accepts it, or under a wider factor', async () => {
    const accepted = feedOf({ id: 'TK-1001', gtin: '6400000000019', price: '59.90 EUR' });
    await importOffers({ ...accepted, accept: ['testikreatiini'] });
    expect(offersOf(accepted.file).testikreatiini![0]!.price).toBe('59,90 €');
    const wider = feedOf({ id: 'TK-1001', gtin: '6400000000019', price: '59.90 EUR' });
    await importOffers({ ...wider, maxPriceFactor: 4 });
    expect(offersOf(wider.file).testikreatiini![0]!.price).toBe('59,90 €');
  });
});
