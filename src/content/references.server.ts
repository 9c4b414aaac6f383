// Build-time only: what a body may say about the catalogue — its inline references (`:price[id]`, `:unitprice[id]`,
// `:membership[id]`, `:total[id]`), resolved from the data, and the money or doses a body may not type itself.
import type { RootContent } from 'mdast';
import { offersByPrice } from '../lib/catalogue.ts';
import { formatCents, missingFacts, parsePrice, priceBases, totalCost, unitPrice } from '../lib/unit-price.ts';
import { offerPrice, shownPrice, stockText } from '../lib/offer-prices.ts';
import { catalogue } from './collections/products.server.ts';
import { priceClock } from './collections/site.server.ts';
import { sheetFigure, type IngredientSheet } from './collections/ingredients.server.ts';
import {
  attribute,
  type BodyProblems,
  noReferences,
  type InlineReferences,
  type MarkdownFile,
  type Resolved,
} from './markdown.server.ts';
import type { ContentProblem } from './problems.ts';
import { doseProblems, type DoseRule } from './rules/doses.ts';
import { figureCopies, typedRecommendations, type FigureRule } from './rules/figures.ts';
import { priceInstructionMessage, priceInstructions } from './rules/price-arithmetic.ts';
import { listInFinnish, parseLimits, priceBands, type BandedProduct } from './rules/price-bands.ts';
import { priceCopies, typedAmounts, type TypedAmount } from './rules/price-claims.ts';
import {
  priceDifferenceText,
  priceRankText,
  typedRankings,
  type TypedRankingKind,
} from './rules/price-superlatives.ts';
import type { Product } from './schemas/product.ts';

/** A product's name as the catalogue writes it (the only place names are written). */
export const productName = (id: string) => catalogue().find((product) => product.id === id)?.title ?? id;

export const copyMessage = (copy: { price: string; reference: string }) =>
  `hinta ${copy.price} on tuoteluettelon tieto: kirjoita ${copy.reference}, niin teksti ja kortti eivät voi erota`;

const typedMessages: Record<TypedAmount['kind'], (text: string) => string> = {
  amount: (text) =>
    `euromäärä ${text} on kirjoitettu tekstiin: tuotteen hinta on tuoteluettelossa (:price[tuote-id]), ja hinta annosta, päivää, millilitraa tai käyttökertaa kohden lasketaan tuotetiedoista (:unitprice[tuote-id]{per=annos}), ei virkkeessä`,
  approximate: (text) =>
    `likimääräinen hinta «${text}» ilman vuotta: tuotteen hinta on tuoteluettelossa (:price[tuote-id]); toimituksen arvio kirjoitetaan päivättynä («Kesäkuussa 2025 sormus maksoi noin 320–400 €»)`,
  arithmetic: (text) =>
    `laskutoimitus hinnalla («${text}»): hinta annosta tai yksikköä kohden lasketaan tuotetiedoista (:unitprice[tuote-id]{per=annos}), ei tekstissä`,
  unknown: (text) =>
    `«${text}»: puuttuvaa tietoa ei selitetä tekstissä; kortti ja taulukko näyttävät sen kohdalla "—". Etsi tieto lähteestä tai jätä tuote pois vertailusta`,
};

/**
 * Money typed into a body: a catalogue price instead of its `:price[…]` reference (the message names the reference
 * to write), any other amount to the cent, arithmetic on prices and "ei ollut tiedossamme" (see `typedAmounts`).
 */
export const copiedPrices = (file: string, id: string, source: string): ContentProblem[] => {
  const copies = priceCopies(source, catalogue());
  const copied = new Set(copies.map((copy) => `${copy.line} ${copy.price}`));
  return [
    ...copies.map((copy) => ({ file, line: copy.line, entry: id, field: copy.field, message: copyMessage(copy) })),
    ...typedAmounts(source)
      .filter((typed) => !copied.has(`${typed.line} ${typed.text.replace(/[\u00a0\u202f]/g, ' ')}`))
      .map((typed) => ({
        file,
        line: typed.line,
        entry: id,
        field: typed.field,
        message: typedMessages[typed.kind](typed.text),
      })),
  ];
};

