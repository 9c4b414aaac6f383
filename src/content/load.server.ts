// Build-time only: finds the content files (content/articles, content/standalone, content/reviews — one Markdown file
// per page, found by listing the folder, no index to keep), validates their frontmatter and turns their bodies into
// plain view data. Route loaders, the build's content check, scripts and tests read the content through here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RootContent } from 'mdast';
import type { z } from 'zod';
import { blocksText, type Block } from '../lib/rich-text.ts';
import {
  BodyProblems,
  parseMarkdown,
  plainText,
  readMarkdownFile,
  toBlocks,
  type ContentProblem,
  type InlineReferences,
  type Resolved,
  type MarkdownFile,
} from './markdown.server.ts';
import { offersByPrice } from '../lib/catalogue.ts';
import { formatCents, missingFacts, parsePrice, priceBases, totalCost, unitPrice } from '../lib/unit-price.ts';
import { listInFinnish, parseLimits, priceBands, type BandedProduct } from './rules/price-bands.ts';
import { doseProblems, namesIngredient, type DoseRule } from './rules/doses.ts';
import { priceCopies, productPriceCopies, typedAmounts, type TypedAmount } from './rules/price-claims.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from './schemas/article.ts';
import { ingredientFrontmatterSchema, type IngredientFrontmatter } from './schemas/ingredient.ts';
import type { ContentItem } from './schemas/content-item.ts';
import type { Product } from './schemas/product.ts';
import { reviewFrontmatterSchema, type ReviewFrontmatter } from './schemas/review.ts';
import {
  standaloneFrontmatterSchema,
  type StandaloneFrontmatter,
  type StandaloneGroup,
} from './schemas/standalone-comparison.ts';
import { catalogue } from './catalogue.server.ts';
import { siteSettings } from './collections/site.server.ts';

export type { ContentProblem } from './markdown.server.ts';

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
  conclusion?: { title: string; content: Block[]; line?: number };
  /** Plain text of the body, for the reading time and the word counts. */
  text: string;
  /** The fact sheets the article shows with `::fact`, by id. */
  sheets: string[];
  /** "Lähteet": the frontmatter's sources, then the shown sheets' sources, each address once. */
  sources: ArticleSource[];
}

/** A source under "Lähteet": a title, and the address and reading date where the source has them. */
export interface ArticleSource {
  title: string;
  url?: string;
  read?: string;
}

/** An ingredient fact sheet read from content/ingredients/<id>.md: its facts live here once, articles include them. */
export interface IngredientSheet {
  id: string;
  file: string;
  front: IngredientFrontmatter;
  /** The sheet's `##` sections, the parts `::fact{part="…"}` names. */
  parts: { title: string; content: Block[]; line?: number }[];
}

/** A standalone comparison page read from content/standalone/<id>.md. */
export interface StandalonePage {
  kind: 'standalone';
  id: string;
  file: string;
  front: StandaloneFrontmatter;
  lineOf: (path: readonly PropertyKey[]) => number;
  introduction: Block[];
  /** The groups with each device's description as rich text. */
  groups: (
    | {
        title: string;
        devices: (Omit<Extract<StandaloneGroup, { devices: unknown }>['devices'][number], 'description'> & {
          description: Block[];
        })[];
      }
    | Extract<StandaloneGroup, { apps: unknown }>
  )[];
  conclusion: Block[];
  text: string;
}

/** A review section: text, optionally with an image beside it. */
export interface ReviewSection {
  title: string;
  content: Block[];
  /** Set when the section starts with `::image`: the section's image, by default the review's own. */
  image?: string;
  /** Set when the section is a part of an ingredient fact sheet (`::fact`). */
  sheet?: string;
}

/** A review read from content/reviews/<id>.md. */
export interface Review {
  kind: 'review';
  id: string;
  file: string;
  front: ReviewFrontmatter;
  lineOf: (path: readonly PropertyKey[]) => number;
  introduction: Block[];
  sections: ReviewSection[];
  text: string;
  /** The fact sheets the review shows with `::fact`, by id. */
  sheets: string[];
  /** "Lähteet": the sources of the sheets it shows. */
  sources: ArticleSource[];
}

/** A site path a body links to, where it was written. */
export interface BodyLink {
  file: string;
  line?: number;
  entry: string;
  field: string;
  href: string;
}

