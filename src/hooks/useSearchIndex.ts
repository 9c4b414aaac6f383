import { useEffect, useState } from 'react';
import type { SearchIndexEntry } from '~/lib/search-index-entry';

/** The public path of the search index (written at build time by scripts/vite-plugin-search-index.ts). */
export const searchIndexUrl = '/hakuindeksi.json';

let pending: Promise<SearchIndexEntry[]> | null = null;

/** Fetches the index once per page load; a failed fetch may be retried by the next caller. */
export function loadSearchIndex(): Promise<SearchIndexEntry[]> {
  pending ??= fetch(searchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Hakuhakemisto: ${response.status}`);
      return response.json() as Promise<SearchIndexEntry[]>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The state of the index: loading until fetched, then ready, or error when it cannot be loaded. */
export type SearchIndexState =
  { status: 'loading' } | { status: 'ready'; entries: SearchIndexEntry[] } | { status: 'error' };

/** Loads the index when `enabled` becomes true (the search opens, or /haku is hydrated). */
export function useSearchIndex(enabled: boolean): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    loadSearchIndex().then(
      (entries) => active && setState({ status: 'ready', entries }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
