// Prices in article text that must agree with the catalogue: a pack price typed into a sentence ("Hinta on 24,90 €",
// "(27,90 € / 90)") is checked against the product's offers, so the text and the card cannot say different things.
// Approximations and computed results ("noin 0,25 €", "= 0,79 €") are the text's own arithmetic and are left alone.
import { offersByPrice } from '../../lib/catalogue.ts';

/**
 * A euro amount as a price: with cents, as the site writes prices ("24,90 €", "1 249,00 €"), or in whole euros ("25 €"),
 * read as "25,00 €"; spaces may be no-break spaces.
 */
const amount = /(?<![\d,.–-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d{2})?)[ \u00a0\u202f]?€/g;

/** Words after a whole-euro amount that make it a difference or a rate, not a pack price: "50 € edullisempi". */
const notAPrice =
  /^\s*(?:edullisempi|halvempi|kalliimpi|enemmän|vähemmän|kuussa|kuukaudessa|vuodessa|viikossa|päivässä|\/)/i;

/**
 * A difference to the cent, as `:pricediff` writes it ("100,00 € vähemmän kuin …"): not a price either. One typed by
 * hand is refused anyway (`typedAmounts`).
 */
const difference = /^\s*(?:enemmän|vähemmän)(?!\p{L})/iu;

/** Words after which an amount is an estimate or a result, not a price read from a shop (`typedAmounts` stops "noin"). */
const approximate = /(?:(?<!\p{L})(?:noin|jopa|yhteensä)|=)\s*$/iu;

/** Words before an amount that make it something else than the product's price copied: an estimate, a bound, a sum. */
const notCopied = /(?:(?<!\p{L})(?:noin|enintään|vähintään|alle|yli|jopa|yhteensä)|=)\s*$/iu;

/**
 * Words before an amount that make it a bound: "alle 30 €", "enintään 30 €", "yli 30 €", "vähintään 30 €"; whole words
 * only ("opiskelijalle 349 €" is a price).
 */
const ceiling = /(?<!\p{L})(?:alle|enintään)\s*$/iu;
const floor = /(?<!\p{L})(?:yli|vähintään)\s*$/iu;

/** A range of euros, "20–30 €" or "19,90–24,90 €": the low end needs no euro sign of its own. */
const range =
  /(?<![\d,.–-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d{2})?)[ \u00a0\u202f]?[–-][ \u00a0\u202f]?(\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d{2})?)[ \u00a0\u202f]?€/g;

/** A price as a text states it, with the words around it for a message. */
export interface StatedPrice {
  /** In the site's form: "24,90 €", or as written for a range or bound ("20–30 €", "alle 30 €"). */
  price: string;
  /** For a range or a bound, the cents a product's price must lie within; absent for a price stated exactly. */
  bounds?: { min?: number; max?: number };
  /** The text around it. */
  context: string;
}

/** "1 249,90" or "25" → cents. */
const cents = (digits: string) => {
  const [whole, fraction = '00'] = digits.replace(/[ \u00a0\u202f]/g, '').split(',');
  return Number(whole) * 100 + Number(fraction);
};

/** The words around a match, for a message. */
function contextOf(text: string, index: number, length: number) {
  const start = Math.max(0, index - 50);
  const end = Math.min(text.length, index + length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The euro amounts a text states as prices, in order: exact prices, ranges ("20–30 €") and bounds ("alle 30 €",
 * "yli 300 €"), each however it is written — with cents or in whole euros. Estimates and results ("noin 25 €",
 * "= 0,79 €") and differences or rates ("50 € edullisempi", "6 € kuukaudessa") are not prices.
 */
export function statedPrices(text: string): StatedPrice[] {
  const found: (StatedPrice & { at: number })[] = [];
  const after = (index: number, length: number) => text.slice(index + length, index + length + 20);
  const ranges = [...text.matchAll(range)];
  for (const match of ranges) {
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (approximate.test(before) || notAPrice.test(after(match.index, match[0].length))) continue;
    found.push({
      at: match.index,
      price: match[0].replace(/[ \u00a0\u202f]/g, ' '),
      bounds: { min: cents(match[1]!), max: cents(match[2]!) },
      context: contextOf(text, match.index, match[0].length),
    });
  }
  // The top of a spaced range ("250 – 300 €") ends where the range does: it is part of it, not a price of its own.
  const rangeEnds = new Set(ranges.map((match) => match.index + match[0].length));
  for (const match of text.matchAll(amount)) {
    if (rangeEnds.has(match.index + match[0].length)) continue;
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (approximate.test(before)) continue;
    const wholeEuros = !match[1]!.includes(',');
    const next = after(match.index, match[0].length);
    if ((wholeEuros && notAPrice.test(next)) || difference.test(next)) continue;
    const value = cents(match[1]!);
    const bound = ceiling.test(before) ? { max: value } : floor.test(before) ? { min: value } : undefined;
    const written = `${match[1]!.replace(/[ \u00a0\u202f]/g, ' ')}${match[1]!.includes(',') ? '' : ',00'} €`;
    found.push({
      at: match.index,
      price: bound ? `${before.trim().split(/\s+/).at(-1)!.toLowerCase()} ${written}` : written,
      ...(bound ? { bounds: bound } : {}),
      context: contextOf(text, match.index, match[0].length),
    });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...stated }) => stated);
}