/** Everything read from the content folders. */
export interface LoadedContent {
  articles: Article[];
  standalone: StandalonePage[];
  reviews: Review[];
  /** The ingredient fact sheets, by id. */
  ingredients: IngredientSheet[];
  /** "Miten vertailemme": what the editors do and do not do, written once (content/method.md), shown by `::method`. */
  method?: SharedSection;
  /** The article list (spec §3): one entry per article, standalone page and review, derived from their frontmatter. */
  items: ContentItem[];
  /** Site paths linked from bodies, for the link check. */
  links: BodyLink[];
  /** Problems found while reading; the build stops on any. */
  problems: ContentProblem[];
}

const byline = () => `${siteSettings().name}n toimitus`;

/** A product's name as the catalogue writes it (the only place names are written). */
export const productName = (id: string) => catalogue().find((product) => product.id === id)?.title ?? id;

const copyMessage = (copy: { price: string; reference: string }) =>
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
const copiedPrices = (file: string, id: string, source: string): ContentProblem[] => {
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

/**
 * A reference to a catalogue product, resolved with the product; "not in the catalogue" when there is none. The
 * product's lowest price, in cents, is what `:unitprice` and `:total` count from.
 */
/** A product's lowest price in cents; undefined when no shop's price is known. */
const lowestCents = (product: Product) => parsePrice(offersByPrice(product.offers)[0]?.price);

const withProduct =
  <A extends unknown[]>(resolve: (product: Product, lowestCents: number | undefined, ...args: A) => Resolved) =>
  (id: string, ...args: A): Resolved => {
    const product = catalogue().find((item) => item.id === id);
    if (!product) return { problem: 'tuotetta ei ole tuoteluettelossa' };
    return resolve(product, lowestCents(product), ...args);
  };

/**
 * The catalogue behind a text's references: `:price[id]` (the lowest price, or with `{shop=…}` that shop's),
 * `:unitprice[id]{per=…}`, `:membership[id]` and `:total[id]{months=…}`.
 */
export const catalogueReferences: InlineReferences = {
  price: withProduct((product, _lowest, shop: string | undefined) => {
    const offers = offersByPrice(product.offers);
    const offer = shop === undefined ? offers[0] : offers.find((item) => item.store === shop);
    if (!offer) {
      const known = product.offers.map((item) => item.store).join(', ');
      return { problem: `tuotteella ei ole tarjousta kaupasta "${shop}" (kaupat: ${known})` };
    }
    if (!offer.price) {
      return {
        problem: `hinta ei ole tiedossa (${offer.store}): jätä hinta pois tekstistä tai lisää se tuoteluetteloon`,
      };
    }
    return { text: offer.price };
  }),
  unitPrice: withProduct((product, price, per: string | undefined) => {
    const basis = priceBases.find((candidate) => candidate === per);
    if (!basis) return { problem: `per="${per ?? ''}": kirjoita per=${priceBases.join(' | per=')}` };
    const missing = [...(price === undefined ? ['offers.price'] : []), ...missingFacts(product.facts, basis)];
    const cents = unitPrice(price, product.facts, basis);
    if (cents === undefined)
      return { problem: `tuotteelta puuttuu ${missing.join(', ')}: hintaa per ${basis} ei voi laskea` };
    return { text: formatCents(cents) };
  }),
  membership: withProduct((product) =>
    product.membership
      ? { text: product.membership.monthly }
      : { problem: 'tuotteella ei ole jäsenyyttä (membership) tuoteluettelossa' },
  ),
  total: withProduct((product, price, months: string | undefined) => {
    const count = Number(months);
    if (!months || !Number.isInteger(count) || count < 1) return { problem: 'kirjoita kuukaudet: {months=24}' };
    const cents = totalCost(price, parsePrice(product.membership?.monthly), count);
    if (cents === undefined) {
      const missing = [...(price === undefined ? ['offers.price'] : []), ...(product.membership ? [] : ['membership'])];
      return { problem: `tuotteelta puuttuu ${missing.join(', ')}: kokonaishintaa ei voi laskea` };
    }
    return { text: formatCents(cents) };
  }),
};

function parseFront<S extends z.ZodType>(
  schema: S,
  file: MarkdownFile,
  entry: string,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  if (file.data === undefined) return undefined;
  const result = schema.safeParse(file.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const fieldPath = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...fieldPath, ...unknownKeys.slice(0, 1)];
    problems.push({
      file: file.file,
      line: file.lineOf(field),
      entry,
      field: field.length ? field.join('.') : '(frontmatter)',
      message: unknownKeys.length ? `tuntematon kenttä ${unknownKeys.join(', ')}` : issue.message,
    });
  }
  return undefined;
}

