import styled from 'styled-components';
import { theme } from '~/styles/theme';

/** A row of toggle buttons (aria-pressed) that wraps. */
export const FilterButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** A pill-shaped toggle button; pressed when its filter is on. */
export const FilterButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primarySoft};
  }

  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: #fff;
  }
`;

/** The count of results, read out politely when it changes. */
export const ResultCount = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

/** Props of `CategoryToggles`. */
export interface CategoryTogglesProps {
  categories: readonly string[];
  /** The pressed category; null when "Kaikki" is. */
  active: string | null;
  onChoose: (category: string | null) => void;
}

/** "Kaikki" and a toggle per category, of which the active one is pressed. */
export function CategoryToggles({ categories, active, onChoose }: CategoryTogglesProps) {
  return (
    <>
      <FilterButton type="button" aria-pressed={active === null} onClick={() => onChoose(null)}>
        Kaikki
      </FilterButton>
      {categories.map((category) => (
        <FilterButton
          key={category}
          type="button"
          aria-pressed={active === category}
          onClick={() => onChoose(category)}
        >
          {category}
        </FilterButton>
      ))}
    </>
  );
}
