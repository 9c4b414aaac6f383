// npm run offers:match -- --feed <id> [--confirm <product-id>=<row-id>]...: for one feed of content/feeds.yaml, lists
// the shop's catalogue products that no row matched (by GTIN or the shop's own id) with the rows that look like them
// (brand, name words, pack size), and how many rows matched nothing. It writes only the pairs an editor confirms: the
// row's id as the offer's `shopProductId`, and the row's GTIN with its product page as the source when the product has
// none (scripts/lib/feeds/match.ts). A guess is never written.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFeeds } from '../src/content/collections/feeds.server.ts';
import { readShops } from '../src/content/collections/shops.server.ts';
import { buildToday } from '../src/content/collections/site.server.ts';
import { contentRoot } from '../src/content/files.server.ts';
import { formatProblem } from '../src/content/problems.ts';
import { matchFeed } from './lib/feeds/match-feed.ts';
import { FeedError } from './lib/feeds/rows.ts';

const { values } = parseArgs({
  options: {
    feed: { type: 'string' },
    confirm: { type: 'string', multiple: true },
    today: { type: 'string', default: buildToday() },
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
const feed = feeds.value.find((candidate) => candidate.id === values.feed);
if (!feed) {
  const known = feeds.value.map((candidate) => candidate.id).join(', ') || 'ei yhtään (content/feeds.yaml)';
  console.error(`Kirjoita --feed <tunnus>: syötteet ${known}.`);
  process.exit(1);
}

try {
  const result = await matchFeed({
    root: path.dirname(root),
    feed,
    shops: shops.value,
    catalogueDir: path.join(root, 'products'),
    today: values.today,
    env: process.env,
    confirm: values.confirm ?? [],
  });
  const { report } = result;
  const lines = [
    `Syöte ${feed.id} (${feed.shop}): ${result.rows} riviä; ${report.matched.length} kaupan tuotetta löytyi GTIN:llä tai kaupan tunnuksella.`,
  ];
  const left = report.unmatchedProducts;
  lines.push(`Kaupan tuotteet ilman riviä: ${left.length}.`);
  for (const { productId, candidates } of left) {
    lines.push(`  ${productId}`);
    if (candidates.length === 0) lines.push('    ei ehdokkaita');
    for (const candidate of candidates)
      lines.push(`    ${candidate.rowId} «${candidate.title}» (${candidate.reasons.join('; ')})`);
    if (candidates[0])
      lines.push(
        `    vahvista: npm run offers:match -- --feed ${feed.id} --confirm ${productId}=${candidates[0].rowId}`,
      );
  }
  lines.push(`Rivit, joille ei ole tuotetta: ${report.unmatchedRows}.`);
  for (const write of result.written)
    lines.push(
      `Kirjoitettu: ${write.productId} shopProductId ${write.shopProductId}${write.gtin ? `, GTIN ${write.gtin.value} (${write.gtin.source})` : ''}.`,
    );
  for (const problem of result.problems) lines.push(`Ei kirjoitettu: ${problem}`);
  console.log(lines.join('\n'));
  process.exitCode = result.problems.length > 0 ? 1 : 0;
} catch (error) {
  if (!(error instanceof FeedError)) throw error;
  console.error(`Syöte ${feed.id}: ${error.message}`);
  process.exitCode = 1;
}
