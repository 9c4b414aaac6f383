import { useId, useState } from 'react';
import styled from 'styled-components';
import { CategoryToggles, FilterButtonRow } from '~/components/Filters';
import {
  brandOptions,
  maxPriceLabel,
  priceSlider,
  withCategory,
  type FilterableProduct,
  type ProductFilters,
} from '~/lib/product-filters';
import { theme } from '~/styles/theme';

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

/** The filters' props: the catalogue, the chosen filters and how to choose others. */
interface FilterProps {
  items: readonly FilterableProduct[];
  filters: ProductFilters;
  /** `replace`: the choice replaces the address's history entry instead of adding one. */
  onChange: (next: ProductFilters, replace?: boolean) => void;
}

function CategoryButtons({ items, categories, filters, onChange }: FilterProps & { categories: readonly string[] }) {
  return (
    <Categories>
      <legend>Kategoria</legend>
      <FilterButtonRow>
        <CategoryToggles
          categories={categories}
          active={filters.category}
          onChoose={(category) => onChange(withCategory(items, filters, category))}
        />
      </FilterButtonRow>
    </Categories>
  );
}

/** The highest price, 0–100 €; the top of the scale means "100 € or more", no limit. */
function MaxPriceSlider({ filters, onChange }: Omit<FilterProps, 'items'>) {
  const priceId = useId();
  const setMaxPrice = (value: number) => {
    const maxPrice = value >= priceSlider.max ? null : value;
    // Moving the slider replaces the history entry rather than adding one per step.
    onChange({ ...filters, maxPrice }, true);
  };
  return (
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
        value={filters.maxPrice ?? priceSlider.max}
        aria-valuetext={maxPriceLabel(filters.maxPrice)}
        onChange={(event) => setMaxPrice(Number(event.currentTarget.value))}
      />
      <Scale aria-hidden="true">
        <span>0 €</span>
        <span>100 € tai enemmän</span>
      </Scale>
    </PriceField>
  );
}

function BrandChoices({ items, filters, onChange }: FilterProps) {
  const toggleBrand = (brand: string, checked: boolean) =>
    onChange({
      ...filters,
      brands: checked ? [...filters.brands, brand] : filters.brands.filter((chosen) => chosen !== brand),
    });
  return (
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
  );
}

/**
 * The catalogue's filters: category buttons, a highest-price slider and brand checkboxes. On a narrow screen they fold
 * behind a button that tells how many are on.
 */
export function CatalogueFilters(props: FilterProps & { categories: readonly string[] }) {
  const { filters } = props;
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const activeCount = (filters.category ? 1 : 0) + (filters.maxPrice !== null ? 1 : 0) + filters.brands.length;
  return (
    <>
      <PanelToggle
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        {activeCount > 0 ? `Suodattimet (${activeCount})` : 'Suodattimet'}
      </PanelToggle>
      <Panel id={panelId} aria-label="Suodattimet" data-open={panelOpen}>
        <CategoryButtons {...props} />
        <MaxPriceSlider filters={filters} onChange={props.onChange} />
        <BrandChoices {...props} />
      </Panel>
    </>
  );
}
