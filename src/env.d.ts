/** The calendar year at build time, for the footer's copyright line. */
declare const __BUILD_YEAR__: number;
/** The site's settings (content/site.yaml) as validated when the build started, SITE_URL applied (vite.config.ts). */
declare const __SITE__: import('./content/schemas/site').Site;

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

/** The header's script, src/islands/header.ts built into a classic script's code (scripts/vite-plugin-header-island.ts). */
declare module 'virtual:header-island' {
  const code: string;
  export default code;
}
