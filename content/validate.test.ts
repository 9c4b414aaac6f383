import { describe, expect, it } from 'vitest';
import { publicImageExists } from '../scripts/vite-plugin-validate-content';
import { routes } from '../src/config/routes';
import { contentSet } from './content-set';
import { contentItems, loadContent } from './load.server';
import { catalogueFiles } from './products';
import { site } from './site';
import { assertValidContent, findContentProblems, type ContentSet } from './validate';

const real: ContentSet = {
  ...contentSet(),
  routePaths: routes.map((route) => route.path),
  imageExists: publicImageExists,
};
const firstFile = catalogueFiles[0]!;
const firstProduct = firstFile.products[0]!;
const documents = loadContent();
const firstArticle = documents.articles[0]!;

/** The real content with the first article's frontmatter changed. */
const withArticle = (change: Record<string, unknown>): ContentSet => ({
  ...real,
  documents: {
    ...documents,
    articles: [{ ...firstArticle, front: { ...firstArticle.front, ...change } }, ...documents.articles.slice(1)],
  },
});

/** The real content with one catalogue entry replaced. */
const withProduct = (change: Record<string, unknown>): ContentSet => ({
  ...real,
  catalogueFiles: [
    { file: firstFile.file, products: [{ ...firstProduct, ...change }, ...firstFile.products.slice(1)] },
    ...catalogueFiles.slice(1),
  ],
});
describe('content validation', () => {
  it('accepts the content as it is', () => {
    expect(
      findContentProblems(real).map(
        (problem) => `${problem.file} › ${problem.entry} › ${problem.field}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it('has at least 100 products in the catalogue and one product sold by two shops', () => {
    const all = catalogueFiles.flatMap((file) => file.products);
    expect(new Set(all.map((product) => product.id)).size).toBeGreaterThanOrEqual(100);
    const stores = new Map<string, Set<string>>();
    for (const product of all) stores.set(product.id, (stores.get(product.id) ?? new Set()).add(product.store));
    expect([...stores.values()].some((shops) => shops.size >= 2)).toBe(true);
  });

  it('has an article-list entry for every article route, and for every review route whose review is written', () => {
    const listed = new Set(contentItems().map((item) => item.path));
    const aliases = routes
      .filter((route) => route.kind === 'article' && !listed.has(route.path))
      .map((route) => route.path);
    // Aliases show another article; everything else is listed under its own path.
    expect(aliases.every((path) => path.startsWith('/articles/'))).toBe(true);
    // A review route without its review shows the error view and is not listed, so that no card leads to it.
    for (const route of routes.filter((entry) => entry.kind === 'review'))
      expect(listed.has(route.path), route.path).toBe(
        documents.reviews.some((review) => review.id === route.articleId),
      );
  });

  const firstFileName = firstFile.file;
  it.each([
    [
      'a price without the Finnish form',
      withProduct({ price: '24.90€' }),
      `${firstFileName} › ${firstProduct.id} › price: hinta muodossa "24,90 €"`,
    ],
    ['a rating above 5', withProduct({ rating: 5.5 }), `${firstFileName} › ${firstProduct.id} › rating: arvosana 0–5`],
    [
      'a description line without a bullet mark',
      withProduct({ description: '• Ensimmäinen rivi\nToinen rivi' }),
      `${firstFileName} › ${firstProduct.id} › description: jokainen kuvauksen rivi alkaa "• " tai "- "`,
    ],
    [
      'an unknown store',
      withProduct({ store: 'ei-kauppaa' }),
      `${firstFileName} › ${firstProduct.id} › store: kauppaa "ei-kauppaa" ei ole`,
    ],
    [
      'a store link over http',
      withProduct({ productUrl: 'http://www.kauppa.fi/x' }),
      `${firstFileName} › ${firstProduct.id} › productUrl: https-osoite`,
    ],
    [
      'a product page on another domain',
      withProduct({ productUrl: 'https://muu.example/x' }),
      `${firstFileName} › ${firstProduct.id} › productUrl: osoitteen pitää olla kaupan verkkotunnuksessa`,
    ],
    [
      'a missing product image',
      withProduct({ image: '/images/ei-ole.svg' }),
      `${firstFileName} › ${firstProduct.id} › image: kuvaa /images/ei-ole.svg ei ole`,
    ],
    [
      'an article dated after its update',
      withArticle({ publishDate: '2025-12-31' }),
      `${firstArticle.file}:${firstArticle.lineOf(['publishDate'])} › ${firstArticle.id} › publishDate: julkaisupäivä on päivityspäivän jälkeen`,
    ],
    [
      'a missing article image',
      withArticle({ image: '/images/articles/ei-ole.svg' }),
      `${firstArticle.file}:${firstArticle.lineOf(['image'])} › ${firstArticle.id} › image: kuvaa /images/articles/ei-ole.svg ei ole`,
    ],
    [
      'two files with the same id',
      {
        ...real,
        documents: {
          ...documents,
          standalone: [...documents.standalone, { ...documents.standalone[0]!, file: 'content/standalone/kopio.md' }],
        },
      },
      `content/standalone/kopio.md:1 › ${documents.standalone[0]!.id} › (tiedoston nimi): sama tunnus on jo tiedostolla`,
    ],
    [
      'a comparison without its article',
      { ...real, comparisons: [...real.comparisons!.slice(1), { id: 'ei-ole' }] },
      'content/comparisons.ts › ei-ole › id: artikkelia "ei-ole" ei ole (content/articles/ei-ole.md)',
    ],
    [
      '19 comparisons',
      { ...real, comparisons: real.comparisons!.slice(1) },
      'content/comparisons.ts › comparisonRegistry › (koko lista): rekisterissä pitää olla 20 vertailua, nyt 19',
    ],
    [
      'a social link over http',
      { ...real, site: { ...site, socialLinks: [{ name: 'X', url: 'http://x.fi' }, ...site.socialLinks.slice(1)] } },
      'content/site.ts › site › socialLinks.0.url: https-osoite',
    ],
    [
      'a SITE_URL over http',
      { ...real, siteUrlOverride: 'http://localhost:4173' },
      'content/site.ts › site › origin: https-osoite',
    ],
  ])('%s stops the build with a message naming file, entry and field', (_case, content, message) => {
    expect(() => assertValidContent(content)).toThrow(message);
  });

  it('lists every problem at once', () => {
    const broken = { ...withProduct({ price: 'kallis', rating: 9 }), siteUrlOverride: 'http://x' };
    const fields = findContentProblems(broken).map((problem) => problem.field);
    expect(fields.slice(0, 3)).toEqual(['origin', 'price', 'rating']);
    // The broken product then counts as missing wherever an article names it.
    expect(fields.slice(3).every((field) => field.startsWith(':::product') || field === 'product')).toBe(true);
  });
});
