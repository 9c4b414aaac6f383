import { useEffect, useMemo } from 'react';
import { useSearchParams, type LinksFunction } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { SearchResults } from '~/components/SearchResults';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { site } from '~/config/site';
import { useHydrated } from '~/hooks/useHydrated';
import { searchIndexUrl, useSearchIndex } from '~/hooks/useSearchIndex';
import { createSearchIndex } from '~/lib/search';

export const meta = headFromLoader;

/** Build-time: the page's head (the results exist only in the browser). */
export const loader = () => pageData('/haku');

/**
 * The results need the search index, which the page would otherwise fetch only after hydration: it is fetched beside
 * the page, at low priority so that it does not compete with the first paint (docs/performance.md).
 */
export const links: LinksFunction = () => [
  { rel: 'preload', href: searchIndexUrl, as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' },
];

/**
 * The results arrive after hydration: while they load, and when they come, a screen's height is kept for them, so the
 * footer below does not jump up and back down (CLS 0.33 on a phone before). "No results" takes its natural height.
 */
const ResultsPage = styled(Container)<{ $reserve: boolean }>`
  min-height: ${({ $reserve }) => ($reserve ? '100vh' : '0')};
`;

const Heading = styled.h1`
  /* A very long query wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.textWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};

  input {
    flex: 1 1 14rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }

  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** /haku without a query: what the page is for and a search box of its own, which works without JavaScript too. */
function EmptySearch() {
  return (
    <Container>
      <Heading>Haku</Heading>
      <Status>Kirjoita hakusana, niin haemme sitä vertailuista, artikkeleista ja tuotearvosteluista.</Status>
      <SearchForm role="search" action="/haku" method="get">
        <VisuallyHidden as="label" htmlFor="haku-sivulla">
          Hakusana
        </VisuallyHidden>
        <input id="haku-sivulla" type="search" name="q" required placeholder="Esim. magnesium tai unimaski" />
        <button type="submit">Hae</button>
      </SearchForm>
    </Container>
  );
}

/** "Löytyi 1 tulos", "Löytyi 12 tulosta" (spec §2). */
export const foundText = (count: number) => `Löytyi ${count} ${count === 1 ? 'tulos' : 'tulosta'}`;

/**
 * /haku?q= — the search results (spec §2). The query exists only in the browser, so the page shows it after hydration;
 * whatever the query holds (HTML, broken escapes, thousands of characters) is shown as text.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  // The index loads only when there is something to search for.
  const index = useSearchIndex(hydrated && query !== '');
  const searchIndex = useMemo(() => (index.status === 'ready' ? createSearchIndex(index.entries) : null), [index]);
  const results = useMemo(() => searchIndex?.search(query) ?? [], [searchIndex, query]);

  useEffect(() => {
    if (hydrated) document.title = query ? `Hakutulokset: ${query} | ${site.name}` : `Haku | ${site.name}`;
  }, [hydrated, query]);

  if (hydrated && !query) return <EmptySearch />;

  const loading = !hydrated || index.status === 'loading';
  return (
    <ResultsPage $reserve={loading || results.length > 0}>
      <Heading>Hakutulokset: {query}</Heading>
      <Status role="status">
        {loading
          ? 'Haetaan…'
          : index.status === 'error'
            ? 'Haku ei juuri nyt toimi. Yritä hetken kuluttua uudelleen.'
            : results.length === 0
              ? `Ei hakutuloksia haulle "${query}"`
              : foundText(results.length)}
      </Status>
      {results.length > 0 && <SearchResults results={results} />}
    </ResultsPage>
  );
}
