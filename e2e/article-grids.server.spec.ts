// Spec §2, "Article viewer": the end-of-article product grids, from the spec's own list, in the prerendered HTML.
import { products } from '../content/products';
import { expect, test } from './fixtures';

/** The spec's list: article route → the subjects of its end grid. */
const grids: [path: string, subjects: string[]][] = [
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

/** The product cards' titles inside the end grid's section, or null when the page has no end grid. */
function gridProducts(html: string): string[] | null {
  const heading = html.search(new RegExp(`<h2[^>]*>${gridTitle}</h2>`));
  if (heading < 0) return null;
  const section = html.slice(heading, html.indexOf('</section>', heading));
  return [...section.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]!);
}

for (const [path, subjects] of grids) {
  test(`${path} ends with a grid of its subjects' products (${subjects.join(', ')})`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const expected = new Set(
      products
        .filter((product) => product.subjects.some((subject) => subjects.includes(subject)))
        .map((product) => product.id),
    );
    expect(expected.size, path).toBeGreaterThan(0);
    const shown = gridProducts(html);
    expect(shown, path).not.toBeNull();
    expect(shown!.length, path).toBe(expected.size);
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
