import { theme } from '../src/styles/theme';

/**
 * The four widths every shell test runs at: two above the menu breakpoint (1225 px) and two at or below it.
 * Page-level specs run at the outer two (`pages`), since 1226 and 1224 differ only in the header.
 */
export const e2eViewports = [
  { name: 'desktop-1440', width: 1440, height: 900, menu: 'desktop', pages: true },
  { name: 'desktop-1226', width: theme.breakpoints.menu + 1, height: 800, menu: 'desktop', pages: false },
  { name: 'mobile-1224', width: theme.breakpoints.menu - 1, height: 800, menu: 'mobile', pages: false },
  { name: 'mobile-390', width: 390, height: 844, menu: 'mobile', pages: true },
] as const;

/**
 * Page-level specs (`*.pages.spec.ts`) run at 1440 and 390 px, and a check runs at the widths where its result can
 * differ: a test whose check cannot differ between them (what a page says, where a link goes, what a search finds)
 * carries `anyWidth` and runs at 1440 px only; one that checks only what a narrow screen can break carries
 * `narrowOnly` and runs at 390 px only (playwright.config.ts filters them, so neither shows as skipped). A header test
 * whose result cannot differ between the two widths of a menu mode (a rule of the menus, not their layout) carries
 * `outerWidth` and runs at 1440 and 390 px only, not at 1226 and 1224.
 */
export const widthTags = { anyWidth: '@any-width', narrowOnly: '@narrow-only', outerWidth: '@outer-width' } as const;
