// An article's checks against the catalogue and the sheets: its product sections, prices, picks and must-haves.
import { blocksText, type Block } from '../../lib/rich-text.ts';
import { checkProductIds, type CheckContext } from '../checks.ts';
import { exceedsMessage, limitStatus } from '../rules/legal-limits.ts';
import {
  lightStanding,
  limitStanding,
  pickMustHaveProblem,
  ratingOrderProblems,
  soldStanding,
  validationStanding,
  type StandingProduct,
} from '../rules/must-haves.ts';
import {
  bestForProblem,
  brandProblem,
  brandsOf,
  noPickNote,
  titlePickProblem,
  unvaluedBestPick,
  unvaluedTitles,
} from '../rules/curation.ts';
import { needsPriceBasis, priceBasisMessage } from '../rules/fact-coverage.ts';
import { brandMessage, brandPlaces, unexplainedBrands } from '../rules/shortlist.ts';
import { labelSpecProblems, ownSpecProblems } from '../rules/spec-claims.ts';
import { pickProblems, picksOf, type Pick as ConclusionPick, type RatedProduct } from '../rules/picks.ts';
import {
  sectionMismatches,
  sentenceMismatches,
  type PricedProduct,
  type PriceMismatch,
} from '../rules/price-claims.ts';
import type { Product } from '../schemas/product.ts';
import type { Article, ProductSection } from './articles.server.ts';

/** A product's figures a price in the text is checked against: its offers' prices and a membership's monthly fee. */
const pricedOf = (product: Product): PricedProduct => ({
  id: product.id,
  title: product.title,
  brand: product.brand,
  prices: [
    ...product.offers.flatMap((offer) => (offer.price ? [offer.price] : [])),
    ...(product.membership ? [product.membership.monthly] : []),
  ],
});

/** What a pick is checked against: the product's rating. */
const ratedOf = (product: Product): RatedProduct => ({
  id: product.id,
  title: product.title,
  ...(product.rating !== undefined ? { rating: product.rating } : {}),
});

/** A price the text states that the catalogue does not have, as a problem at its section. */
const priceProblem =
  (context: CheckContext, article: Article, field: string, line: number | undefined) => (mismatch: PriceMismatch) => {
    const known = mismatch.products
      .map((product) => `${product.title} ${product.prices.length ? product.prices.join(' / ') : 'ilman hintaa'}`)
      .join(', ');
    context.problems.add(
      article.file,
      article.id,
      field,
      `teksti sanoo ${mismatch.price} («${mismatch.context}»), tuoteluettelossa ${known}: korjaa hinta tuoteluetteloon tai tekstiin; tuotteen hinnan tekstiin kirjoittaa :price[id]`,
      line,
    );
  };

/**
 * The compared products: each in the catalogue, and its section stating only its own prices. Returns the products found,
 * in section order. A product without the facts for the comparison's price per unit stays: its cell says what is
 * missing, and it cannot win a pick made on that price (picks.ts).
 */
function checkComparedProducts(article: Article, context: CheckContext): Product[] {
  const compared: Product[] = [];
  for (const section of article.sections) {
    if (section.type !== 'product') continue;
    const field = `:::product{id="${section.productId}"}`;
    checkProductIds(context, { file: article.file, entry: article.id, field, line: section.line }, [section.productId]);
    const product = context.products?.get(section.productId);
    if (!product) continue;
    compared.push(product);
    sectionMismatches(blocksText(section.content), pricedOf(product)).forEach(
      priceProblem(context, article, field, section.line),
    );
  }
  return compared;
}

/** Picks of products above a legal limit in force (the sheets' `limits`): such a product holds no pick. */
function limitProblems(
  picks: readonly ConclusionPick[],
  compared: readonly Product[],
  context: CheckContext,
): string[] {
  const { limits, today } = context;
  if (!limits || !today) return [];
  return picks.flatMap((pick) => {
    const product = compared.find((candidate) => candidate.id === pick.productId)!;
    const status = limitStatus(product, limits, today);
    return status.status === 'exceeds' ? [exceedsMessage(pick.label, product.title, status)] : [];
  });
}

