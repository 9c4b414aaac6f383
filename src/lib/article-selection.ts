/** The parts of an article-list entry that selecting and ordering need. */
export interface SelectableItem {
  id: string;
  title: string;
  type: string;
  category: string;
  hub: string;
  meta: { updateDate: string };
}

const collator = new Intl.Collator('fi');

/** The newest articles by update date, newest first; ties by title in Finnish order (spec §9: home shows 3). */
export function newestArticles<T extends SelectableItem>(items: readonly T[], count: number): T[] {
  return items
    .filter((item) => item.type === 'article')
    .sort((a, b) => b.meta.updateDate.localeCompare(a.meta.updateDate) || collator.compare(a.title, b.title))
    .slice(0, count);
}

/** Items by id, in the given order; ids missing from the list are skipped silently (spec §2: /uni's korvatulpat). */
export function itemsByIds<T extends SelectableItem>(items: readonly T[], ids: readonly string[]): T[] {
  return ids.flatMap((id) => items.find((item) => item.id === id) ?? []);
}

/** Unique items in first-seen order. */
export function uniqueItems<T extends SelectableItem>(items: readonly T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);
}
