import { useEffect, useRef } from 'react';
import { useSearchParams, type LinksFunction } from 'react-router';
import styled from 'styled-components';
import searchIslandSrc from 'virtual:search-island';
import { AdDisclosure } from '~/components/AdDisclosure';
import { Container } from '~/components/Container';
import { SearchResultPrototypes } from '~/components/SearchResultCard';
import { visuallyHiddenStyles } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { useSearchIndex } from '~/hooks/useSearchIndex';
import { searchIndexUrl } from '~/lib/search-index-file';
import { adDisclosureSourceId, prerenderedSearchPage, renderSearchPage, searchClass as c } from '~/lib/search-page';
import { site } from '~/config/site';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** Build-time: the page's head (the results exist only in the browser). */
export const loader = () => pageData('/haku');

/**
 * The results are the page's largest content and need the index: it is fetched beside the page, as the page's own
 * script is (docs/decisions/006-search-results-before-hydration.md).
 */
export const links: LinksFunction = () => [
  { rel: 'preload', href: searchIndexUrl, as: 'fetch', crossOrigin: 'anonymous' },
];

/**
 * The look of what src/lib/search-page.ts draws besides the cards, which are the site's cards (copied from
 * `SearchResultPrototypes`). The page keeps a screen's height whatever it shows, so the footer starts below the first
 * screen and stays there: it neither jumps down when results come (CLS 0.33 on a phone before) nor up into view when
 * there are none (0.112).
 */
const SearchPageRoot = styled(Container)`
  .${c.page} {
    min-height: 100vh;
  }

  .${c.heading} {
    /* A very long query wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }

  .${c.status} {
    margin-bottom: ${theme.space.lg};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }

  .${c.form} {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    max-width: ${theme.textWidth};
    margin-bottom: ${theme.space.xl};

    input {
      flex: 1 1 14rem;
      min-height: 44px;
      padding: 0 ${theme.space.sm};
      border: 1px solid ${theme.colors.textMuted};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
      font: inherit;
    }

    button {
      min-height: 44px;
      padding: 0 ${theme.space.lg};
      border: 0;
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.primary};
      color: #fff;
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }

    button:hover {
      background: ${theme.colors.primaryStrong};
    }
  }

  .${c.disclosure} {
    max-width: ${theme.textWidth};
    margin-bottom: ${theme.space.lg};
  }

  .${c.hidden} {
    ${visuallyHiddenStyles}
  }
`;

/** The document title: "Hakutulokset: {q}" (spec §2), or "Haku" without a query. */
const searchTitle = (query: string) => `${query ? `Hakutulokset: ${query}` : 'Haku'} | ${site.name}`;

/** The prerendered content, one object so that React never sets it again after the page's script has drawn into it. */
const prerendered = { __html: prerenderedSearchPage };

/**
 * /haku?q= — the search results (spec §2). The page's own script draws the results of the address's query before
 * hydration; the hydrated page draws later queries into the same element with the same function, and an unchanged
 * view is not drawn again. Whatever the query holds (HTML, broken escapes, thousands of characters) is shown as text.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const root = useRef<HTMLDivElement>(null);
  // The index loads only when there is something to search for.
  const index = useSearchIndex(query !== '');

  useEffect(() => {
    const page = root.current?.firstElementChild;
    if (page instanceof HTMLElement) renderSearchPage(page, query, index);
    document.title = searchTitle(query);
  }, [query, index]);

  return (
    <>
      {/* Low priority: a script at high priority is fetched as if it blocked the first paint; the paint needs none. */}
      <script type="module" async src={searchIslandSrc} fetchPriority="low" />
      <SearchPageRoot ref={root} dangerouslySetInnerHTML={prerendered} suppressHydrationWarning />
      {/* Copied above the results when one of them is a store link (renderSearchPage). */}
      <div id={adDisclosureSourceId} hidden>
        <AdDisclosure />
      </div>
      {/* The result cards' markup, copied for each result (renderSearchPage). */}
      <SearchResultPrototypes />
    </>
  );
}
