import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { testToday } from '../scripts/lib/test-world.mjs';
import { expect, ownContext, test } from './fixtures';

// Issue 39, item 4: after `npm run offers:import` has read two shops' feeds into a copy of the catalogue, the site made
// from that copy shows on the card the new price, the day it was checked and the deep link through the shop's network;
// a shop out of stock is marked and not first, and a price older than the limit is not shown. The feeds are written
// here with the quirks real ones have (a byte order mark, CDATA, "18.50 EUR", ";" and decimal commas, no GTIN).
// The pages come from the development server over the copy (CONTENT_DIR): the same loaders and components as the
// build, without a second build of the whole site.

/** The suite's pinned day, the day the import checks the prices on, and that day as a reader sees it. */
const day = testToday;
const shownDay = day.split('-').reverse().map(Number).join('.');
const product = 'star-nutrition-creatine-monohydrate';
const fitnesstukkuPage = 'https://www.fitnesstukku.fi/star-nutrition-creatine-monohydrate-500-g/FT-STAR-500.html';
const bodystorePage = 'https://www.bodystore.com/fi/star-nutrition-creatine-monohydrate-500g';
const programme = '1487384625';
const publisher = '1039629367';
/**
 * Adtraction's deep-link format as the network documents it, written here rather than read from the content, with the
 * click reference of a card on this page in its `epi` (docs/affiliate.md).
 */
const trackingLink = `https://track.adtraction.com/t/t?a=${programme}&as=${publisher}&t=2&tk=1&epi=paras-kreatiini.kortti&url=${encodeURIComponent(fitnesstukkuPage)}`;

const gmcFeed = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
  <channel>
    <title>Fitnesstukku</title>
    <item>
      <g:id>FT-STAR-500</g:id>
      <g:title><![CDATA[Star Nutrition Creatine Monohydrate 500 g]]></g:title>
      <g:link>${fitnesstukkuPage}</g:link>
      <g:price>18.50 EUR</g:price>
      <g:availability>in stock</g:availability>
    </item>
  </channel>
</rss>
`;
const csvFeed = `\uFEFFSKU;Name;Price;Currency;Instock;Ean;Deeplink
BS-4411;"Star Nutrition Creatine Monohydrate; 500 g";16,90;EUR;0;;${bodystorePage}
`;

/** Edits a YAML file of the copy with the Document API, so its comments and order stay. */
function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/** A product's offer at a shop in a catalogue document. */
const offerIn = (doc: ReturnType<typeof parseDocument>, id: string, store: string) => {
  const entry = (doc.contents as YAMLSeq<YAMLMap>).items.find((item) => item.get('id') === id)!;
  return (entry.get('offers') as YAMLSeq<YAMLMap>).items.find((offer) => offer.get('store') === store)!;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// The import and the development server are set up once, so both tests run in order in one worker (under
// fullyParallel each would start a server of its own, 18 s apiece); a failed test does not skip the other.
test.describe.configure({ mode: 'default' });

let root = '';
let dev: ChildProcess | undefined;
let origin = '';
let importLog = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(path.join(tmpdir(), 'tarjoukset-'));
  const content = path.join(root, 'content');
  cpSync('content', content, { recursive: true });
  writeFileSync(path.join(root, 'fitnesstukku.xml'), gmcFeed);
  writeFileSync(path.join(root, 'bodystore.csv'), csvFeed);
  writeFileSync(
    path.join(content, 'feeds.yaml'),
    `- id: fitnesstukku-gmc
  shop: fitnesstukku
  format: gmc
  source: ${path.join(root, 'fitnesstukku.xml')}
- id: bodystore-csv
  shop: bodystore
  format: csv
  source: ${path.join(root, 'bodystore.csv')}
  columns: { id: SKU, price: Price, currency: Currency, availability: Instock, gtin: Ean, url: Deeplink }