/** Where a compared product stands on each must-have a page may state, from the catalogue and the sheets' limits. */
export function standingOf(product: Product, context: Pick<CheckContext, 'limits' | 'today'>): StandingProduct {
  const { limits, today } = context;
  return {
    id: product.id,
    title: product.title,
    rating: product.rating,
    standings: {
      validated: validationStanding(product.validation),
      ...(limits && today ? { 'legal-limit': limitStanding(limitStatus(product, limits, today)) } : {}),
      'led-light': lightStanding(product.lightSource),
      'sold-in-finland': soldStanding(product.offers),
    },
  };
}

/** Picks of products that do not meet the page's must-haves. */
function mustHavePickProblems(
  article: Article,
  picks: readonly ConclusionPick[],
  compared: readonly Product[],
  context: CheckContext,
) {
  const required = article.front.mustHaves ?? [];
  return picks.flatMap((pick) => {
    const product = compared.find((candidate) => candidate.id === pick.productId)!;
    const problem = pickMustHaveProblem(pick.label, standingOf(product, context), required);
    return problem ? [problem] : [];
  });
}

/**
 * "Paras valinta, jos …" (a compared product's `bestFor`) recommends the product for a use, as a pick does, so the same
 * holds: no product above a legal limit in force, none short of the page's must-haves or whose standing is unknown.
 */
function checkBestFor(article: Article, compared: readonly Product[], context: CheckContext) {
  for (const product of compared) {
    if (!article.front.products?.[product.id]?.bestFor) continue;
    const bestFor = article.front.products[product.id]!.bestFor!;
    const pick = { label: 'Paras valinta, jos', productId: product.id, text: bestFor };
    const claim = bestForProblem(product.title, bestFor);
    const messages = [
      ...[...limitProblems([pick], compared, context), ...mustHavePickProblems(article, [pick], compared, context)].map(
        (message) => `${message}; poista bestFor`,
      ),
      ...(claim ? [claim] : []),
      ...(article.front.specKind
        ? ownSpecProblems(article.front.specKind, '"Paras valinta, jos"', bestFor, product)
        : []),
    ];
    for (const message of messages)
      context.problems.add(
        article.file,
        article.id,
        `products.${product.id}.bestFor`,
        message,
        article.lineOf(['products', product.id, 'bestFor']),
      );
  }
}

/** Picks that call a product the best on a comparison that cannot price every compared product per its basis. */
function unvaluedPickProblems(article: Article, picks: readonly ConclusionPick[], compared: readonly Product[]) {
  const basis = article.front.priceBasis;
  if (!basis) return [];
  const unvalued = unvaluedTitles(basis, compared);
  return picks.flatMap((pick) => {
    const title = compared.find((product) => product.id === pick.productId)!.title;
    return unvaluedBestPick(pick.label, title, basis, unvalued) ?? [];
  });
}

/** Picks of a device comparison that rest on specs the catalogue lacks: in the label for every device, else its own. */
function specPickProblems(article: Article, picks: readonly ConclusionPick[], compared: readonly Product[]) {
  const kind = article.front.specKind;
  if (!kind) return [];
  return picks.flatMap((pick) => {
    const product = compared.find((candidate) => candidate.id === pick.productId)!;
    return [
      ...labelSpecProblems(kind, pick.label, compared),
      ...ownSpecProblems(kind, `valinta "${pick.label}"`, pick.text, product),
    ];
  });
}