const attribute = (node: RootContent, name: string) =>
  'attributes' in node ? (node.attributes?.[name] ?? undefined) : undefined;

const textOfBlocks = (blocks: readonly Block[]) => [blocksText(blocks)];

/**
 * Splits a body into its introduction (everything before the first section), sections and conclusion. `section` gets
 * each top-level node after the introduction and says what it started.
 */
function readBody(
  body: RootContent[],
  problems: BodyProblems,
  onSection: (node: RootContent) => 'section' | 'continue' | 'unknown',
  /** What a directive of the conclusion stands for, e.g. `::pricebands` for a list; undefined leaves the node as it is. */
  expand: (node: RootContent) => RootContent[] | undefined = () => undefined,
): { introduction: Block[]; conclusion?: { title: string; content: Block[]; line?: number } } {
  const intro: RootContent[] = [];
  let inIntro = true;
  let conclusion: { title: string; content: Block[]; line?: number } | undefined;
  for (const node of body) {
    if (conclusion) {
      problems.add(node, 'conclusion', ':::conclusion on tekstin viimeinen osa');
      continue;
    }
    if (node.type === 'containerDirective' && node.name === 'conclusion') {
      const [heading, ...rest] = node.children;
      if (heading?.type !== 'heading' || heading.depth !== 2) {
        problems.add(node, 'conclusion', ':::conclusion alkaa ##-otsikolla, esim. "## Yhteenveto"');
        continue;
      }
      conclusion = {
        title: plainText(heading),
        content: toBlocks(
          rest.flatMap((child) => expand(child) ?? [child]),
          problems,
          'conclusion',
        ),
        ...(heading.position ? { line: heading.position.start.line } : {}),
      };
      continue;
    }
    const started = onSection(node);
    if (started === 'section') inIntro = false;
    else if (started === 'unknown') {
      if (inIntro && !(node.type === 'heading' || node.type.endsWith('Directive'))) intro.push(node);
      else if (node.type === 'heading') problems.add(node, 'sections', 'käytä osioiden otsikoissa ##-tasoa');
      else if (node.type.endsWith('Directive'))
        problems.add(node, 'sections', `tuntematon direktiivi "${'name' in node ? node.name : node.type}"`);
      else problems.add(node, 'sections', 'teksti ilman osiota: lisää ##-otsikko');
    }
  }
  return { introduction: toBlocks(intro, problems, 'introduction'), conclusion };
}

/** The parts of a fact sheet that `::fact{sheet="…" part="…"}` shows (all of them without `part`); problems go to `body`. */
function factParts(
  node: RootContent,
  body: BodyProblems,
  sheets: ReadonlyMap<string, IngredientSheet>,
): { title: string; content: Block[]; sheet: string }[] {
  const sheetId = attribute(node, 'sheet');
  const part = attribute(node, 'part');
  const sheet = sheetId ? sheets.get(sheetId) : undefined;
  if (!sheetId) {
    body.add(node, 'fact', '::fact tarvitsee tietosivun: ::fact{sheet="d-vitamiini" part="…"}');
    return [];
  }
  if (!sheet) {
    body.add(
      node,
      'fact',
      `tietosivua "${sheetId}" ei ole (content/ingredients: ${[...sheets.keys()].join(', ') || 'ei sivuja'})`,
    );
    return [];
  }
  const parts = part === undefined ? sheet.parts : sheet.parts.filter((item) => item.title === part);
  if (parts.length === 0)
    body.add(
      node,
      'fact',
      `tietosivulla ${sheet.id} ei ole osiota "${part}" (osiot: ${sheet.parts.map((item) => item.title).join(', ')})`,
    );
  return parts.map((item) => ({ title: item.title, content: item.content, sheet: sheet.id }));
}

