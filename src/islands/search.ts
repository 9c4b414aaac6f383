// The /haku page's own script (docs/decisions/006-search-results-before-hydration.md): loaded as soon as the page is
// parsed, not after React, it fetches the search index and draws the results of the address's query. When the page
// hydrates, React draws later queries into the same element with the same function (src/routes/search.tsx). On a
// client-side navigation to /haku the page is already hydrated and this script leaves the drawing to React. The title
// is left to the hydrated page too: React hydrates <title> and would not accept a text it did not render.
import { contentDrawnKey } from '~/lib/deferred-hydration';
import { loadSearchIndex } from '~/lib/search-index-file';
import { queryOf, renderSearchPage, searchClass } from '~/lib/search-page';

const page = document.querySelector<HTMLElement>(`.${searchClass.page}`);
if (page && !document.documentElement.dataset.hydrated) {
  const query = queryOf(location.search);
  renderSearchPage(page, query, { status: 'loading' });
  // Hydration waits until the results are drawn (or the index has failed), so that React's modules load after them.
  (globalThis as Record<symbol, Promise<void>>)[Symbol.for(contentDrawnKey)] = query
    ? loadSearchIndex().then(
        async (entries) => {
          // The index arrives in one task and is searched and drawn in the next, so that neither holds a phone's main
          // thread for long.
          await new Promise((resolve) => setTimeout(resolve));
          renderSearchPage(page, query, { status: 'ready', entries });
        },
        () => renderSearchPage(page, query, { status: 'error' }),
      )
    : Promise.resolve();
}
