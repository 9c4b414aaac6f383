import { about } from './about.ts';
import { comparisonRegistry } from './comparisons.ts';
import { loadContent } from './load.server.ts';
import { catalogueFiles } from './catalogue.server.ts';
import { site } from './site.ts';
import { stores } from './stores.ts';
import type { ContentSet } from './validate.ts';

/** All content, as the build validates it (routes and images are added by the caller). */
export const contentSet = (): ContentSet => ({
  site,
  about,
  stores,
  catalogueFiles: catalogueFiles(),
  comparisons: comparisonRegistry,
  documents: loadContent(),
});