/** "Lähteet": a page's own sources, then the sources of the sheets it shows, each address once. */
function mergeSources(
  own: readonly (string | ArticleSource)[],
  shown: readonly string[],
  sheets: ReadonlyMap<string, IngredientSheet>,
): ArticleSource[] {
  const sources: ArticleSource[] = [];
  for (const source of [
    ...own.map((item): ArticleSource => (typeof item === 'string' ? { title: item } : item)),
    ...shown.flatMap((sheet) => sheets.get(sheet)?.front.sources ?? []),
  ]) {
    if (source.url && sources.some((known) => known.url === source.url)) continue;
    sources.push(source);
  }
  return sources;
}

/** Reads a file into a document, adding what it finds wrong to `problems` and its internal links to `links`. */
type Reader<T> = (
  file: MarkdownFile,
  id: string,
  problems: ContentProblem[],
  links: BodyLink[],
  shared: Shared,
) => T | undefined;

/** What every article may show from a file of its own: the fact sheets (`::fact`) and the method (`::method`). */
interface Shared {
  sheets: ReadonlyMap<string, IngredientSheet>;
  method?: SharedSection;
}

/** A section written once and shown on many pages. */
export interface SharedSection {
  file: string;
  title: string;
  content: Block[];
}

const linksOf = (body: BodyProblems): BodyLink[] =>
  body.links.map((link) => ({
    file: body.file,
    line: link.line,
    entry: body.entry,
    field: link.field,
    href: link.href,
  }));

/**
 * `::pricebands{limits="30 100"}` in a conclusion: the compared products by their lowest price, as the list the
 * conclusion would otherwise type ("- **Alle 30 €:** A, B ja C."), so a band cannot go stale when a price changes.
 */
function priceBandList(node: RootContent, sections: readonly ArticleSection[], body: BodyProblems): RootContent[] {
  const limits = parseLimits(attribute(node, 'limits'));
  if (!limits) {
    body.add(node, 'pricebands', '::pricebands tarvitsee rajat euroina nousevassa järjestyksessä: limits="30 100"');
    return [];
  }
  const products: BandedProduct[] = [];
  for (const section of sections) {
    if (section.type !== 'product') continue;
    const product = catalogue().find((item) => item.id === section.productId);
    if (!product) continue;
    const cents = lowestCents(product);
    if (cents === undefined) body.add(node, 'pricebands', `tuotteelta ${product.title} puuttuu hinta (offers.price)`);
    else products.push({ title: product.title, cents });
  }
  if (products.length === 0) body.add(node, 'pricebands', '::pricebands tarvitsee vertailun tuotteet (:::product)');
  const position = node.position;
  const text = (value: string) => ({ type: 'text' as const, value, position });
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      position,
      children: priceBands(products, limits).map((band) => ({
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
      })),
    },
  ];
}

