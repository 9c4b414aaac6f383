// The site's settings: content/site.yaml.
import { readSettings } from '../data-files.server.ts';
import { cachedOnContent, contentRoot } from '../files.server.ts';
import { orThrow } from '../problems.ts';
import { siteSchema } from '../schemas/site.ts';

/**
 * Reads content/site.yaml. `originOverride` (SITE_URL at build time, without its trailing slash) replaces the
 * canonical origin before the check, so a bad override is refused like a bad file.
 */
export const readSite = (root = contentRoot(), originOverride = '') =>
  readSettings(root, 'site.yaml', siteSchema, (value) =>
    originOverride ? { ...value, origin: originOverride } : value,
  );

/** The site's settings as written (no override); stops with the file's problems when it is invalid. */
export const siteSettings = cachedOnContent((root) => {
  const { value, problems } = readSite(root);
  return orThrow(value, problems);
});

/** The site's settings for this build: SITE_URL, when given, replaces the origin; stops when the result is invalid. */
export const buildSite = cachedOnContent((root) => {
  const { value, problems } = readSite(root, (process.env.SITE_URL ?? '').replace(/\/+$/, ''));
  return orThrow(value, problems);
});
