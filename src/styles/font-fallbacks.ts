/**
 * The local fonts each web font falls back to while it loads, in the order tried: a font with Arial's widths
 * (Windows, macOS, and Linux with Liberation Sans) and DejaVu Sans (Linux without it), and for the serif Times New Roman's
 * widths and DejaVu Serif. Each gets an @font-face of its own whose metrics match the web font's
 * (scripts/font-fallbacks.ts writes them at build time; docs/decisions/011-metric-matched-font-fallbacks.md).
 */
export const fallbackFonts = {
  Inter: ['Arial', 'DejaVu Sans'],
  'Source Serif 4': ['Times New Roman', 'DejaVu Serif'],
} as const;

export type WebFamily = keyof typeof fallbackFonts;
export type LocalFont = (typeof fallbackFonts)[WebFamily][number];

/** The family name of a web font's metric-matched fallback on one local font: "Inter fallback Arial". */
export const fallbackFamily = (web: WebFamily, local: LocalFont) => `${web} fallback ${local}`;

/** A font stack: the web font, its metric-matched fallbacks, then the generic families in `rest`. */
export const fontStack = (web: WebFamily, rest: string) =>
  [web, ...fallbackFonts[web].map((local) => fallbackFamily(web, local))].map((family) => `'${family}'`).join(', ') +
  `, ${rest}`;
