// Build-time only: every collection of content/, listed once as Astro's content config lists them — where its files
// are, the schema of each entry and the module that reads and checks it — and the content read as one whole. Route
// loaders, the build's content check, scripts and tests read the content through here.
//
// References between collections, each checked in one place:
// - a shop's `affiliate.network` → networks (validate.ts, shopNetworkProblems); a feed's `shop` → shops (feeds.server.ts);
// - an article's `:::product{id}`, a recommendation table's `product`, a review's `product` and a standalone device's
//   `product` → products (validate.ts, `checkProductIds`); a product's `offers[].store` → shops (products.server.ts);
// - `::fact{sheet part}` in an article or review → ingredients (body.server.ts, `factParts`);
// - a comparison registry entry and an article's `comparisonCards` → articles (validate.ts);
// - a fixed page of pages.yaml → the route registry, and every site path a body links to (validate.ts).
import path from 'node:path';
import type { Reader, BodyLink, Shared } from './body.server.ts';
import { readAbout } from './collections/pages.server.ts';
import { readArticle, type Article } from './collections/articles.server.ts';
import { readComparisons } from './collections/comparisons.server.ts';
import {
  doseRules,
  figureRules,
  readIngredients,
  readMethod,
  type IngredientSheet,
  type SharedSection,
} from './collections/ingredients.server.ts';
import { readPages } from './collections/pages.server.ts';
import { readCatalogueFiles } from './collections/products.server.ts';
import { readReview, type Review } from './collections/reviews.server.ts';
import { readFeeds } from './collections/feeds.server.ts';
import { readNetworks } from './collections/networks.server.ts';
import { readNotes } from './collections/notes.server.ts';
import { readShops } from './collections/shops.server.ts';
import { readSources, resolveSourceRefs, type SourceTable } from './collections/sources.server.ts';
import { readSite } from './collections/site.server.ts';
import { readStandalone, type StandalonePage } from './collections/standalone.server.ts';
import { siteSettings } from './collections/site.server.ts';
import { cachedOnContent, contentRoot, fileAt, filesOf } from './files.server.ts';
import { readMarkdownFile } from './markdown.server.ts';
import type { ContentProblem } from './problems.ts';
import {
  copiedFigures,
  copiedPrices,
  priceArithmeticProblems,
  typedRankingProblems,
  frontmatterFigures,
  typedDoseAdvice,
  unexplainedDoses,
} from './references.server.ts';
import { bodyDatesAfter, dateAfterMessage } from './rules/typed-dates.ts';
import { articleFrontmatterSchema } from './schemas/article.ts';
import { comparisonEntrySchema } from './schemas/comparison.ts';
import type { ContentItem } from './schemas/content-item.ts';
import { ingredientFrontmatterSchema, sourceSchema } from './schemas/ingredient.ts';
import { feedSchema } from './schemas/feed.ts';
import { networkSchema } from './schemas/network.ts';
import { notesSchema, type Notes } from './schemas/notes.ts';
import { pageSchema } from './schemas/page.ts';
import { productSchema } from './schemas/product.ts';
import { reviewFrontmatterSchema } from './schemas/review.ts';
import { siteSchema } from './schemas/site.ts';
import { standaloneFrontmatterSchema } from './schemas/standalone-comparison.ts';
import { storeSchema } from './schemas/store.ts';
import { aboutSchema } from './schemas/about.ts';

export type { Article, ArticleSection } from './collections/articles.server.ts';
export type { IngredientSheet, SharedSection } from './collections/ingredients.server.ts';
export type { Review, ReviewSection } from './collections/reviews.server.ts';
export type { StandalonePage } from './collections/standalone.server.ts';
export type { ArticleSource, BodyLink } from './body.server.ts';
export type { ContentProblem } from './problems.ts';
export { mentionsSheet } from './collections/ingredients.server.ts';
export { productName } from './references.server.ts';

