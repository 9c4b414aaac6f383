import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvFeed, type ColumnMapping } from './csv';
import { readGmcFeed, saleDays } from './gmc';
import type { FeedRow } from './rows';

const fixture = (name: string) => createReadStream(path.join(import.meta.dirname, 'fixtures', name));
const adtraction: ColumnMapping = {
  id: 'SKU',
  title: 'Name',
  price: 'Price',
  currency: 'Currency',
  availability: 'Instock',
  gtin: 'Ean',
  url: 'Deeplink',
};
const awin: ColumnMapping = {
  id: 'id',
  title: 'title',
  price: 'price',
  availability: 'availability',
  gtin: 'gtin',
  url: 'link',
};

async function rowsOf(read: (onRow: (row: FeedRow) => void) => Promise<number>) {
  const rows: FeedRow[] = [];
  const count = await read((row) => rows.push(row));
  expect(count).toBe(rows.length);
  return rows;
}

describe('reading feeds', () => {
  it('reads a Google Merchant Center feed: BOM, CDATA, "20.90 EUR", an entity in a link, no GTIN, out of stock', async () => {
    const rows = await rowsOf((onRow) => readGmcFeed('gmc.xml', fixture('gmc.xml'), onRow));
    expect(
      rows.map(({ id, gtin, title, url, price, availability }) => ({ id, gtin, title, url, price, availability })),
    ).toEqual([
      {
        id: 'TK-1001',
        gtin: '6400000000019',
        title: 'Testikreatiini 500 g',
        url: 'https://www.testikauppa.fi/tuote/testikreatiini-500-g?v=1&lang=fi',
        price: { cents: 2090, currency: 'EUR' },
        availability: 'in_stock',
      },
      {
        id: 'TK-2002',
        gtin: undefined,
        title: 'Testimagnesium 120 kaps.',
        url: 'https://www.testikauppa.fi/tuote/testimagnesium',
        price: { cents: 1490, currency: 'EUR' },
        availability: 'out_of_stock',
      },
      {
        id: 'TK-3003',
        gtin: '6400000000033',
        title: 'Tuote, jota luettelossa ei ole',
        url: 'https://www.testikauppa.fi/tuote/muu',
        price: { cents: 500, currency: 'EUR' },
        availability: 'in_stock',
      },
    ]);
    expect(rows.map((row) => row.line)).toEqual([8, 16, 23]);
  });

  it('reads an Adtraction CSV: BOM, ";" separators, decimal commas, the currency apart, a quoted ";", no GTIN', async () => {
    const rows = await rowsOf((onRow) => readCsvFeed('adtraction.csv', fixture('adtraction.csv'), adtraction, onRow));
    expect(rows).toEqual([
      {
        line: 2,
        id: 'TK-1001',
        gtin: '6400000000019',
        title: 'Testikreatiini 500 g',
        url: 'https://www.testikauppa.fi/tuote/testikreatiini-500-g',
        priceText: '19,50',
        price: { cents: 1950, currency: 'EUR' },
        availability: 'in_stock',
      },
      {
        line: 3,
        id: 'TK-2002',
        title: 'Testimagnesium; 120 kaps.',
        url: 'https://www.testikauppa.fi/tuote/testimagnesium',
        priceText: '12,90',
        price: { cents: 1290, currency: 'EUR' },
        availability: 'out_of_stock',
      },
    ]);
  });

  it('reads an Awin TSV with the currency in the price ("21.50 EUR")', async () => {
    const rows = await rowsOf((onRow) => readCsvFeed('awin.tsv', fixture('awin.tsv'), awin, onRow));
    expect(rows.map((row) => [row.id, row.price, row.availability])).toEqual([
      ['TK-1001', { cents: 2150, currency: 'EUR' }, 'in_stock'],
    ]);
  });

  it('reads a character split between two chunks of the stream', async () => {
    const bytes = Buffer.from(
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id><g:title>Pähkinä</g:title></item></channel></rss>',
    );
    const split = bytes.indexOf(Buffer.from('ä')) + 1;
    const rows = await rowsOf((onRow) =>
      readGmcFeed('x.xml', Readable.from([bytes.subarray(0, split), bytes.subarray(split)]), onRow),
    );
    expect(rows.map((row) => row.title)).toEqual(['Pähkinä']);
  });

  const text = (value: string) => Readable.from([Buffer.from(value)]);
  it.each<[string, () => Promise<unknown>, RegExp]>([
    [
      'an HTML error page instead of a GMC feed',
      () => readGmcFeed('x.xml', text('<!DOCTYPE html><html><body>503</body></html>'), () => {}),
      /^x\.xml: syöte on HTML-sivu/,
    ],
    [
      'an HTML login page instead of a CSV feed',
      () => readCsvFeed('x.csv', text('\uFEFF<html lang="fi"><body>Kirjaudu</body></html>'), adtraction, () => {}),
      /^x\.csv: syöte on HTML-sivu/,
    ],
    [
      'a truncated GMC feed',
      () =>
        readGmcFeed(
          'x.xml',
          text('<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>1</g:id>'),
          () => {},
        ),
      /^x\.xml:1: XML ei kelpaa/,
    ],
    [
      'XML that is not a product feed',
      () => readGmcFeed('x.xml', text('<html2><p/></html2>'), () => {}),
      /juurielementti <html2>/,
    ],
    ['an empty feed', () => readGmcFeed('x.xml', text(''), () => {}), /^x\.xml: syöte on tyhjä$/],
    [
      'a truncated CSV feed (a row cut short)',
      () => readCsvFeed('x.csv', text('SKU;Price\nA;1,00\nB'), { id: 'SKU', price: 'Price' }, () => {}),
      /^x\.csv:3: rivillä on eri määrä sarakkeita/,
    ],
    [
      'a CSV feed cut inside a quote',
      () => readCsvFeed('x.csv', text('SKU;Price\n"A;1,00'), { id: 'SKU', price: 'Price' }, () => {}),
      /lainausmerkki jää sulkematta/,
    ],
    [
      'a CSV feed without the mapped columns',
      () => readCsvFeed('x.csv', text('id;hinta\nA;1,00\n'), adtraction, () => {}),
      /^x\.csv:1: sarakkeita ei ole: SKU \(id\), Name \(title\), Price \(price\).*otsikkorivillä on id, hinta$/,
    ],
  ])('%s is refused with a clear message', async (_case, read, message) => {
    await expect(read()).rejects.toThrow(message);
  });
});

