// Build-time only: imported by route loaders, which run while prerendering, so the catalogue never enters the JS bundle.
import { contentItems, findDocument } from '@content/load.server';
import { products } from '@content/products';
import type { Product } from '@content/schemas/product';
import { site } from '@content/site';
import { stores } from '@content/stores';
import type { ArticleCardData } from '~/components/ArticleCard';
import type { ProductCardData } from '~/components/ProductCard';
import { findProduct, productsByIds, productsBySubjects } from '~/lib/catalogue';
import { cardHighlights, descriptionLines } from '~/lib/format';
import { categoryImage } from '~/lib/images';
import { storeLink } from '~/lib/store-links';
import { countWords, readingMinutes } from '~/lib/word-count';

/** The reading time of a written article or review, from its words. */
function readingTimeOf(id: string): number | undefined {
  const doc = findDocument(id);
  return doc ? readingMinutes(countWords(doc.text)) : undefined;
}

const storesById = new Map(stores.map((store) => [store.id, store]));

/** A catalogue entry as a product card shows it. */
export function toProductCard(product: Product): ProductCardData {
  const store = storesById.get(product.store);
  if (!store) throw new Error(`Tuotteen ${product.id} kauppaa "${product.store}" ei ole (content/stores.ts).`);
  const fallbackSrc = categoryImage(product.category);
  return {
    id: product.id,
    title: product.title,
    href: storeLink(product, store, site.affiliatePublisherIds),
    storeName: store.name,
    image: { src: product.image ?? fallbackSrc, alt: product.imageAlt ?? product.title, fallbackSrc },
    description: descriptionLines(product.description),
    ...(product.price ? { price: product.price } : {}),
    ...(product.rating !== undefined ? { rating: product.rating } : {}),
    highlights: cardHighlights(product.highlights),
  };
}

/** Cards for products by id, in order; ids missing from the catalogue are skipped silently. */
export const productCardsByIds = (ids: readonly string[]) => productsByIds(products, ids).map(toProductCard);

/** Cards for products by subject (the end-of-article grids). */
export const productCardsBySubjects = (subjects: readonly string[]) =>
  productsBySubjects(products, subjects).map(toProductCard);

/** One product's card, or undefined when the id is not in the catalogue. */
export function productCard(id: string): ProductCardData | undefined {
  const product = findProduct(products, id);
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
