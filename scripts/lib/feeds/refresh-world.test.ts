// Issue 50, item 1: a refresh that changes only offers passes the suite untouched. A copy of the content gets a shop id
// on every offer, and every shop a feed in which each of its offers moves: a new price (37 % up, or one where there was
// none), stock the other way round, a new product page behind tracking parameters, and on every third row a sale price
// in force today. The import rewrites every offer of the copy; then
// - the copy builds: no text, pick or reference refuses the day's new prices (item 2), and
// - in the suite's world (SITE_OFFERS) the copy's catalogue is the project's, offer for offer, so every page the suite
//   builds, every expectation it reads from the catalogue and every screenshot is what it was.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/content/collections/products.server';
import { readShops } from '../../../src/content/collections/shops.server';
import { contentSet } from '../../../src/content/content-set';
import { findContentProblems } from '../../../src/content/validate';
import { formatProblem } from '../../../src/content/problems';
import { routes } from '../../../src/config/routes';
import { parsePrice } from '../../../src/lib/unit-price';
import { publicImageExists } from '../../vite-plugin-validate-content';
import { testOffers, testToday } from '../test-world.mjs';
import { importOffers, type FeedReport } from './import';

const dir = mkdtempSync(path.join(tmpdir(), 'refresh-world-'));
const content = path.join(dir, 'content');

/** Every offer of the catalogue as `product (shop)`, the way the import's report names a change. */
const everyOffer: string[] = [];
let reports: FeedReport[] = [];

/** Runs `read` with the environment changed for it, then puts the environment back. */
function withEnv<T>(change: Record<string, string>, read: () => T): T {
  const before = Object.fromEntries(Object.keys(change).map((key) => [key, process.env[key]]));
  Object.assign(process.env, change);
  try {
    return read();
  } finally {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const rows = new Map<string, string[]>();
  const products = path.join(content, 'products');
  for (const name of readdirSync(products).filter((file) => file.endsWith('.yaml'))) {
    const doc = parseDocument(readFileSync(path.join(products, name), 'utf8'));
    if (!isSeq(doc.contents)) continue;
    for (const product of doc.contents.items as YAMLMap[]) {
      const offers = product.get('offers');
      if (!isSeq(offers)) continue;
      offers.items.forEach((offer, index) => {
        if (!isMap(offer)) return;
        const store = String(offer.get('store'));
        const id = `R-${String(product.get('id'))}-${store}`;
        offer.set('shopProductId', id);
        everyOffer.push(`${String(product.get('id'))} (${store})`);
        const cents = Math.round((parsePrice(offer.get('price') as string | undefined) ?? 1490) * 1.37);
        const euros = (value: number) => `${(value / 100).toFixed(2)} EUR`;
        const stock = offer.get('availability') === 'out_of_stock' ? 'in_stock' : 'out_of_stock';
        const sale =
          index % 3 === 0
            ? `<g:sale_price>${euros(Math.round(cents * 0.8))}</g:sale_price><g:sale_price_effective_date>2026-11-01T00:00+02:00/2026-12-31T23:59+02:00</g:sale_price_effective_date>`
            : '';
        rows.set(store, [
          ...(rows.get(store) ?? []),
          `<item><g:id>${id}</g:id><g:title>${id}</g:title><g:link>https://{domain}/refresh/${encodeURIComponent(id)}?utm_source=feed&amp;gclid=x</g:link><g:price>${euros(cents)}</g:price>${sale}<g:availability>${stock}</g:availability></item>`,
        ]);
      });
    }
    writeFileSync(path.join(products, name), doc.toString({ lineWidth: 0 }));
  }
  const shops = readShops(content).value;
  mkdirSync(path.join(dir, 'feeds'));
  const feeds = [...rows].map(([shop, items]) => {
    const domain = shops.find((entry) => entry.id === shop)!.domain;
    writeFileSync(
      path.join(dir, 'feeds', `${shop}.xml`),
      `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>\n${items.join('\n').replaceAll('{domain}', domain)}\n</channel></rss>\n`,
    );
    return { id: `refresh-${shop}`, shop, format: 'gmc' as const, source: `feeds/${shop}.xml` };
  });
  ({ reports } = await importOffers({
    root: dir,
    feeds,
    shops,
    catalogueDir: path.join(content, 'products'),
    today: testToday,
    staleDays: 30,
    env: {},
    write: true,
  }));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a refresh that changes every offer', () => {
  it('changes every offer of the catalogue, each feed on its own', () => {
    expect(reports.filter((report) => report.error)).toEqual([]);
    expect(reports.flatMap((report) => report.held)).toEqual([]);
    const changed = reports.flatMap((report) => report.changes.map((change) => change.replace(/: .*$/, '')));
    expect(changed.sort()).toEqual([...everyOffer].sort());
  });

  it('builds: no text, pick or reference of the content refuses the new prices', () => {
    const problems = withEnv({ CONTENT_DIR: content, SITE_OFFERS: '' }, () =>
      findContentProblems({
        ...contentSet(''),
        routePaths: routes.map((route) => route.path),
        imageExists: publicImageExists,
      }),
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('leaves the suite’s world as it was: the catalogue the suite builds is the same, offer for offer', () => {
    const project = withEnv({ SITE_OFFERS: testOffers }, () => catalogue());
    const refreshed = withEnv({ CONTENT_DIR: content, SITE_OFFERS: testOffers }, () => catalogue());
    const live = withEnv({ CONTENT_DIR: content, SITE_OFFERS: '' }, () => catalogue());
    // The refresh did reach the copy's own offers …
    expect(live.flatMap((product) => product.offers).filter((offer) => offer.checkedAt === testToday)).toHaveLength(
      everyOffer.length,
    );
    // … and the suite does not see it.
    expect(refreshed).toEqual(project);
  });
});
