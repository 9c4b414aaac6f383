import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { SearchResults } from '~/components/SearchResults';
import { pageData } from '~/data/head';
import { headFromLoader } from '~/lib/head-meta';
import { site } from '~/config/site';
import { useHydrated } from '~/hooks/useHydrated';
import { useSearchIndex } from '~/hooks/useSearchIndex';
import { createSearchIndex } from '~/lib/search';

export const meta = headFromLoader;

/** Build-time: the page's head (the results exist only in the browser). */
export const loader = () => pageData('/haku');

const Heading = styled.h1`
  /* A very long query wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

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
  const index = useSearchIndex(hydrated);
  const searchIndex = useMemo(() => (index.status === 'ready' ? createSearchIndex(index.entries) : null), [index]);
  const results = useMemo(() => searchIndex?.search(query) ?? [], [searchIndex, query]);

  useEffect(() => {
    if (hydrated) document.title = `Hakutulokset: ${query} | ${site.name}`;
  }, [hydrated, query]);

  return (
    <Container>
      <Heading>Hakutulokset: {query}</Heading>
      <Status role="status">
        {!hydrated || index.status === 'loading'
          ? 'Haetaan…'
          : index.status === 'error'
            ? 'Haku ei juuri nyt toimi. Yritä hetken kuluttua uudelleen.'
            : results.length === 0
              ? `Ei hakutuloksia haulle "${query}"`
              : foundText(results.length)}
      </Status>
      {results.length > 0 && <SearchResults results={results} />}
    </Container>
  );
}