/** The collections: their files under content/, the schema of an entry, and the function that reads them. */
export const collections = {
  articles: { files: 'articles/*.md', schema: articleFrontmatterSchema, read: readArticle },
  standalone: { files: 'standalone/*.md', schema: standaloneFrontmatterSchema, read: readStandalone },
  reviews: { files: 'reviews/*.md', schema: reviewFrontmatterSchema, read: readReview },
  ingredients: { files: 'ingredients/*.md', schema: ingredientFrontmatterSchema, read: readIngredients },
  method: { files: 'method.md', read: readMethod },
  sources: { files: 'sources.yaml', schema: sourceSchema, read: readSources },
  notes: { files: 'notes.yaml', schema: notesSchema, read: readNotes },
  products: { files: 'products/*.yaml', schema: productSchema, read: readCatalogueFiles },
  shops: { files: 'shops.yaml', schema: storeSchema, read: readShops },
  networks: { files: 'networks.yaml', schema: networkSchema, read: readNetworks },
  feeds: { files: 'feeds.yaml', schema: feedSchema, read: readFeeds },
  pages: { files: 'pages.yaml', schema: pageSchema, read: readPages },
  about: { files: 'about.md', schema: aboutSchema, read: readAbout },
  comparisons: { files: 'comparisons.yaml', schema: comparisonEntrySchema, read: readComparisons },
  site: { files: 'site.yaml', schema: siteSchema, read: readSite },
} as const;

/** The collections of pages: one Markdown file per page, read into a document. */
interface Documents {
  articles: Article;
  standalone: StandalonePage;
  reviews: Review;
}
const pageCollections = ['articles', 'standalone', 'reviews'] as const;

/** Everything read from the content folders. */
export interface LoadedContent {
  articles: Article[];
  standalone: StandalonePage[];
  reviews: Review[];
  /** The ingredient fact sheets, by id. */
  ingredients: IngredientSheet[];
  /** "Miten vertailemme": what the editors do and do not do, written once (content/method.md), shown by `::method`. */
  method?: SharedSection;
  /** The sources many pages cite, by id (content/sources.yaml). */
  sources: SourceTable;
  /** The short texts many pages end with (content/notes.yaml; the build requires it, a test's folder may leave it out). */
  notes?: Notes;
  /** The article list (spec §3): one entry per article, standalone page and review, derived from their frontmatter. */
  items: ContentItem[];
  /** Site paths linked from bodies, for the link check. */
  links: BodyLink[];
  /** Problems found while reading; the build stops on any. */
  problems: ContentProblem[];
}

/** Dates typed in a page's body after its update date (src/content/rules/typed-dates.ts). */
function futureDates(file: string, id: string, source: string, data: unknown): ContentProblem[] {
  const updateDate = (data as { updateDate?: unknown } | undefined)?.updateDate;
  if (typeof updateDate !== 'string') return [];
  return bodyDatesAfter(source, updateDate).map(({ line, date }) => ({
    file,
    line,
    entry: id,
    field: 'teksti',
    message: dateAfterMessage(date, updateDate, 'Teksti'),
  }));
}

/** Reads one page's file as its collection's document, with the checks every page's text gets. */
function readPage<K extends keyof Documents>(
  kind: K,
  file: string,
  source: string,
  shared: Shared,
  sheets: readonly IngredientSheet[],
) {
  const id = path.basename(file, '.md').normalize('NFC');
  const read = readMarkdownFile(file, source);
  const refs = resolveSourceRefs(read, id, shared.sources);
  const figures = frontmatterFigures(read, id, refs.data, shared.sheets);
  const markdown = { ...read, data: figures.data };
  const problems: ContentProblem[] = [
    ...markdown.problems.map((problem) => ({ ...problem, entry: id })),
    ...refs.problems,
    ...figures.problems,
    ...copiedPrices(file, id, source),
    ...typedRankingProblems(file, id, source),
    ...priceArithmeticProblems(file, id, source),
    ...unexplainedDoses(file, id, source, doseRules(sheets)),
    ...futureDates(file, id, source, refs.data),
    ...copiedFigures(file, id, source, figureRules(sheets)),
    ...typedDoseAdvice(file, id, source, figureRules(sheets)),
  ];
  const links: BodyLink[] = [];
  const reader = collections[kind].read as Reader<Documents[K]>;
  const doc = reader(markdown, id, problems, links, shared);
  return { doc, problems, links };
}

