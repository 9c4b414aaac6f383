// The search index: what search needs of every article, review and product, and nothing else. Written at build time
// as /hakuindeksi.json and fetched when the search opens or /haku loads, so it is never in the JS bundle.
// Relative imports only: the Vite config, which has no path aliases, loads this module.
import { contentItems } from '../src/content/collections.server.ts';
import { catalogue } from '../src/content/collections/products.server.ts';
import { cardDescription } from '../src/content/device-specs.ts';
import { offerStoreLink } from '../src/content/collections/networks.server.ts';
import { priceClock } from '../src/content/collections/site.server.ts';
import { offerPrice, offersForReader, shownPrice } from '../src/lib/offer-prices.ts';
import { cardHighlights } from '../src/lib/format.ts';
import { compareTitles } from '../src/lib/search.ts';
import { searchPath } from '../src/lib/search-href.ts';
import type { SearchIndexEntry } from '../src/lib/search-index-entry.ts';

/** The public path of the index. */
export const searchIndexPath = '/hakuindeksi.json';

/**
 * Builds the index: articles and reviews from the article list and one entry per catalogue product, in Finnish title
 * order, so that the browser's search ranks hits without comparing titles (`createSearchIndex(…, { inTitleOrder })`).
 */
export function buildSearchIndex(): SearchIndexEntry[] {
  const entries: SearchIndexEntry[] = contentItems().map((item) => ({
    type: item.type,
    title: item.title,
    description: item.description,
    category: item.category,
    highlights: cardHighlights(item.highlights),
    path: item.path,
  }));
  const clock = priceClock();
  for (const product of catalogue()) {
    // The offer the product's card links to: in stock, the lowest current price (src/lib/offer-prices.ts).
    const [offer] = offersForReader(product.offers, clock);
    if (!offer) continue;
    const price = shownPrice(offerPrice(offer, clock));
    entries.push({
      type: 'product',
      title: product.title,
      description: cardDescription(product)
        .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
        .join(' '),
      category: product.category,
      highlights: cardHighlights(product.highlights),
      // The search page and the header's suggestions read this one index: their links say "haku.haku".
      href: offerStoreLink(product, offer, { page: searchPath, placement: 'haku' }).href,
      ...(price ? { price } : {}),
    });
  }
  return entries.sort((a, b) => compareTitles(a.title, b.title));
}