describe('saleDays', () => {
  it.each([
    { text: '2026-11-20T00:00+02:00/2026-11-30T23:59+02:00', days: { from: '2026-11-20', to: '2026-11-30' } },
    { text: '2026-11-20/2026-11-30', days: { from: '2026-11-20', to: '2026-11-30' } },
    { text: ' 2026-11-20T00:00Z / 2026-12-01T00:00Z ', days: { from: '2026-11-20', to: '2026-12-01' } },
    { text: '2026-11-20T00:00+02:00', days: { from: '2026-11-20' } },
    { text: '/2026-11-30', days: { to: '2026-11-30' } },
    { text: 'joulukuussa', days: {} },
    { text: undefined, days: {} },
  ])('reads «$text» as the days $days', ({ text, days }) => {
    expect(saleDays(text)).toEqual(days);
  });
});

describe('a GMC row’s sale and variant group', () => {
  it('keeps the sale price with its days and the group id, beside the regular price', async () => {
    const rows: FeedRow[] = [];
    await readGmcFeed(
      'testi',
      Readable.from([
        '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A-1</g:id><g:price>29.90 EUR</g:price>' +
          '<g:sale_price>22.90 EUR</g:sale_price><g:sale_price_effective_date>2026-11-20T00:00+02:00/2026-11-30T23:59+02:00</g:sale_price_effective_date>' +
          '<g:item_group_id>A</g:item_group_id></item></channel></rss>',
      ]),
      (row) => rows.push(row),
    );
    expect(rows).toEqual([
      {
        line: 1,
        id: 'A-1',
        priceText: '29.90 EUR',
        price: { cents: 2990, currency: 'EUR' },
        sale: { priceText: '22.90 EUR', price: { cents: 2290, currency: 'EUR' }, from: '2026-11-20', to: '2026-11-30' },
        groupId: 'A',
      },
    ]);
  });
});