/** Elsewhere in the text a price is checked against the compared products named in its sentence; picks against data. */
function checkTextAndPicks(article: Article, compared: readonly Product[], context: CheckContext) {
  const priced = compared.map(pricedOf);
  const mismatches = (blocks: readonly Block[], field: string, line?: number) =>
    sentenceMismatches(blocksText(blocks), priced).forEach(priceProblem(context, article, field, line));
  mismatches(article.introduction, 'johdanto');
  for (const section of article.sections)
    if (section.type === 'text') mismatches(section.content, `## ${section.title}`, section.line);
  const conclusion = article.conclusion;
  if (!conclusion) return;
  const rated = compared.map(ratedOf);
  const picks = picksOf(conclusion.content, rated);
  const messages = [
    ...pickProblems(picks, rated),
    ...limitProblems(picks, compared, context),
    ...mustHavePickProblems(article, picks, compared, context),
    ...unvaluedPickProblems(article, picks, compared),
    ...specPickProblems(article, picks, compared),
  ];
  for (const message of messages)
    context.problems.add(article.file, article.id, `## ${conclusion.title}`, message, conclusion.line);
  mismatches(conclusion.content, `## ${conclusion.title}`, conclusion.line);
}

/** An article's references to the catalogue and to other pages, and its prices and picks against the data. */
export function checkArticle(article: Article, context: CheckContext) {
  const { file, id, front } = article;
  const compared = checkComparedProducts(article, context);
  if (compared.length > 0 && context.products) {
    checkTextAndPicks(article, compared, context);
    checkBestFor(article, compared, context);
  }
  const standings = compared.map((product) => standingOf(product, context));
  for (const message of ratingOrderProblems(standings, front.mustHaves ?? []))
    context.problems.add(file, id, 'mustHaves', message, article.lineOf(['mustHaves']));
  if (!article.conclusion && noPickNote(standings, front.mustHaves ?? []))
    context.problems.add(
      file,
      id,
      'mustHaves',
      'yksikään vertailun tuote ei täytä ehtoja: sivu tarvitsee yhteenvedon (:::conclusion), jossa se kertoo, miksi valintaa ei ole',
      article.lineOf(['mustHaves']),
    );
  const picks = article.conclusion ? picksOf(article.conclusion.content, compared.map(ratedOf)) : [];
  const titleProblem = titlePickProblem(front.title, picks.length);
  if (titleProblem) context.problems.add(file, id, 'title', titleProblem, article.lineOf(['title']));
  if (!front.priceBasis && needsPriceBasis(compared.map((product) => product.category)))
    context.problems.add(file, id, 'priceBasis', priceBasisMessage, article.lineOf(['products']));
  const brands = brandProblem(brandsOf(compared), front.fewerBrands);
  if (brands)
    context.problems.add(
      file,
      id,
      'fewerBrands',
      brands,
      article.lineOf([front.fewerBrands ? 'fewerBrands' : 'products']),
    );
  for (const unexplained of unexplainedBrands(compared, `${article.text}\n${front.fewerBrands ?? ''}`)) {
    // At the section of the brand's third product, the first place over the limit.
    const third = compared.filter((product) => product.brand === unexplained.brand)[brandPlaces]!;
    const section = article.sections.find(
      (item): item is ProductSection => item.type === 'product' && item.productId === third.id,
    );
    context.problems.add(file, id, `:::product{id="${third.id}"}`, brandMessage(unexplained), section?.line);
  }
  front.recommendationTable?.rows.forEach((row, index) =>
    checkProductIds(
      context,
      {
        file,
        entry: id,
        field: `recommendationTable.rows.${index}.product`,
        line: article.lineOf(['recommendationTable', 'rows', index]),
      },
      [row.product],
    ),
  );
  const cards = front.comparisonCards ? [front.comparisonCards.featured.id, ...front.comparisonCards.grid.ids] : [];
  for (const card of cards)
    if (!context.documentIds.has(card))
      context.problems.add(
        file,
        id,
        'comparisonCards',
        `artikkelia "${card}" ei ole`,
        article.lineOf(['comparisonCards']),
      );
}
