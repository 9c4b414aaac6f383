// Every kind of page, one address each, and all five hubs: the visual table pictures them (visual.pages.spec.ts), axe
// checks them at the narrow width, where the route test does not run it (routes.pages.spec.ts), and the cold-load shift
// test loads each template once (layout-shift.pages.spec.ts).

export interface PageKind {
  /** The baseline's name: what the picture shows. */
  name: string;
  path: string;
  /** The HTTP status the page is sent with. */
  status?: number;
  /** A first screen only, for a page whose length says nothing. */
  viewportOnly?: boolean;
  /**
   * Another page of a kind listed before it, on the same template with other content (the hubs): pictured and checked
   * with axe, but not loaded again where only the template counts (the cold-load shift test).
   */
  sameTemplate?: boolean;
}

export const pageKinds: PageKind[] = [
  { name: 'home', path: '/' },
  { name: 'hub-lisaravinteet', path: '/lisaravinteet' },
  { name: 'hub-liikunta', path: '/liikunta', sameTemplate: true },
  { name: 'hub-terveysteknologia', path: '/terveysteknologia', sameTemplate: true },
  { name: 'hub-kauneus', path: '/kauneus', sameTemplate: true },
  { name: 'hub-uni', path: '/uni', sameTemplate: true },
  { name: 'comparison-article', path: '/paras-kreatiini' },
  { name: 'topic-article', path: '/unenlaatu' },
  { name: 'standalone-comparison', path: '/paras-aktiivisuusrannekkeet' },
  { name: 'lab-guide', path: '/paras-laboratoritesti-naisille' },
  { name: 'review', path: '/tuotearvostelut/loop-earplugs' },
  { name: 'review-listing', path: '/tuotearvostelut' },
  { name: 'comparisons-index', path: '/vertailut' },
  { name: 'search-results', path: '/haku?q=korvatulpat' },
  { name: 'search-no-results', path: '/haku?q=qwertyzz', viewportOnly: true },
  { name: 'product-browser', path: '/tuotteet?kategoria=Verenpainemittarit' },
  { name: 'article-browser', path: '/artikkelit?kategoria=Mindfulness' },
  { name: 'about', path: '/tietoa' },
  { name: 'not-found', path: '/ei-tallaista-sivua', status: 404 },
];
