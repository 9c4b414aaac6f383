// The head of every prerendered page (title, description, canonical, Open Graph, Twitter, JSON-LD), the sitemap and
// robots.txt, checked over HTTP against the route registry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/content/collections.server';
import { buildSite } from '../src/content/collections/site.server';
import { canonicalPathFor, routes, type RouteEntry } from '../src/config/routes';
import { expect, test } from './fixtures';
import { decodeEntities } from './html-text';

// The site's origin and name as this build has them (content/site.yaml, SITE_URL applied).
const { origin, name: site } = buildSite();
const absolute = (pathname: string) => `${origin}${encodeURI(pathname)}`;

interface Head {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  meta: Map<string, string>;
  jsonLd: Record<string, unknown>[];
}

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) meta.set(key, decodeEntities(content));
  }
  return {
    title: decodeEntities(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: meta.get('description'),
    canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    robots: meta.get('robots'),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data['@type'] === type);
const heads = new Map<string, Head>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(encodeURI(route.path));
    expect(response.status(), route.path).toBe(200);
    heads.set(route.path, parseHead(await response.text()));
  }
});

/** Registry pages whose content is missing render an error view: noindex, like the not-found pages. */
const isErrorView = (route: RouteEntry) => heads.get(route.path)?.robots === 'noindex' && !route.noindex;

test('every page has a title ending in the site name, a description, Open Graph and Twitter tags', () => {
  for (const route of routes) {
    const head = heads.get(route.path)!;
    expect(head.title, route.path).toMatch(new RegExp(`^.+ \\| ${site}$`));
    expect(head.description?.length ?? 0, route.path).toBeGreaterThan(40);
    expect(head.meta.get('og:locale'), route.path).toBe('fi_FI');
    expect(head.meta.get('og:site_name'), route.path).toBe(site);
    expect(head.meta.get('og:title'), route.path).toBe(head.title!.replace(` | ${site}`, ''));
    expect(head.meta.get('og:description'), route.path).toBe(head.description);
    expect(head.meta.get('og:image'), route.path).toMatch(new RegExp(`^${origin}/images/og/[a-z]+\\.png$`));
    expect(head.meta.get('og:image:width'), route.path).toBe('1200');
    expect(head.meta.get('og:image:height'), route.path).toBe('630');
    expect(head.meta.get('twitter:card'), route.path).toBe('summary_large_image');
    expect(head.meta.get('twitter:image'), route.path).toBe(head.meta.get('og:image'));
  }
});

test('the share images are the site’s own PNG files of 1200 × 630', () => {
  const images = new Set(routes.map((route) => heads.get(route.path)!.meta.get('og:image')!));
  expect(images.size).toBeGreaterThanOrEqual(6);
  for (const url of images) {
    const file = readFileSync(path.join('build/client', new URL(url).pathname));
    expect(file.subarray(1, 4).toString(), url).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)], url).toEqual([1200, 630]);
  }
});

test('every indexable page has an absolute canonical; aliases name their primary', () => {
  for (const route of routes) {
    const head = heads.get(route.path)!;
    if (isErrorView(route)) {
      expect(head.canonical, route.path).toBeUndefined();
      continue;
    }
    expect(head.canonical, route.path).toBe(absolute(canonicalPathFor(route.path)));
    expect(head.meta.get('og:url'), route.path).toBe(head.canonical);
    if (route.aliasOf) expect(head.canonical, route.path).toBe(absolute(route.aliasOf));
  }
});

test('descriptions are unique among the canonical pages', () => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    if (route.aliasOf || isErrorView(route)) continue;
    const description = heads.get(route.path)!.description!;
    expect(seen.get(description), `${route.path} repeats the description of ${seen.get(description)}`).toBeUndefined();
    seen.set(description, route.path);
  }
});

test('search results and the gallery are noindex; every other registry page may be indexed', () => {
  for (const route of routes) {
    const robots = heads.get(route.path)!.robots;
    if (route.noindex) expect(robots, route.path).toBe('noindex');
    else if (!isErrorView(route)) expect(robots, route.path).toBeUndefined();
  }
});

test('home has Organization and WebSite structured data with the site search', () => {
  const head = heads.get('/')!;
  const [organization] = ofType(head, 'Organization');
  expect(organization).toMatchObject({ name: site, url: `${origin}/`, logo: { url: `${origin}/images/og/logo.png` } });
  expect((organization!.sameAs as string[]).length).toBe(3);
  const [website] = ofType(head, 'WebSite');
  expect(website).toMatchObject({ name: site, url: `${origin}/`, inLanguage: 'fi-FI' });
  expect(JSON.stringify(website)).toContain(`${origin}/haku?q={search_term_string}`);
  expect(ofType(head, 'BreadcrumbList')).toEqual([]);
});

