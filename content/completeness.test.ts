import { describe, expect, it } from 'vitest';
import { articleIdFor, canonicalPathFor, findRoute } from '../src/config/routes';
import { countWords } from '../src/lib/word-count';
import { articleBodies } from './articles';
import { articleList } from './articles/list';
import { editorialPlan, minimumWords } from './editorial-plan';
import { products } from './products';
import { reviews } from './reviews';

const titleOf = new Map(products.map((product) => [product.id, product.title]));

const rows = Object.entries(editorialPlan).flatMap(([issue, plan]) => [
  ...plan.comparisons.map((path) => ({ issue, path, kind: 'comparison' as const })),
  ...plan.topics.map((path) => ({ issue, path, kind: 'topic' as const })),
]);

describe.each(rows)('$issue: $path ($kind)', ({ path, kind }) => {
  const id = articleIdFor(path);
  const body = id ? articleBodies[id] : undefined;
  const item = articleList.find((entry) => entry.id === id);

  it('has its body, dated as its list entry within the data set’s dates', () => {
    expect(findRoute(path)?.kind).toBe('article');
    expect(body, `content/articles/${id}.ts`).toBeDefined();
    expect(body!.updateDate).toBe(item!.meta.updateDate);
    expect(body!.updateDate >= '2025-01-07' && body!.updateDate <= '2025-10-06').toBe(true);
  });

  it(`has at least ${minimumWords[kind]} words`, () => {
    expect(countWords(body?.content)).toBeGreaterThanOrEqual(minimumWords[kind]);
  });

  if (kind === 'comparison')
    it('is a comparison: 3–9 products, a section per product, the jumps of "Mukana vertailussa", a summary', () => {
      const sections = body?.content.sections ?? [];
      const cards = sections.find((section) => section.type === 'products');
      expect(cards?.productIds.length).toBeGreaterThanOrEqual(3);
      expect(cards?.productIds.length).toBeLessThanOrEqual(9);
      const productSections = sections.filter((section) => section.type === 'text-with-image');
      for (const productId of cards?.productIds ?? [])
        expect(
          productSections.some((section) => section.productIds?.[0] === productId),
          `${productId} has its own section`,
        ).toBe(true);
      for (const section of productSections)
        expect(section.title, 'a product section is headed with the product’s name').toBe(
          titleOf.get(section.productIds?.[0] ?? ''),
        );
      const jumps = sections.find((section) => section.title === 'Mukana vertailussa');
      expect(jumps?.type).toBe('bullets');
      expect(jumps && 'content' in jumps ? jumps.content : []).toEqual(productSections.map((section) => section.title));
      expect(sections.map((section) => section.title)).toContain('Näin valitsimme');
      expect(body?.content.conclusionTitle).toBe('Yhteenveto');
    });
});

describe('aliases of planned articles', () => {
  const aliases = Object.values(editorialPlan).flatMap((plan) => plan.aliases);
  it.each(aliases)('%s shows a written article', (path) => {
    const id = articleIdFor(path);
    expect(canonicalPathFor(path)).not.toBe(path);
    expect(id && articleBodies[id]).toBeTruthy();
  });
});

describe('the gift guide', () => {
  it('is titled with ten picks and has ten, each a catalogue product with a store link', () => {
    const body = articleBodies.lahjaideat;
    expect(articleList.find((item) => item.id === 'lahjaideat')?.title).toMatch(/^10 /);
    const picks = (body?.content.sections ?? []).filter((section) => section.type === 'text-with-image');
    expect(picks).toHaveLength(10);
    for (const pick of picks) expect(titleOf.get(pick.productIds?.[0] ?? ''), pick.title).toBe(pick.title);
    expect(new Set(picks.map((pick) => pick.productIds?.[0])).size).toBe(10);
  });
});

describe('reviews', () => {
  it.each(Object.values(reviews).map((review) => [review.id, review] as const))(
    `%s has at least ${minimumWords.review} words`,
    (_, review) => {
      expect(countWords(review.content)).toBeGreaterThanOrEqual(minimumWords.review);
    },
  );
});
