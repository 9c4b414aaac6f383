// npm run links:check [-- --only sources|shops] [--timeout 15000]: checks every outbound address the site shows —
// the sources under "Lähteet" and in the catalogue's facts, the shop addresses behind the store links (product pages
// and shop searches, not the networks' tracking hosts) and the social profiles — and lists the dead and the moved in
// reports/links.md. Exits 1 when an address is dead. Sends its requests to the sites themselves: run it by hand or on
// a schedule, never in the test suite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContent } from '../src/content/collections.server.ts';
import { catalogue } from '../src/content/collections/products.server.ts';
import { shops } from '../src/content/collections/shops.server.ts';
import { siteSettings } from '../src/content/collections/site.server.ts';
import { shopUrl } from '../src/lib/store-links.ts';
import { checkLinks } from './lib/link-check.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, timeout: { type: 'string', default: '15000' } },
});

const content = loadContent();
const sources = [
  ...[...content.articles, ...content.reviews].flatMap((doc) => doc.sources.flatMap((source) => source.url ?? [])),
  ...content.ingredients.flatMap((sheet) => sheet.front.sources.map((source) => source.url)),
  ...Object.values(content.sources).map((source) => source.url),
  ...catalogue().flatMap((product) => [product.facts?.source ?? [], product.membership?.source ?? []].flat()),
  ...siteSettings().socialLinks.map((link) => link.url),
];
const shopAddresses = catalogue().flatMap((product) =>
  product.offers.map((offer) =>
    shopUrl(
      { title: product.title, url: offer.url },
      shops().find((shop) => shop.id === offer.store)!,
    ),
  ),
);
const urls = [
  ...new Set(
    values.only === 'shops' ? shopAddresses : values.only === 'sources' ? sources : [...sources, ...shopAddresses],
  ),
].sort();

console.log(`Tarkistetaan ${urls.length} osoitetta, enintään neljä kerrallaan…`);
const results = await checkLinks(urls, { timeout: Number(values.timeout) });
const dead = results.filter((result) => result.kind === 'dead');
const moved = results.filter((result) => result.kind === 'moved');
const lines = [
  `# Linkkien tarkistus ${new Date().toISOString().slice(0, 10)}`,
  '',
  `${results.length} osoitetta: ${results.length - dead.length - moved.length} kunnossa, ${moved.length} siirtynyt, ${dead.length} rikki.`,
  '',
  '## Rikki',
  '',
  ...dead.map(
    (result) => `- ${result.url}: ${result.reason}${result.location ? ` (ohjautui: ${result.location})` : ''}`,
  ),
  '',
  '## Siirtynyt pysyvästi',
  '',
  ...moved.map((result) => `- ${result.url} → ${result.location}`),
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/links.md', `${lines.join('\n')}\n`);
console.log(`${lines[2]} Luettelo: reports/links.md`);
if (dead.length > 0) process.exitCode = 1;
