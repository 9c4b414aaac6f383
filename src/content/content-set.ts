import { readComparisons } from './collections/comparisons.server.ts';
import { readAbout, readPages } from './collections/pages.server.ts';
import { readFeeds } from './collections/feeds.server.ts';
import { readNetworks } from './collections/networks.server.ts';
import { readNotes } from './collections/notes.server.ts';
import { readShops } from './collections/shops.server.ts';
import { readSite } from './collections/site.server.ts';
import { catalogueFiles } from './collections/products.server.ts';
import { contentRoot } from './files.server.ts';
import { loadContent } from './collections.server.ts';
import type { ContentSet } from './validate.ts';

/**
 * All content, as the build validates it (routes and images are added by the caller). `originOverride` is SITE_URL
 * at build time, which replaces the configured origin and is checked like it.
 */
export function contentSet(originOverride = ''): ContentSet {
  const root = contentRoot();
  const site = readSite(root, originOverride);
  const about = readAbout(root);
  const shops = readShops(root);
  const pages = readPages(root);
  const comparisons = readComparisons(root);
  const networks = readNetworks(root);
  const files = [site, about, shops, pages, comparisons, networks, readNotes(root), readFeeds(root, shops.value)];
  return {
    site: site.value,
    about: about.value,
    stores: shops.value,
    networks: networks.value,
    pages: pages.value,
    comparisons: comparisons.value,
    fileProblems: files.flatMap((file) => file.problems),
    catalogueFiles: catalogueFiles(),
    documents: loadContent(),
  };
}