const rankingMessages: Record<TypedRankingKind, (sentence: string, words: string) => string> = {
  rank: (sentence, words) =>
    `«${sentence}» kirjoittaa hinnan sijan käsin («${words}»), ja se vanhenee, kun kauppa muuttaa hintaa: kirjoita :pricerank[tuote-id] genetiivin perään, niin sija lasketaan tuoteluettelosta joka koonnissa («Purkin :pricerank[x].» → «Purkin hinta on vertailun edullisin.»)`,
  difference: (sentence, words) =>
    `«${sentence}» vertaa nimetyn tuotteen hintaa käsin («${words}»), ja vertailu voi kääntyä, kun hinnat päivittyvät: kirjoita ero tuoteluettelosta tuotteen nimen perään (:pricediff[tuote-id]{vs=toinen-id} → «maksaa 5,00 € vähemmän kuin …»), sija (:pricerank[tuote-id]) tai jätä vertailu pois`,
  stock: (sentence, words) =>
    `«${sentence}» kertoo saatavuuden («${words}»), joka muuttuu päivittäin: kortti näyttää sen kaupoittain; tekstissä kirjoita :stock[tuote-id]{shop=kauppa}, niin saatavuus ja sen päivä tulevat kaupan syötteestä`,
};

/** Price ranks, price comparisons of named products and stock typed into a body (rules/price-superlatives.ts). */
export const typedRankingProblems = (file: string, id: string, source: string): ContentProblem[] =>
  typedRankings(source, catalogue()).map((typed) => ({
    file,
    line: typed.line,
    entry: id,
    field: typed.field,
    message: rankingMessages[typed.kind](typed.sentence, typed.words),
  }));

/** Price arithmetic a body asks the reader to do ("jaa pakkauksen hinta …"; rules/price-arithmetic.ts). */
export const priceArithmeticProblems = (file: string, id: string, source: string): ContentProblem[] =>
  priceInstructions(source).map((instruction) => ({
    file,
    line: instruction.line,
    entry: id,
    field: instruction.field,
    message: priceInstructionMessage(instruction),
  }));

/** Doses of a sheet's ingredient above its range, stated without a reason. */
export const unexplainedDoses = (file: string, id: string, source: string, rules: readonly DoseRule[]) =>
  doseProblems(
    source,
    rules,
    catalogue().map((product) => product.title),
  ).map((problem): ContentProblem => ({
    file,
    line: problem.line,
    entry: id,
    field: `annos (${problem.sheet})`,
    message: problem.message,
  }));

/** Recommended amounts a sheet holds, typed into a page instead of written `:figure[sheet]{name=…}`. */
export const copiedFigures = (file: string, id: string, source: string, rules: readonly FigureRule[]) =>
  figureCopies(
    source,
    rules,
    catalogue().map((product) => product.title),
  ).map((copy): ContentProblem => ({
    file,
    line: copy.line,
    entry: id,
    field: `luku (${copy.sheet})`,
    message: `${copy.text} on tietosivun ${copy.sheet} luku: kirjoita :figure[${copy.sheet}]{name=${copy.name}}, niin sivut ja tietosivu eivät voi erota`,
  }));

/** Doses recommended in a page's own words for an ingredient a sheet covers (item 2 of issue 40). */
export const typedDoseAdvice = (file: string, id: string, source: string, rules: readonly FigureRule[]) =>
  typedRecommendations(
    source,
    rules,
    catalogue().map((product) => product.title),
  ).map((advice): ContentProblem => ({
    file,
    line: advice.line,
    entry: id,
    field: `luku (${advice.sheet})`,
    message: `${advice.text} on suositus, jota tietosivu ${advice.sheet} ei sisällä: lisää luku tietosivun figures-kohtaan lähteineen ja kirjoita :figure[${advice.sheet}]{name=…}, niin sisarsivut eivät voi erota`,
  }));

/** `:figure[sheet]{name=…}` as a frontmatter text writes it. */
const figureReference = /:figure\[([^\]]*)\](?:\{name=([^}\s]*)\})?/gu;

/** The frontmatter texts a card, a search result and the meta description show. */
const cardTexts = [['description'], ['highlights'], ['card', 'description'], ['card', 'highlights']] as const;

/**
 * The frontmatter's card texts (`description`, `highlights`, and a review's `card`) with each `:figure[sheet]{name=…}`
 * written out from the sheet, so that a card, a search result and the meta description state a sheet's figure as the
 * body does, and cannot differ from it. A figure the sheet does not hold is a problem on its line.
 */
