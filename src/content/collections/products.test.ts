import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogue, productsOf, readCatalogueFiles } from './products.server';
import { formatProblem } from '../problems';
import { shops } from './shops.server';
import { findContentProblems } from '../validate';

const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A catalogue folder with one file, as an editor writes it. */
function folder(name: string, text: string) {
  rmSync(dir, { recursive: true, force: true });
  const target = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
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
`),
      'content/products/uni.yaml:13 › loop-quiet-2 › offers.0.price: hinta muodossa "24,90 €"',
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

  it('stops whoever reads the catalogue at an invalid entry, naming its file and line, instead of dropping it', () => {
    const files = readCatalogueFiles(folder('uni.yaml', product('    - store: verkkokauppa\n      price: ilmainen\n')));
    expect(() => productsOf(files)).toThrow(
      /^Virheellinen sisältö \(1\):\ncontent\/products\/uni\.yaml:13 › loop-quiet-2 › offers\.0\.price: hinta muodossa/,
    );
  });
});
