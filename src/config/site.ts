import { site as siteContent } from '@content/site';
import type { Site } from '@content/schemas/site';

/**
 * The site configuration. It is validated at build time (content/validate.ts), so the browser gets plain data and no
 * schema code. SITE_URL at build time replaces the canonical origin.
 */
export const site: Site = {
  ...siteContent,
  origin: (typeof __SITE_URL__ === 'string' && __SITE_URL__.replace(/\/+$/, '')) || siteContent.origin,
};
