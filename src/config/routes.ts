/**
 * The route registry: the only list of the site's paths. The router config (src/routes.ts), the prerender list
 * (react-router.config.ts), the header, the footer and the tests all read it.
 */

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
  /** The id of the article or review the page shows (content/articles/list.ts). */
  articleId?: string;
  /** For an older address: the primary path whose article it shows and which it names as canonical. */
  aliasOf?: string;
}

const page = (path: string, kind: RouteKind, label: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  kind,
  label,
  ...extra,
});
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
  page('/', 'home', 'Etusivu', {
    title: 'Hyvinvointituotteiden vertailut ja arvostelut',
    description:
      'Suomenkieliset vertailut ja arvostelut lisäravinteista, unituotteista, terveysteknologiasta ja kauneudenhoidosta.',
  }),
  page('/tietoa', 'about', 'Tietoa meistä', {
    title: 'Tietoa meistä',
    description: 'Keitä olemme, miten teemme vertailumme ja miten sivusto rahoitetaan.',
  }),
  page('/haku', 'search', 'Haku', {
    title: 'Haku',
    description: 'Hae vertailuista, artikkeleista ja tuotearvosteluista aiheen, tuotteen tai merkin nimellä.',
    noindex: true,
  }),
  page('/lisaravinteet', 'hub', 'Lisäravinteet', {
    title: 'Lisäravinteet',
    description: 'Vitamiinit, kivennäisaineet, proteiinit, adaptogeenit ja muut lisäravinteet vertailussa.',
  }),
  page('/liikunta', 'hub', 'Liikunta', {
    title: 'Liikunta',
    description: 'Kotitreeni, palautuminen ja liikkujan lisäravinteet: oppaat ja vertailut liikkujalle.',
  }),
  page('/terveysteknologia', 'hub', 'Terveysteknologia', {
    title: 'Terveysteknologia',
    description: 'Älykellot, aktiivisuusrannekkeet, punavalo, kirkasvalot ja ikätestit vertailussa.',
  }),
  page('/kauneus', 'hub', 'Kauneus', {
    title: 'Kauneus',
    description: 'Luonnonkosmetiikka, ihonhoito ja kauneudenhoito ravintolisillä: vertailut ja oppaat.',
  }),
  page('/uni', 'hub', 'Uni ja palautuminen', {
    title: 'Uni ja palautuminen',
    description: 'Unenlaatu, melatoniini, unen mittaaminen ja rentoutuminen: vertailut ja oppaat parempaan uneen.',
  }),
  page('/tuotearvostelut', 'reviews', 'Tuotearvostelut', {
    title: 'Tuotearvostelut',
    description: 'Toimituksen arvostelut hyvinvointituotteista: arvosana, hyvät ja huonot puolet sekä suositus.',
  }),
  page('/vertailut', 'comparisons', 'Vertailut', {
    title: 'Vertailut',
    description:
      'Kaikki hyvinvointituotteiden ja -palveluiden vertailumme: lisäravinteet, uni, terveysteknologia ja kauneus.',
  }),
  page('/tuotteet', 'products', 'Tuotteet', {
    title: 'Tuotteet',
    description: 'Selaa kaikkia vertailemiamme hyvinvointituotteita kategorian, hinnan ja merkin mukaan.',
  }),
  page('/artikkelit', 'articles', 'Artikkelit', {
    title: 'Artikkelit',
    description: 'Kaikki artikkelimme ja vertailumme aiheittain.',
  }),
  page('/komponentit', 'gallery', 'Komponenttigalleria', {
    title: 'Komponenttigalleria',
    description: 'Sivuston käyttöliittymäkomponentit kaikissa tiloissaan kehitystä ja testejä varten.',
    noindex: true,
    internal: true,
  }),
];