export function frontmatterFigures(
  markdown: Pick<MarkdownFile, 'file' | 'lineOf'>,
  entry: string,
  data: unknown,
  sheets: ReadonlyMap<string, Pick<IngredientSheet, 'id' | 'front'>>,
): { data: unknown; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const resolve = (text: string, path: readonly PropertyKey[]) =>
    text.replace(figureReference, (written, sheet: string, name: string | undefined) => {
      const figure = sheetFigure(sheets.get(sheet), name);
      if ('text' in figure) return figure.text;
      problems.push({
        file: markdown.file,
        line: markdown.lineOf(path),
        entry,
        field: path.join('.'),
        message: `${written}: ${figure.problem}`,
      });
      return written;
    });
  const copy = structuredClone(data) as Record<string, unknown> | undefined;
  for (const path of cardTexts) {
    const parent = path.length === 2 ? (copy?.[path[0]] as Record<string, unknown> | undefined) : copy;
    const key = path.at(-1)!;
    const value = parent?.[key];
    if (typeof value === 'string') parent![key] = resolve(value, path);
    else if (Array.isArray(value))
      parent![key] = value.map((item, index) => (typeof item === 'string' ? resolve(item, [...path, index]) : item));
  }
  return { data: copy, problems };
}

/** A product's lowest price in cents; undefined when no shop's price is known. */
export const lowestCents = (product: Product) => parsePrice(offersByPrice(product.offers)[0]?.price);

/**
 * A reference to a catalogue product, resolved with the product and its lowest price in cents (what `:unitprice` and
 * `:total` count from); "not in the catalogue" when there is none.
 */
const withProduct =
  <A extends unknown[]>(resolve: (product: Product, lowestCents: number | undefined, ...args: A) => Resolved) =>
  (id: string, ...args: A): Resolved => {
    const product = catalogue().find((item) => item.id === id);
    if (!product) return { problem: 'tuotetta ei ole tuoteluettelossa' };
    return resolve(product, lowestCents(product), ...args);
  };

/** `:price[id]`: the lowest price, or with `{shop=…}` that shop's. */
const price = withProduct((product, _lowest, shop: string | undefined) => {
  const offers = offersByPrice(product.offers);
  const offer = shop === undefined ? offers[0] : offers.find((item) => item.store === shop);
  if (!offer) {
    const known = product.offers.map((item) => item.store).join(', ');
    return { problem: `tuotteella ei ole tarjousta kaupasta "${shop}" (kaupat: ${known})` };
  }
  if (!offer.price)
    return {
      problem: `hinta ei ole tiedossa (${offer.store}): jätä hinta pois tekstistä tai lisää se tuoteluetteloon`,
    };
  return { text: offer.price, offer: { product: product.id, store: offer.store } };
});

/** The offer a computed price counts from: the product's lowest-priced. */
const lowestOffer = (product: Product) => {
  const offer = offersByPrice(product.offers)[0]!;
  return { product: product.id, store: offer.store };
};

/** `:unitprice[id]{per=…}`: the lowest price per serving, 100 g, 100 ml or piece. */
const unitPriceOf = withProduct((product, lowest, per: string | undefined) => {
  const basis = priceBases.find((candidate) => candidate === per);
  if (!basis) return { problem: `per="${per ?? ''}": kirjoita per=${priceBases.join(' | per=')}` };
  const missing = [...(lowest === undefined ? ['offers.price'] : []), ...missingFacts(product.facts, basis)];
  const cents = unitPrice(lowest, product.facts, basis);
  if (cents === undefined)
    return { problem: `tuotteelta puuttuu ${missing.join(', ')}: hintaa per ${basis} ei voi laskea` };
  return { text: formatCents(cents), offer: lowestOffer(product) };
});

/** `:total[id]{months=…}`: the lowest price plus that many months of the product's membership. */
const total = withProduct((product, lowest, months: string | undefined) => {
  const count = Number(months);
  if (!months || !Number.isInteger(count) || count < 1) return { problem: 'kirjoita kuukaudet: {months=24}' };
  const cents = totalCost(lowest, parsePrice(product.membership?.monthly), count);
  if (cents === undefined) {
    const missing = [...(lowest === undefined ? ['offers.price'] : []), ...(product.membership ? [] : ['membership'])];
    return { problem: `tuotteelta puuttuu ${missing.join(', ')}: kokonaishintaa ei voi laskea` };
  }
  return { text: formatCents(cents), offer: lowestOffer(product) };
});

/** A product's lowest price that a reader is shown on the day of the build, in cents, and its offer. */
function shownLowest(product: Product) {
  const clock = priceClock();
  const shown = product.offers.flatMap((offer) => {
    const cents = parsePrice(shownPrice(offerPrice(offer, clock)));
    return cents === undefined ? [] : [{ cents, store: offer.store }];
  });
  return shown.sort((a, b) => a.cents - b.cents)[0];
}

/**
 * `:pricerank[id]` among a comparison's products: the rank of the product's shown price, written on the day of the
 * build (rules/price-superlatives.ts).
 */