/** Whether one of a product's prices is what the text states: the same price, or one within the range or bound. */
export function agrees(stated: StatedPrice, prices: readonly string[]): boolean {
  if (!stated.bounds) return prices.includes(stated.price);
  const { min = -Infinity, max = Infinity } = stated.bounds;
  const strict = stated.price.startsWith('alle') || stated.price.startsWith('yli');
  return prices.some((price) => {
    const value = cents(price.replace(/[ \u00a0\u202f]?€$/, ''));
    return strict ? value > min && value < max : value >= min && value <= max;
  });
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
export const names = (sentence: string, product: { title: string; brand?: string }) =>
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
      .filter((stated) => !agrees(stated, product.prices))
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
      .filter((stated) => !named.some((product) => agrees(stated, product.prices)))
      .map((stated) => ({ ...stated, products: named }));
  });
}

/** A product as the copy check needs it: its name and its shops' prices. */
export interface OfferedProduct {
  id: string;
  title: string;
  brand?: string;
  offers: readonly { store: string; price?: string }[];
}

/** A product's price typed into a Markdown body where a `:price[…]` reference belongs. */
export interface PriceCopy {
  /** 1-based line in the file. */
  line: number;
  /** `:::product{id="…"}` for a product's section, otherwise `teksti`. */
  field: string;
  price: string;
  /** The reference to write instead, e.g. `:price[x]` or `:price[x]{shop=bodystore}`. */
  reference: string;
}

/** The reference that reads a product's price: the lowest offer's without a shop, another offer's with its shop. */
function referenceTo(product: OfferedProduct, price: string): string {
  const lowest = offersByPrice(product.offers)[0];
  if (lowest?.price === price) return `:price[${product.id}]`;
  const offer = product.offers.find((item) => item.price === price)!;
  return `:price[${product.id}]{shop=${offer.store}}`;
}

/** The copies in one line of text: of `section`'s prices, or else of those of the products each sentence names. */
function copiesInLine(
  line: string,
  section: readonly OfferedProduct[] | undefined,
  products: readonly OfferedProduct[],
): Omit<PriceCopy, 'line' | 'field'>[] {
  const found: Omit<PriceCopy, 'line' | 'field'>[] = [];
  for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/)) {
    const named = section ?? products.filter((product) => names(sentence, product));
    for (const match of sentence.matchAll(amount)) {
      if (notCopied.test(sentence.slice(Math.max(0, match.index - 20), match.index))) continue;
      const price = `${match[1]!.replace(/[ \u00a0\u202f]/g, ' ')} €`;
      const owner = named.find((product) => product.offers.some((offer) => offer.price === price));
      if (owner) found.push({ price, reference: referenceTo(owner, price) });
    }
  }
  return found;
}

/** Copies of a product's own prices in a text about that product alone (a device's description), line by line. */
export const productPriceCopies = (text: string, product: OfferedProduct): Omit<PriceCopy, 'field'>[] =>
  text
    .split('\n')
    .flatMap((line, index) => copiesInLine(line, [product], []).map((copy) => ({ line: index + 1, ...copy })));

/** A line of a Markdown body (the frontmatter skipped), with the product section it is in, if any. */
export interface BodyLine {
  /** 1-based line in the file. */
  line: number;
  text: string;
  /** The id of the `:::product{id="…"}` section the line is in. */
  productId?: string;
  /** `:::product{id="…"}` for a product's section, otherwise `teksti`. */
  field: string;
}

