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

/** Spec §2, "Article routes": the topic pages, written out as the spec lists them. */
export const specTopicRoutes = [
  '/melatoniini',
  '/kirkasvalot',
  '/unenlaatu',
  '/anti-aging',
  '/adaptogeenit',
  '/palautuminen',
  '/kauneuden-hoito-ravintolisilla',
  '/punavalo',
  '/luonnonkosmetiikka',
  '/superfoodit',
  '/elektrolyytit',
  '/proteiinijauheet',
  '/alykello-vai-aktiivisuusranneke',
  '/vitamiinit-ja-kivennaisaineet',
  '/rentoutuminen',
  '/unen-mittaaminen',
  '/kotitreeniohjelma',
  '/liikkujan-lisaravinteet',
  '/d-vitamiini',
  '/epigeneettiset-ikatestit',
  '/parhaat-lahjaideat',
  '/parhaat-proteiinijauheet',
] as const;

/** Spec §2, "Article routes": the comparison routes. */
export const specComparisonRoutes = [
  'paras-aktiivisuusrannekkeet',
  'paras-ravinnon-seurantasovellus',
  'paras-elektrolyytti',
  'paras-tyyny',
  'paras-korvatulppa',
  'paras-alykello',
  'paras-superfood',
  'paras-painopeitto',
  'paras-unenseurantalaitteet',
  'paras-alyvaaka',
  'paras-luonnonkosmetiikka-deodorantti',
  'paras-verenpainemittari',
  'paras-kirkasvalolamppu',
  'paras-punavalo',
  'paras-lisäravinne-50-vuotiaille',
  'paras-kollageenivalmiste',
  'paras-kreatiini',
  'paras-lihashuoltovasara',
  'paras-magnesium',
  'paras-shampoo',
  'paras-paljasjalkakenka',
  'paras-elektrolyyttijauhe',
  'paras-omega3',
  'paras-dvitamiini',
  'paras-adaptogeeni',
  'paras-biotiini',
  'paras-hyaluronihappo',
  'paras-aurinkovoide',
  'paras-ihokarvanpoistaja',
  'paras-kasvohoyrytin',
  'paras-kotitreeniväline',
  'paras-retinoliseerumi',
  'paras-retinoli',
  'paras-unimaski',
  'paras-melatoniini',
  'paras-mikroneulain',
  'paras-kauneusravintolisa',
  'paras-laboratoritesti-naisille',
].map((slug) => `/${slug}`);

/** Spec §2, "Pages": the review routes. */
export const specReviewRoutes = [
  '/garmin-vivomore-trend-tuotearvostelu',
  '/vaistoa-uoma-2-tuotearvostelu',
  '/tuotearvostelut/puhdistamo-magnesium',
  '/tuotearvostelut/loop-earplugs',
  '/tuotearvostelut/oura-sormus',
] as const;

/** Spec §2, "Article routes": the aliases (besides other /articles/vertailut/{slug} such as mikroneulauslaitteet). */
export const specAliasRoutes = [
  ...['ashwagandha', 'superfood', 'omega3', 'superfoodit', 'elektrolyytit'].map(
    (slug) => `/articles/lisaravinteet/${slug}`,
  ),
  ...['kollageeni-vai-kreatiini', 'alyvaaka-kokemuksia', 'melatoniini'].map(
    (slug) => `/articles/tukiartikkelit/${slug}`,
  ),
  '/articles/uni/unen-mittaaminen',
  ...['kauneudenhoito-ravintolisat', 'luonnonkosmetiikka'].map((slug) => `/articles/kauneus/${slug}`),
  ...['kauneusravintolisat', 'luonnonkosmetiikan-kasvovoiteet', 'mikroneulauslaitteet'].map(
    (slug) => `/articles/vertailut/${slug}`,
  ),
  '/articles/liikunta/liikkujan-lisaravinteet',
  '/articles/mindfulness/laadukas-uni',
];
