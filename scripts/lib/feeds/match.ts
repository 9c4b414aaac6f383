// npm run offers:match: which of a feed's rows and which of the shop's catalogue products found no partner, and the
// likely pairs among them for an editor to confirm. The importer never matches by name (offers.ts); this only suggests,
// from the brand, the name's words and the pack size, and writes nothing until an editor names a pair (`confirmPairs`).
import { normaliseGtin } from '../../../src/lib/gtin.ts';

/** A catalogue product as matching needs it. */
export interface MatchProduct {
  id: string;
  title: string;
  brand: string;
  description?: readonly string[];
  gtin?: string;
  /** The product's own id at the feed's shop (its offer's `shopProductId`). */
  shopProductId?: string;
}

/** A feed row as matching needs it. */
export interface MatchRow {
  id: string;
  title?: string;
  gtin?: string;
  /** The product group a variant belongs to: a group's id is never a product's. */
  groupId?: string;
}

/** A row that may be a product's, with how sure the suggestion is and why. */
export interface Candidate {
  rowId: string;
  title: string;
  score: number;
  reasons: string[];
}

/** What a feed and the shop's catalogue products make of each other. */
export interface MatchReport {
  /** Pairs already found by GTIN or the shop's id: product id → row id. */
  matched: { productId: string; rowId: string }[];
  /** The shop's products no row has, each with its likely rows (best first, at most three). */
  unmatchedProducts: { productId: string; candidates: Candidate[] }[];
  /** Rows no product has. */
  unmatchedRows: number;
}

/** Lower-case words of letters and digits, accents kept ("Ähtäri"), for comparing names. */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The units a pack size is written in, as one name each: "500 g", "90 kaps", "1 l". */
const units: Record<string, string> = {
  g: 'g',
  kg: 'kg',
  mg: 'mg',
  µg: 'µg',
  mcg: 'µg',
  ml: 'ml',
  l: 'l',
  kpl: 'kpl',
  kaps: 'kaps',
  kapselia: 'kaps',
  kapselit: 'kaps',
  caps: 'kaps',
  capsules: 'kaps',
  tabl: 'tabl',
  tablettia: 'tabl',
  tabletit: 'tabl',
  tablets: 'tabl',
  tabs: 'tabl',
};
const quantity =
  /(\d+(?:[.,]\d+)?)\s?(µg|mcg|kapselia|kapselit|capsules|tablettia|tabletit|tablets|kaps|caps|tabl|tabs|kpl|kg|mg|ml|g|l)(?![\p{L}])/giu;

/** The pack sizes and strengths a text names, as "500 g", "90 kaps", "450 mg". */
export function sizesIn(text: string): string[] {
  return [...text.matchAll(quantity)].map(
    (match) => `${match[1]!.replace(',', '.')} ${units[match[2]!.toLowerCase()]}`,
  );
}

/** The unit of a size, "500 g" → "g". */
const unitOf = (size: string) => size.split(' ')[1]!;

/**
 * How likely a row is a product's: its brand in the row's title (required), the name's other words it shares, and the
 * sizes both name. A size of the same unit that differs (500 g and 1 kg are two products, 450 mg and 500 mg two
 * strengths) rules the row out. Undefined when it is no candidate.
 */
export function candidateOf(product: MatchProduct, row: MatchRow): Candidate | undefined {
  if (!row.title || row.id === row.groupId) return undefined;
  const rowWords = new Set(words(row.title));
  const brand = words(product.brand);
  if (brand.length === 0 || !brand.every((word) => rowWords.has(word))) return undefined;
  const name = [...new Set(words(product.title))].filter((word) => !brand.includes(word) && !/^\d/.test(word));
  const shared = name.filter((word) => rowWords.has(word));
  if (shared.length === 0) return undefined;
  const productSizes = new Set(sizesIn([product.title, ...(product.description ?? [])].join(' ')));
  const rowSizes = sizesIn(row.title);
  const sameSize = rowSizes.filter((size) => productSizes.has(size));
  const clash = rowSizes.some(
    (size) => !productSizes.has(size) && [...productSizes].some((own) => unitOf(own) === unitOf(size)),
  );
  if (clash) return undefined;
  return {
    rowId: row.id,
    title: row.title,
    score: 2 + shared.length + 2 * sameSize.length,
    reasons: [
      `merkki ${product.brand}`,
      `sanat ${shared.join(', ')}`,
      ...(sameSize.length > 0 ? [`koko ${sameSize.join(', ')}`] : []),
    ],
  };
}

