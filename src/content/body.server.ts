// Build-time only: what the readers of articles, standalone pages and reviews share — a body split into its
// introduction, sections and conclusion; the fact-sheet parts a `::fact` shows; "Lähteet"; the links a body makes.
import type { RootContent } from 'mdast';
import { blocksText, type Block } from '../lib/rich-text.ts';
import type { IngredientSheet, SharedSection } from './collections/ingredients.server.ts';
import type { SourceTable } from './collections/sources.server.ts';
import type { Notes } from './schemas/notes.ts';
import {
  BodyProblems,
  attribute,
  isStructure,
  plainText,
  toBlocks,
  type MarkdownFile,
  type PricedOffer,
} from './markdown.server.ts';
import type { ContentProblem } from './problems.ts';

/** A source under "Lähteet": a title, and the address and reading date where the source has them. */
export interface ArticleSource {
  title: string;
  url?: string;
  read?: string;
}

/** A site path a body links to, where it was written. */
export interface BodyLink {
  file: string;
  line?: number;
  entry: string;
  field: string;
  href: string;
}

/** What every page may show from a file of its own: the fact sheets (`::fact`), the method (`::method`), shared sources. */
export interface Shared {
  sheets: ReadonlyMap<string, IngredientSheet>;
  method?: SharedSection;
  /** The sources many pages cite, by id (content/sources.yaml). */
  sources: SourceTable;
  /** The short texts many pages end with (content/notes.yaml). */
  notes?: Notes;
}

/** Reads a file into a document, adding what it finds wrong to `problems` and its internal links to `links`. */
export type Reader<T> = (
  file: MarkdownFile,
  id: string,
  problems: ContentProblem[],
  links: BodyLink[],
  shared: Shared,
) => T | undefined;

/** A conclusion (`:::conclusion` with its `##` heading). */
export interface Conclusion {
  title: string;
  content: Block[];
  line?: number;
}

export const textOfBlocks = (blocks: readonly Block[]) => [blocksText(blocks)];

/** Offers whose prices a page writes, each once, in the order first written. */
export const uniquePrices = (offers: readonly PricedOffer[]): PricedOffer[] => {
  const seen = new Map<string, PricedOffer>();
  for (const offer of offers)
    if (!seen.has(`${offer.product} ${offer.store}`)) seen.set(`${offer.product} ${offer.store}`, offer);
  return [...seen.values()];
};

/** The offers whose prices a body writes, each once. */
export const pricesOf = (body: BodyProblems) => uniquePrices(body.prices);

/** The site paths a body links to, for the check that each leads to a page. */
export const linksOf = (body: BodyProblems): BodyLink[] =>
  body.links.map((link) => ({
    file: body.file,
    line: link.line,
    entry: body.entry,
    field: link.field,
    href: link.href,
  }));

/** `:::conclusion` … `:::`: its `##` heading and its text, a directive expanded where `expand` knows it. */
function readConclusion(
  node: Extract<RootContent, { type: 'containerDirective' }>,
  problems: BodyProblems,
  expand: (node: RootContent) => RootContent[] | undefined,
): Conclusion | undefined {
  const [heading, ...rest] = node.children;
  if (heading?.type !== 'heading' || heading.depth !== 2) {
    problems.add(node, 'conclusion', ':::conclusion alkaa ##-otsikolla, esim. "## Yhteenveto"');
    return undefined;
  }
  return {
    title: plainText(heading),
    content: toBlocks(
      rest.flatMap((child) => expand(child) ?? [child]),
      problems,
      'conclusion',
    ),
    ...(heading.position ? { line: heading.position.start.line } : {}),
  };
}

/** Why a node that no section took is refused. */
function strayNode(node: RootContent, problems: BodyProblems) {
  if (node.type === 'heading') problems.add(node, 'sections', 'käytä osioiden otsikoissa ##-tasoa');
  else if (node.type.endsWith('Directive'))
    problems.add(node, 'sections', `tuntematon direktiivi "${'name' in node ? node.name : node.type}"`);
  else problems.add(node, 'sections', 'teksti ilman osiota: lisää ##-otsikko');
}

/**
 * Splits a body into its introduction (everything before the first section), sections and conclusion. `onSection`
 * gets each top-level node after the introduction and says what it started; `expand` says what a directive of the
 * conclusion stands for (e.g. `::pricebands` for a list), undefined leaving the node as it is.
 */
export function readBody(
  body: RootContent[],
  problems: BodyProblems,
  onSection: (node: RootContent) => 'section' | 'continue' | 'unknown',
  expand: (node: RootContent) => RootContent[] | undefined = () => undefined,
): { introduction: Block[]; conclusion?: Conclusion } {
  const intro: RootContent[] = [];
  let inIntro = true;
  let conclusion: Conclusion | undefined;
  let concluded = false;
  for (const node of body) {
    if (concluded) {
      problems.add(node, 'conclusion', ':::conclusion on tekstin viimeinen osa');
    } else if (node.type === 'containerDirective' && node.name === 'conclusion') {
      conclusion = readConclusion(node, problems, expand);
      concluded = conclusion !== undefined;
    } else {
      const started = onSection(node);
      if (started === 'section') inIntro = false;
      else if (started === 'unknown' && inIntro && !isStructure(node)) intro.push(node);
      else if (started === 'unknown') strayNode(node, problems);
    }
  }
  return { introduction: toBlocks(intro, problems, 'introduction'), conclusion };
}

/** The parts of a fact sheet that `::fact{sheet="…" part="…"}` shows (all of them without `part`); problems go to `body`. */
export function factParts(
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
    const known = [...sheets.keys()].join(', ') || 'ei sivuja';
    body.add(node, 'fact', `tietosivua "${sheetId}" ei ole (content/ingredients: ${known})`);
    return [];
  }
  const parts = part === undefined ? sheet.parts : sheet.parts.filter((item) => item.title === part);
  if (parts.length === 0) {
    const known = sheet.parts.map((item) => item.title).join(', ');
    body.add(node, 'fact', `tietosivulla ${sheet.id} ei ole osiota "${part}" (osiot: ${known})`);
  }
  return parts.map((item) => ({ title: item.title, content: item.content, sheet: sheet.id }));
}

/** "Lähteet": a page's own sources, then the sources of the sheets it shows, each address once. */
export function mergeSources(
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