/** Topic pages (spec §2, "Article routes"). */
const topicPages: RouteEntry[] = [
  article('/melatoniini', 'melatoniini', 'Melatoniini'),
  article('/kirkasvalot', 'kirkasvalo', 'Kirkasvalot'),
  article('/unenlaatu', 'unenlaatu', 'Unenlaatu'),
  article('/anti-aging', 'anti-aging', 'Anti-aging'),
  article('/adaptogeenit', 'adaptogeenit', 'Adaptogeenit'),
  article('/palautuminen', 'palautuminen', 'Palautuminen'),
  article('/kauneuden-hoito-ravintolisilla', 'kauneudenhoito-ravintolisat', 'Kauneudenhoito ravintolisillä'),
  article('/punavalo', 'punavalo', 'Punavalo'),
  article('/luonnonkosmetiikka', 'luonnonkosmetiikka', 'Luonnonkosmetiikka'),
  article('/superfoodit', 'superfoodit', 'Superfoodit'),
  article('/elektrolyytit', 'elektrolyytit', 'Elektrolyytit'),
  article('/proteiinijauheet', 'proteiinijauheet', 'Proteiinijauheet'),
  article('/alykello-vai-aktiivisuusranneke', 'alykello-vai-aktiivisuusranneke', 'Älykello vai aktiivisuusranneke'),
  article('/vitamiinit-ja-kivennaisaineet', 'vitamiinit-ja-kivennaisaineet', 'Vitamiinit ja kivennäisaineet'),
  article('/rentoutuminen', 'rentoutuminen', 'Rentoutuminen'),
  article('/unen-mittaaminen', 'unen-mittaaminen', 'Unen mittaaminen'),
  article('/kotitreeniohjelma', 'kotitreeniohjelma', 'Kotitreeniohjelma'),
  article('/liikkujan-lisaravinteet', 'liikkujan-lisaravinteet', 'Liikkujan lisäravinteet'),
  article('/d-vitamiini', 'd-vitamiini', 'D-vitamiini'),
  article('/epigeneettiset-ikatestit', 'epigeneettiset-ikatestit', 'Epigeneettiset ikätestit'),
  article('/parhaat-lahjaideat', 'lahjaideat', 'Parhaat lahjaideat'),
  article('/parhaat-proteiinijauheet', 'parhaat-proteiinijauheet', 'Parhaat proteiinijauheet'),
];

/** Older article addresses that stay reachable (spec §2, "Aliases"). */
const aliasPages: RouteEntry[] = [
  article('/articles/lisaravinteet/ashwagandha', 'ashwagandha'),
  alias('/articles/lisaravinteet/superfood', '/superfoodit'),
  article('/articles/lisaravinteet/omega3', 'omega-3'),
  alias('/articles/lisaravinteet/superfoodit', '/superfoodit'),
  alias('/articles/lisaravinteet/elektrolyytit', '/elektrolyytit'),
  article('/articles/tukiartikkelit/kollageeni-vai-kreatiini', 'kollageeni-vai-kreatiini'),
  article('/articles/tukiartikkelit/alyvaaka-kokemuksia', 'alyvaaka-kokemuksia'),
  alias('/articles/tukiartikkelit/melatoniini', '/melatoniini'),
  alias('/articles/uni/unen-mittaaminen', '/unen-mittaaminen'),
  alias('/articles/kauneus/kauneudenhoito-ravintolisat', '/kauneuden-hoito-ravintolisilla'),
  alias('/articles/kauneus/luonnonkosmetiikka', '/luonnonkosmetiikka'),
  alias('/articles/vertailut/kauneusravintolisat', '/paras-kauneusravintolisa'),
  article('/articles/vertailut/luonnonkosmetiikan-kasvovoiteet', 'luonnonkosmetiikan-kasvovoiteet'),
  article('/articles/vertailut/mikroneulauslaitteet', 'mikroneulauslaitteet', 'Mikroneulauslaitteet'),
  alias('/articles/liikunta/liikkujan-lisaravinteet', '/liikkujan-lisaravinteet'),
  article('/articles/mindfulness/laadukas-uni', 'laadukas-uni'),
];

