import styled from 'styled-components';

/**
 * The frame of every card: surface, border, shadow, and the focus ring of its one link drawn around the whole card.
 * Cards in one grid row are as tall as the tallest: the grid item is a flex column and the card grows in it.
 */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  transition: border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A card's highlights as small pills; callers pass at most three. */
export const HighlightList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
`;

/** A responsive grid of cards as a list; each item is a flex column so that its card can grow. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }
`;
