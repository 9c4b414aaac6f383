// Build-time only: the articles (content/articles/<id>.md), one Markdown file per page: frontmatter for the card, the
// route and the lists; a body of sections, product sections and a conclusion.
import type { RootContent } from 'mdast';
import { offersByPrice } from '../../lib/catalogue.ts';
import { blocksText, type Block } from '../../lib/rich-text.ts';
import {
  factParts,
  linksOf,
  pricesOf,
  mergeSources,
  readBody,
  textOfBlocks,
  type ArticleSource,
  type Conclusion,
  type Reader,
  type Shared,
} from '../body.server.ts';
import { checkProductIds, type CheckContext } from '../checks.ts';
import { attribute, BodyProblems, isStructure, plainText, toBlocks } from '../markdown.server.ts';
import type { MarkdownFile, PricedOffer } from '../markdown.server.ts';
import { parseWithSchema, type ContentProblem } from '../problems.ts';
import { pageReferences, priceBandList, productName } from '../references.server.ts';
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
import { typedYearMessage, typedYears, withYear } from '../rules/title-year.ts';
import { brandMessage, brandPlaces, unexplainedBrands } from '../rules/shortlist.ts';
import { pickProblems, picksOf, type Pick as ConclusionPick, type RatedProduct } from '../rules/picks.ts';
import {
  sectionMismatches,
  sentenceMismatches,
  type PricedProduct,
  type PriceMismatch,
} from '../rules/price-claims.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from '../schemas/article.ts';
import type { Product } from '../schemas/product.ts';

/** A section of an article body, in the order the file has them. */
export type ArticleSection =
  /** `## Otsikko` and the text under it; `sheet` when it is a part of an ingredient fact sheet (`::fact`). */
  | { type: 'text'; title: string; content: Block[]; line?: number; sheet?: string; shared?: 'method' }
  /** `::compared`: the list "Mukana vertailussa", one jump per product section. */
  | { type: 'compared' }
  /** `:::product{id="…"}` … `:::`: a compared product's section; its heading is the catalogue's name. */
  | { type: 'product'; productId: string; content: Block[]; line?: number }
  /** `::products`: the cards of the compared products. */
  | { type: 'products' }
  /** `::product-images{title="…"}`: a strip of the compared products' images. */
  | { type: 'product-images'; title: string };

/** An article read from content/articles/<id>.md. */
export interface Article {
  kind: 'article';
  id: string;
  file: string;
  front: ArticleFrontmatter;
  /** The line of a frontmatter field, for messages. */
  lineOf: (path: readonly PropertyKey[]) => number;
  introduction: Block[];
  sections: ArticleSection[];
  conclusion?: Conclusion;
  /** Plain text of the body, for the reading time and the word counts. */
  text: string;
  /** The fact sheets the article shows with `::fact`, by id. */
  sheets: string[];
  /** "Lähteet": the frontmatter's sources, then the shown sheets' sources, each address once. */
  sources: ArticleSource[];
  /** The offers whose prices the text writes, each once: the page says when those prices are from. */
  prices: PricedOffer[];
}

type ProductSection = Extract<ArticleSection, { type: 'product' }>;

/** The directives that stand for a section of their own. */
const placeholders = ['compared', 'products', 'product-images'];

