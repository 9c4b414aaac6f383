/**
 * The header's and footer's links (spec §2). They ship to the browser, so they are plain data here instead of lookups
 * in the route registry, which stays out of the JavaScript bundle and grows with the content. A unit test
 * (navigation.test.ts) checks every path and label against the registry.
 */

/** A link of a menu or of the footer. */
export interface NavLink {
  path: string;
  label: string;
}

/** A header entry: a page and, optionally, the pages of its submenu. */
export interface NavEntry {
  /** A stable key for the submenu's element ids. */
  key: string;
  link: NavLink;
  children: NavLink[];
}

const link = (path: string, label: string): NavLink => ({ path, label });

/** The header's entries and submenus exactly as spec §2 lists them. */
export const navigation: readonly NavEntry[] = [
  {
    key: 'lisaravinteet',
    link: link('/lisaravinteet', 'Lisäravinteet'),
    children: [
      link('/vitamiinit-ja-kivennaisaineet', 'Vitamiinit ja kivennäisaineet'),
      link('/adaptogeenit', 'Adaptogeenit'),
      link('/proteiinijauheet', 'Proteiinijauheet'),
      link('/superfoodit', 'Superfoodit'),
      link('/elektrolyytit', 'Elektrolyytit'),
    ],
  },
  {
    key: 'liikunta',
    link: link('/liikunta', 'Liikunta'),
    children: [
      link('/kotitreeniohjelma', 'Kotitreeniohjelma'),
      link('/palautuminen', 'Palautuminen'),
      link('/liikkujan-lisaravinteet', 'Liikkujan lisäravinteet'),
    ],
  },
  {
    key: 'terveysteknologia',
    link: link('/terveysteknologia', 'Terveysteknologia'),
    children: [
      link('/punavalo', 'Punavalo'),
      link('/kirkasvalot', 'Kirkasvalot'),
      link('/alykello-vai-aktiivisuusranneke', 'Älykello vai aktiivisuusranneke'),
      link('/epigeneettiset-ikatestit', 'Epigeneettiset ikätestit'),
    ],
  },
  {
    key: 'kauneus',
    link: link('/kauneus', 'Kauneus'),
    children: [
      link('/luonnonkosmetiikka', 'Luonnonkosmetiikka'),
      link('/anti-aging', 'Anti-aging'),
      link('/kauneuden-hoito-ravintolisilla', 'Kauneudenhoito ravintolisillä'),
    ],
  },
  {
    key: 'uni',
    link: link('/uni', 'Uni ja palautuminen'),
    children: [
      link('/unenlaatu', 'Unenlaatu'),
      link('/melatoniini', 'Melatoniini'),
      link('/unen-mittaaminen', 'Unen mittaaminen'),
      link('/rentoutuminen', 'Rentoutuminen'),
    ],
  },
  { key: 'tuotearvostelut', link: link('/tuotearvostelut', 'Tuotearvostelut'), children: [] },
  { key: 'vertailut', link: link('/vertailut', 'Vertailut'), children: [] },
];

/** The footer's link groups (spec §2, "Footer"). */
export const footerNavigation = {
  site: [
    link('/', 'Etusivu'),
    link('/tuotearvostelut', 'Tuotearvostelut'),
    link('/vertailut', 'Vertailut'),
    link('/tietoa', 'Tietoa meistä'),
  ],
  topics: navigation.slice(0, 5).map((entry) => entry.link),
  latestArticles: [
    link('/paras-punavalo', 'Paras punavalolaite'),
    link('/articles/vertailut/mikroneulauslaitteet', 'Mikroneulauslaitteet'),
    link('/paras-retinoliseerumi', 'Paras retinoliseerumi'),
  ],
} as const;
