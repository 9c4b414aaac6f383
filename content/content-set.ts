import { about } from './about.ts';
import { articleBodyFiles, standalonePageFiles } from './articles/index.ts';
import { articleList } from './articles/list.ts';
import { comparisonRegistry } from './comparisons.ts';
import { catalogueFiles } from './products/index.ts';
import { reviewFiles } from './reviews/index.ts';
import { site } from './site.ts';
import { stores } from './stores.ts';
import type { ContentSet } from './validate.ts';

/** All content files, as the build validates them (routes and images are added by the caller). */
export const contentSet = {
  site,
  about,
  stores,
  catalogueFiles,
  articleList,
  comparisons: comparisonRegistry,
  articleBodies: articleBodyFiles,
  reviews: reviewFiles,
  standaloneComparisons: standalonePageFiles,
} satisfies ContentSet;
