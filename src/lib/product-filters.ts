/**
 * The product browser's filters (/tuotteet): category, highest price and brands, read from and written to the
 * address's query so that a filtered view can be shared and survives a reload.
 */

/** The parts of a product that the browser filters and orders by. */
export interface FilterableProduct {
  brand: string;
  category: string;
  /** The price as the catalogue writes it, e.g. "1 249,00 €". */
  price?: string;
}

export interface ProductFilters {
  /** One category, or null for all. */
  category: string | null;
  /** The highest price in euros, or null for no limit (the slider's top position: "100 € tai enemmän"). */
  maxPrice: number | null;
  /** Chosen brands; empty for all. */
  brands: string[];
}

/** The slider's range and step in euros (spec §9: 0–100). Its top position means no upper limit. */
export const priceSlider = { min: 0, max: 100, step: 5 } as const;

/** The query parameters: ?kategoria=Uni&hinta=40&merkki=Loop&merkki=Philips */
export const filterParams = { category: 'kategoria', maxPrice: 'hinta', brand: 'merkki' } as const;

export const noFilters: ProductFilters = { category: null, maxPrice: null, brands: [] };

const collator = new Intl.Collator('fi');

/** A catalogue price in euros: "24,90 €" → 24.9, "1 249,00 €" → 1249; anything else → undefined. */
export function parsePrice(price: string | undefined): number | undefined {
  const [, euros, cents] = /^(\d{1,3}(?:[\s\u00a0]\d{3})*),(\d{2})\s?€$/.exec(price?.trim() ?? '') ?? [];
  if (euros === undefined || cents === undefined) return undefined;
  return Number(`${euros.replace(/[\s\u00a0]/g, '')}.${cents}`);
}

/**
 * The filters in a query string. Only what the catalogue knows is taken: an unknown category or brand is ignored, a
 * price that is not a whole number is ignored, and a price is kept within the slider (at or above its top: no limit).
 */
export function readFilters(
  params: URLSearchParams,
  known: { categories: readonly string[]; brands: readonly string[] },
): ProductFilters {
  const category = params.get(filterParams.category);
  const price = params.get(filterParams.maxPrice)?.trim() ?? '';
  const maxPrice = /^-?\d{1,6}$/.test(price)
    ? Math.min(Math.max(Number(price), priceSlider.min), priceSlider.max)
    : priceSlider.max;
  const brands = params.getAll(filterParams.brand).filter((brand) => known.brands.includes(brand));
  return {
    category: category !== null && known.categories.includes(category) ? category : null,
    maxPrice: maxPrice >= priceSlider.max ? null : maxPrice,
    brands: [...new Set(brands)],
  };
}

/** The query for some filters; what is not filtered is left out, so the unfiltered view is plain /tuotteet. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set(filterParams.category, filters.category);
  if (filters.maxPrice !== null) params.set(filterParams.maxPrice, String(filters.maxPrice));
  for (const brand of [...filters.brands].sort(collator.compare)) params.append(filterParams.brand, brand);
  return params;
}

/** Whether any filter is set. */
export const isFiltered = (filters: ProductFilters) =>
  filters.category !== null || filters.maxPrice !== null || filters.brands.length > 0;

/**
 * The products that pass the filters, in the given order. With a price limit, a product without a known price is left
 * out: it cannot be said to cost at most that much.
 */
export function filterProducts<P extends FilterableProduct>(products: readonly P[], filters: ProductFilters): P[] {
  return products.filter((product) => {
    if (filters.category && product.category !== filters.category) return false;
    if (filters.brands.length > 0 && !filters.brands.includes(product.brand)) return false;
    if (filters.maxPrice !== null) {
      const price = parsePrice(product.price);
      if (price === undefined || price > filters.maxPrice) return false;
    }
    return true;
  });
}

/** Products by category and then by title, both in Finnish alphabetical order. */
export function sortForBrowsing<P extends FilterableProduct & { title: string }>(products: readonly P[]): P[] {
  return [...products].sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.title, b.title));
}

/** The categories that have products, in Finnish alphabetical order. */
export const categoriesOf = (products: readonly FilterableProduct[]) =>
  [...new Set(products.map((product) => product.category))].sort(collator.compare);

/**
 * The brand checkboxes for a category (all brands without one) with their product counts, in Finnish alphabetical
 * order. A chosen brand stays listed, with its count in that category (possibly 0), so that it can be unchecked.
 */
export function brandOptions(
  products: readonly FilterableProduct[],
  filters: Pick<ProductFilters, 'category' | 'brands'>,
): { brand: string; count: number }[] {
  const counts = new Map<string, number>(filters.brands.map((brand) => [brand, 0]));
  for (const product of products) {
    if (filters.category && product.category !== filters.category) continue;
    counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts].map(([brand, count]) => ({ brand, count })).sort((a, b) => collator.compare(a.brand, b.brand));
}

/** Choosing a category keeps only the chosen brands that have products in it. */
export function withCategory(
  products: readonly FilterableProduct[],
  filters: ProductFilters,
  category: string | null,
): ProductFilters {
  const available = new Set(
    products.filter((product) => !category || product.category === category).map((product) => product.brand),
  );
  return { ...filters, category, brands: filters.brands.filter((brand) => available.has(brand)) };
}

/** The slider's reading: "Enintään 40 €", and at the top "100 € tai enemmän" (no upper limit). */
export const maxPriceLabel = (maxPrice: number | null) =>
  maxPrice === null ? `${priceSlider.max} € tai enemmän` : `Enintään ${maxPrice} €`;

/** The result count in Finnish: "Löytyi 1 tuote", "Löytyi 12 tuotetta". */
export const resultCountLabel = (count: number) => `Löytyi ${count} ${count === 1 ? 'tuote' : 'tuotetta'}`;
