import { desktopMenuQuery, menuBreakpoint } from './breakpoints';
import { fontStack } from './font-fallbacks';

/**
 * The one theme: colours, type, spacing and breakpoints. Components interpolate its values into their styles directly
 * (`${theme.space.md}`), and media queries through `media` below. It is a constant, so styled-components sees every
 * component's styles as static: it computes a component's class once instead of on every render, which is most of what
 * hydrating a list of cards cost (there is no ThemeProvider).
 */
export const theme = {
  colors: {
    /** Page background: a warm paper white. */
    background: '#f7f5f0',
    /** Cards, menus and dialogs. */
    surface: '#ffffff',
    /** Body text (contrast 15:1 on background). */
    text: '#1c2421',
    /** Secondary text (contrast 7:1 on background). */
    textMuted: '#4a5551',
    /** The brand's deep green: links, primary buttons, the logo. */
    primary: '#1f5a45',
    /** Primary on hover and pressed. */
    primaryStrong: '#153f30',
    /** A pale green for hovered menu items and highlights. */
    primarySoft: '#e5efe9',
    /** A warm accent for calls to action (white text on it: 5.6:1). */
    accent: '#a94f22',
    /** Accent on hover. */
    accentStrong: '#8c3f19',
    /** Hairlines between parts of a page. */
    border: '#dcd7cc',
    /** The focus ring: visible on every background of the site. */
    focus: '#0b5cad',
    /** Footer background and its text. */
    footer: '#16302a',
    footerText: '#e8efeb',
    footerMuted: '#b9cbc3',
    /** The backdrop behind the search dialog. */
    backdrop: 'rgba(22, 48, 42, 0.55)',
  },
  fonts: {
    body: fontStack('Inter', "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
    heading: fontStack('Source Serif 4', "Georgia, 'Times New Roman', serif"),
  },
  /** Font sizes in rem, from small print to the hero heading. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.125rem',
    /** A page title: xxl, smaller on a phone (GlobalStyle's h1). */
    title: 'clamp(1.5rem, 7.4vw, 2.125rem)',
    /** A section heading: xl, smaller below about 380 px (GlobalStyle's h2). */
    heading: 'clamp(1.375rem, 6.8vw, 1.625rem)',
    hero: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
  },
  /** Spacing steps in rem. */
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  shadows: {
    menu: '0 12px 32px rgba(22, 48, 42, 0.16)',
    card: '0 1px 2px rgba(22, 48, 42, 0.08), 0 4px 14px rgba(22, 48, 42, 0.06)',
  },
  /** The widest content column, shared by header, main and footer; wide enough for the whole menu on one line. */
  contentWidth: '1280px',
  /** The readable width of running text. */
  textWidth: '44rem',
  /** The header's height on desktop and on mobile. */
  headerHeight: { desktop: '76px', mobile: '64px' },
  breakpoints: {
    /** The header's breakpoint (./breakpoints). */
    menu: menuBreakpoint,
  },
} as const;

export type Theme = typeof theme;

/** Media queries built from the breakpoint tokens; the same numbers the header's script uses (./breakpoints). */
export const media = {
  /** At the menu breakpoint and narrower: the hamburger menu. */
  mobileMenu: `@media (max-width: ${theme.breakpoints.menu}px)`,
  /** Wider than the menu breakpoint: the desktop menu. */
  desktopMenu: `@media ${desktopMenuQuery}`,
} as const;
