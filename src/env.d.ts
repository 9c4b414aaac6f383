/** The calendar year at build time, for the footer's copyright line. */
declare const __BUILD_YEAR__: number;
/** SITE_URL given at build time, or an empty string when the configured origin applies. */
declare const __SITE_URL__: string;

/** The address of the /haku page's own script, src/islands/search.ts built on its own (scripts/vite-plugin-search-island.ts). */
declare module 'virtual:search-island' {
  const src: string;
  export default src;
}

/** The address of the search dialog's chunk, which the header loads on first use (scripts/vite-plugin-lazy-search-dialog.ts). */
declare module 'virtual:search-dialog' {
  const src: string;
  export default src;
}