const readArticle: Reader<Article> = (file, id, problems, links, { sheets, method }) => {
  const front = parseFront(articleFrontmatterSchema, file, id, problems);
  const body = new BodyProblems(file.file, id, catalogueReferences);
  const sections: ArticleSection[] = [];
  let open: { title: string; nodes: RootContent[]; index: number; line?: number } | undefined;
  const close = () => {
    if (!open) return;
    sections[open.index] = {
      type: 'text',
      title: open.title,
      content: toBlocks(open.nodes, body, `## ${open.title}`),
      ...(open.line ? { line: open.line } : {}),
    };
    open = undefined;
  };
  const { introduction, conclusion } = readBody(
    file.body,
    body,
    (node) => {
      if (node.type === 'heading' && node.depth === 2) {
        close();
        const title = plainText(node).trim();
        if (!title) body.add(node, 'sections', 'tyhjä otsikko');
        open = { title, nodes: [], index: sections.length, line: node.position?.start.line };
        sections.push({ type: 'text', title, content: [] });
        return 'section';
      }
      if (node.type === 'leafDirective' && node.name === 'method') {
        close();
        if (!method) body.add(node, 'method', '::method näyttää tiedoston content/method.md, jota ei ole');
        else sections.push({ type: 'text', title: method.title, content: method.content, shared: 'method' });
        return 'section';
      }
      if (node.type === 'leafDirective' && node.name === 'fact') {
        close();
        for (const part of factParts(node, body, sheets))
          sections.push({ type: 'text', title: part.title, content: part.content, sheet: part.sheet });
        return 'section';
      }
      if (node.type === 'leafDirective' && ['compared', 'products', 'product-images'].includes(node.name)) {
        close();
        if (node.name === 'product-images') {
          const title = attribute(node, 'title');
          if (!title)
            body.add(node, 'product-images', '::product-images tarvitsee otsikon: ::product-images{title="…"}');
          sections.push({ type: 'product-images', title: title ?? '' });
        } else sections.push({ type: node.name as 'compared' | 'products' });
        return 'section';
      }
      if (node.type === 'containerDirective' && node.name === 'product') {
        close();
        const productId = attribute(node, 'id');
        if (!productId) body.add(node, 'product', ':::product tarvitsee tuotteen tunnuksen: :::product{id="…"}');
        sections.push({
          type: 'product',
          productId: productId ?? '',
          content: toBlocks(node.children, body, `:::product{id="${productId}"}`),
          line: node.position?.start.line,
        });
        return 'section';
      }
      if (open && !(node.type === 'heading' || node.type.endsWith('Directive'))) {
        open.nodes.push(node);
        return 'continue';
      }
      return 'unknown';
    },
    (node) =>
      node.type === 'leafDirective' && node.name === 'pricebands' ? priceBandList(node, sections, body) : undefined,
  );
  close();
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front) return undefined;

  const productSections = sections.filter((section) => section.type === 'product');
  const seen = new Set<string>();
  for (const section of productSections) {
    if (seen.has(section.productId))
      problems.push({
        file: file.file,
        line: section.line,
        entry: id,
        field: 'product',
        message: `tuotteella ${section.productId} on jo osio`,
      });
    seen.add(section.productId);
  }
  for (const productId of Object.keys(front.products ?? {})) {
    if (!seen.has(productId))
      problems.push({
        file: file.file,
        line: file.lineOf(['products', productId]),
        entry: id,
        field: `products.${productId}`,
        message: `tuotteella ei ole osiota :::product{id="${productId}"}`,
      });
  }
  if (
    sections.some((section) => section.type === 'products') &&
    (productSections.length < 3 || productSections.length > 9)
  )
    problems.push({
      file: file.file,
      entry: id,
      field: '::products',
      message: `vertailussa on 3–9 tuotetta, nyt ${productSections.length}`,
    });

  // What a reader reads, derived parts included: the reading time on cards and the word counts come from it.
  const text = [
    ...textOfBlocks(introduction),
    ...sections.flatMap((section) => {
      switch (section.type) {
        case 'text':
          return [section.title, ...textOfBlocks(section.content)];
        case 'compared':
          return ['Mukana vertailussa', ...productSections.map((product) => productName(product.productId))];
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
    }),
    ...(conclusion ? [conclusion.title, ...textOfBlocks(conclusion.content)] : []),
    ...(front.sources ?? []).map((source) => (typeof source === 'string' ? source : source.title)),
    ...(front.recommendationTable
      ? [front.recommendationTable.title, ...front.recommendationTable.rows.map((row) => row.goal)]
      : []),
  ].join('\n');
  const shown = [
    ...new Set(sections.flatMap((section) => (section.type === 'text' && section.sheet ? [section.sheet] : []))),
  ];
  const sources = mergeSources(front.sources ?? [], shown, sheets);
  return {
    kind: 'article',
    id,
    file: file.file,
    front,
    lineOf: file.lineOf,
    introduction,
    sections,
    conclusion,
    text,
    sheets: shown,
    sources,
  };
};

/** Reads the ingredient fact sheets of content/ingredients: frontmatter and `##` parts. */
function readIngredients(root: string, problems: ContentProblem[]): IngredientSheet[] {
  return markdownFiles(root, 'ingredients').flatMap(({ id, file: path, source }) => {
    const file = readMarkdownFile(path, source);
    problems.push(...file.problems.map((problem) => ({ ...problem, entry: id })));
    const front = parseFront(ingredientFrontmatterSchema, file, id, problems);
    const body = new BodyProblems(path, id);
    const parts: { title: string; nodes: RootContent[]; line?: number }[] = [];
    for (const node of file.body) {
      if (node.type === 'heading' && node.depth === 2) {
        parts.push({ title: plainText(node).trim(), nodes: [], line: node.position?.start.line });
        continue;
      }
      const current = parts.at(-1);
      if (!current)
        body.add(node, 'parts', 'tietosivun teksti alkaa ##-otsikolla (osion nimi, jolla ::fact sen näyttää)');
      else if (node.type === 'heading' || node.type.endsWith('Directive'))
        body.add(node, 'parts', 'tietosivulla on vain ##-osioita ja niiden tekstiä');
      else current.nodes.push(node);
    }
    if (parts.length === 0) body.add(undefined, 'parts', 'tietosivulla ei ole yhtään ##-osiota');
    const sheet: IngredientSheet | undefined = front && {
      id,
      file: path,
      front,
      parts: parts.map((part) => ({
        title: part.title,
        content: toBlocks(part.nodes, body, `## ${part.title}`),
        ...(part.line ? { line: part.line } : {}),
      })),
    };
    problems.push(...body.list);
    return sheet ? [sheet] : [];
  });
}

