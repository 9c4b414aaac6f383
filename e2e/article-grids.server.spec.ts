// Spec §2, "Article viewer": the end-of-article product grids, from the spec's own list, in the prerendered HTML.
import { catalogue } from '../src/content/collections/products.server';
import type { ProductSubject } from '../src/content/schemas/product';
import { expect, test } from './fixtures';
import { decodeEntities } from './html-text';

/** The spec's list: article route → the subjects of its end grid. */
const grids: [path: string, subjects: ProductSubject[]][] = [
  ['/proteiinijauheet', ['proteiinijauheet']],
  ['/elektrolyytit', ['elektrolyytit']],
  ['/punavalo', ['punavalot']],
  ['/unenlaatu', ['unimaskit', 'tyynyt', 'korvatulpat', 'painopeitot']],
  ['/kauneuden-hoito-ravintolisilla', ['biotiini', 'kauneusravintolisat']],
  ['/kotitreeniohjelma', ['kotitreenivälineet']],
  ['/alykello-vai-aktiivisuusranneke', ['urheilukellot']],
  ['/liikkujan-lisaravinteet', ['kreatiini', 'proteiinijauheet']],
  ['/unen-mittaaminen', ['unenseurantalaitteet']],
];

/** "No grid for superfoodit, kirkasvalo, epigeneettiset-ikatestit, rentoutuminen, anti-aging, luonnonkosmetiikka and palautuminen." */
const withoutGrid = [
  '/superfoodit',
  '/kirkasvalot',
  '/epigeneettiset-ikatestit',
  '/rentoutuminen',
  '/anti-aging',
  '/luonnonkosmetiikka',
  '/palautuminen',
];

const gridTitle = 'Suosittelemamme tuotteet';

/**
 * The titles a grid of these subjects shows, in order: the subjects in the spec's order, the catalogue's order within a
 * subject, one card per product (a product sold by several shops, or listed under two of the subjects, is shown once).
 */
function expectedTitles(subjects: readonly ProductSubject[]): string[] {
  const titles = new Map<string, string>();
  for (const subject of subjects) {
    for (const product of catalogue()) {
      if (product.subjects.includes(subject) && !titles.has(product.id)) titles.set(product.id, product.title);
    }
  }
  return [...titles.values()];
}

/** The product cards' titles inside the end grid's section, or null when the page has no end grid. */
function gridProducts(html: string): string[] | null {
  const heading = html.search(new RegExp(`<h2[^>]*>${gridTitle}</h2>`));
  if (heading < 0) return null;
  const section = html.slice(heading, html.indexOf('</section>', heading));
  return [...section.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => decodeEntities(match[1]!));
}

for (const [path, subjects] of grids) {
  test(`${path} ends with a grid of its subjects' products (${subjects.join(', ')})`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const expected = expectedTitles(subjects);
    expect(expected, path).not.toEqual([]);
    expect(gridProducts(html), path).toEqual(expected);
  });
}

for (const path of withoutGrid) {
  test(`${path} has no end grid`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(gridProducts(html), path).toBeNull();
  });
}
