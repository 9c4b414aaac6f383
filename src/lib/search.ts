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

const collator = new Intl.Collator('fi', { sensitivity: 'base' });

/** Lowercase with Finnish letters folded to their base letters, for matching only. */
export const fold = (text: string) =>
  text
    .toLocaleLowerCase('fi')
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
  return tierOf(
    item.title.toLocaleLowerCase('fi'),
    item.description.toLocaleLowerCase('fi'),
    query.trim().toLocaleLowerCase('fi'),
  );
}

function tierOf(title: string, description: string, query: string): number {
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  if (description.startsWith(query)) return 2;
  return 3;
}

/** An item prepared once: its folded words as one string, its lowercase title and description, its Finnish rank. */
interface Prepared<T> {
  item: T;
  /** " word word word": a query word is a prefix of some word exactly when " " + it occurs here. */
  haystack: string;
  title: string;
  description: string;
  alphabetical: number;
}

/** A search over a fixed list of items, prepared once so that each query is cheap (spec §5's rules). */
export interface SearchIndex<T> {
  search(query: string): T[];
}

/** Prepares items for searching: the work that does not depend on the query is done here, once. */
export function createSearchIndex<T extends SearchItem>(items: readonly T[]): SearchIndex<T> {
  const byTitle = [...items].sort((a, b) => collator.compare(a.title, b.title));
  const rank = new Map(byTitle.map((item, index) => [item, index]));
  const prepared: Prepared<T>[] = items.map((item) => ({
    item,
    haystack: ` ${words(fold(`${item.title} ${item.description} ${item.category}`)).join(' ')}`,
    title: item.title.toLocaleLowerCase('fi'),
    description: item.description.toLocaleLowerCase('fi'),
    alphabetical: rank.get(item)!,
  }));
  return {
    search(query: string): T[] {
      const terms = queryWords(query).map((term) => ` ${term}`);
      if (terms.length === 0) return [];
      const q = query.trim().toLocaleLowerCase('fi');
      const hits: { entry: Prepared<T>; tier: number }[] = [];
      for (const entry of prepared) {
        if (terms.some((term) => entry.haystack.includes(term))) {
          hits.push({ entry, tier: tierOf(entry.title, entry.description, q) });
        }
      }
      hits.sort((a, b) => a.tier - b.tier || a.entry.alphabetical - b.entry.alphabetical);
      return hits.map((hit) => hit.entry.item);
    },
  };
}

/** The matching items in rank order; a blank query gives no results. For repeated queries use createSearchIndex. */
export function search<T extends SearchItem>(items: readonly T[], query: string): T[] {
  return createSearchIndex(items).search(query);
}
