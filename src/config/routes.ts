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
}

const page = (path: string, kind: RouteKind, label: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  kind,
  label,
  ...extra,
});
const article = (path: string, label = ''): RouteEntry => ({ path, kind: 'article', label });
const review = (path: string, label: string): RouteEntry => ({ path, kind: 'review', label });

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
  page('/haku', 'search', 'Haku', { title: 'Haku', noindex: true }),
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
  article('/melatoniini', 'Melatoniini'),
  article('/kirkasvalot', 'Kirkasvalot'),
  article('/unenlaatu', 'Unenlaatu'),
  article('/anti-aging', 'Anti-aging'),
  article('/adaptogeenit', 'Adaptogeenit'),
  article('/palautuminen', 'Palautuminen'),
  article('/kauneuden-hoito-ravintolisilla', 'Kauneudenhoito ravintolisillä'),
  article('/punavalo', 'Punavalo'),
  article('/luonnonkosmetiikka', 'Luonnonkosmetiikka'),
  article('/superfoodit', 'Superfoodit'),
  article('/elektrolyytit', 'Elektrolyytit'),
  article('/proteiinijauheet', 'Proteiinijauheet'),
  article('/alykello-vai-aktiivisuusranneke', 'Älykello vai aktiivisuusranneke'),
  article('/vitamiinit-ja-kivennaisaineet', 'Vitamiinit ja kivennäisaineet'),
  article('/rentoutuminen', 'Rentoutuminen'),
  article('/unen-mittaaminen', 'Unen mittaaminen'),
  article('/kotitreeniohjelma', 'Kotitreeniohjelma'),
  article('/liikkujan-lisaravinteet', 'Liikkujan lisäravinteet'),
  article('/d-vitamiini', 'D-vitamiini'),
  article('/epigeneettiset-ikatestit', 'Epigeneettiset ikätestit'),
  article('/parhaat-lahjaideat', 'Parhaat lahjaideat'),
  article('/parhaat-proteiinijauheet', 'Parhaat proteiinijauheet'),
];

/** Older article addresses that stay reachable (spec §2, "Aliases"). */
const aliasPages: RouteEntry[] = [
  article('/articles/lisaravinteet/ashwagandha'),
  article('/articles/lisaravinteet/superfood'),
  article('/articles/lisaravinteet/omega3'),
  article('/articles/lisaravinteet/superfoodit'),
  article('/articles/lisaravinteet/elektrolyytit'),
  article('/articles/tukiartikkelit/kollageeni-vai-kreatiini'),
  article('/articles/tukiartikkelit/alyvaaka-kokemuksia'),
  article('/articles/tukiartikkelit/melatoniini'),
  article('/articles/uni/unen-mittaaminen'),
  article('/articles/kauneus/kauneudenhoito-ravintolisat'),
  article('/articles/kauneus/luonnonkosmetiikka'),
  article('/articles/vertailut/kauneusravintolisat'),
  article('/articles/vertailut/luonnonkosmetiikan-kasvovoiteet'),
  article('/articles/vertailut/mikroneulauslaitteet', 'Mikroneulauslaitteet'),
  article('/articles/liikunta/liikkujan-lisaravinteet'),
  article('/articles/mindfulness/laadukas-uni'),
];

