// The search index file, fetched by the browser: by the header's search, the /haku page and the page's results island
// (src/islands/search.ts), which runs before React and so must not import it.
import type { SearchIndexEntry } from './search-index-entry';

/** The public path of the search index (written at build time by scripts/vite-plugin-search-index.ts). */
export const searchIndexUrl = '/hakuindeksi.json';

/** The state of the index: loading until fetched, then ready, or error when it cannot be loaded. */
export type SearchIndexState =
  { status: 'loading' } | { status: 'ready'; entries: SearchIndexEntry[] } | { status: 'error' };

/**
 * Where the page keeps its one fetch of the index. The /haku page's script and the app are two bundles with a module of
 * this file each; a key of the window's shares the fetch between them, so the index is fetched once per page.
 */
const key = Symbol.for('hyvinvointivertailu.search-index');
const shared = globalThis as { [key]?: Promise<SearchIndexEntry[]> | null };

/** Fetches the index once per page load; a failed fetch may be retried by the next caller. */
export function loadSearchIndex(): Promise<SearchIndexEntry[]> {
  return (shared[key] ??= fetch(searchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Hakuhakemisto: ${response.status}`);
      return response.json() as Promise<SearchIndexEntry[]>;
    })
    .catch((error: unknown) => {
      shared[key] = null;
      throw error;
    }));
}
