/**
 * What some articles show besides their body (spec §2, "Article viewer"): product grids by subject at the end, and the
 * comparison cards of the vitamins-and-minerals article. Keyed by article id.
 */

/** End-of-article product grids: the subjects whose products are shown. No entry: no grid. */
export const endGridSubjects: Readonly<Record<string, readonly string[]>> = {
  proteiinijauheet: ['proteiinijauheet'],
  elektrolyytit: ['elektrolyytit'],
  punavalo: ['punavalot'],
  unenlaatu: ['unimaskit', 'tyynyt', 'korvatulpat', 'painopeitot'],
  'kauneudenhoito-ravintolisat': ['biotiini', 'kauneusravintolisat'],
  kotitreeniohjelma: ['kotitreenivälineet'],
  'alykello-vai-aktiivisuusranneke': ['urheilukellot'],
  'liikkujan-lisaravinteet': ['kreatiini', 'proteiinijauheet'],
  'unen-mittaaminen': ['unenseurantalaitteet'],
};

/** The heading of an end-of-article grid. */
export const endGridTitle = 'Suosittelemamme tuotteet';

/** Comparison cards shown in an article: one featured card and a grid, by article-list id. */
export const articleComparisonCards: Readonly<
  Record<string, { featured: { title: string; id: string }; grid: { title: string; ids: readonly string[] } }>
> = {
  'vitamiinit-ja-kivennaisaineet': {
    featured: { title: 'D-vitamiinivertailu', id: 'dvitamiini' },
    grid: { title: 'Magnesiumvertailut', ids: ['magnesium', 'puhdistamo-magnesium', 'lisäravinne-50-vuotiaille'] },
  },
};
