// The production deploy: Debian's nginx with deploy/nginx/hyvinvointivertailu.conf over the build (started by
// scripts/nginx-server.mjs). Status codes, clean and non-ASCII URLs, caching, compression, security headers, and a
// browser that loads a page of each kind under the Content-Security-Policy without a single violation.
import { loadContent } from '../src/content/collections.server';
import { pageTexts } from '../src/content/collections/pages.server';
import { buildSite } from '../src/content/collections/site.server';
import { escapeRegExp } from './content-text';
import { expect, test, waitUntilReady } from './fixtures';
import { decodeEntities } from './html-text';

// The pages' titles and the site's origin and name are the content's (content/, SITE_URL applied as in the build).
const { origin, name: site } = buildSite();
const content = loadContent();
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);
/** The visible title of an article, standalone page or review: its heading where it has one, else its title. */
const headingOf = (id: string) => {
  const { front } = [...content.articles, ...content.standalone, ...content.reviews].find((doc) => doc.id === id)!;
  return ('heading' in front && front.heading) || front.title;
};
/** A page's document title: an article's fixed head title where it has one, else its visible title; then the site. */
const titleOf = (id: string) =>
  exactly(`${content.articles.find((doc) => doc.id === id)?.front.head?.title ?? headingOf(id)} | ${site}`);
const fixedPage = (path: string) => pageTexts()[path]!.title!;

const statusCases: { path: string; status: number; title?: RegExp }[] = [
  { path: '/', status: 200, title: exactly(`${fixedPage('/')} | ${site}`) },
  { path: '/melatoniini', status: 200, title: titleOf('melatoniini') },
  { path: '/paras-lis%C3%A4ravinne-50-vuotiaille', status: 200, title: titleOf('lisäravinne-50-vuotiaille') },
  { path: '/paras-lis%c3%a4ravinne-50-vuotiaille', status: 200, title: titleOf('lisäravinne-50-vuotiaille') },
  { path: '/articles/vertailut/mikroneulauslaitteet', status: 200, title: titleOf('mikroneulauslaitteet') },
  { path: '/tuotearvostelut/oura-sormus', status: 200, title: titleOf('oura-sormus') },
  { path: '/ei-tallaista-sivua', status: 404, title: /^Sivua ei löytynyt \| / },
  { path: '/ei/tallaista/sivua', status: 404, title: /^Sivua ei löytynyt \| / },
  { path: '/%C3%A4%C3%A4kk%C3%B6set', status: 404, title: /^Sivua ei löytynyt \| / },
  { path: '/articles/vertailut/ei-tallaista', status: 404, title: /^Artikkelia ei löytynyt \| / },
  { path: '/tuotearvostelut/ei-tallaista', status: 404, title: /^Arvostelua ei löytynyt \| / },
  { path: '/404', status: 404, title: /^Sivua ei löytynyt \| / },
  { path: '/404/index.html', status: 404, title: /^Sivua ei löytynyt \| / },
  { path: '/tuotearvostelut/404', status: 404, title: /^Arvostelua ei löytynyt \| / },
  { path: '/__spa-fallback.html', status: 404 },
  { path: '/assets/ei-ole.js', status: 404 },
];

for (const { path, status, title } of statusCases) {
  test(`${path} answers ${status} without a redirect`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    if (title) {
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toMatch(title);
    }
  });
}

const redirects: [string, string][] = [
  ['/melatoniini/', '/melatoniini'],
  ['/tietoa//', '/tietoa'],
  ['/paras-lis%C3%A4ravinne-50-vuotiaille/', '/paras-lis%C3%A4ravinne-50-vuotiaille'],
];
for (const [path, target] of redirects) {
  test(`${path} moves permanently to ${target}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(target);
  });
}

test('pages are revalidated, hashed assets cached for a year, and both are sent precompressed', async ({ request }) => {
  const page = await request.get('/melatoniini', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toBe('Accept-Encoding');
  expect(await page.text()).toContain('<html lang="fi">');

  // The root route module, which the page's bootstrap loads after the load event (no modulepreload to read it from).
  const script = (await page.text()).match(/["`](\/assets\/root-[^"`]+\.js)["`]/)?.[1];
  expect(script).toBeTruthy();
  const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toContain('javascript');
  const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await brotli.text());

  const data = await request.get('/melatoniini.data');
  expect(data.status()).toBe(200);
  expect(data.headers()['content-type']).toContain('text/x-script');
  expect(data.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('every page carries the security headers and a CSP with no unsafe script sources', async ({ request }) => {
  for (const path of ['/', '/melatoniini', '/tuotteet', '/ei-tallaista-sivua']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp, path).not.toContain('unsafe-eval');
    // Every inline script of the page is among the hashes.
    const html = await response.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length, path).toBeGreaterThan(0);
    const hashes = await Promise.all(
      inline.map(async (match) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(match[1]));
        return `'sha256-${Buffer.from(digest).toString('base64')}'`;
      }),
    );
    for (const hash of hashes) expect(scriptSrc, path).toContain(hash);
  }
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${origin}/paras-lis%C3%A4ravinne-50-vuotiaille</loc>`);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

/** One page of each kind; the 404 page allows the browser's own console line about the status. */
const kinds: { kind: string; path: string; heading: RegExp }[] = [
  { kind: 'home', path: '/', heading: /^Hyvinvointituotteet vertailussa$/ },
  { kind: 'hub', path: '/uni', heading: /^Uni ja palautuminen$/ },
  { kind: 'article', path: '/melatoniini', heading: exactly(headingOf('melatoniini')) },
  { kind: 'comparison', path: '/paras-magnesium', heading: exactly(headingOf('magnesium')) },
  { kind: 'standalone', path: '/paras-aktiivisuusrannekkeet', heading: exactly(headingOf('aktiivisuusrannekkeet')) },
  { kind: 'review', path: '/tuotearvostelut/oura-sormus', heading: exactly(headingOf('oura-sormus')) },
  { kind: 'reviews', path: '/tuotearvostelut', heading: exactly(fixedPage('/tuotearvostelut')) },
  { kind: 'comparisons', path: '/vertailut', heading: /^Vertailut$/ },
  { kind: 'products', path: '/tuotteet', heading: exactly(fixedPage('/tuotteet')) },
  { kind: 'articles', path: '/artikkelit', heading: exactly(fixedPage('/artikkelit')) },
  { kind: 'about', path: '/tietoa', heading: /^Tietoa meistä$/ },
  { kind: 'search', path: '/haku?q=magnesium', heading: /^Hakutulokset: magnesium$/ },
  { kind: 'not-found', path: '/ei-tallaista-sivua', heading: /^Sivua ei löytynyt$/ },
];

test.describe('under the CSP', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { kind, path, heading } of kinds) {
    test(`the ${kind} page hydrates without a CSP violation`, async ({ page, consoleErrors }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      await page.goto(path);
      await waitUntilReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Client-side navigation fetches the next page's data under the same policy. The link is followed from the
      // keyboard: a pointer click at the bottom of a long list can land where the link was a frame before, when the
      // cards laid out on the way (content-visibility) turn out taller than their estimate and push the footer down.
      // Leaving /tuotteet unmounts its 156 cards: on the loaded 2-core CI machine that once took more than the default
      // 5 s (CI run of d4baea9), against half a second on an idle one.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Vertailut' }).press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Vertailut' })).toBeVisible({ timeout: 15_000 });
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((text) => /Content.Security.Policy|Refused/i.test(text))).toEqual([]);
    });
  }
});
