// Prices in article text that must agree with the catalogue: a pack price typed into a sentence ("Hinta on 24,90 €",
// "(27,90 € / 90)") is checked against the product's offers, so the text and the card cannot say different things.
// Approximations and computed results ("noin 0,25 €", "= 0,79 €") are the text's own arithmetic and are left alone.

/** A euro amount with cents, as the site writes prices: "24,90 €", "1 249,00 €" (spaces may be no-break spaces). */
const amount = /(?<![\d,.–-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})*,\d{2})[ \u00a0\u202f]?€/g;

/** Words after which an amount is an estimate or a result, not a price read from a shop. */
const approximate = /(?:noin|enintään|vähintään|alle|yli|jopa|yhteensä|=)\s*$/i;

/** A price as a text states it, with the words around it for a message. */
export interface StatedPrice {
  /** In the site's form, "24,90 €". */
  price: string;
  /** The text around it. */
  context: string;
}

/** The euro amounts a text states as prices, in order. */
export function statedPrices(text: string): StatedPrice[] {
  const found: StatedPrice[] = [];
  for (const match of text.matchAll(amount)) {
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (approximate.test(before)) continue;
    const start = Math.max(0, match.index - 50);
    const end = Math.min(text.length, match.index + match[0].length + 30);
    found.push({
      price: `${match[1]!.replace(/[ \u00a0\u202f]/g, ' ')} €`,
      context: `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`,
    });
  }
  return found;
}

/** A text split into sentences (a full stop, question or exclamation mark followed by a capital letter). */
export const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/)
    .filter((sentence) => sentence.trim() !== '');

/** A product as the check needs it: its name and the prices its shops ask. */
export interface PricedProduct {
  id: string;
  title: string;
  /** The maker's brand: text may name the product without it ("Hypervolt Go 2"). */
  brand?: string;
  prices: readonly string[];
}

/** Whether a sentence names the product, with or without its brand in front. */
const names = (sentence: string, product: PricedProduct) =>
  sentence.includes(product.title) ||
  (product.brand !== undefined &&
    product.title.startsWith(`${product.brand} `) &&
    sentence.includes(product.title.slice(product.brand.length + 1)));

/** A stated price that none of the products it is written next to has. */
export interface PriceMismatch extends StatedPrice {
  products: readonly PricedProduct[];
}

/**
 * The stated prices of a product's own section that are not among that product's prices: every price in its section
 * is taken to be its own.
 */
export function sectionMismatches(text: string, product: PricedProduct): PriceMismatch[] {
  return sentences(text).flatMap((sentence) =>
    statedPrices(sentence)
      .filter((stated) => !product.prices.includes(stated.price))
      .map((stated) => ({ ...stated, products: [product] })),
  );
}

/**
 * The stated prices of other text that agree with none of the products named in the same sentence; a sentence that
 * names no product is not checked.
 */
export function sentenceMismatches(text: string, products: readonly PricedProduct[]): PriceMismatch[] {
  return sentences(text).flatMap((sentence) => {
    const named = products.filter((product) => names(sentence, product));
    if (named.length === 0) return [];
    return statedPrices(sentence)
      .filter((stated) => !named.some((product) => product.prices.includes(stated.price)))
      .map((stated) => ({ ...stated, products: named }));
  });
}
