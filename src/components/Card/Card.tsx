import styled, { css } from 'styled-components';
import { theme } from '~/styles/theme';

// Each card part's styles are a `css` block as well as a component, so that the search page, whose results are drawn
// without React (src/lib/search-page.ts), gives its plain elements the same look from the same rules.

/**
 * The frame of every card: surface, border, shadow, and the focus ring of its one link drawn around the whole card.
 * Cards in one grid row are as tall as the tallest: the grid item is a flex column and the card grows in it.
 */
export const cardFrameStyles = css`
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

export const CardFrame = styled.article`
  ${cardFrameStyles}
`;

/** A card's highlights as small pills; callers pass at most three. */
export const highlightListStyles = css`
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

export const HighlightList = styled.ul`
  ${highlightListStyles}
`;

/** A responsive grid of cards as a list; each item is a flex column so that its card can grow. */
export const cardGridStyles = css`
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

export const CardGrid = styled.ul`
  ${cardGridStyles}
`;

/** The padded text column of a card. */
export const cardBodyStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
`;

export const CardBody = styled.div`
  ${cardBodyStyles}
`;

/** A card's category line. */
export const cardCategoryStyles = css`
  margin: 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const CardCategory = styled.p`
  ${cardCategoryStyles}
`;

/**
 * A card's title with its one link. The link's click area covers the whole card, so a click anywhere opens it and
 * keyboard users meet one link; the card frame draws the focus ring. Use `as` for the heading level of the page.
 */
export const cardTitleStyles = css`
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

export const CardTitle = styled.h3`
  ${cardTitleStyles}
`;

/** A card's description. */
export const cardDescriptionStyles = css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const CardDescription = styled.p`
  ${cardDescriptionStyles}
`;
