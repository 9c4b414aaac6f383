/** The parts of a product that lookups need. */
export interface CatalogueProduct {
  id: string;
  subjects: readonly string[];
}

/** The first offer of a product by id, or undefined; a missing id is skipped by the callers, as the spec asks. */
export function findProduct<P extends CatalogueProduct>(products: readonly P[], id: string): P | undefined {
  return products.find((product) => product.id === id);
}

/** The products with the given ids, in that order, one offer per id; ids not in the catalogue are skipped silently. */
export function productsByIds<P extends CatalogueProduct>(products: readonly P[], ids: readonly string[]): P[] {
  return [...new Set(ids)].flatMap((id) => {
    const product = findProduct(products, id);
    return product ? [product] : [];
  });
}

/** Every offer of a product (the same product can be sold by several shops). */
export function offersOf<P extends CatalogueProduct>(products: readonly P[], id: string): P[] {
  return products.filter((product) => product.id === id);
}

/** One offer per product that has any of the subjects, subjects in the given order, catalogue order within each. */
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