/** Reads an article's top-level nodes into sections, one at a time; a `##` section collects the text under it. */
function sectionReader(body: BodyProblems, { sheets, method }: Shared) {
  const sections: ArticleSection[] = [];
  let open: { title: string; nodes: RootContent[]; index: number; line?: number } | undefined;
  const close = () => {
    if (!open) return;
    const content = toBlocks(open.nodes, body, `## ${open.title}`);
    sections[open.index] = { type: 'text', title: open.title, content, ...(open.line ? { line: open.line } : {}) };
    open = undefined;
  };
  const directive = (node: Extract<RootContent, { type: 'leafDirective' }>) => {
    if (node.name === 'method') {
      if (!method) body.add(node, 'method', '::method näyttää tiedoston content/method.md, jota ei ole');
      else sections.push({ type: 'text', title: method.title, content: method.content, shared: 'method' });
    } else if (node.name === 'fact') {
      for (const part of factParts(node, body, sheets))
        sections.push({ type: 'text', title: part.title, content: part.content, sheet: part.sheet });
    } else if (node.name === 'product-images') {
      const title = attribute(node, 'title');
      if (!title) body.add(node, 'product-images', '::product-images tarvitsee otsikon: ::product-images{title="…"}');
      sections.push({ type: 'product-images', title: title ?? '' });
    } else sections.push({ type: node.name as 'compared' | 'products' });
  };
  const product = (node: Extract<RootContent, { type: 'containerDirective' }>) => {
    const productId = attribute(node, 'id');
    if (!productId) body.add(node, 'product', ':::product tarvitsee tuotteen tunnuksen: :::product{id="…"}');
    const content = toBlocks(node.children, body, `:::product{id="${productId}"}`);
    sections.push({ type: 'product', productId: productId ?? '', content, line: node.position?.start.line });
  };
  const read = (node: RootContent): 'section' | 'continue' | 'unknown' => {
    if (node.type === 'heading' && node.depth === 2) {
      close();
      const title = plainText(node).trim();
      if (!title) body.add(node, 'sections', 'tyhjä otsikko');
      open = { title, nodes: [], index: sections.length, line: node.position?.start.line };
      sections.push({ type: 'text', title, content: [] });
    } else if (node.type === 'leafDirective' && ['method', 'fact', ...placeholders].includes(node.name)) {
      close();
      directive(node);
    } else if (node.type === 'containerDirective' && node.name === 'product') {
      close();
      product(node);
    } else if (open && !isStructure(node)) {
      open.nodes.push(node);
      return 'continue';
    } else return 'unknown';
    return 'section';
  };
  return { sections, read, close };
}

/** A product compared twice, a frontmatter entry without its section, and the 3–9 products a comparison holds. */
function productProblems(article: Pick<Article, 'file' | 'id' | 'front' | 'lineOf' | 'sections'>): ContentProblem[] {
  const { file, id, front, lineOf } = article;
  const problems: ContentProblem[] = [];
  const products = article.sections.filter((section): section is ProductSection => section.type === 'product');
  const seen = new Set<string>();
  for (const section of products) {
    if (seen.has(section.productId))
      problems.push({
        file,
        line: section.line,
        entry: id,
        field: 'product',
        message: `tuotteella ${section.productId} on jo osio`,
      });
    seen.add(section.productId);
  }
  for (const productId of Object.keys(front.products ?? {}))
    if (!seen.has(productId))
      problems.push({
        file,
        line: lineOf(['products', productId]),
        entry: id,
        field: `products.${productId}`,
        message: `tuotteella ei ole osiota :::product{id="${productId}"}`,
      });
  if (article.sections.some((section) => section.type === 'products') && (products.length < 3 || products.length > 9))
    problems.push({
      file,
      entry: id,
      field: '::products',
      message: `vertailussa on 3–9 tuotetta, nyt ${products.length}`,
    });
  return problems;
}

/** What a reader reads, derived parts included: the reading time on cards and the word counts come from it. */
function articleText(front: ArticleFrontmatter, parts: Pick<Article, 'introduction' | 'sections' | 'conclusion'>) {
  const products = parts.sections.filter((section): section is ProductSection => section.type === 'product');
  const sectionText = (section: ArticleSection): string[] => {
    switch (section.type) {
      case 'text':
        return [section.title, ...textOfBlocks(section.content)];
      case 'compared':
        return ['Mukana vertailussa', ...products.map((product) => productName(product.productId))];
      case 'product': {
        const bestFor = front.products?.[section.productId]?.bestFor;
        return [
          productName(section.productId),
          ...textOfBlocks(section.content),
          bestFor ? `Paras valinta, jos ${bestFor}.` : '',
        ];
      }
      case 'products':
        return ['Vertailun tuotteet'];
      case 'product-images':
        return [section.title];
    }
  };
  const table = front.recommendationTable;
  return [
    ...textOfBlocks(parts.introduction),
    ...parts.sections.flatMap(sectionText),
    ...(parts.conclusion ? [parts.conclusion.title, ...textOfBlocks(parts.conclusion.content)] : []),
    ...(front.sources ?? []).map((source) => (typeof source === 'string' ? source : source.title)),
    ...(table ? [table.title, ...table.rows.map((row) => row.goal)] : []),
  ].join('\n');
}

/**
 * The health note (content/notes.yaml) ends every article's conclusion unless the frontmatter says `healthNote: false`;
 * a typed copy of it is refused, so that the text stands in one place.
 */
