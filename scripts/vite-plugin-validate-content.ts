import type { Plugin } from 'vite';
import { assertValidContent } from '../content/validate.ts';
import { about } from '../content/about.ts';
import { site } from '../content/site.ts';

/** Validates all content when a build or the dev server starts; a problem stops it with a message naming file, entry and field. */
export function validateContent(): Plugin {
  return {
    name: 'hyvinvointi:validate-content',
    buildStart() {
      assertValidContent({ site, about, siteUrlOverride: process.env.SITE_URL?.replace(/\/+$/, '') ?? '' });
    },
  };
}
