// npm run bench:refresh [-- --mb 100 --shop verkkokauppa]: prepares a daily refresh at full size, to be timed from
// outside (docs/affiliate.md, "Measured"). It copies content/ into a temporary folder, gives every priced offer of the
// shop a shop id, writes a Google Merchant Center feed of about that many megabytes in which those ids are rows among
// filler rows (each matched price 5 % up, so nothing is held), configures it in the copy's feeds.yaml, and prints the
// two commands of a refresh: the import and the build, both on the copy.
import { cpSync, createWriteStream, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMap, isSeq, parse, parseDocument } from 'yaml';
import { parsePrice } from '../src/lib/unit-price.ts';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '100' }, shop: { type: 'string', default: 'verkkokauppa' } },
});
const target = Number(values.mb) * 1024 * 1024;
const shop = values.shop;
const dir = mkdtempSync(path.join(tmpdir(), 'refresh-bench-'));
const content = path.join(dir, 'content');
cpSync('content', content, { recursive: true });

/** The shop's offers in the copy, each given the shop id `BENCH-<product>`: the rows the feed will match. */
const matched: { id: string; price: number }[] = [];
const products = path.join(content, 'products');
for (const name of readdirSync(products).filter((file) => file.endsWith('.yaml'))) {
  const doc = parseDocument(readFileSync(path.join(products, name), 'utf8'));
  if (!isSeq(doc.contents)) continue;
  for (const product of doc.contents.items) {
    if (!isMap(product) || !isSeq(product.get('offers'))) continue;
    for (const offer of (product.get('offers') as { items: unknown[] }).items) {
      const price = isMap(offer) && offer.get('store') === shop && parsePrice(offer.get('price') as string | undefined);
      if (!price) continue;
      const id = `BENCH-${String(product.get('id'))}`;
      (offer as { set: (key: string, value: string) => void }).set('shopProductId', id);
      matched.push({ id, price });
    }
  }
  writeFileSync(path.join(products, name), doc.toString({ lineWidth: 0 }));
}
if (matched.length === 0) throw new Error(`kaupalla ${shop} ei ole tarjouksia`);
const { domain } = (
  parse(readFileSync(path.join(content, 'shops.yaml'), 'utf8')) as { id: string; domain: string }[]
).find((entry) => entry.id === shop)!;

const feed = path.join(dir, 'feed.xml');
const out = createWriteStream(feed);
const description = 'Kuvaus, joka toistuu jokaisella rivillä, jotta rivi on todellisen syötteen pituinen. '.repeat(3);
const item = (id: string, cents: number) =>
  `<item><g:id>${id}</g:id><g:title>Tuote ${id}</g:title><g:link>https://${domain}/tuote/${id}</g:link><g:price>${(cents / 100).toFixed(2)} EUR</g:price><g:availability>in_stock</g:availability><g:description>${description}</g:description></item>\n`;
let size = 0;
const every = Math.floor(target / 600 / matched.length) || 1;
let next = 0;
out.write('<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>\n');
for (let index = 0; size < target || next < matched.length; index++) {
  const row =
    index % every === 0 && next < matched.length
      ? item(matched[next]!.id, Math.round(matched[next++]!.price * 1.05))
      : item(`FILL-${index}`, (index % 90) * 100 + 90);
  size += Buffer.byteLength(row);
  if (!out.write(row)) await once(out, 'drain');
}
out.end('</channel></rss>\n');
await once(out, 'finish');
writeFileSync(path.join(content, 'feeds.yaml'), `- id: bench\n  shop: ${shop}\n  format: gmc\n  source: ${feed}\n`);

console.log(`Syöte ${feed}: ${(size / 1024 / 1024).toFixed(0)} MiB, ${matched.length} tuoteluettelon riviä.`);
console.log(`Tuonti:  CONTENT_DIR=${content} npx tsx scripts/offers-import.ts`);
console.log(`Koonti:  CONTENT_DIR=${content} npm run build`);
