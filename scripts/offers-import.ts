// npm run offers:import [-- --feed <id>] [--today yyyy-mm-dd] [--stale-days n] [--dry-run] [--max-price-factor n]
//   [--accept <product id>]...
// Reads the shops' product feeds of content/feeds.yaml and writes each matched offer's price, availability, product
// page and checked day into content/products/*.yaml (scripts/lib/feeds/import.ts). Prints what changed, the prices
// held for an editor, the shop's offers the feed did not have and the offers not refreshed for --stale-days days. A
// bad feed changes nothing and the others are written; when every feed fails the command exits with 1.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFeeds } from '../src/content/collections/feeds.server.ts';
import { readShops } from '../src/content/collections/shops.server.ts';
import { buildToday, siteSettings } from '../src/content/collections/site.server.ts';
import { contentRoot } from '../src/content/files.server.ts';
import { formatProblem } from '../src/content/problems.ts';
import { ProblemError } from '../src/lib/problem.ts';
import { importOffers } from './lib/feeds/import.ts';
import { defaultPriceFactor } from './lib/feeds/offers.ts';
import { importSummary } from './lib/feeds/summary.ts';

const { values } = parseArgs({
  options: {
    feed: { type: 'string', multiple: true },
    // The build's day (SITE_TODAY, else today in Helsinki) and the site's price age limit, as the pages count them.
    today: { type: 'string', default: buildToday() },
    'stale-days': { type: 'string', default: String(siteSettings().priceMaxAgeDays) },
    'dry-run': { type: 'boolean', default: false },
    // A price that moves more than this many times up or down is held for an editor, who lets it through with --accept.
    'max-price-factor': { type: 'string', default: String(defaultPriceFactor) },
    accept: { type: 'string', multiple: true },
  },
});

const root = contentRoot();
const shops = readShops(root);
const feeds = readFeeds(root, shops.value);
const problems = [...shops.problems, ...feeds.problems];
if (problems.length > 0) {
  console.error(problems.map(formatProblem).join('\n'));
  process.exit(1);
}
const chosen = feeds.value.filter((feed) => !values.feed || values.feed.includes(feed.id));
if (chosen.length === 0) {
  console.log('Syötteitä ei ole (content/feeds.yaml): mitään ei päivitetty.');
  process.exit(0);
}
/** A command-line option that cannot be used, in the one format. */
const badOption = (field: string, message: string) =>
  new ProblemError({ file: 'npm run offers:import', field, message });
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw badOption('--today', 'muodossa vvvv-kk-pp');

const maxPriceFactor = Number(values['max-price-factor']);
if (!(maxPriceFactor > 1)) throw badOption('--max-price-factor', 'luku, joka on suurempi kuin 1');
const result = await importOffers({
  root: path.dirname(root),
  feeds: chosen,
  shops: shops.value,
  catalogueDir: path.join(root, 'products'),
  today: values.today,
  staleDays: Number(values['stale-days']),
  env: process.env,
  write: !values['dry-run'],
  maxPriceFactor,
  accept: values.accept ?? [],
});
const { lines, exitCode } = importSummary(result, {
  dryRun: values['dry-run'],
  staleDays: Number(values['stale-days']),
  maxPriceFactor,
});
console.log(lines.join('\n'));
process.exitCode = exitCode;
