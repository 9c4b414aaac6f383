import { useEffect, useState } from 'react';
import { loadSearchIndex, type SearchIndexState } from '~/lib/search-index-file';

/** Loads the index when `enabled` becomes true (the search opens, or /haku has a query). */
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
