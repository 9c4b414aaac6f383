import { theme } from '../src/styles/theme';

/** The four widths every shell test runs at: two above the menu breakpoint (1225 px) and two at or below it. */
export const e2eViewports = [
  { name: 'desktop-1440', width: 1440, height: 900, menu: 'desktop' },
  { name: 'desktop-1226', width: theme.breakpoints.menu + 1, height: 800, menu: 'desktop' },
  { name: 'mobile-1224', width: theme.breakpoints.menu - 1, height: 800, menu: 'mobile' },
  { name: 'mobile-390', width: 390, height: 844, menu: 'mobile' },
] as const;
