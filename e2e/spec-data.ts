/**
 * The spec's own lists (../shared/spec.md §2), written out literally so that tests compare what the site renders with
 * what the spec says, not with the route registry that the site itself is built from.
 */
export const specHeader = [
  {
    label: 'Lisäravinteet',
    path: '/lisaravinteet',
    submenu: ['/vitamiinit-ja-kivennaisaineet', '/adaptogeenit', '/proteiinijauheet', '/superfoodit', '/elektrolyytit'],
  },
  {
    label: 'Liikunta',
    path: '/liikunta',
    submenu: ['/kotitreeniohjelma', '/palautuminen', '/liikkujan-lisaravinteet'],
  },
  {
    label: 'Terveysteknologia',
    path: '/terveysteknologia',
    submenu: ['/punavalo', '/kirkasvalot', '/alykello-vai-aktiivisuusranneke', '/epigeneettiset-ikatestit'],
  },
  {
    label: 'Kauneus',
    path: '/kauneus',
    submenu: ['/luonnonkosmetiikka', '/anti-aging', '/kauneuden-hoito-ravintolisilla'],
  },
  {
    label: 'Uni ja palautuminen',
    path: '/uni',
    submenu: ['/unenlaatu', '/melatoniini', '/unen-mittaaminen', '/rentoutuminen'],
  },
  { label: 'Tuotearvostelut', path: '/tuotearvostelut', submenu: [] },
  { label: 'Vertailut', path: '/vertailut', submenu: [] },
] as const;

export const specFooter = {
  site: ['/', '/tuotearvostelut', '/vertailut', '/tietoa'],
  topics: ['/lisaravinteet', '/liikunta', '/terveysteknologia', '/kauneus', '/uni'],
  latestArticles: ['/paras-punavalo', '/articles/vertailut/mikroneulauslaitteet', '/paras-retinoliseerumi'],
} as const;

/** Entries of the header that have a submenu. */
export const specSubmenus = specHeader.filter((entry) => entry.submenu.length > 0);