/** Comparison articles ("paras …", spec §2, "Comparison routes"). */
const comparisonPages: RouteEntry[] = [
  article('/paras-aktiivisuusrannekkeet', 'aktiivisuusrannekkeet'),
  article('/paras-ravinnon-seurantasovellus', 'ravinnon-seurantasovellukset'),
  article('/paras-elektrolyytti', 'elektrolyytti'),
  article('/paras-tyyny', 'tyynyt'),
  article('/paras-korvatulppa', 'korvatulpat'),
  article('/paras-alykello', 'alykello'),
  article('/paras-superfood', 'superfood'),
  article('/paras-painopeitto', 'painopeitto'),
  article('/paras-unenseurantalaitteet', 'unenseurantalaitteet'),
  article('/paras-alyvaaka', 'alyvaaka'),
  article('/paras-luonnonkosmetiikka-deodorantti', 'deodorantti'),
  article('/paras-verenpainemittari', 'verenpainemittarit'),
  article('/paras-kirkasvalolamppu', 'kirkasvalolamppu'),
  article('/paras-punavalo', 'punavalolaitteet', 'Paras punavalolaite'),
  article('/paras-lisäravinne-50-vuotiaille', 'lisäravinne-50-vuotiaille'),
  article('/paras-kollageenivalmiste', 'kollageenivalmiste'),
  article('/paras-kreatiini', 'kreatiini'),
  article('/paras-lihashuoltovasara', 'lihashuoltovasara'),
  article('/paras-magnesium', 'magnesium'),
  article('/paras-shampoo', 'shampoo'),
  article('/paras-paljasjalkakenka', 'paljasjalkakengat'),
  article('/paras-elektrolyyttijauhe', 'elektrolyyttijauhe'),
  article('/paras-omega3', 'omega3'),
  article('/paras-dvitamiini', 'dvitamiini'),
  article('/paras-adaptogeeni', 'adaptogeeni'),
  article('/paras-biotiini', 'biotiini'),
  article('/paras-hyaluronihappo', 'hyaluronihappo'),
  article('/paras-aurinkovoide', 'aurinkovoide'),
  article('/paras-ihokarvanpoistaja', 'ihokarvanpoistaja'),
  article('/paras-kasvohoyrytin', 'kasvohoyrytin'),
  article('/paras-kotitreeniväline', 'kotitreenivaline'),
  article('/paras-retinoliseerumi', 'retinoliseerumi', 'Paras retinoliseerumi'),
  article('/paras-retinoli', 'retinoli'),
  article('/paras-unimaski', 'unimaskit'),
  article('/paras-melatoniini', 'melatoniinivertailu'),
  article('/paras-mikroneulain', 'mikroneulain'),
  article('/paras-kauneusravintolisa', 'kauneusravintolisat'),
  article('/paras-laboratoritesti-naisille', 'laboratoriotesti'),
];

/** Product reviews (spec §2, "Review routes"); the first two keep the spelling of their published addresses. */
const reviewPages: RouteEntry[] = [
  review('/garmin-vivomore-trend-tuotearvostelu', 'garmin-vivomove-trend', 'Garmin Vivomove Trend'),
  review('/vaistoa-uoma-2-tuotearvostelu', 'vaistoa-uoma-2', 'Vaistoa Uoma 2'),
  review('/tuotearvostelut/puhdistamo-magnesium', 'puhdistamo-magnesium', 'Puhdistamo Magnesium'),
  review('/tuotearvostelut/loop-earplugs', 'loop-earplugs', 'Loop-korvatulpat'),
  review('/tuotearvostelut/oura-sormus', 'oura-sormus', 'Oura-sormus'),
];

/** Every page of the site, in the order of the lists above. */
export const routes: readonly RouteEntry[] = [
  ...pages,
  ...topicPages,
  ...aliasPages,
  ...comparisonPages,
  ...reviewPages,
];

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
