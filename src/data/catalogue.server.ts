// Build-time only: imported by route loaders, which run while prerendering, so the catalogue never enters the JS bundle.
import { contentItems, findDocument } from '~/content/collections.server';
import { catalogue } from '~/content/collections/products.server';
import type { Offer, Product } from '~/content/schemas/product';
import { offerStoreLink } from '~/content/collections/networks.server';
import type { ArticleCardData } from '~/data/cards';
import type { ProductCardData } from '~/data/cards';
import { findProduct, offersByPrice, productsByIds, productsBySubjects } from '~/lib/catalogue';
import { cardHighlights } from '~/lib/format';
import { categoryImage } from '~/lib/images';
import { countWords, readingMinutes } from '~/lib/word-count';

/** The reading time of a written article or review, from its words. */
function readingTimeOf(id: string): number | undefined {
  const doc = findDocument(id);
  return doc ? readingMinutes(countWords(doc.text)) : undefined;
}

/** An offer as a link: the shop's name, the address (affiliate-wrapped where configured) and the price. */
function offerLink(product: Product, offer: Offer) {
  const { store, href } = offerStoreLink(product, offer);
  return {
    storeName: store.name,
    href,
    ...(offer.price ? { price: offer.price } : {}),
    ...(offer.checkedAt ? { checkedAt: offer.checkedAt } : {}),
  };
}

/** A catalogue product as a product card shows it: linked to its lowest-priced offer, the other shops listed. */
export function toProductCard(product: Product): ProductCardData {
  const [lowest, ...others] = offersByPrice(product.offers).map((offer) => offerLink(product, offer));
  const fallbackSrc = categoryImage(product.category);
  return {
    id: product.id,
    title: product.title,
    ...lowest!,
    otherOffers: others,
    image: { src: product.image ?? fallbackSrc, alt: product.imageAlt ?? product.title, fallbackSrc },
    description: product.description,
    ...(product.rating !== undefined ? { rating: product.rating } : {}),
    highlights: cardHighlights(product.highlights),
  };
}

/** Cards for products by id, in order; ids missing from the catalogue are skipped silently. */
export const productCardsByIds = (ids: readonly string[]) => productsByIds(catalogue(), ids).map(toProductCard);

/** Cards for products by subject (the end-of-article grids). */
export const productCardsBySubjects = (subjects: readonly string[]) =>
  productsBySubjects(catalogue(), subjects).map(toProductCard);

/** A product's pack facts, or undefined when none were read. */
export const productFacts = (id: string) => findProduct(catalogue(), id)?.facts;

/** One product's card, or undefined when the id is not in the catalogue. */
export function productCard(id: string): ProductCardData | undefined {
  const product = findProduct(catalogue(), id);
  return product ? toProductCard(product) : undefined;
}

/** An article-list entry as an article card shows it. */
export function articleCard(id: string): ArticleCardData | undefined {
  const item = contentItems().find((entry) => entry.id === id);
  if (!item) return undefined;
  return {
    id: item.id,
    title: item.title,
    path: item.path,
    description: item.description,
    image: item.image,
    category: item.category,
    highlights: item.highlights,
    readingTime: readingTimeOf(item.id),
    publishDate: item.publishDate,
  };
}
