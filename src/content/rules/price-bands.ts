/**
 * A gift guide's price bands ("Alle 30 €", "30–100 €", "Yli 100 €"), worked out from the compared products' lowest
 * prices so that a product never sits in a band its price has left. `::pricebands{limits="30 100"}` in a conclusion
 * writes them (content/README.md).
 */

/** A compared product: its name and its lowest price in cents. */
export interface BandedProduct {
  title: string;
  cents: number;
}

/** One band: its label as the list shows it and the products in it, cheapest first. */
export interface PriceBand {
  label: string;
  titles: string[];
}

/** "30 100" → [30, 100]; undefined unless the limits are whole euros in rising order. */
export function parseLimits(text: string | undefined): number[] | undefined {
  const limits = (text ?? '').trim().split(/\s+/).map(Number);
  // Splitting gives at least one piece, and an empty text gives 0, which is refused.
  if (limits.some((limit) => !Number.isInteger(limit) || limit <= 0)) return undefined;
  if (limits.some((limit, index) => index > 0 && limit <= limits[index - 1]!)) return undefined;
  return limits;
}

/**
 * The products by band: below the first limit, between two limits (both included) and above the last; a band with no
 * product is left out.
 */
export function priceBands(products: readonly BandedProduct[], limits: readonly number[]): PriceBand[] {
  const edges = limits.map((limit) => limit * 100);
  const bandOf = (cents: number) => {
    if (cents < edges[0]!) return 0;
    const index = edges.findIndex((edge, i) => i > 0 && cents <= edge);
    return index === -1 ? edges.length : index;
  };
  const label = (band: number) =>
    band === 0
      ? `Alle ${limits[0]} €`
      : band === limits.length
        ? `Yli ${limits[limits.length - 1]} €`
        : `${limits[band - 1]}–${limits[band]} €`;
  const sorted = [...products].sort((a, b) => a.cents - b.cents);
  return Array.from({ length: limits.length + 1 }, (_, band) => ({
    label: label(band),
    titles: sorted.filter((product) => bandOf(product.cents) === band).map((product) => product.title),
  })).filter((band) => band.titles.length > 0);
}

/** "A", "A ja B", "A, B ja C". */
export function listInFinnish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ja ${items[items.length - 1]}`;
}
