import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/**
 * Base styles for every page: box model, typography, focus ring, and smooth in-page jumps. Static (the theme's values,
 * no functions), and rendered only at prerender (src/root.tsx): every page's stylesheet carries them, and the browser
 * needs no code for them.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* In-page jumps (#anchors) scroll smoothly unless the reader asked for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    font-weight: 700;
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.text};
    /* A word wider than the narrowest screens still breaks rather than widen the page. */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  /* Below about 460 px (h1) and 380 px (h2) the size follows the width, so that long Finnish compounds
     ("aktiivisuusrannekkeet", "hyaluronihapposeerumi") fit a phone's line whole: a browser without a Finnish
     hyphenation dictionary would split them with no hyphen (e2e/headings.pages.spec.ts). */
  h1 { font-size: ${theme.fontSizes.title}; }
  h2 { font-size: ${theme.fontSizes.heading}; }
  h3 { font-size: ${theme.fontSizes.lg}; }

  p { margin: 0 0 ${theme.space.md}; }

  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryStrong}; }

  img, svg { max-width: 100%; height: auto; }

  button, input { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }

  /* The target of the skip link and of in-page jumps gets focus without showing a ring around the whole area. */
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