test('every page below home has a BreadcrumbList from home to itself', () => {
  for (const route of routes) {
    if (route.path === '/' || isErrorView(route)) continue;
    const head = heads.get(route.path)!;
    const [trail] = ofType(head, 'BreadcrumbList');
    const items = (trail?.itemListElement ?? []) as { position: number; name: string; item: string }[];
    expect(items.length, route.path).toBeGreaterThanOrEqual(2);
    expect(items[0], route.path).toMatchObject({ position: 1, name: 'Etusivu', item: `${origin}/` });
    expect(items.at(-1)!.item, route.path).toBe(absolute(canonicalPathFor(route.path)));
    items.forEach((item, index) => expect(item.position, route.path).toBe(index + 1));
  }
});

test('articles have Article data with headline, dateModified, author and publisher', () => {
  const articles = routes.filter((route) => route.kind === 'article' && !isErrorView(route));
  expect(articles.length).toBeGreaterThan(70);
  for (const route of articles) {
    const head = heads.get(route.path)!;
    const [article] = ofType(head, 'Article');
    expect(article, route.path).toBeDefined();
    expect(article!.headline, route.path).toBeTruthy();
    expect(article!.dateModified, route.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article!.author, route.path).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(article!.publisher, route.path).toMatchObject({ '@type': 'Organization', name: site });
    expect(head.meta.get('og:type'), route.path).toBe('article');
  }
});

test('reviews have Review data with a rating out of 5 and the reviewed Product', () => {
  const reviews = routes.filter((route) => route.kind === 'review' && !isErrorView(route));
  // Every review route whose review is written in content/reviews, and no other.
  const written = new Set(loadContent().reviews.map((review) => review.id));
  expect(reviews.map((route) => route.path)).toEqual(
    routes.filter((route) => route.kind === 'review' && written.has(route.articleId!)).map((route) => route.path),
  );
  expect(reviews).not.toEqual([]);
  for (const route of reviews) {
    const [review] = ofType(heads.get(route.path)!, 'Review');
    expect(review, route.path).toMatchObject({
      reviewRating: { '@type': 'Rating', ratingValue: expect.any(Number), bestRating: 5, worstRating: 1 },
      itemReviewed: { '@type': 'Product', name: expect.any(String) },
      author: { '@type': 'Organization' },
    });
    const rating = (review!.reviewRating as { ratingValue: number }).ratingValue;
    expect(rating, route.path).toBeGreaterThan(0);
    expect(rating, route.path).toBeLessThanOrEqual(5);
  }
});

test.describe('not-found pages', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const notFound: [string, string][] = [
    ['/ei-tallaista-sivua', 'Sivua ei löytynyt'],
    ['/articles/vertailut/ei-tallaista', 'Artikkelia ei löytynyt'],
    ['/tuotearvostelut/ei-tallaista', 'Arvostelua ei löytynyt'],
  ];
  for (const [pathname, title] of notFound) {
    test(`${pathname} is noindex, without a canonical`, async ({ request }) => {
      const response = await request.get(pathname);
      expect(response.status()).toBe(404);
      const head = parseHead(await response.text());
      expect(head.title).toBe(`${title} | ${site}`);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.description).toBeTruthy();
    });
  }
});

test('sitemap.xml lists every canonical indexable page once, with its content date', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => ({
    loc: match[1]!,
    lastmod: match[2],
  }));
  const expected = routes
    .filter((route) => !route.noindex && !route.internal && !route.aliasOf && !isErrorView(route))
    .map((route) => absolute(route.path));
  expect(urls.map((url) => url.loc)).toEqual(expected);
  for (const url of urls) if (url.lastmod) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(urls.filter((url) => url.lastmod).length).toBeGreaterThan(urls.length - 3);
  // An article's lastmod is the date its Article data gives.
  const melatonin = urls.find((url) => url.loc === absolute('/melatoniini'))!;
  expect(melatonin.lastmod).toBe(ofType(heads.get('/melatoniini')!, 'Article')[0]!.dateModified);
});

test('robots.txt allows crawling, keeps out the noindex pages and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /haku');
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
