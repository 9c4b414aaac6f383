import styled from 'styled-components';
import { theme } from '~/styles/theme';

// The parts every card of the site is made of. The search page's result cards are made of them too: it copies cards
// the route rendered from these components (src/components/SearchResultCard).

/**
 * The frame of every card: surface, border, shadow, and the focus ring of its one link drawn around the whole card.
 * Cards in one grid row are as tall as the tallest: the grid item is a flex column and the card grows in it.
 */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  transition: border-color 0.15s ease;

  &:hover {
    border-color: ${theme.colors.primary};
  }

  &:has(a:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A card's highlights as small pills; callers pass at most three. */
export const HighlightList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${theme.space.xs};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryStrong};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
  }
`;

/** A responsive grid of cards as a list; each item is a flex column so that its card can grow. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }
`;

/** The padded text column of a card. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
`;

/** A card's category line. */
export const CardCategory = styled.p`
  margin: 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/**
 * A card's title with its one link. The link's click area covers the whole card, so a click anywhere opens it and
 * keyboard users meet one link; the card frame draws the focus ring. Use `as` for the heading level of the page.
 */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};

  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a:focus-visible {
    outline: none;
  }

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** A card's description. */
export const CardDescription = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
