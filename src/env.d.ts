/** The calendar year at build time, for the footer's copyright line. */
declare const __BUILD_YEAR__: number;
/** SITE_URL given at build time, or an empty string when the configured origin applies. */
declare const __SITE_URL__: string;
