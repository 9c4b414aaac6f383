// "Vertailun kallein", "edullisin niistä, joille löysimme hinnan", "Hinta on TheraFace Maskia edullisempi": a sentence
// that ranks or compares the prices of the compared products goes stale the day a shop changes a price. So the text
// never types one: it writes `:pricerank[tuote-id]`, which the build writes out from the catalogue on the day of the
// build ("Purkin :pricerank[x]." → "Purkin hinta on vertailun edullisin."), and a comparison of two products is their
// two prices (`:price[a]`, `:price[b]`). Stock is the cards' and the table's, shop by shop; the text does not say it.
import { bodyLines, names, sentences } from './price-claims.ts';

/**
 * "vertailun kallein", "vertailumme edullisin", "vertailun LED-laitteista edullisin", "hinta on vertailun pienin": a
 * rank among every compared product.
 */
const claim =
  /(?<!\p{L})(?:vertailu(?:n|mme)\s(?:[\p{L}-]+\s)?(?:kallein|edullisin|halvin)|(?:hinta|hinnaltaan)(?:\son)?\svertailu(?:n|mme)\s(?:pienin|korkein|matalin|suurin))(?!\p{L})/iu;

/** "kallein niistä, joille löysimme hinnan", "pakkaushinta on korkein niistä …": a rank among the products with a price. */
const amongPriced =
  /(?<!\p{L})(?:kallein|korkein|edullisin|halvin)(?!\p{L})(?=[^.]*(?<!\p{L})niistä(?!\p{L})[^.]*(?<!\p{L})hinna[nt](?!\p{L}))/iu;

/** "edullisempi", "halvempaa", "kalliimpi", "huokeampi": a price compared, which matters when a product is named. */
const comparative = /(?<!\p{L})(?:edullisemp|halvemp|kalliimp|huokeamp)\p{L}*/iu;

/** "varastossa", "loppuunmyyty", "loppu varastosta": a shop's stock on the day it was written. */
const stock = /(?<!\p{L})(?:varastossa|varastosta|loppuunmyyty|loppuunmyydy\p{L}*|ei saatavilla)(?!\p{L})/iu;

/** What a typed sentence says that only the catalogue may say on the day of the build. */
export type TypedRankingKind = 'rank' | 'difference' | 'stock';

/** A price rank, a price comparison between named products or a stock claim typed into a body. */
export interface TypedRanking {
  /** 1-based line in the file. */
  line: number;
  field: string;
  kind: TypedRankingKind;
  /** The sentence it is in. */
  sentence: string;
  /** The words that say it, e.g. "vertailun edullisin". */
  words: string;
}

/** A product the text may name, as a comparison's check needs it. */
export interface NamedProduct {
  title: string;
  brand?: string;
}

/**
 * The price ranks, the price comparisons of named products and the stock claims typed into a content file's Markdown
 * body (frontmatter and directive lines are skipped; `:pricerank[…]` itself types nothing).
 */
export function typedRankings(source: string, products: readonly NamedProduct[]): TypedRanking[] {
  return bodyLines(source).flatMap(({ line, text, field }) =>
    sentences(text).flatMap((sentence): TypedRanking[] => {
      const at = (kind: TypedRankingKind, words: string) => ({ line, field, kind, sentence: sentence.trim(), words });
      const rank = claim.exec(sentence) ?? amongPriced.exec(sentence);
      if (rank) return [at('rank', rank[0])];
      const compared = comparative.exec(sentence);
      if (compared && products.some((product) => names(sentence, product))) return [at('difference', compared[0])];
      const stocked = stock.exec(sentence);
      return stocked ? [at('stock', stocked[0])] : [];
    }),
  );
}

/** "toiseksi", "kolmanneksi" …: the ordinal adverb of a rank from 2 on ("toiseksi edullisin"). */
const ordinals = [
  'toiseksi',
  'kolmanneksi',
  'neljänneksi',
  'viidenneksi',
  'kuudenneksi',
  'seitsemänneksi',
  'kahdeksanneksi',
  'yhdeksänneksi',
  'kymmenenneksi',
];
const ordinal = (rank: number) => (rank === 1 ? '' : `${ordinals[rank - 2] ?? `${rank}.`} `);

/** A compared product as a rank needs it: its id and its lowest price shown on the day of the build, in cents. */
export interface RankedProduct {
  id: string;
  cents?: number;
}

/**
 * What `:pricerank[id]` writes after a genitive ("Purkin …", "Sen …"): where the product's price stands among the
 * compared products' prices on the day of the build, counted from the nearer end; a tie shares the place. When some
 * compared products have no price, the rank is among those that have one, and says so. Undefined when `id` is not
 * among the compared.
 */
export function priceRankText(id: string, compared: readonly RankedProduct[]): string | undefined {
  const product = compared.find((candidate) => candidate.id === id);
  if (!product) return undefined;
  const cents = product.cents;
  if (cents === undefined) return 'hinta ei ole tiedossa';
  const priced = compared.flatMap((other) => (other.cents === undefined ? [] : [other.cents]));
  const among = priced.length === compared.length ? 'vertailun' : '';
  const tail = among ? '' : ` niistä ${priced.length} tuotteesta, joille löysimme hinnan`;
  if (priced.length === 1) return 'hinta on ainoa, jonka löysimme vertailun tuotteille';
  const fromCheapest = 1 + priced.filter((other) => other < cents).length;
  const fromDearest = 1 + priced.filter((other) => other > cents).length;
  const words = fromCheapest <= fromDearest ? `${ordinal(fromCheapest)}edullisin` : `${ordinal(fromDearest)}kallein`;
  return `hinta on ${among ? `${among} ` : ''}${words}${tail}`;
}

/** A compared product as a price difference needs it: its name and its lowest price shown that day, in cents. */
export interface DifferencePriced {
  title: string;
  cents?: number;
}

/**
 * What `:pricediff[a]{vs=b}` writes after the product's name ("Go 2 …"): how much more or less it costs than the
 * other on the day of the build, "maksaa 100,00 € vähemmän kuin Hyperice Hypervolt 2", or that the prices cannot be
 * compared when either is not shown.
 */
export function priceDifferenceText(
  product: DifferencePriced,
  other: DifferencePriced,
  formatCents: (cents: number) => string,
): string {
  if (product.cents === undefined || other.cents === undefined)
    return `ei ole hinnaltaan verrattavissa tuotteeseen ${other.title}, koska ${product.cents === undefined ? 'sen' : 'tämän'} hinta ei ole tiedossa`;
  const difference = product.cents - other.cents;
  if (difference === 0) return `maksaa saman verran kuin ${other.title}`;
  return `maksaa ${formatCents(Math.abs(difference))} ${difference < 0 ? 'vähemmän' : 'enemmän'} kuin ${other.title}`;
}
