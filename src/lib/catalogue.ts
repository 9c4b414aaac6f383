import { parsePrice } from './unit-price.ts';

/** The parts of a product that lookups need. */
export interface CatalogueProduct {
  id: string;
  subjects: readonly string[];
}

/** A product by id, or undefined; a missing id is skipped by the callers, as the spec asks. */
export function findProduct<P extends CatalogueProduct>(products: readonly P[], id: string): P | undefined {
  return products.find((product) => product.id === id);
}

/** The products with the given ids, in that order, once each; ids not in the catalogue are skipped silently. */
export function productsByIds<P extends CatalogueProduct>(products: readonly P[], ids: readonly string[]): P[] {
  return [...new Set(ids)].flatMap((id) => {
    const product = findProduct(products, id);
    return product ? [product] : [];
  });
}

/** The products that have any of the subjects, subjects in the given order, catalogue order within each. */
export function productsBySubjects<P extends CatalogueProduct>(
  products: readonly P[],
  subjects: readonly string[],
): P[] {
  const seen = new Set<string>();
  const result: P[] = [];
  for (const subject of subjects) {
    for (const product of products) {
      if (seen.has(product.id) || !product.subjects.includes(subject)) continue;
      seen.add(product.id);
      result.push(product);
    }
  }
  return result;
}

/**
 * A product's offers, the lowest price first: the card links to the first. An offer without a price comes after the
 * priced ones (nothing says it is cheaper); equal prices keep the catalogue's order.
 */
export function offersByPrice<O extends { price?: string }>(offers: readonly O[]): O[] {
  const cents = (offer: O) => parsePrice(offer.price) ?? Number.POSITIVE_INFINITY;
  // The sort is stable, and two unpriced offers (Infinity − Infinity = NaN) count as equal, so ties keep their order.
  return [...offers].sort((a, b) => cents(a) - cents(b));
}

/** The price a product's card shows: its lowest-priced offer's, or undefined when no shop's price is known. */
export const lowestPrice = (product: { offers: readonly { price?: string }[] }) =>
  offersByPrice(product.offers)[0]?.price;