/** Reads content/method.md: one `##` section, the method every comparison shows with `::method`. */
function readMethod(root: string, problems: ContentProblem[]): SharedSection | undefined {
  const file = 'content/method.md';
  let source: string;
  try {
    source = readFileSync(path.join(root, 'method.md'), 'utf8');
  } catch {
    return undefined;
  }
  const tree = parseMarkdown(source.replace(/\r\n?/g, '\n'));
  const body = new BodyProblems(file, 'method');
  const [heading, ...rest] = tree.children;
  if (heading?.type !== 'heading' || heading.depth !== 2) {
    body.add(heading, 'title', 'content/method.md alkaa ##-otsikolla, esim. "## Miten vertailemme"');
    problems.push(...body.list);
    return undefined;
  }
  for (const node of rest)
    if (node.type === 'heading' || node.type.endsWith('Directive'))
      body.add(node, 'content', 'menetelmäosiossa on yksi ##-otsikko ja sen teksti');
  const content = toBlocks(
    rest.filter((node) => !(node.type === 'heading' || node.type.endsWith('Directive'))),
    body,
    'content',
  );
  problems.push(...body.list);
  return { file, title: plainText(heading).trim(), content };
}

/** The dose rules of the sheets that give a dose range. */
const doseRules = (sheets: readonly IngredientSheet[]): DoseRule[] =>
  sheets.flatMap((sheet) =>
    sheet.front.doses
      ? [
          {
            sheet: sheet.id,
            names: sheet.front.names,
            unit: sheet.front.doses.unit,
            max: sheet.front.doses.max,
            ...(sheet.front.doses.iuPerUnit ? { iuPerUnit: sheet.front.doses.iuPerUnit } : {}),
            why: sheet.front.doses.why,
          },
        ]
      : [],
  );

/** Doses of a sheet's ingredient above its range, stated without a reason. */
const unexplainedDoses = (file: string, id: string, source: string, rules: readonly DoseRule[]): ContentProblem[] =>
  doseProblems(
    source,
    rules,
    catalogue().map((product) => product.title),
  ).map((problem) => ({
    file,
    line: problem.line,
    entry: id,
    field: `annos (${problem.sheet})`,
    message: problem.message,
  }));

/** Whether a text names a sheet's ingredient (for the report of articles that could show a sheet). */
export const mentionsSheet = (text: string, sheet: IngredientSheet) => namesIngredient(text, sheet.front.names);

const readStandalone: Reader<StandalonePage> = (file, id, problems, links) => {
  const front = parseFront(standaloneFrontmatterSchema, file, id, problems);
  const body = new BodyProblems(file.file, id, catalogueReferences);
  const { introduction, conclusion } = readBody(file.body, body, () => 'unknown');
  if (!conclusion) body.add(undefined, 'conclusion', 'sivulta puuttuu :::conclusion (Yhteenveto)');
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front) return undefined;
  const groups = front.groups.map((group) =>
    'devices' in group
      ? {
          title: group.title,
          devices: group.devices.map((device) => {
            const descriptionProblems = new BodyProblems(file.file, id, catalogueReferences);
            const description = toBlocks(
              parseMarkdown(device.description).children,
              descriptionProblems,
              'groups.devices.description',
            );
            problems.push(
              ...descriptionProblems.list.map((problem) => ({ ...problem, line: file.lineOf(['groups']) })),
            );
            const product = catalogue().find((item) => item.id === device.product);
            for (const copy of product ? productPriceCopies(device.description, product) : []) {
              problems.push({
                file: file.file,
                line: file.lineOf(['groups']),
                entry: id,
                field: `groups.devices.${device.product}.description`,
                message: copyMessage(copy),
              });
            }
            links.push(...linksOf(descriptionProblems).map((link) => ({ ...link, line: file.lineOf(['groups']) })));
            return { ...device, description };
          }),
        }
      : group,
  );
  const text = [
    ...textOfBlocks(introduction),
    ...groups.flatMap((group) => [
      group.title,
      ...('devices' in group
        ? group.devices.flatMap((device) => [
            device.name ?? productName(device.product ?? ''),
            ...textOfBlocks(device.description),
            ...device.pros,
            ...device.cons,
          ])
        : group.apps.flatMap((app) => [app.name, ...app.features])),
    ]),
    ...textOfBlocks(conclusion?.content ?? []),
  ].join('\n');
  return {
    kind: 'standalone',
    id,
    file: file.file,
    front,
    lineOf: file.lineOf,
    introduction,
    groups,
    conclusion: conclusion?.content ?? [],
    text,
  };
};