`,
  );
  // The editors have given the shops' ids for the product; one other price is older than the limit.
  editYaml(path.join(content, 'products', 'kreatiini.yaml'), (doc) => {
    offerIn(doc, product, 'fitnesstukku').set('shopProductId', 'FT-STAR-500');
    offerIn(doc, product, 'bodystore').set('shopProductId', 'BS-4411');
    offerIn(doc, 'optimum-nutrition-micronised-creatine-powder', 'bodystore').set('enteredAt', '2026-10-01');
  });
  // Fitnesstukku is in Adtraction's programme; the publisher's id comes from the environment.
  editYaml(path.join(content, 'shops.yaml'), (doc) => {
    const shop = (doc.contents as YAMLSeq<YAMLMap>).items.find((item) => item.get('id') === 'fitnesstukku')!;
    shop.set('affiliate', doc.createNode({ network: 'adtraction', programme }));
  });
  const env = {
    ...process.env,
    CONTENT_DIR: content,
    SITE_TODAY: day,
    // The copy's own offers, as the import wrote them, not the suite's world.
    SITE_OFFERS: '',
    AFFILIATE_ADTRACTION_PUBLISHER: publisher,
    PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  };
  const imported = spawnSync('tsx', ['scripts/offers-import.ts'], { env, encoding: 'utf8' });
  importLog = `${imported.stdout}${imported.stderr}`;
  expect(imported.status, importLog).toBe(0);

  const port = await freePort();
  origin = `http://localhost:${port}`;
  dev = spawn(
    process.execPath,
    ['scripts/no-warnings.mjs', 'react-router', 'dev', '--port', String(port), '--strictPort'],
    { env, stdio: 'ignore' },
  );
  await expect
    .poll(async () => (await fetch(`${origin}/paras-kreatiini`).catch(() => undefined))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  dev?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

test('the import reports what changed and which price was not refreshed', () => {
  expect(importLog).toContain(`${product} (fitnesstukku): hinta 19,90 € → 18,50 €`);
  expect(importLog).toContain(`${product} (bodystore): hinta 21,90 € → 16,90 €, saatavuus — → loppu`);
  expect(importLog).toMatch(/optimum-nutrition-micronised-creatine-powder \(bodystore, 2026-10-01\)/);
});

test('after an import the card has the new price, its day and the deep link through the network', async ({
  browser,
}) => {
  // The page as the server renders it, as a prerendered page is before any script runs (a context of its own, so the
  // setting stays with this test).
  const context = await ownContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/paras-kreatiini`);
  const cards = page.getByRole('region', { name: 'Vertailun tuotteet', exact: true }).getByRole('article');
  const card = cards.filter({
    has: page.getByRole('heading', { level: 3, name: 'Star Nutrition Creatine Monohydrate', exact: true }),
  });
  // Bodystore is cheaper but out of stock: Fitnesstukku comes first, and Bodystore is marked.
  await expect(card.getByText('18,50 €', { exact: true })).toBeVisible();
  await expect(card.getByText(`Kauppa: Fitnesstukku · hinta tarkistettu ${shownDay}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Siirry verkkokauppaan!/ })).toHaveAttribute('href', trackingLink);
  await expect(card.getByRole('link', { name: /^Bodystore 16,90 €/ })).toHaveAttribute('href', bodystorePage);
  await expect(card.getByText(/^Muut kaupat:/)).toContainText(`(hinta tarkistettu ${shownDay}, loppu varastosta)`);

  // The price entered on 1.10.2026 is older than 30 days on the suite's day: the card sends the reader to the shop.
  const stale = cards.filter({
    has: page.getByRole('heading', { level: 3, name: 'Optimum Nutrition Micronised Creatine Powder', exact: true }),
  });
  await expect(stale.getByText('Kauppa: Bodystore · katso hinta kaupasta', { exact: true })).toBeVisible();
  await expect(stale.getByText('24,90 €')).toHaveCount(0);

  // The summary table: the same price and shop, the stale one as a dash.
  const table = page.getByRole('table', { name: 'Vertailun tuotteet lyhyesti' });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Star Nutrition Creatine Monohydrate').getByRole('cell').nth(0)).toContainText('18,50 €');
  await expect(row('Star Nutrition Creatine Monohydrate').getByRole('cell').nth(1)).toHaveText(/^Fitnesstukku/);
  await expect(row('Optimum Nutrition Micronised Creatine Powder').getByRole('cell').nth(0)).toHaveText(
    '–katso kaupasta',
  );
  await context.close();
});
