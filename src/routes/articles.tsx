import { useLoaderData, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { BrowserPage, CategoryToggles, FilteredByAddress } from '~/components/Filters';
import { PageIntro } from '~/components/PageIntro';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { articleListing } from '~/data/pages.server';
import { useHydrated } from '~/hooks/useHydrated';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** The query parameter that holds the chosen category, so a filtered view can be shared and survives a reload. */
export const categoryParam = 'kategoria';

/** Build-time: every article and review as a card, newest first, and the categories that have articles. */
export function loader() {
  return { ...pageData('/artikkelit'), ...articleListing() };
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
`;

/**
 * The list's cards: the ones below the first screens are laid out only when they come near the viewport
 * (`content-visibility`, as on /tuotteet), which keeps laying out some 75 cards from blocking a phone's main thread
 * right after the first paint. A card not yet laid out counts as 33rem tall, near the rendered cards' median (505–544 px
 * from 390 to 1440 px wide, 2026-11-27): the closer the guess, the less the page below moves when they are laid out.
 */
const ArticleList = styled(CardGrid)`
  > li:nth-child(n + 13) {
    content-visibility: auto;
    contain-intrinsic-size: auto 33rem;
  }
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
`;

/** /artikkelit: every article, filterable by category; the filter lives in the address (?kategoria=). */
export default function ArticlesPage() {
  const { page, cards, categories } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  // The prerendered page shows every article; the address's filter applies once the page is interactive.
  const hydrated = useHydrated();
  const requested = hydrated ? params.get(categoryParam) : null;
  const active = categories.find((category) => category === requested) ?? null;
  const shown = active ? cards.filter((card) => card.category === active) : cards;

  const choose = (category: string | null) => {
    const next = new URLSearchParams(params);
    if (category) next.set(categoryParam, category);
    else next.delete(categoryParam);
    setParams(next, { preventScrollReset: true });
  };

  return (
    <BrowserPage>
      <PageIntro title={page.title} lead={page.description} />
      <FilteredByAddress params={[categoryParam]} hydrated={hydrated} note="Rajataan artikkeleita kategorian mukaan…">
        <Filters role="group" aria-label="Suodata kategorian mukaan">
          <CategoryToggles categories={categories} active={active} onChoose={choose} />
        </Filters>
        <Count role="status">
          {active ? `Kategoriassa ${active} on ${shown.length} artikkelia` : `Kaikki artikkelit: ${shown.length}`}
        </Count>
        <VisuallyHidden as="h2">Artikkelilista</VisuallyHidden>
        <ArticleList aria-label="Artikkelit">
          {shown.map((card, index) => (
            <li key={card.id}>
              <ArticleCard article={card} priority={index < 3} />
            </li>
          ))}
        </ArticleList>
      </FilteredByAddress>
    </BrowserPage>
  );
}
