import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentSet } from '../content/content-set.ts';
import { assertValidContent } from '../content/validate.ts';
import { routes } from '../src/config/routes.ts';

/** Whether a site image path ("/images/…") exists under public/. */
export const publicImageExists = (sitePath: string) =>
  existsSync(path.join(import.meta.dirname, '..', 'public', decodeURIComponent(sitePath)));

/**
 * Validates all content when a build or the dev server starts; a problem stops it with a message naming the file,
 * the entry and the field.
 */
export function validateContent(): Plugin {
  return {
    name: 'hyvinvointi:validate-content',
    buildStart() {
      assertValidContent({
        ...contentSet,
        siteUrlOverride: process.env.SITE_URL?.replace(/\/+$/, '') ?? '',
        routePaths: routes.map((route) => route.path),
        imageExists: publicImageExists,
      });
    },
  };
}