/** The article list's entry of an article, standalone page or review. */
function itemOf(doc: Article | StandalonePage | Review): ContentItem {
  const byline = `${siteSettings().name}n toimitus`;
  const front = doc.front;
  const card =
    doc.kind === 'review' ? doc.front.card : { description: doc.front.description, highlights: doc.front.highlights };
  return {
    id: doc.id,
    title: front.title,
    path: front.route,
    type: doc.kind === 'review' ? 'review' : 'article',
    category: doc.kind === 'review' ? 'Tuotearvostelut' : doc.front.category,
    hub: front.hub,
    description: card.description,
    image: front.image,
    ...(card.highlights ? { highlights: card.highlights } : {}),
    ...(front.publishDate ? { publishDate: front.publishDate } : {}),
    meta: { author: byline, updateDate: front.updateDate },
  };
}

/**
 * The article list: newest first by the date cards show ("Julkaistu"), ties by title. The hubs keep this order;
 * /artikkelit and the home page's "Uusimmat artikkelit" sort by the update date themselves.
 */
function articleList(docs: readonly (Article | StandalonePage | Review)[]): ContentItem[] {
  const collator = new Intl.Collator('fi');
  const shownDate = (item: ContentItem) => item.publishDate ?? item.meta.updateDate;
  return docs
    .map(itemOf)
    .sort((a, b) => shownDate(b).localeCompare(shownDate(a)) || collator.compare(a.title, b.title));
}

/** Reads every content file under `root` (the project's content/ folder by default). */
export function readContent(root = contentRoot()): LoadedContent {
  const problems: ContentProblem[] = [];
  const links: BodyLink[] = [];
  const sources = readSources(root);
  problems.push(...sources.problems);
  const ingredients = readIngredients(root, problems, sources.value);
  const shared: Shared = {
    sheets: new Map(ingredients.map((sheet) => [sheet.id, sheet])),
    method: readMethod(root, problems),
    sources: sources.value,
    notes: fileAt(root, 'notes.yaml') ? readNotes(root).value : undefined,
  };
  const read = <K extends keyof Documents>(kind: K): Documents[K][] =>
    filesOf(root, kind, '.md').flatMap(({ file, source }) => {
      const page = readPage(kind, file, source, shared, ingredients);
      problems.push(...page.problems);
      links.push(...page.links);
      return page.doc ? [page.doc] : [];
    });
  const [articles, standalone, reviews] = [read('articles'), read('standalone'), read('reviews')] as const;
  const items = articleList([...articles, ...standalone, ...reviews]);
  return {
    articles,
    standalone,
    reviews,
    ingredients,
    method: shared.method,
    sources: sources.value,
    notes: shared.notes,
    items,
    links,
    problems,
  };
}

/** Every content file under content/, read once; read again when a file changes (the dev server keeps running). */
export const loadContent = cachedOnContent(readContent);

/** The article list (spec §3), newest first by publication date. */
export const contentItems = () => loadContent().items;

/** An article, standalone page or review by id. */
export function findDocument(id: string): Article | StandalonePage | Review | undefined {
  const content = loadContent();
  return pageCollections
    .map((kind) => content[kind] as (Article | StandalonePage | Review)[])
    .flat()
    .find((doc) => doc.id === id);
}

/**
 * Reads one file's text as the given kind, e.g. `readDocument('articles', 'content/articles/x.md', source)`: for tests
 * and tools that check a file without the rest of the content.
 */
export function readDocument<K extends keyof Documents>(kind: K, file: string, source: string) {
  const { ingredients, method, sources, notes } = loadContent();
  const shared: Shared = { sheets: new Map(ingredients.map((sheet) => [sheet.id, sheet])), method, sources, notes };
  return readPage(kind, file, source, shared, ingredients);
}
