import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue, productsOf, readCatalogueFiles } from './products.server';
import { formatProblem } from '../problems';
import { shops } from './shops.server';
import { findContentProblems } from '../validate';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A catalogue folder with one file, as an editor writes it; removed when the file's tests end. */
function folder(name: string, text: string) {
  const target = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  folders.push(target);
  writeFileSync(path.join(target, name), text);
  return target;
}

const product = (offers: string) => `# Unituotteet.

- id: loop-quiet-2
  title: Loop Quiet 2
  brand: Loop
  category: Uni
  subjects: [korvatulpat]
  description:
    - Silikonitulpat
    - Pehmeät kärjet
  offers:
${offers}`;

describe('the catalogue files', () => {
  it('reads a product with two shops as one product with two offers', () => {
    const files = readCatalogueFiles(
      folder(
        'uni.yaml',
        product(`    - store: verkkokauppa
      price: 24,95 €
      checkedAt: 2026-11-20
    - store: gigantti
`),
      ),
    );
    expect(files.map((file) => file.file)).toEqual(['content/products/uni.yaml']);
    expect([...checkCatalogue(files).products.values()]).toEqual([
      expect.objectContaining({
        id: 'loop-quiet-2',
        description: ['Silikonitulpat', 'Pehmeät kärjet'],
        offers: [{ store: 'verkkokauppa', price: '24,95 €', checkedAt: '2026-11-20' }, { store: 'gigantti' }],
      }),
    ]);
  });

  it.each([
    [
      'a price in the wrong form, on its own line',
      product(`    - store: verkkokauppa
      price: 24.95€
      enteredAt: 2026-11-24
`),
      'content/products/uni.yaml:13 › loop-quiet-2 › offers.0.price: hinta muodossa "24,90 €"',
    ],
    [
      'a price without its day',
      product(`    - store: verkkokauppa
      price: 24,95 €
`),
      'content/products/uni.yaml:13 › loop-quiet-2 › offers.0.price: hinnalla ei ole päivää: checkedAt, kun hinta luettiin kaupasta tai sen syötteestä, tai enteredAt, kun toimitus kirjasi sen tarkistamatta',
    ],
    [
      'a price both checked and entered',
      product(`    - store: verkkokauppa
      price: 24,95 €
      checkedAt: 2026-11-25
      enteredAt: 2026-11-24
`),
      'content/products/uni.yaml:15 › loop-quiet-2 › offers.0.enteredAt: hinnalla on sekä checkedAt että enteredAt',
    ],
    [
      'an entry day without a price',
      product(`    - store: verkkokauppa
      enteredAt: 2026-11-24
`),
      'content/products/uni.yaml:13 › loop-quiet-2 › offers.0.enteredAt: kirjauspäivä ilman hintaa',
    ],
    [
      'a shop that is not in the store registry',
      product(`    - store: ei-kauppaa
`),
      'content/products/uni.yaml:12 › loop-quiet-2 › offers.0.store: kauppaa "ei-kauppaa" ei ole tiedostossa content/shops.yaml',
    ],
    [
      'a product with no shop',
      product('    []\n'),
      'content/products/uni.yaml:11 › loop-quiet-2 › offers: vähintään yksi kauppa',
    ],
    [
      'a YAML syntax error',
      product('    - store: [verkkokauppa\n'),
      'content/products/uni.yaml:13 › content/products/uni.yaml › (YAML): YAML-virhe',
    ],
  ])('%s is reported with file, line, product and field', (_, text, message) => {
    const files = readCatalogueFiles(folder('uni.yaml', text));
    const problems = findContentProblems({ site: undefined, about: undefined, stores: shops(), catalogueFiles: files })
      .filter((problem) => problem.file.startsWith('content/products/'))
      .map(formatProblem);
    expect(problems).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'a GTIN without the page it was read from',
      "  gtin: '6415712000011'\n",
      'gtin',
      'gtinSource',
      'GTIN tarvitsee lähteen',
    ],
    [
      'a GTIN source without a GTIN',
      '  gtinSource: { source: https://www.example.fi/loop, checkedAt: 2026-11-28 }\n',
      'gtinSource',
      'gtin',
      'gtinSource ilman GTIN-numeroa',
    ],
  ])('refuses %s, at its line', (_, field, at, named, message) => {
    const text = product('    - store: verkkokauppa\n').replace('  category: Uni\n', `${field}  category: Uni\n`);
    const line = text.split('\n').findIndex((row) => row.startsWith(`  ${at}:`)) + 1;
    expect(checkCatalogue(readCatalogueFiles(folder('uni.yaml', text))).problems.map(formatProblem)).toEqual([
      `content/products/uni.yaml:${line} › loop-quiet-2 › ${named}: ${message}${message.startsWith('GTIN') ? ': gtinSource { source, checkedAt }, sivu jolta numero luettiin, ja päivä' : ''}`,
    ]);
  });

  it('takes a GTIN with its source, and the maker’s page', () => {
    const text = product('    - store: verkkokauppa\n').replace(
      '  category: Uni\n',
      "  gtin: '6415712000011'\n  gtinSource: { source: https://www.example.fi/loop, checkedAt: 2026-11-28 }\n  makerPage: https://www.loopearplugs.com/\n  category: Uni\n",
    );
    const { products, problems } = checkCatalogue(readCatalogueFiles(folder('uni.yaml', text)));
    expect(problems).toEqual([]);
    expect(products.get('loop-quiet-2')).toMatchObject({
      gtin: '6415712000011',
      gtinSource: { source: 'https://www.example.fi/loop', checkedAt: '2026-11-28' },
      makerPage: 'https://www.loopearplugs.com/',
    });
  });

  it('refuses two products’ product pages swapped, naming each file, line, product and field', () => {
    const creatine = (id: string, title: string, brand: string, page: string) => `- id: ${id}
  title: ${title}
  brand: ${brand}
  category: Kreatiini
  subjects: [kreatiini]
  description:
    - Kreatiinimonohydraattia
    - Jauhe
  offers:
    - store: fitnesstukku
      url: https://www.fitnesstukku.fi/${page}
`;
    const text = (star: string, now: string) =>
      creatine('star-nutrition-creatine-monohydrate', 'Star Nutrition Creatine Monohydrate', 'Star Nutrition', star) +
      creatine('now-foods-creatine-monohydrate', 'NOW Foods Creatine Monohydrate', 'NOW Foods', now);
    const problemsOf = (star: string, now: string) =>
      checkCatalogue(readCatalogueFiles(folder('kreatiini.yaml', text(star, now))), { stores: shops() }).problems.map(
        formatProblem,
      );
    const pages = [
      'star-nutrition-creatine-monohydrate-500-g/1234.html',
      'now-foods-creatine-monohydrate-227-g/5678.html',
    ];
    expect(problemsOf(pages[0]!, pages[1]!)).toEqual([]);
    expect(problemsOf(pages[1]!, pages[0]!)).toEqual([
      expect.stringMatching(
        /^content\/products\/kreatiini\.yaml:11 › star-nutrition-creatine-monohydrate › offers\.0\.url: osoite näyttää olevan tuotteen NOW Foods Creatine Monohydrate sivu/,
      ),
      expect.stringMatching(
        /^content\/products\/kreatiini\.yaml:22 › now-foods-creatine-monohydrate › offers\.0\.url: osoite näyttää olevan tuotteen Star Nutrition Creatine Monohydrate sivu/,
      ),
    ]);
  });

  it('stops whoever reads the catalogue at an invalid entry, naming its file and line, instead of dropping it', () => {
    const files = readCatalogueFiles(
      folder('uni.yaml', product('    - store: verkkokauppa\n      price: ilmainen\n      enteredAt: 2026-11-24\n')),
    );
    expect(() => productsOf(files)).toThrow(
      /^Virheellinen sisältö \(1\):\ncontent\/products\/uni\.yaml:13 › loop-quiet-2 › offers\.0\.price: hinta muodossa/,
    );
  });
});
