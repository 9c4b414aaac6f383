// Build-time only: imported by route loaders, which run while prerendering, so the catalogue never enters the JS bundle.
import { contentItems, findDocument, loadContent } from '~/content/collections.server';
import { standingOf } from '~/content/collections/article-checks.server';
import type { StandingProduct } from '~/content/rules/must-haves';
import { catalogue } from '~/content/collections/products.server';
import type { PricedOffer } from '~/content/markdown.server';
import type { Offer, Product } from '~/content/schemas/product';
import { offerStoreLink } from '~/content/collections/networks.server';
import type { ArticleCardData } from '~/data/cards';
import type { ProductCardData, ProductOffer } from '~/data/cards';
import { buildToday, priceClock } from '~/content/collections/site.server';
import {
  offerPrice,
  offersForReader,
  priceNote,
  shownPrice,
  shownPriceDate,
  stockNote,
  textPricesNote,
  type PriceClock,
} from '~/lib/offer-prices';
import { findProduct, productsByIds, productsBySubjects } from '~/lib/catalogue';
import { categoriesOf, sortForBrowsing } from '~/lib/product-filters';
import { cardHighlights } from '~/lib/format';
import { categoryImage } from '~/lib/images';
import { cardDescription } from '~/content/device-specs';
import { countWords, readingMinutes } from '~/lib/word-count';
import type { LinkPlace } from '~/lib/store-links';

/** The reading time of a written article or review, from its words. */
function readingTimeOf(id: string): number | undefined {
  const doc = findDocument(id);
  return doc ? readingMinutes(countWords(doc.text)) : undefined;
}

/**
 * An offer as a link: the shop's name, the address (affiliate-wrapped where configured, with the click reference of
 * `place`), the price and its date.
 */
function offerLink(
  product: Product,
  offer: Offer,
  place: LinkPlace,
  clock: PriceClock,
): ProductOffer & { priceNote: string } {
  const { store, href } = offerStoreLink(product, offer, place);
  const price = offerPrice(offer, clock);
  const shown = shownPrice(price);
  const priceDate = shownPriceDate(price);
  const stock = stockNote(offer.availability);
  return {
    storeName: store.name,
    href,
    ...(shown && priceDate ? { price: shown, priceDate } : {}),
    // Worded here, at build time, so the wording stays out of the browser's code.
    priceNote: priceNote(priceDate),
    ...(stock ? { stock } : {}),
  };
}

/**
 * A catalogue product as a product card shows it: linked to its first offer (in stock, the lowest current price), the
 * other shops listed in the same order, every link with the click reference of `place` (where on which page it is
 * shown). Prices are dated against the build's day (`priceClock`).
 */
export function toProductCard(product: Product, place: LinkPlace, clock: PriceClock = priceClock()): ProductCardData {
  const [first, ...others] = offersForReader(product.offers, clock).map((offer) =>
    offerLink(product, offer, place, clock),
  );
  // Another shop's line names a price's day only where it shows a price.
  const other = ({ priceNote: note, ...offer }: ProductOffer & { priceNote: string }): ProductOffer =>
    offer.price ? { ...offer, priceNote: note } : offer;
  const fallbackSrc = categoryImage(product.category);
  return {
    id: product.id,
    title: product.title,
    ...first!,
    otherOffers: others.map(other),
    image: { src: product.image ?? fallbackSrc, alt: product.imageAlt ?? product.title, fallbackSrc },
    description: cardDescription(product),
    ...(product.rating !== undefined ? { rating: product.rating } : {}),
    highlights: cardHighlights(product.highlights),
  };
}

/** When the prices a page's text writes are from, for the note beside its ad disclosure; undefined without prices. */
export function textPricesNoteFor(prices: readonly PricedOffer[], clock: PriceClock = priceClock()) {
  const offers = prices.flatMap(
    ({ product, store }) => findProduct(catalogue(), product)?.offers.find((offer) => offer.store === store) ?? [],
  );
  return textPricesNote(offers, clock);
}

/** Cards for products by id, in order, shown at `place`; ids missing from the catalogue are skipped silently. */
export const productCardsByIds = (ids: readonly string[], place: LinkPlace) =>
  productsByIds(catalogue(), ids).map((product) => toProductCard(product, place));

/** Cards for products by subject (the end-of-article grids), shown at `place`. */
export const productCardsBySubjects = (subjects: readonly string[], place: LinkPlace) =>
  productsBySubjects(catalogue(), subjects).map((product) => toProductCard(product, place));

/** A product's name, or undefined when the id is not in the catalogue (where a page names a product without a link). */
export const productTitle = (id: string) => findProduct(catalogue(), id)?.title;

/** A reviewed product's rating, from the catalogue (the build requires one for every review's product). */
export const reviewRating = (id: string) => findProduct(catalogue(), id)?.rating ?? 0;

/** A product's brand and maker page, for what a review says it rests on. */
export function productMaker(id: string) {
  const product = findProduct(catalogue(), id);
  return product && { brand: product.brand, makerPage: product.makerPage };
}

/** A product's pack facts, or undefined when none were read. */
export const productFacts = (id: string) => findProduct(catalogue(), id)?.facts;

/**
 * Where a product stands on each must-have a comparison may state (src/content/rules/must-haves.ts), from the catalogue
 * and the sheets' legal limits on the build's day; undefined when the id is not in the catalogue.
 */
export function productStandings(id: string): StandingProduct | undefined {
  const product = findProduct(catalogue(), id);
  if (!product) return undefined;
  const limits = loadContent().ingredients.map((sheet) => ({
    sheet: sheet.id,
    names: sheet.front.names,
    limits: sheet.front.limits ?? [],
  }));
  return standingOf(product, { limits, today: buildToday() });
}

/** A device's validation study as the catalogue records it, or undefined. */
export const productValidation = (id: string) => findProduct(catalogue(), id)?.validation;

/** A device's specs as read from its maker's page, or undefined (src/content/device-specs.ts). */
export const productSpecs = (id: string) => findProduct(catalogue(), id)?.specs;

/** One product's card shown at `place`, or undefined when the id is not in the catalogue. */
export function productCard(id: string, place: LinkPlace): ProductCardData | undefined {
  const product = findProduct(catalogue(), id);
  return product ? toProductCard(product, place) : undefined;
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

/**
 * /tuotteet: the whole catalogue as cards, one per product, ordered by category and name, with what the filters need
 * (the price is the lowest offer's, the one the card shows).
 */
export function catalogueListing(path: string) {
  const items = sortForBrowsing(catalogue()).map((product) => {
    const card = toProductCard(product, { page: path, placement: 'kortti' });
    return {
      brand: product.brand,
      category: product.category,
      ...(card.price ? { price: card.price } : {}),
      card,
    };
  });
  return { items, categories: categoriesOf(items), brands: [...new Set(items.map((item) => item.brand))] };
}
