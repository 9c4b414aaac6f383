import { describe, expect, it } from 'vitest';
import { articleIdFor, canonicalPathFor, routes } from '~/config/routes';
import { countWords } from '~/lib/word-count';
import { articleKind, minimumWords } from './article-kind';
import { loadContent } from './collections.server';
import { catalogue } from './collections/products.server.ts';

const content = loadContent();
const catalogueIds = new Set(catalogue().map((product) => product.id));

describe('the content folders', () => {
  it('read without a single problem', () => {
    expect(content.problems).toEqual([]);
  });

  it('write out every figure in what cards, search results and heads show: no reference is left as typed', () => {
    const shown = content.items.flatMap((item) => [
      [item.id, 'title', item.title],
      [item.id, 'description', item.description],
      ...(item.highlights ?? []).map((highlight) => [item.id, 'highlights', highlight]),
    ]);
    const unwritten = shown.filter(([, , text]) => /:(?:figure|price|unitprice|total|membership)\[/.test(text!));
    expect(unwritten).toEqual([]);
    // The resolver did reach them: the D-vitamin page's card states the sheet's figure.
    const dVitamin = content.items.find((item) => item.id === 'd-vitamiini')!;
    const adults = content.ingredients.find((sheet) => sheet.id === 'd-vitamiini')!.front.figures!.aikuiset!;
    expect(dVitamin.description).toContain(`saantisuositus on ${adults} päivässä`);
    expect(dVitamin.highlights).toContain(`Suositus ${adults} päivässä`);
  });

  it('make an article list that is newest first by the date cards show, ties by title', () => {
    const shown = content.items.map((item) => [item.publishDate ?? item.meta.updateDate, item.title] as const);
    const collator = new Intl.Collator('fi');
    const sorted = [...shown].sort((a, b) => b[0].localeCompare(a[0]) || collator.compare(a[1], b[1]));
    expect(shown).toEqual(sorted);
    expect(new Set(shown.map(([date]) => date)).size).toBeGreaterThan(30);
  });
});

describe.each(content.articles.map((article) => ({ id: article.id, article, kind: articleKind(article) })))(
  'content/articles/$id.md ($kind)',
  ({ article, kind }) => {
    it(`has at least ${minimumWords[kind]} words`, () => {
      expect(countWords(article.text)).toBeGreaterThanOrEqual(minimumWords[kind]);
    });

    if (kind === 'comparison')
      it('is a comparison: 3–9 products, each with its section, cards, the method and "Yhteenveto"', () => {
        const types = article.sections.map((section) => section.type);
        const productIds = article.sections.flatMap((section) =>
          section.type === 'product' ? [section.productId] : [],
        );
        expect(productIds.length).toBeGreaterThanOrEqual(3);
        expect(productIds.length).toBeLessThanOrEqual(9);
        expect(productIds.filter((id) => !catalogueIds.has(id))).toEqual([]);
        expect(types).toContain('compared');
        expect(types).toContain('products');
        expect(article.sections.some((section) => section.type === 'text' && section.title === 'Näin valitsimme')).toBe(
          true,
        );
        // The shared method (content/method.md) right after the comparison's own criteria.
        const criteria = article.sections.findIndex(
          (section) => 'title' in section && section.title === 'Näin valitsimme',
        );
        expect(article.sections[criteria + 1]).toMatchObject({ type: 'text', shared: 'method' });
        expect(article.conclusion?.title).toBe('Yhteenveto');
      });
  },
);

describe('every article route', () => {
  const articleRoutes = routes.filter((route) => route.kind === 'article');
  it.each(articleRoutes.map((route) => route.path))('%s shows a written article or page', (path) => {
    const id = articleIdFor(path);
    expect(
      [...content.articles, ...content.standalone].some((doc) => doc.id === id),
      `${path} → ${id}`,
    ).toBe(true);
  });
  it.each(articleRoutes.filter((route) => route.aliasOf).map((route) => route.path))(
    'alias %s names its primary route as canonical',
    (path) => {
      expect(canonicalPathFor(path)).not.toBe(path);
    },
  );
});

describe('the gift guide', () => {
  it('is titled with ten picks and has ten, each a different catalogue product', () => {
    const guide = content.articles.find((article) => article.id === 'lahjaideat');
    expect(guide?.front.title).toMatch(/^10 /);
    const picks = (guide?.sections ?? []).flatMap((section) => (section.type === 'product' ? [section.productId] : []));
    expect(picks).toHaveLength(10);
    expect(new Set(picks).size).toBe(10);
    expect(picks.filter((id) => !catalogueIds.has(id))).toEqual([]);
  });
});

describe('reviews', () => {
  it.each(content.reviews.map((review) => [review.id, review] as const))(
    `%s has at least ${minimumWords.review} words`,
    (_, review) => {
      expect(countWords(review.text)).toBeGreaterThanOrEqual(minimumWords.review);
    },
  );
});

describe('the ingredient fact sheets', () => {
  it.each(content.ingredients.map((sheet) => [sheet.id, sheet] as const))(
    '%s is shown by at least one article, and each page that shows it lists all its sources',
    (id, sheet) => {
      const showing = content.articles.filter((article) => article.sheets.includes(id));
      expect(showing.map((article) => article.id)).not.toEqual([]);
      for (const article of showing)
        expect(article.sources.map((source) => source.url)).toEqual(
          expect.arrayContaining(sheet.front.sources.map((source) => source.url)),
        );
    },
  );
});