/** The body lines of a content file, each with its product section; directive lines themselves are left out. */
export function bodyLines(source: string): BodyLine[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const found: BodyLine[] = [];
  let fences = 0;
  let productId: string | undefined;
  lines.forEach((text, index) => {
    if (fences < 2) {
      if (text.trim() === '---') fences += 1;
      return;
    }
    const opening = text.match(/^:::product\{id="([^"]+)"\}/);
    if (opening) {
      productId = opening[1]!;
      return;
    }
    if (/^:::\s*$/.test(text)) {
      productId = undefined;
      return;
    }
    found.push({
      line: index + 1,
      text,
      ...(productId ? { productId } : {}),
      field: productId ? `:::product{id="${productId}"}` : 'teksti',
    });
  });
  return found;
}

/**
 * Product prices typed into a content file's Markdown body (the frontmatter is skipped): in a product's section, any
 * of that product's prices; elsewhere, the price of a product named in the same sentence. The catalogue holds prices
 * once; the text refers to them with `:price[id]` (content/README.md). Estimates ("noin 0,25 €") are left alone here:
 * `typedAmounts` stops them.
 */
export function priceCopies(source: string, products: readonly OfferedProduct[]): PriceCopy[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return bodyLines(source).flatMap(({ line, text, productId, field }) => {
    const section = productId === undefined ? undefined : byId.get(productId);
    return copiesInLine(text, section ? [section] : undefined, products).map((copy) => ({ line, field, ...copy }));
  });
}

/** What a body may not say about money, and why (see `typedAmounts`). */
export type TypedAmountKind = 'amount' | 'approximate' | 'arithmetic' | 'unknown';

/** A euro amount, a sum with prices or a "we did not know" typed into a body. */
export interface TypedAmount {
  line: number;
  field: string;
  kind: TypedAmountKind;
  /** The words as written, e.g. "0,25 €" or ":price[x] / 30". */
  text: string;
}

/** A euro amount to the cent, or a range of them: "0,25 €", "1 249,00 €", "0,20–0,22 €", "0,20 €/ml". */
const centAmount =
  /\d{1,3}(?:[ \u00a0\u202f]\d{3})*,\d{2}(?:\s?[–-]\s?\d{1,3}(?:[ \u00a0\u202f]\d{3})*,\d{2})?[ \u00a0\u202f]?€/g;

/**
 * An approximate whole-euro price, "noin 299 €" or "noin 320–400 €": a reader's number that goes stale. It may stand only
 * as a dated editorial figure, in a sentence that names the year it describes ("kesäkuussa 2025 … noin 320–400 €").
 */
const approximateAmount = /\bnoin[ \u00a0]\d[\d \u00a0\u202f]*(?:[–-]\d[\d \u00a0\u202f]*)?[ \u00a0\u202f]?€/gi;
const year = /\b(?:19|20)\d\d\b/;

/** A price reference divided, multiplied or compared in the text: ":price[x] / 30", "÷ 50 ml", "= 0,79". */
const priceArithmetic =
  /:price\[[^\]]*\](?:\{[^}]*\})?\s*(?:[/÷×*=]|:lla\s*\/)\s*\S+|[/÷×*]\s*:price\[[^\]]*\]|÷\s*\d+/g;

/** Stand-ins for a fact the editors did not find: the card and the table show "—" instead. */
const unknownFact = /ei ollut tiedossamme|emme tienneet|tuotetiedoistamme puuttu\p{L}*/giu;

/**
 * What a body says about money that only data may say: any euro amount to the cent typed by hand (a product's price is
 * `:price[id]`; a price per serving, day, millilitre or use is computed from the product's facts, never worked out in a
 * sentence), arithmetic on a price reference, "ei ollut tiedossamme" for a missing fact, and an approximate price ("noin 299 €")
 * unless its sentence names the year it describes: a whole-euro editorial figure stays text only as a dated figure.
 */
export function typedAmounts(source: string): TypedAmount[] {
  const patterns: [TypedAmountKind, RegExp][] = [
    ['amount', centAmount],
    ['arithmetic', priceArithmetic],
    ['unknown', unknownFact],
  ];
  return bodyLines(source).flatMap(({ line, text, field }) => {
    const dated = year.test(text.replace(/:[a-z]+\[[^\]]*\](?:\{[^}]*\})?/g, ''));
    return [...patterns, ...(dated ? [] : [['approximate', approximateAmount] as [TypedAmountKind, RegExp]])].flatMap(
      ([kind, pattern]) => [...text.matchAll(pattern)].map((match) => ({ line, field, kind, text: match[0].trim() })),
    );
  });
}