const readReview: Reader<Review> = (file, id, problems, links, { sheets }) => {
  const front = parseFront(reviewFrontmatterSchema, file, id, problems);
  const body = new BodyProblems(file.file, id, catalogueReferences);
  const sections: { title: string; nodes: RootContent[]; image?: string; content?: Block[]; sheet?: string }[] = [];
  const { introduction } = readBody(file.body, body, (node) => {
    if (node.type === 'leafDirective' && node.name === 'fact') {
      for (const part of factParts(node, body, sheets)) sections.push({ ...part, nodes: [] });
      return 'section';
    }
    if (node.type === 'heading' && node.depth === 2) {
      sections.push({ title: plainText(node).trim(), nodes: [] });
      return 'section';
    }
    const current = sections.at(-1);
    if (current && node.type === 'leafDirective' && node.name === 'image') {
      if (current.nodes.length > 0 || current.image)
        body.add(node, 'image', '::image on osion ensimmäinen rivi otsikon jälkeen');
      current.image = attribute(node, 'src') ?? front?.image ?? '';
      return 'continue';
    }
    if (current && !current.sheet && !(node.type === 'heading' || node.type.endsWith('Directive'))) {
      current.nodes.push(node);
      return 'continue';
    }
    return 'unknown';
  });
  const reviewSections = sections.map((section) => ({
    title: section.title,
    content: section.content ?? toBlocks(section.nodes, body, `## ${section.title}`),
    ...(section.image ? { image: section.image } : {}),
    ...(section.sheet ? { sheet: section.sheet } : {}),
  }));
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front) return undefined;
  const text = [
    ...textOfBlocks(introduction),
    ...reviewSections.flatMap((section) => [section.title, ...textOfBlocks(section.content)]),
    ...front.verdict.recommend,
    ...front.verdict.consider,
  ].join('\n');
  const shown = [...new Set(reviewSections.flatMap((section) => (section.sheet ? [section.sheet] : [])))];
  return {
    kind: 'review',
    id,
    file: file.file,
    front,
    lineOf: file.lineOf,
    introduction,
    sections: reviewSections,
    text,
    sheets: shown,
    sources: mergeSources([], shown, sheets),
  };
};