/** Comparison articles ("paras …", spec §2, "Comparison routes"). */
const comparisonPages: RouteEntry[] = [
  article('/paras-aktiivisuusrannekkeet'),
  article('/paras-ravinnon-seurantasovellus'),
  article('/paras-elektrolyytti'),
  article('/paras-tyyny'),
  article('/paras-korvatulppa'),
  article('/paras-alykello'),
  article('/paras-superfood'),
  article('/paras-painopeitto'),
  article('/paras-unenseurantalaitteet'),
  article('/paras-alyvaaka'),
  article('/paras-luonnonkosmetiikka-deodorantti'),
  article('/paras-verenpainemittari'),
  article('/paras-kirkasvalolamppu'),
  article('/paras-punavalo', 'Paras punavalolaite'),
  article('/paras-lisäravinne-50-vuotiaille'),
  article('/paras-kollageenivalmiste'),
  article('/paras-kreatiini'),
  article('/paras-lihashuoltovasara'),
  article('/paras-magnesium'),
  article('/paras-shampoo'),
  article('/paras-paljasjalkakenka'),
  article('/paras-elektrolyyttijauhe'),
  article('/paras-omega3'),
  article('/paras-dvitamiini'),
  article('/paras-adaptogeeni'),
  article('/paras-biotiini'),
  article('/paras-hyaluronihappo'),
  article('/paras-aurinkovoide'),
  article('/paras-ihokarvanpoistaja'),
  article('/paras-kasvohoyrytin'),
  article('/paras-kotitreeniväline'),
  article('/paras-retinoliseerumi', 'Paras retinoliseerumi'),
  article('/paras-retinoli'),
  article('/paras-unimaski'),
  article('/paras-melatoniini'),
  article('/paras-mikroneulain'),
  article('/paras-kauneusravintolisa'),
  article('/paras-laboratoritesti-naisille'),
];

/** Product reviews (spec §2, "Review routes"); the first two keep the spelling of their published addresses. */
const reviewPages: RouteEntry[] = [
  review('/garmin-vivomore-trend-tuotearvostelu', 'Garmin Vivomove Trend'),
  review('/vaistoa-uoma-2-tuotearvostelu', 'Vaistoa Uoma 2'),
  review('/tuotearvostelut/puhdistamo-magnesium', 'Puhdistamo Magnesium'),
  review('/tuotearvostelut/loop-earplugs', 'Loop-korvatulpat'),
  review('/tuotearvostelut/oura-sormus', 'Oura-sormus'),
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

/** The paths written to static HTML at build time: every registry path and the not-found page. */
export function prerenderPaths(): string[] {
  return [...routes.map((entry) => entry.path), notFoundPath];
}

/** A header entry: a registry page and, optionally, the pages of its submenu. */
export interface NavEntry {
  /** A stable key for the submenu's element ids. */
  key: string;
  link: RouteEntry;
  children: RouteEntry[];
}

const nav = (key: string, path: string, children: string[] = []): NavEntry => ({
  key,
  link: routeFor(path),
  children: children.map(routeFor),
});

/** The header's entries and submenus exactly as spec §2 lists them. */
export const navigation: readonly NavEntry[] = [
  nav('lisaravinteet', '/lisaravinteet', [
    '/vitamiinit-ja-kivennaisaineet',
    '/adaptogeenit',
    '/proteiinijauheet',
    '/superfoodit',
    '/elektrolyytit',
  ]),
  nav('liikunta', '/liikunta', ['/kotitreeniohjelma', '/palautuminen', '/liikkujan-lisaravinteet']),
  nav('terveysteknologia', '/terveysteknologia', [
    '/punavalo',
    '/kirkasvalot',
    '/alykello-vai-aktiivisuusranneke',
    '/epigeneettiset-ikatestit',
  ]),
  nav('kauneus', '/kauneus', ['/luonnonkosmetiikka', '/anti-aging', '/kauneuden-hoito-ravintolisilla']),
  nav('uni', '/uni', ['/unenlaatu', '/melatoniini', '/unen-mittaaminen', '/rentoutuminen']),
  nav('tuotearvostelut', '/tuotearvostelut'),
  nav('vertailut', '/vertailut'),
];

/** The footer's link groups (spec §2, "Footer"). */
export const footerNavigation = {
  site: ['/', '/tuotearvostelut', '/vertailut', '/tietoa'].map(routeFor),
  topics: ['/lisaravinteet', '/liikunta', '/terveysteknologia', '/kauneus', '/uni'].map(routeFor),
  latestArticles: ['/paras-punavalo', '/articles/vertailut/mikroneulauslaitteet', '/paras-retinoliseerumi'].map(
    routeFor,
  ),
} as const;
