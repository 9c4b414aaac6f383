// npm run bench:feeds [-- --mb 100]: writes a CSV and a Google Merchant Center feed of about that many megabytes into
// a temporary folder, reads each with the importer's readers and the real catalogue's matcher, and prints the time and
// the process's peak memory, so that "memory stays flat whatever the feed's size" is measured, not assumed.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { catalogue } from '../src/content/collections/products.server.ts';
import { readCsvFeed } from './lib/feeds/csv.ts';
import { readGmcFeed } from './lib/feeds/gmc.ts';
import { offerMatcher } from './lib/feeds/offers.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '100' } } });
const target = Number(values.mb) * 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'feed-bench-'));

/** Writes rows until the file reaches the size, honouring the stream's back-pressure. */
async function write(file: string, head: string, row: (index: number) => string, tail: string) {
  const out = createWriteStream(file);
  out.write(head);
  let size = head.length;
  for (let index = 0; size < target; index++) {
    const line = row(index);
    size += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end(tail);
  await once(out, 'finish');
}

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const description = 'Kuvaus, joka toistuu jokaisella rivillä, jotta rivi on todellisen syötteen pituinen. '.repeat(3);

async function measure(name: string, file: string, read: (onRow: () => void) => Promise<number>) {
  peak = process.memoryUsage().rss;
  const start = performance.now();
  const rows = await read(() => {});
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`${name}: ${mib(statSync(file).size)}, ${rows} riviä, ${seconds} s, muistin huippu ${mib(peak)}`);
}

const matcher = () =>
  offerMatcher(
    { feed: 'bench', shop: 'bench', domain: 'www.example.fi', https: true },
    catalogue().map((product, index) => ({ file: 'x', index, product })),
    { today: '2026-11-27' },
  );
const csv = path.join(dir, 'feed.csv');
await write(
  csv,
  'SKU;Name;Price;Ean;Deeplink;Description\n',
  (index) => `B-${index};Tuote ${index};${index % 90},90;;https://www.example.fi/tuote/${index};${description}\n`,
  '',
);
const gmc = path.join(dir, 'feed.xml');
await write(
  gmc,
  '<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>\n',
  (index) =>
    `<item><g:id>B-${index}</g:id><g:title>Tuote ${index}</g:title><g:link>https://www.example.fi/tuote/${index}</g:link><g:price>${index % 90}.90 EUR</g:price><g:description>${description}</g:description></item>\n`,
  '</channel></rss>\n',
);
console.log(`Lähtötaso: muisti ${mib(process.memoryUsage().rss)}`);
const csvMatcher = matcher();
await measure('CSV', csv, () =>
  readCsvFeed(
    'bench',
    createReadStream(csv),
    { id: 'SKU', price: 'Price', gtin: 'Ean', url: 'Deeplink' },
    csvMatcher.add,
  ),
);
const gmcMatcher = matcher();
await measure('GMC XML', gmc, () => readGmcFeed('bench', createReadStream(gmc), gmcMatcher.add));
clearInterval(sample);
rmSync(dir, { recursive: true, force: true });
