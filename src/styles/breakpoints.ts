// The header's breakpoint on its own, so that the header's script (src/islands/header.ts), which is inlined into every
// page, takes this number without the rest of the theme.

/**
 * The header's breakpoint (spec §9): at this width and below the menu is a hamburger menu; above it the desktop menu
 * with hover dropdowns.
 */
export const menuBreakpoint = 1225;

/** The desktop menu's query for `window.matchMedia`: wider than the breakpoint. */
export const desktopMenuQuery = `(min-width: ${menuBreakpoint + 1}px)`;
