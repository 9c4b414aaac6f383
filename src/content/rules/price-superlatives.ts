// "Vertailun kallein", "vertailumme edullisin pakkaushinta": a sentence that ranks a product's price among the compared
// products claims a figure for every one of them. It holds only when every compared product has a price and the product
// is the dearest or the cheapest of them (a tie counts), as a pick labelled "Edullisin" must (picks.ts). A ranking that
// says it is among the products with a price ("kallein niistä, joille löysimme hinnan") is checked among those.
import { parsePrice } from '../../lib/unit-price.ts';
import { names, sentences } from './price-claims.ts';

/** A compared product as the check needs it: its name and its lowest price, where any shop's price is known. */
export interface PricedCompared {
  id: string;
  title: string;
  /** The maker's brand: the conclusion may name the product without it. */
  brand?: string;
  price?: string;
}

/**
 * "vertailun kallein", "vertailumme edullisin", "vertailun LED-laitteista edullisin", "hinta on vertailun pienin": among
 * every compared product.
 */
const claim =
  /(?<!\p{L})(?:vertailu(?:n|mme)\s(?:[\p{L}-]+\s)?(kallein|edullisin|halvin)|(?:hinta|hinnaltaan)(?:\son)?\svertailu(?:n|mme)\s(pienin|korkein|matalin|suurin))(?!\p{L})/iu;

/** "kallein niistä, joille löysimme hinnan", "pakkaushinta on korkein niistä …": among the products that have a price. */
const amongPriced =
  /(?<!\p{L})(kallein|korkein|edullisin|halvin)(?!\p{L})(?=[^.]*(?<!\p{L})niistä(?!\p{L})[^.]*(?<!\p{L})hinna[nt](?!\p{L}))/iu;

/**
 * What is wrong with the price rankings in a text about `product` (its section, or a sentence of the conclusion that
 * names it), as messages: a compared product without a price, or one dearer or cheaper than the product said to lead.
 */
export function priceSuperlativeProblems(
  text: string,
  product: PricedCompared,
  compared: readonly PricedCompared[],
): string[] {
  return sentences(text).flatMap((sentence) => {
    const every = claim.exec(sentence);
    const match = every ?? amongPriced.exec(sentence);
    if (!match) return [];
    const words = match[0];
    const unpriced = compared.filter((other) => parsePrice(other.price) === undefined);
    if (every && unpriced.length > 0)
      return [
        `«${sentence.trim()}» sanoo ${product.title}: ${words}, mutta hinta puuttuu: ${unpriced.map((other) => other.title).join(', ')}; hinnan järjestys tarvitsee jokaisen vertailun tuotteen hinnan, tai sano, että järjestys koskee tuotteita, joille löytyi hinta ("kallein niistä, joille löysimme hinnan")`,
      ];
    const cents = parsePrice(product.price);
    if (cents === undefined)
      return [`«${sentence.trim()}» sanoo ${product.title}: ${words}, mutta tuotteella ei ole hintaa tuoteluettelossa`];
    const dearest = /kallein|korkein|suurin/i.test(match[1] ?? match[2]!);
    const beyond = compared.filter((other) => {
      const price = parsePrice(other.price);
      return price !== undefined && (dearest ? price > cents : price < cents);
    });
    if (beyond.length === 0) return [];
    return [
      `«${sentence.trim()}» sanoo ${product.title} (${product.price}): ${words}, mutta ${dearest ? 'kalliimpi' : 'halvempi'} on ${beyond.map((other) => `${other.title} ${other.price}`).join(', ')}`,
    ];
  });
}

/** A text of a comparison to check: a product's section (with its product) or the conclusion. */
export interface RankedText {
  /** Where it is, for the message: `:::product{id="…"}` or `## Yhteenveto`. */
  field: string;
  line?: number;
  text: string;
  /** The product whose section this is; absent for the conclusion, where each line is read for the product it names. */
  productId?: string;
}

/**
 * The price rankings of a comparison's texts against its compared products: a section's against its own product, and
 * each sentence of the conclusion (a list item is one even without a full stop) against the one product it names.
 */
export function rankingProblems(
  texts: readonly RankedText[],
  compared: readonly PricedCompared[],
): { field: string; line?: number; message: string }[] {
  return texts.flatMap(({ field, line, text, productId }) => {
    const at = (message: string) => ({ field, ...(line !== undefined ? { line } : {}), message });
    if (productId !== undefined) {
      const product = compared.find((candidate) => candidate.id === productId);
      return product ? priceSuperlativeProblems(text, product, compared).map(at) : [];
    }
    return text
      .split('\n')
      .flatMap(sentences)
      .flatMap((sentence) => {
        const named = compared.filter((product) => names(sentence, product));
        return named.length === 1 ? priceSuperlativeProblems(sentence, named[0]!, compared).map(at) : [];
      });
  });
}
