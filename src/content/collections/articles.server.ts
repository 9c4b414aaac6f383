// Build-time only: the articles (content/articles/<id>.md), one Markdown file per page: frontmatter for the card, the
// route and the lists; a body of sections, product sections and a conclusion.
import type { RootContent } from 'mdast';
import type { Block } from '../../lib/rich-text.ts';
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
import { attribute, BodyProblems, isStructure, plainText, toBlocks } from '../markdown.server.ts';
import type { MarkdownFile, PricedOffer } from '../markdown.server.ts';
import { parseWithSchema, type ContentProblem } from '../problems.ts';
import { appendHealthNote, typedHealthNote } from './health-note.server.ts';
import { pageReferences, priceBandList, productName } from '../references.server.ts';
import { typedYearMessage, typedYears, withYear } from '../rules/title-year.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from '../schemas/article.ts';

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

export type ProductSection = Extract<ArticleSection, { type: 'product' }>;

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
 * The health note ends every article's conclusion unless the frontmatter says `healthNote: false` (health-note.server.ts).
 */
function healthNote(
  front: ArticleFrontmatter | undefined,
  conclusion: Conclusion | undefined,
  notes: Shared['notes'],
): { problem?: { line?: number; message: string } } {
  if (!notes) return {};
  const typed = conclusion && typedHealthNote(conclusion.content, notes);
  if (typed) return { problem: { line: conclusion?.line, message: typed } };
  if (front?.healthNote === false) return {};
  if (!conclusion)
    return {
      problem: { message: 'terveyshuomautus päättää yhteenvedon: lisää :::conclusion tai kirjoita healthNote: false' },
    };
  appendHealthNote(conclusion.content, notes, 'artikkeli');
  return {};
}

/** The title fields that may name a year, which comes from `updateDate` as `{vuosi}`. */
const titleFields = ['title', 'heading'] as const;

/** The title fields of a page's frontmatter, whose year comes from `updateDate`. */
interface TitledFront {
  title: string;
  heading?: string;
  updateDate: string;
}

/** A year typed into a title field instead of `{vuosi}`, at its line (articles and standalone pages). */
export const yearProblems = (front: TitledFront, file: MarkdownFile, id: string): ContentProblem[] =>
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
export const datedTitles = <F extends TitledFront>(front: F): F => ({
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
  // The compared products, known before the text that ranks among them is read.
  const comparedIds = file.body.flatMap((node) =>
    node.type === 'containerDirective' && node.name === 'product' && node.attributes?.id ? [node.attributes.id] : [],
  );
  const body = new BodyProblems(file.file, id, pageReferences(shared.sheets, comparedIds));
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