/** Reads a feed's rows against the shop's products: the pairs found, and candidates for the products left over. */
export function matchReport(products: readonly MatchProduct[], rows: readonly MatchRow[]): MatchReport {
  const matched: MatchReport['matched'] = [];
  const taken = new Set<string>();
  const found = new Set<string>();
  for (const product of products) {
    const gtin = normaliseGtin(product.gtin);
    const row = rows.find(
      (candidate) =>
        (gtin !== undefined && normaliseGtin(candidate.gtin) === gtin) ||
        (product.shopProductId !== undefined && candidate.id === product.shopProductId),
    );
    if (!row) continue;
    matched.push({ productId: product.id, rowId: row.id });
    taken.add(row.id);
    found.add(product.id);
  }
  const free = rows.filter((row) => !taken.has(row.id));
  const unmatchedProducts = products
    .filter((product) => !found.has(product.id))
    .map((product) => ({
      productId: product.id,
      candidates: free
        .flatMap((row) => candidateOf(product, row) ?? [])
        .sort((a, b) => b.score - a.score)
        .slice(0, 3),
    }));
  return { matched, unmatchedProducts, unmatchedRows: free.length };
}

/** An editor's confirmed pair, "product-id=row-id". */
export function parsePair(text: string): { productId: string; rowId: string } | undefined {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1) return undefined;
  return { productId: text.slice(0, at), rowId: text.slice(at + 1) };
}

/** What a confirmed pair writes into the catalogue: the shop's id on the offer, and the GTIN with the page it is on. */
export interface IdentifierWrite {
  productId: string;
  shopProductId: string;
  gtin?: { value: string; source: string; checkedAt: string };
}

/**
 * What an editor's confirmed pair writes, or why it cannot: the product must have an offer at the feed's shop and the
 * row must be in the feed; the row's GTIN is written with the row's product page as its source when the product has
 * none, and a GTIN that differs from the product's stops the pair (one of the two is wrong).
 */
export function confirmedWrite(
  pair: { productId: string; rowId: string },
  product: (MatchProduct & { hasOffer: boolean }) | undefined,
  row: (MatchRow & { page?: string }) | undefined,
  today: string,
): IdentifierWrite | { problem: string } {
  if (!product) return { problem: `${pair.productId}: tuotetta ei ole tuoteluettelossa` };
  if (!product.hasOffer)
    return {
      problem: `${pair.productId}: tuotteella ei ole tarjousta syötteen kaupassa (lisää se ensin offers-listaan)`,
    };
  if (!row) return { problem: `${pair.productId}=${pair.rowId}: syötteessä ei ole riviä ${pair.rowId}` };
  if (row.groupId === row.id) return { problem: `${pair.rowId} on tuoteryhmän tunnus, ei tuotteen` };
  const rowGtin = normaliseGtin(row.gtin);
  if (product.gtin && rowGtin && normaliseGtin(product.gtin) !== rowGtin)
    return {
      problem: `${pair.productId}: tuotteen GTIN ${product.gtin} ja rivin ${row.gtin} eroavat; tarkista kumpi on oikea`,
    };
  const digits = row.gtin?.replace(/[\s-]/g, '');
  return {
    productId: product.id,
    shopProductId: row.id,
    ...(!product.gtin && rowGtin && digits && row.page
      ? { gtin: { value: digits, source: row.page, checkedAt: today } }
      : {}),
  };
}
