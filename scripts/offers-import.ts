// npm run offers:import [-- --feed <id>] [--today yyyy-mm-dd] [--stale-days n] [--dry-run]
// Reads the shops' product feeds of content/feeds.yaml and writes each matched offer's price, availability, product
// page and checked day into content/products/*.yaml (scripts/lib/feeds/import.ts). Prints what changed, the shop's
// offers the feed did not have and the offers not refreshed for --stale-days days. A bad feed changes nothing.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFeeds } from '../src/content/collections/feeds.server.ts';
import { readShops } from '../src/content/collections/shops.server.ts';
import { buildToday, siteSettings } from '../src/content/collections/site.server.ts';
import { contentRoot } from '../src/content/files.server.ts';
import { formatProblem } from '../src/content/problems.ts';
import { importOffers } from './lib/feeds/import.ts';
import { FeedError } from './lib/feeds/rows.ts';

const { values } = parseArgs({
  options: {
    feed: { type: 'string', multiple: true },
    // The build's day (SITE_TODAY, else today in Helsinki) and the site's price age limit, as the pages count them.
    today: { type: 'string', default: buildToday() },
    'stale-days': { type: 'string', default: String(siteSettings().priceMaxAgeDays) },
    'dry-run': { type: 'boolean', default: false },
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
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today muodossa vvvv-kk-pp');

try {
  const result = await importOffers({
    root: path.dirname(root),
    feeds: chosen,
    shops: shops.value,
    catalogueDir: path.join(root, 'products'),
    today: values.today,
    staleDays: Number(values['stale-days']),
    env: process.env,
    write: !values['dry-run'],
  });
  for (const report of result.reports) {
    console.log(
      `${report.feed}: ${report.rows} riviä, ${report.changes.length} muuttui, ${report.unchanged} ennallaan`,
    );
    for (const change of report.changes) console.log(`  ${change}`);
    if (report.notFound.length > 0) console.log(`  syötteessä ei ollut: ${report.notFound.join(', ')}`);
  }
  console.log(
    values['dry-run']
      ? `Kokeiluajo: ${result.changedFiles.length} tiedostoa muuttuisi, mitään ei kirjoitettu.`
      : `Kirjoitettu: ${result.changedFiles.join(', ') || 'ei muutoksia'}.`,
  );
  if (result.stale.length > 0)
    console.log(
      `Hinta tarkistettu yli ${values['stale-days']} päivää sitten (${result.stale.length}): ${result.stale.join(', ')}`,
    );
} catch (error) {
  if (!(error instanceof FeedError)) throw error;
  console.error(`${error.message}\nMitään ei muutettu.`);
  process.exit(1);
}
