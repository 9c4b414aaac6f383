import { useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AdDisclosure } from '~/components/AdDisclosure';
import { CardGrid } from '~/components/Card';
import { CatalogueFilters } from '~/components/CatalogueFilters';
import { BrowserPage, FilteredByAddress, ResultCount } from '~/components/Filters';
import { PageIntro } from '~/components/PageIntro';
import { ProductCard } from '~/components/ProductCard';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { catalogueListing } from '~/data/catalogue.server';
import { useHydrated } from '~/hooks/useHydrated';
import {
  filterParams,
  filterProducts,
  isFiltered,
  noFilters,
  readFilters,
  resultCountLabel,
  writeFilters,
  type ProductFilters,
} from '~/lib/product-filters';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** Build-time: the whole catalogue as cards, with what the filters need. */
export function loader() {
  const path = '/tuotteet';
  return { ...pageData(path), ...catalogueListing(path) };
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.lg};
`;

const ClearButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The catalogue's cards: the ones below the first screens are laid out only when they come near the viewport
 * (`content-visibility`), which keeps the page's ~150 cards from blocking the main thread on a phone. A card not yet laid
 * out counts as 41rem tall, near the rendered cards' median (613–709 px from 390 to 1440 px wide, 2026-11-27): the
 * closer the guess, the less the page below moves when they are laid out.
 */
const ProductList = styled(CardGrid)`
  > li:nth-child(n + 13) {
    content-visibility: auto;
    contain-intrinsic-size: auto 41rem;
  }
`;

const Empty = styled.div`
  padding: ${theme.space.xl};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  text-align: center;

  p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
`;

/**
 * /tuotteet: the whole catalogue with category buttons, a highest-price slider (0–100 €, the top meaning "100 € or
 * more") and brand checkboxes. The filters live in the address; the prerendered page shows every product and the
 * address's filters apply once the page is interactive.
 */
export default function ProductsPage() {
  const { page, items, categories, brands } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromAddress = hydrated ? readFilters(params, { categories, brands }) : noFilters;
  // What the reader chose, shown at once while the router writes it to the address: every step of a drag or of held
  // arrow keys counts, and a checkbox does not flick back. Dropped as soon as the address says the same.
  const [pending, setPending] = useState<ProductFilters | null>(null);
  if (pending && writeFilters(pending).toString() === writeFilters(fromAddress).toString()) setPending(null);
  const filters = pending ?? fromAddress;
  const shown = filterProducts(items, filters);

  const apply = (next: ProductFilters, replace = false) => {
    setPending(next);
    setParams(writeFilters(next), { preventScrollReset: true, replace });
  };
  const clear = () => apply(noFilters);

  return (
    <BrowserPage>
      <PageIntro title={page.title} lead={page.description} />
      <AdDisclosure />
      <FilteredByAddress
        params={Object.values(filterParams)}
        hydrated={hydrated}
        note="Rajataan tuotteita valintojesi mukaan…"
      >
        <CatalogueFilters items={items} categories={categories} filters={filters} onChange={apply} />
        <Summary>
          <ResultCount>{resultCountLabel(shown.length)}</ResultCount>
          {isFiltered(filters) && (
            <ClearButton type="button" onClick={clear}>
              Tyhjennä valinnat
            </ClearButton>
          )}
        </Summary>
        {shown.length > 0 ? (
          <>
            <VisuallyHidden as="h2">Tuotelista</VisuallyHidden>
            <ProductList aria-label="Tuotteet">
              {shown.map(({ card }, index) => (
                <li key={card.id}>
                  <ProductCard product={card} priority={index < 3} />
                </li>
              ))}
            </ProductList>
          </>
        ) : (
          <Empty>
            <p>Valinnoillasi ei löytynyt tuotteita.</p>
            <ClearButton type="button" onClick={clear}>
              Tyhjennä valinnat
            </ClearButton>
          </Empty>
        )}
      </FilteredByAddress>
    </BrowserPage>
  );
}
