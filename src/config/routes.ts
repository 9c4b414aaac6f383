/**
 * The route registry: the only list of the site's paths. The router config (src/routes.ts), the prerender list
 * (react-router.config.ts), the header, the footer and the tests all read it. Build-time only: the content pages come
 * from the content files' frontmatter, read from disk.
 */
import { pageTexts } from '../content/collections/pages.server.ts';
import { loadContent, type LoadedContent } from '../content/collections.server.ts';
import { ProblemError } from '../lib/problem.ts';

/** What renders a path; each kind is one route module under src/routes/. */
export type RouteKind =
  | 'home'
  | 'about'
  | 'search'
  | 'hub'
  | 'reviews'
  | 'comparisons'
  | 'products'
  | 'articles'
  | 'article'
  | 'review'
  | 'gallery';

/** One page of the site. */
export interface RouteEntry {
  /** The path readers type, with no trailing slash; non-ASCII letters are kept as they are (not percent-encoded). */
  path: string;
  /** Which route module renders the page. */
  kind: RouteKind;
  /** The short name in menus and link lists. */
  label: string;
  /** The page's heading and the start of its document title; pages that build their own title leave it out. */
  title?: string;
  /** The meta description of pages that have one of their own. */
  description?: string;
  /** Search engines are told not to index the page (search results, the component gallery). */
  noindex?: boolean;
  /** A page for development and tests only: prerendered, but not linked from the site and not in the sitemap. */
  internal?: boolean;
  /** The id of the article or review the page shows: its file's name in content/articles, standalone or reviews. */
  articleId?: string;
  /** For an older address: the primary path whose article it shows and which it names as canonical. */
  aliasOf?: string;
}

/** A fixed page: its words (label, title, description) are the editors', in content/pages.yaml. */
function page(path: string, kind: RouteKind, extra: Partial<RouteEntry> = {}): RouteEntry {
  const text = pageTexts()[path];
  if (!text)
    throw new ProblemError({
      file: 'content/pages.yaml',
      entry: path,
      field: 'label, title, description',
      message: 'sivun teksti puuttuu',
    });
  return { path, kind, label: text.label, title: text.title, description: text.description, ...extra };
}
const article = (path: string, articleId: string, label = ''): RouteEntry => ({
  path,
  kind: 'article',
  label,
  articleId,
});
/** An older address that shows the article of `primaryPath` and names that path as canonical. */
const alias = (path: string, primaryPath: string): RouteEntry => ({
  path,
  kind: 'article',
  label: '',
  aliasOf: primaryPath,
});
const review = (path: string, articleId: string, label: string): RouteEntry => ({
  path,
  kind: 'review',
  label,
  articleId,
});

/** Pages with a layout of their own. */
const pages: RouteEntry[] = [
  page('/', 'home'),
  page('/tietoa', 'about'),
  page('/haku', 'search', { noindex: true }),
  page('/lisaravinteet', 'hub'),
  page('/liikunta', 'hub'),
  page('/terveysteknologia', 'hub'),
  page('/kauneus', 'hub'),
  page('/uni', 'hub'),
  page('/tuotearvostelut', 'reviews'),
  page('/vertailut', 'comparisons'),
  page('/tuotteet', 'products'),
  page('/artikkelit', 'articles'),
  page('/komponentit', 'gallery', { noindex: true, internal: true }),
];

/**
 * Articles, standalone comparison pages and reviews: each content file names its route, its older addresses (aliases,
 * spec §2) and its menu label in its frontmatter, so adding an article is adding one file.
 */
export function contentRoutes(documents: LoadedContent): RouteEntry[] {
  return [
    ...[...documents.articles, ...documents.standalone].flatMap((doc) => [
      article(doc.front.route, doc.id, doc.front.label),
      ...(doc.front.aliases ?? []).map((path) => alias(path, doc.front.route)),
    ]),
    // Product reviews (spec §2, "Review routes"); two keep the spelling of their published addresses.
    ...documents.reviews.map((doc) => review(doc.front.route, doc.id, doc.front.label)),
  ];
}

/** A published review address whose review is not written: it shows the review error view (spec §8). */
const unwrittenReviews: RouteEntry[] = [review('/vaistoa-uoma-2-tuotearvostelu', 'vaistoa-uoma-2', 'Vaistoa Uoma 2')];

/** Every page of the site, in the order of the lists above. */
export const routes: readonly RouteEntry[] = [...pages, ...contentRoutes(loadContent()), ...unwrittenReviews];

/** The path that the not-found page is prerendered at; the server sends it with status 404 for unknown paths. */
export const notFoundPath = '/404';

/**
 * Under /articles/vertailut/ any other slug shows the article error view (spec §2). Its page is prerendered at this
 * path, and the server sends the nearest such 404 page, with status 404, for unknown paths below the folder.
 */
export const unknownComparisonPath = '/articles/vertailut/404';

/**
 * Under /tuotearvostelut/ any other slug shows the review error view (spec §8), prerendered at this path; the server
 * sends it with status 404 for unknown paths below the folder.
 */
export const unknownReviewPath = '/tuotearvostelut/404';

const byPath = new Map(routes.map((entry) => [entry.path, entry]));

/** The registry entry for a path (decoded, without a trailing slash), or undefined when the site has no such page. */
export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(normalizePath(path));
}

/** The registry entry for a path that must exist; a typo in code fails loudly instead of rendering a broken link. */
export function routeFor(path: string): RouteEntry {
  const entry = findRoute(path);
  if (!entry) throw new Error(`Reittiä ${path} ei ole reittirekisterissä (src/config/routes.ts).`);
  return entry;
}

/** A pathname as the registry writes it: percent-decoded where valid, with no trailing slash except for "/". */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as typed; it then simply matches no page.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** The paths written to static HTML at build time: every registry path and the three not-found pages. */
export function prerenderPaths(): string[] {
  return [...routes.map((entry) => entry.path), notFoundPath, unknownComparisonPath, unknownReviewPath];
}

/** The article id a path shows: its own, or for an alias the id of its primary route. */
export function articleIdFor(path: string): string | undefined {
  const entry = findRoute(path);
  if (!entry) return undefined;
  return entry.aliasOf ? findRoute(entry.aliasOf)?.articleId : entry.articleId;
}

/** The canonical path of a page: an alias names its primary route, every other page itself. */
export function canonicalPathFor(path: string): string {
  const entry = findRoute(path);
  return entry?.aliasOf ?? entry?.path ?? normalizePath(path);
}
