import { useId, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { catalogue } from '~/content/collections/products.server';
import { AdDisclosure } from '~/components/AdDisclosure';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { FilterButton, FilterButtonRow, ResultCount } from '~/components/Filters';
import { PageIntro } from '~/components/PageIntro';
import { ProductCard } from '~/components/ProductCard';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { toProductCard } from '~/data/catalogue.server';
import { useHydrated } from '~/hooks/useHydrated';
import {
  brandOptions,
  categoriesOf,
  filterProducts,
  isFiltered,
  maxPriceLabel,
  noFilters,
  priceSlider,
  readFilters,
  resultCountLabel,
  sortForBrowsing,
  withCategory,
  writeFilters,
  type ProductFilters,
} from '~/lib/product-filters';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/**
 * Build-time: the whole catalogue as cards, one per product, ordered by category and name, with what the filters need
 * (the price is the lowest offer's, the one the card shows).
 */
export function loader() {
  const path = '/tuotteet';
  const items = sortForBrowsing(catalogue()).map((product) => {
    const card = toProductCard(product, { page: path, placement: 'kortti' });
    return {
      brand: product.brand,
      category: product.category,
      ...(card.price ? { price: card.price } : {}),
      card,
    };
  });
  return {
    ...pageData(path),
    items,
    categories: categoriesOf(items),
    brands: [...new Set(items.map((item) => item.brand))],
  };
}

/** Below this width the filters fold behind a button, so the products are not pushed a screen down. */
const panelQuery = '(min-width: 900px)';

const PanelToggle = styled.button`
  display: inline-flex;
  gap: ${theme.space.xs};
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space.md};
  padding: 0 ${theme.space.lg};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 700;
  cursor: pointer;

  &::after {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }

  &[aria-expanded='true']::after {
    transform: translateY(2px) rotate(-135deg);
  }

  @media ${panelQuery} {
    display: none;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  &[data-open='false'] {
    display: none;
  }

  @media ${panelQuery} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;

    &[data-open='false'] {
      display: grid;
    }
  }
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space.xs};
    padding: 0;
    font-weight: 700;
  }
`;

const Categories = styled(Fieldset)`
  @media ${panelQuery} {
    grid-row: span 2;
  }
`;

const PriceField = styled.div`
  display: grid;
  gap: ${theme.space.xs};

  label {
    font-weight: 700;
  }

  output {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 44px;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: pointer;
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

const BrandList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0 ${theme.space.md};
  max-height: 15rem;
  margin: 0;
  padding: ${theme.space.xxs};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};

  label {
    display: flex;
    gap: ${theme.space.xs};
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.xs};
    cursor: pointer;
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
`;

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
  const priceId = useId();
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const activeCount = (filters.category ? 1 : 0) + (filters.maxPrice !== null ? 1 : 0) + filters.brands.length;

  const apply = (next: ProductFilters, replace = false) => {
    setPending(next);
    setParams(writeFilters(next), { preventScrollReset: true, replace });
  };
  const toggleBrand = (brand: string, checked: boolean) =>
    apply({
      ...filters,
      brands: checked ? [...filters.brands, brand] : filters.brands.filter((chosen) => chosen !== brand),
    });
  const setMaxPrice = (value: number) => {
    const maxPrice = value >= priceSlider.max ? null : value;
    // Moving the slider replaces the history entry rather than adding one per step.
    apply({ ...filters, maxPrice }, true);
  };
  const clear = () => apply(noFilters);
  const priceValue = filters.maxPrice ?? priceSlider.max;

  return (
    <Container>
      <PageIntro title={page.title} lead={page.description} />
      <AdDisclosure />
      <PanelToggle
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        {activeCount > 0 ? `Suodattimet (${activeCount})` : 'Suodattimet'}
      </PanelToggle>
      <Panel id={panelId} aria-label="Suodattimet" data-open={panelOpen}>
        <Categories>
          <legend>Kategoria</legend>
          <FilterButtonRow>
            <FilterButton
              type="button"
              aria-pressed={filters.category === null}
              onClick={() => apply(withCategory(items, filters, null))}
            >
              Kaikki
            </FilterButton>
            {categories.map((category) => (
              <FilterButton
                key={category}
                type="button"
                aria-pressed={filters.category === category}
                onClick={() => apply(withCategory(items, filters, category))}
              >
                {category}
              </FilterButton>
            ))}
          </FilterButtonRow>
        </Categories>
        <PriceField>
          <label htmlFor={priceId}>Enimmäishinta</label>
          <output htmlFor={priceId} aria-hidden="true">
            {maxPriceLabel(filters.maxPrice)}
          </output>
          <input
            id={priceId}
            type="range"
            min={priceSlider.min}
            max={priceSlider.max}
            step={priceSlider.step}
            value={priceValue}
            aria-valuetext={maxPriceLabel(filters.maxPrice)}
            onChange={(event) => setMaxPrice(Number(event.currentTarget.value))}
          />
          <Scale aria-hidden="true">
            <span>0 €</span>
            <span>100 € tai enemmän</span>
          </Scale>
        </PriceField>
        <Fieldset>
          <legend>Merkki</legend>
          <BrandList>
            {brandOptions(items, filters).map(({ brand, count }) => (
              <li key={brand}>
                <label>
                  <input
                    type="checkbox"
                    checked={filters.brands.includes(brand)}
                    onChange={(event) => toggleBrand(brand, event.currentTarget.checked)}
                  />
                  {`${brand} (${count})`}
                </label>
              </li>
            ))}
          </BrandList>
        </Fieldset>
      </Panel>
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
    </Container>
  );
}
