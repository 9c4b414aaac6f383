/**
 * Site search (spec §5): pure functions, no React. An item matches when any query word is a prefix of a word of its
 * title, description or category (exact words are prefixes too, so "every word exact" and "any word exact" are
 * covered), case-insensitively; missing diacritics are tolerated (lisaravinne finds lisäravinne). Results rank:
 * exact title, titles starting with the query, descriptions starting with the query, then by title in Finnish order.
 */

/** What search needs of an item. */
export interface SearchItem {
  title: string;
  description: string;
  category: string;
}

/** Finnish order for titles; made on first use, as making one takes a phone tens of milliseconds. */
let collator: Intl.Collator | undefined;
export const compareTitles = (a: string, b: string) =>
  (collator ??= new Intl.Collator('fi', { sensitivity: 'base' })).compare(a, b);

// Lowercasing is locale-independent for Finnish (only Turkish, Azeri and Lithuanian have letters of their own), so the
// plain toLowerCase() is used: toLocaleLowerCase('fi') gives the same text and costs a phone a locale lookup per call.

/** Lowercase with Finnish letters folded to their base letters, for matching only. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[äå]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words of a text: runs of letters and digits (hyphenated parts count as words of their own). */
export const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The query's words, folded; a blank query has none. */
export const queryWords = (query: string) => words(fold(query));

/** The rank tier of a matching item: 0 exact title, 1 title starts with the query, 2 description does, 3 the rest. */
export function tier(item: SearchItem, query: string): number {
  return tierOf(item.title.toLowerCase(), item.description.toLowerCase(), query.trim().toLowerCase());
}

function tierOf(title: string, description: string, query: string): number {
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  if (description.startsWith(query)) return 2;
  return 3;
}

/** An item prepared once: its folded words as one string, its lowercase title and description. */
interface Prepared<T> {
  item: T;
  /** " word word word": a query word is a prefix of some word exactly when " " + it occurs here. */
  haystack: string;
  title: string;
  description: string;
}

/** A search over a fixed list of items, prepared once so that each query is cheap (spec §5's rules). */
export interface SearchIndex<T> {
  search(query: string): T[];
}

/**
 * Prepares items for searching: the work that does not depend on the query is done here, once. `inTitleOrder` says the
 * items already come in Finnish title order (`compareTitles`), as the search index file does (scripts/search-index.ts):
 * then hits keep their order within a rank and the browser compares no titles.
 */
export function createSearchIndex<T extends SearchItem>(
  items: readonly T[],
  { inTitleOrder = false }: { inTitleOrder?: boolean } = {},
): SearchIndex<T> {
  const prepared: Prepared<T>[] = items.map((item) => ({
    item,
    haystack: ` ${words(fold(`${item.title} ${item.description} ${item.category}`)).join(' ')}`,
    title: item.title.toLowerCase(),
    description: item.description.toLowerCase(),
  }));
  return {
    search(query: string): T[] {
      const terms = queryWords(query).map((term) => ` ${term}`);
      if (terms.length === 0) return [];
      const q = query.trim().toLowerCase();
      const hits: { entry: Prepared<T>; tier: number }[] = [];
      for (const entry of prepared) {
        if (terms.some((term) => entry.haystack.includes(term))) {
          hits.push({ entry, tier: tierOf(entry.title, entry.description, q) });
        }
      }
      // Only the hits are put in Finnish order, not every item: a query finds a few dozen of some two hundred. The hits
      // are in the items' order and the sort is stable, so items in title order need no comparing within a rank.
      hits.sort(
        (a, b) => a.tier - b.tier || (inTitleOrder ? 0 : compareTitles(a.entry.item.title, b.entry.item.title)),
      );
      return hits.map((hit) => hit.entry.item);
    },
  };
}

/** The matching items in rank order; a blank query gives no results. For repeated queries use createSearchIndex. */
export function search<T extends SearchItem>(items: readonly T[], query: string): T[] {
  return createSearchIndex(items).search(query);
}