function healthNote(
  front: ArticleFrontmatter | undefined,
  conclusion: Conclusion | undefined,
  notes: Shared['notes'],
): { problem?: { line?: number; message: string } } {
  if (!notes) return {};
  const squeeze = (text: string) => text.replace(/\s+/g, ' ');
  if (conclusion && squeeze(blocksText(conclusion.content)).includes(squeeze(notes.health)))
    return {
      problem: {
        line: conclusion?.line,
        message: `«${notes.health}» tulee tiedostosta content/notes.yaml: poista se tekstistä (healthNote: false jättää sen pois)`,
      },
    };
  if (front?.healthNote === false) return {};
  if (!conclusion)
    return {
      problem: { message: 'terveyshuomautus päättää yhteenvedon: lisää :::conclusion tai kirjoita healthNote: false' },
    };
  conclusion.content.push({ type: 'paragraph', children: [{ type: 'text', text: notes.health }] });
  return {};
}

/** The title fields that may name a year, which comes from `updateDate` as `{vuosi}`. */
const titleFields = ['title', 'heading'] as const;

/** A year typed into a title field instead of `{vuosi}`, at its line. */
const yearProblems = (front: ArticleFrontmatter, file: MarkdownFile, id: string): ContentProblem[] =>
  titleFields.flatMap((field) =>
    typedYears(front[field] ?? '').map((year) => ({
      file: file.file,
      line: file.lineOf([field]),
      entry: id,
      field,
      message: typedYearMessage(year),
    })),
  );

/** The frontmatter with `{vuosi}` in its titles written as the update date's year. */
const datedTitles = (front: ArticleFrontmatter): ArticleFrontmatter => ({
  ...front,
  title: withYear(front.title, front.updateDate),
  ...(front.heading ? { heading: withYear(front.heading, front.updateDate) } : {}),
});

/** Reads an article: its frontmatter, its sections and conclusion, and what it shows of the sheets. */
export const readArticle: Reader<Article> = (file, id, problems, links, shared) => {
  const front = parseWithSchema(articleFrontmatterSchema, file.data, {
    file: file.file,
    entry: id,
    lineOf: file.lineOf,
  });
  if (file.data !== undefined) problems.push(...front.problems);
  if (front.data) {
    problems.push(...yearProblems(front.data, file, id));
    front.data = datedTitles(front.data);
  }
  const body = new BodyProblems(file.file, id, pageReferences(shared.sheets));
  const reader = sectionReader(body, shared);
  const productIds = () =>
    reader.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
  const { introduction, conclusion } = readBody(file.body, body, reader.read, (node) =>
    node.type === 'leafDirective' && node.name === 'pricebands' ? priceBandList(node, productIds(), body) : undefined,
  );
  reader.close();
  const ending = healthNote(front.data, conclusion, shared.notes);
  if (ending.problem) problems.push({ file: file.file, entry: id, field: 'healthNote', ...ending.problem });
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front.data) return undefined;
  const { sections } = reader;
  const article = {
    kind: 'article' as const,
    id,
    file: file.file,
    front: front.data,
    lineOf: file.lineOf,
    introduction,
    sections,
    conclusion,
  };
  problems.push(...productProblems(article));
  const sheets = [
    ...new Set(sections.flatMap((section) => (section.type === 'text' && section.sheet ? [section.sheet] : []))),
  ];
  return {
    ...article,
    text: articleText(front.data, article),
    sheets,
    sources: mergeSources(front.data.sources ?? [], sheets, shared.sheets),
    prices: pricesOf(body),
  };
};

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

/** What a pick is checked against: the rating, the lowest price and the facts a price per serving comes from. */
function ratedOf(product: Product): RatedProduct {
  const lowest = offersByPrice(product.offers)[0];
  return {
    id: product.id,
    title: product.title,
    ...(product.rating !== undefined ? { rating: product.rating } : {}),
    ...(lowest?.price ? { price: lowest.price } : {}),
    ...(product.facts ? { facts: product.facts } : {}),
  };
}

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
    const pick = { label: 'Paras valinta, jos', productId: product.id };
    const messages = [
      ...limitProblems([pick], compared, context),
      ...mustHavePickProblems(article, [pick], compared, context),
    ];
    for (const message of messages)
      context.problems.add(
        article.file,
        article.id,
        `products.${product.id}.bestFor`,
        `${message}; poista bestFor`,
        article.lineOf(['products', product.id, 'bestFor']),
      );
  }
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
    ...pickProblems(picks, rated, article.front.priceBasis),
    ...limitProblems(picks, compared, context),
    ...mustHavePickProblems(article, picks, compared, context),
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
  for (const message of ratingOrderProblems(
    compared.map((product) => standingOf(product, context)),
    front.mustHaves ?? [],
  ))
    context.problems.add(file, id, 'mustHaves', message, article.lineOf(['mustHaves']));
  for (const unexplained of unexplainedBrands(compared, article.text)) {
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
