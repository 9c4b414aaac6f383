// The deploy gate's own checks (npm run deploy:gate, playwright.gate.config.ts), run on the artifact about to be
// deployed and on its own day, never on the test suite's pinned one: every route answers and unknown paths get the
// Finnish not-found page with 404, axe on every kind of page, the host's _headers and _redirects as Netlify reads them
// with the headers of the nginx site, every shown price dated and within its age, and tracking links wherever a shop's
// programme and the publisher's id are configured. Valid HTML and sound links are the suite's own specs, run here too.
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../src/config/routes';
import { networks, trackingFor } from '../src/content/collections/networks.server';
import { shops } from '../src/content/collections/shops.server';
import { siteSettings } from '../src/content/collections/site.server';
import { cleanPath, inlineScriptHashes } from '../scripts/lib/deploy';
import { priceProblems, trackingProblems, type GateShop } from '../scripts/lib/gate-pages';
import { htmlFiles } from '../scripts/lib/page-weight.mjs';
import { buildDir, clientDir } from './build-dir';
import { expect, test, waitUntilReady } from './fixtures';
import { decodeEntities } from './html-text';
import { pageKinds } from './page-kinds';

const pages = htmlFiles(clientDir).filter((file) => !file.startsWith('__'));
const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
/** The day the artifact was built for (scripts/postbuild.ts writes it): its prices are held to this day. */
const builtFor = readFileSync(path.join(buildDir, 'site-today'), 'utf8').trim();

test('every route of the registry answers 200 with its page, without a redirect', async ({ request }) => {
  const failed: string[] = [];
  for (const route of routes) {
    const response = await request.get(encodeURI(route.path), { maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !type.startsWith('text/html')) failed.push(`${route.path}: ${response.status()}`);
  }
  expect(routes.length).toBeGreaterThan(50);
  expect(failed).toEqual([]);
});

for (const [unknown, title] of [
  ['/ei-tallaista-sivua', 'Sivua ei löytynyt'],
  ['/articles/vertailut/ei-tallaista', 'Artikkelia ei löytynyt'],
  ['/tuotearvostelut/ei-tallaista', 'Arvostelua ei löytynyt'],
] as const) {
  test(`${unknown} answers 404 with "${title}"`, async ({ request }) => {
    const response = await request.get(unknown, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toMatch(new RegExp(`^${title} \\| `));
  });
}

test.describe('every kind of page', () => {
  // The browser logs a 404 response itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { name, path: address, status = 200 } of pageKinds) {
    test(`${name} (${address}) has no WCAG 2.2 A/AA violations`, async ({ page, accessibilityViolations }) => {
      const response = await page.goto(address);
      expect(response!.status()).toBe(status);
      await waitUntilReady(page);
      expect(await accessibilityViolations()).toEqual([]);
    });
  }
});

/** The headers the nginx site sends with every page (deploy/nginx/hyvinvointivertailu.conf, its server block). */
function nginxPageHeaders(): Record<string, string> {
  const config = readFileSync('deploy/nginx/hyvinvointivertailu.conf', 'utf8');
  const serverLevel = config.slice(0, config.search(/^\s*location\b/m));
  return Object.fromEntries(
    [...serverLevel.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

/** The headers a host that reads _headers sends for a path: every matching rule's, later rules over earlier ones. */
const headersFor = (rules: readonly Header[], pathname: string) =>
  Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values)) as Record<
    string,
    string
  >;

test('_headers parses as Netlify reads it and gives every page the nginx site’s headers and its own CSP', async () => {
  const { headers: rules, errors } = await parseAllHeaders({
    headersFiles: [path.join(clientDir, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  const nginx = nginxPageHeaders();
  expect(Object.keys(nginx)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security']));
  const wrong: string[] = [];
  for (const file of pages) {
    const pathname = encodeURI(cleanPath(`/${file}`));
    const sent = headersFor(rules as Header[], pathname);
    const expected = {
      ...nginx,
      'Content-Security-Policy': nginx['Content-Security-Policy']!.replace(
        '$page_script_hashes',
        inlineScriptHashes(read(file)).join(' '),
      ),
    };
    for (const [name, value] of Object.entries(expected))
      if (sent[name] !== value) wrong.push(`${pathname} ${name}: ${sent[name] ?? 'puuttuu'}`);
  }
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  expect(wrong).toEqual([]);
});

test('_redirects parses as Netlify reads it and sends unknown paths to not-found pages that exist, with 404', async () => {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(clientDir, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  const rules = redirects as { from: string; to: string; status: number; force: boolean }[];
  expect(rules.length).toBeGreaterThan(0);
  for (const rule of rules) {
    expect(rule, rule.from).toMatchObject({ status: 404, force: false });
    expect(existsSync(path.join(clientDir, decodeURI(rule.to))), rule.to).toBe(true);
  }
});

test(`every price shown is dated and within ${siteSettings().priceMaxAgeDays} days on the build’s day`, () => {
  const clock = { today: builtFor, maxAgeDays: siteSettings().priceMaxAgeDays };
  let prices = 0;
  const problems = pages.flatMap((file) => {
    const result = priceProblems(read(file), file, clock);
    prices += result.prices;
    return result.problems;
  });
  test
    .info()
    .annotations.push({ type: 'hinnat', description: `${prices} hintaa ${pages.length} sivulla, päivä ${builtFor}` });
  expect(problems).toEqual([]);
});

test('every link to a shop whose programme and publisher id are configured is the network’s tracking link', () => {
  const known = networks();
  const gateShops: GateShop[] = shops().map((shop) => {
    const tracking = trackingFor(shop);
    return {
      id: shop.id,
      hosts: [shop.domain, new URL(shop.searchUrl.replace('{query}', 'x')).hostname],
      ...(tracking && shop.affiliate ? { tracking: { network: shop.affiliate.network, ...tracking } } : {}),
    };
  });
  const networkHosts = Object.values(known).map((network) => new URL(network.template.split('?')[0]!).hostname);
  let tracked = 0;
  const problems = pages.flatMap((file) => {
    const result = trackingProblems(read(file), file, gateShops, networkHosts);
    tracked += result.tracked;
    return result.problems;
  });
  const configured = gateShops.filter((shop) => shop.tracking).map((shop) => shop.id);
  test.info().annotations.push({
    type: 'seurantalinkit',
    description: `${tracked} seurantalinkkiä; ohjelma ja julkaisijatunnus: ${configured.join(', ') || 'ei yhdelläkään kaupalla'}`,
  });
  expect(problems).toEqual([]);
  if (configured.length > 0) expect(tracked, 'tracking links in the build').toBeGreaterThan(0);
});
