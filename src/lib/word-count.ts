/**
 * The words of a content value as a reader meets them: every string inside it, recursively, except ids and product
 * ids. A word is a whitespace-separated token with at least one letter or digit ("–" and "-" alone are not words).
 */
export function countWords(value: unknown): number {
  if (typeof value === 'string') return value.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countWords(item), 0);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).reduce((sum, [key, item]) => (ignoredKeys.has(key) ? sum : sum + countWords(item)), 0);
  return 0;
}

const ignoredKeys = new Set(['id', 'productId', 'productIds', 'imagePath', 'imageSrc', 'routePath', 'updateDate']);

/** Finnish readers' pace for the reading time on cards, in words a minute (Finnish words are long). */
export const wordsPerMinute = 150;

/** The reading time in whole minutes, at least one: 750 words → 5 min, 1 200 → 8 min. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / wordsPerMinute));
