// Build-time only: the comparison registry joined with the article list (spec §3: lookup by id and a list of all).
import { comparisonRegistry } from '~/content/collections/comparisons.server';
import { contentItems } from '~/content/collections.server';
import type { ContentItem } from '~/content/schemas/content-item';

/** A registered comparison with its article-list entry. */
export type Comparison = ContentItem;

const listed = () => new Map(contentItems().map((item) => [item.id, item]));

/** The registered comparison with this id, or undefined when the id is not registered or not in the article list. */
export function findComparison(id: string): Comparison | undefined {
  return comparisonRegistry().some((entry) => entry.id === id) ? listed().get(id) : undefined;
}

/** Every registered comparison that also exists in the article list, in registry order, with no page size. */
export function allComparisons(): Comparison[] {
  const items = listed();
  return comparisonRegistry().flatMap((entry) => {
    const item = items.get(entry.id);
    return item ? [item] : [];
  });
}
