import type { Site } from '~/content/schemas/site';

/**
 * The site's settings (content/site.yaml), validated and with SITE_URL applied when the build starts (vite.config.ts
 * writes them in as `__SITE__`), so the browser gets plain data and no schema or YAML code. Node scripts outside
 * Vite read them with `buildSite()` from src/content/collections/site.server.ts.
 */
export const site: Site = __SITE__;
