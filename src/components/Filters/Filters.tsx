import styled from 'styled-components';

/** A row of toggle buttons (aria-pressed) that wraps. */
export const FilterButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A pill-shaped toggle button; pressed when its filter is on. */
export const FilterButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

/** The count of results, read out politely when it changes. */
export const ResultCount = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
