/** The search results page's path. */
export const searchPath = '/haku';

/**
 * The address a search form submits to: `/haku?q=` with the trimmed, encoded query, or null when the text is blank or
 * only whitespace (such text is not submitted).
 */
export function searchHref(text: string): string | null {
  const query = text.trim();
  if (query === '') return null;
  return `${searchPath}?q=${encodeURIComponent(query)}`;
}