/** The Markdown files of a folder, sorted by name; the name without ".md" is the id. */
function markdownFiles(root: string, folder: string): { id: string; file: string; source: string }[] {
  const dir = path.join(root, folder);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({
      id: name.slice(0, -3).normalize('NFC'),
      file: `content/${folder}/${name}`,
      source: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** Reads every content file under `root` (the project's content/ folder by default). */
export function readContent(root = path.resolve(process.cwd(), 'content')): LoadedContent {
  const problems: ContentProblem[] = [];
  const links: BodyLink[] = [];
  const ingredients = readIngredients(root, problems);
  const shared: Shared = {
    sheets: new Map(ingredients.map((sheet) => [sheet.id, sheet])),
    method: readMethod(root, problems),
  };
  const rules = doseRules(ingredients);
  const read = <T>(folder: string, reader: Reader<T>) =>
    markdownFiles(root, folder).flatMap(({ id, file, source }) => {
      const markdown = readMarkdownFile(file, source);
      problems.push(
        ...markdown.problems.map((problem) => ({ ...problem, entry: id })),
        ...copiedPrices(file, id, source),
        ...unexplainedDoses(file, id, source, rules),
      );
      const result = reader(markdown, id, problems, links, shared);
      return result ? [result] : [];
    });
  const articles = read('articles', readArticle);
  const standalone = read('standalone', readStandalone);
  const reviews = read('reviews', readReview);

  const items: ContentItem[] = [
    ...[...articles, ...standalone].map((doc) => ({
      id: doc.id,
      title: doc.front.title,
      path: doc.front.route,
      type: 'article' as const,
      category: doc.front.category,
      hub: doc.front.hub,
      description: doc.front.description,
      image: doc.front.image,
      ...(doc.front.highlights ? { highlights: doc.front.highlights } : {}),
      ...(doc.front.publishDate ? { publishDate: doc.front.publishDate } : {}),
      meta: { author: byline(), updateDate: doc.front.updateDate },
    })),
    ...reviews.map((review) => ({
      id: review.id,
      title: review.front.title,
      path: review.front.route,
      type: 'review' as const,
      category: 'Tuotearvostelut' as const,
      hub: review.front.hub,
      description: review.front.card.description,
      image: review.front.image,
      ...(review.front.card.highlights ? { highlights: review.front.card.highlights } : {}),
      ...(review.front.publishDate ? { publishDate: review.front.publishDate } : {}),
      meta: { author: byline(), updateDate: review.front.updateDate },
    })),
  ];
  // Lists show the newest first, by the date their cards show ("Julkaistu"), ties by title: the hubs keep this order;
  // /artikkelit and the home page's "Uusimmat artikkelit" sort by the update date themselves.
  const collator = new Intl.Collator('fi');
  const shownDate = (item: ContentItem) => item.publishDate ?? item.meta.updateDate;
  items.sort((a, b) => shownDate(b).localeCompare(shownDate(a)) || collator.compare(a.title, b.title));
  return { articles, standalone, reviews, ingredients, method: shared.method, items, links, problems };
}

let cache: { key: string; content: LoadedContent } | undefined;

/** Every content file under content/, read once; re-read when a file changes (the dev server keeps running). */
export function loadContent(): LoadedContent {
  const root = path.resolve(process.cwd(), 'content');
  const key = ['articles', 'standalone', 'reviews', 'ingredients', '.']
    .map((folder) => {
      const dir = path.join(root, folder);
      try {
        return readdirSync(dir)
          .filter((name) => name.endsWith('.md'))
          .map((name) => `${name}:${statSync(path.join(dir, name)).mtimeMs}`)
          .join(',');
      } catch {
        return '';
      }
    })
    .join('|');
  if (cache?.key !== key) cache = { key, content: readContent(root) };
  return cache.content;
}

/** The article list (spec §3), newest first by publication date. */
export const contentItems = () => loadContent().items;

/** An article, standalone page or review by id. */
export function findDocument(id: string): Article | StandalonePage | Review | undefined {
  const content = loadContent();
  return (
    content.articles.find((doc) => doc.id === id) ??
    content.standalone.find((doc) => doc.id === id) ??
    content.reviews.find((doc) => doc.id === id)
  );
}

interface Documents {
  articles: Article;
  standalone: StandalonePage;
  reviews: Review;
}
const readers: { [K in keyof Documents]: Reader<Documents[K]> } = {
  articles: readArticle,
  standalone: readStandalone,
  reviews: readReview,
};

/**
 * Reads one file's text as the given kind, e.g. `readDocument('articles', 'content/articles/x.md', source)`: for tests
 * and tools that check a file without the rest of the content.
 */
export function readDocument<K extends keyof Documents>(kind: K, file: string, source: string) {
  const id = path.basename(file, '.md').normalize('NFC');
  const markdown = readMarkdownFile(file, source);
  const { ingredients, method } = loadContent();
  const problems: ContentProblem[] = [
    ...markdown.problems.map((problem) => ({ ...problem, entry: id })),
    ...copiedPrices(file, id, source),
    ...unexplainedDoses(file, id, source, doseRules(ingredients)),
  ];
  const links: BodyLink[] = [];
  const shared: Shared = { sheets: new Map(ingredients.map((sheet) => [sheet.id, sheet])), method };
  const doc: Documents[K] | undefined = readers[kind](markdown, id, problems, links, shared);
  return { doc, problems, links };
}