const rankAmong =
  (comparedIds: readonly string[]) =>
  (id: string): Resolved => {
    const compared = comparedIds.flatMap((comparedId) => catalogue().find((item) => item.id === comparedId) ?? []);
    const lowest = new Map(compared.map((product) => [product.id, shownLowest(product)]));
    const text = priceRankText(
      id,
      compared.map((product) => ({
        id: product.id,
        ...(lowest.get(product.id) ? { cents: lowest.get(product.id)!.cents } : {}),
      })),
    );
    if (text === undefined)
      return {
        problem: `tuote ei ole tämän sivun vertailussa (:::product): vertailun tuotteet ovat ${comparedIds.join(', ') || 'ei yhtään'}`,
      };
    const offer = lowest.get(id);
    return { text, ...(offer ? { offer: { product: id, store: offer.store } } : {}) };
  };

/** `:pricediff[id]{vs=other}`: the difference of the two products' lowest prices shown on the day of the build. */
const differenceOf = withProduct((product, _lowest, otherId: string | undefined) => {
  const other = catalogue().find((item) => item.id === otherId);
  if (!other || other.id === product.id)
    return { problem: `kirjoita verrattava tuote: {vs=toinen-id} (tuoteluettelon tuote, ei ${product.id} itse)` };
  const [mine, theirs] = [shownLowest(product), shownLowest(other)];
  return {
    text: priceDifferenceText(
      { title: product.title, ...(mine ? { cents: mine.cents } : {}) },
      { title: other.title, ...(theirs ? { cents: theirs.cents } : {}) },
      formatCents,
    ),
    // Both prices are counted: the page's note dates each.
    offers: [
      ...(mine ? [{ product: product.id, store: mine.store }] : []),
      ...(theirs ? [{ product: other.id, store: theirs.store }] : []),
    ],
  };
});

/** `:stock[id]{shop=…}`: what the shop's feed last said of its stock, with the day it said so. */
const stockOf = withProduct((product, _lowest, shop: string | undefined) => {
  const offer = product.offers.find((item) => item.store === shop);
  if (!offer) {
    const known = product.offers.map((item) => item.store).join(', ');
    return { problem: `tuotteella ei ole tarjousta kaupasta "${shop ?? ''}" (kaupat: ${known})` };
  }
  return { text: stockText(offer) };
});

/**
 * The catalogue and the fact sheets behind a page's references; `comparedIds`, a comparison's products
 * (`:::product{id}`), are what `:pricerank` ranks among.
 */
export const pageReferences = (
  sheets: ReadonlyMap<string, IngredientSheet>,
  comparedIds: readonly string[] = [],
): InlineReferences => ({
  price,
  unitPrice: unitPriceOf,
  membership: withProduct((product) =>
    product.membership
      ? { text: product.membership.monthly }
      : { problem: 'tuotteella ei ole jäsenyyttä (membership) tuoteluettelossa' },
  ),
  total,
  figure: (sheet, name) => sheetFigure(sheets.get(sheet), name),
  rank: comparedIds.length > 0 ? rankAmong(comparedIds) : noReferences.rank,
  difference: differenceOf,
  stock: stockOf,
});

/**
 * `::pricebands{limits="30 100"}` in a conclusion: the compared products by their lowest price, as the list the
 * conclusion would otherwise type ("- **Alle 30 €:** A, B ja C."), so a band cannot go stale when a price changes.
 */
export function priceBandList(node: RootContent, productIds: readonly string[], body: BodyProblems): RootContent[] {
  const limits = parseLimits(attribute(node, 'limits'));
  if (!limits) {
    body.add(node, 'pricebands', '::pricebands tarvitsee rajat euroina nousevassa järjestyksessä: limits="30 100"');
    return [];
  }
  const products: BandedProduct[] = [];
  for (const product of productIds.flatMap((id) => catalogue().find((item) => item.id === id) ?? [])) {
    const cents = lowestCents(product);
    if (cents === undefined) body.add(node, 'pricebands', `tuotteelta ${product.title} puuttuu hinta (offers.price)`);
    else products.push({ title: product.title, cents });
  }
  if (products.length === 0) body.add(node, 'pricebands', '::pricebands tarvitsee vertailun tuotteet (:::product)');
  const position = node.position;
  const text = (value: string) => ({ type: 'text' as const, value, position });
  const item = (band: { label: string; titles: string[] }) => ({
    type: 'listItem' as const,
    spread: false,
    position,
    children: [
      {
        type: 'paragraph' as const,
        position,
        children: [
          { type: 'strong' as const, position, children: [text(`${band.label}:`)] },
          text(` ${listInFinnish(band.titles)}.`),
        ],
      },
    ],
  });
  return [{ type: 'list', ordered: false, spread: false, position, children: priceBands(products, limits).map(item) }];
}
