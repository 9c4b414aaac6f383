// Build-time only: the ingredient fact sheets (content/ingredients/<id>.md), whose health facts pages show with
// `::fact`, and the method every comparison shows with `::method` (content/method.md).
import type { RootContent } from 'mdast';
import type { Block } from '../../lib/rich-text.ts';
import { fileAt, filesOf } from '../files.server.ts';
import {
  BodyProblems,
  isStructure,
  noReferences,
  parseMarkdown,
  plainText,
  readMarkdownFile,
  toBlocks,
  type InlineReferences,
  type Resolved,
} from '../markdown.server.ts';
import { parseWithSchema, type ContentProblem } from '../problems.ts';
import { namesIngredient, type DoseRule } from '../rules/doses.ts';
import type { FigureRule } from '../rules/figures.ts';
import { ingredientFrontmatterSchema, type IngredientFrontmatter } from '../schemas/ingredient.ts';
import { resolveSourceRefs, type SourceTable } from './sources.server.ts';

/** An ingredient fact sheet: its facts live here once, pages include them. */
export interface IngredientSheet {
  id: string;
  file: string;
  front: IngredientFrontmatter;
  /** The sheet's `##` sections, the parts `::fact{part="…"}` names. */
  parts: { title: string; content: Block[]; line?: number }[];
}

/** A section written once and shown on many pages. */
export interface SharedSection {
  file: string;
  title: string;
  content: Block[];
}

/** A sheet's body as its `##` parts; anything else is a problem. */
function sheetParts(nodes: readonly RootContent[], body: BodyProblems) {
  const parts: { title: string; nodes: RootContent[]; line?: number }[] = [];
  for (const node of nodes) {
    const current = parts.at(-1);
    if (node.type === 'heading' && node.depth === 2)
      parts.push({ title: plainText(node).trim(), nodes: [], line: node.position?.start.line });
    else if (!current)
      body.add(node, 'parts', 'tietosivun teksti alkaa ##-otsikolla (osion nimi, jolla ::fact sen näyttää)');
    else if (isStructure(node)) body.add(node, 'parts', 'tietosivulla on vain ##-osioita ja niiden tekstiä');
    else current.nodes.push(node);
  }
  if (parts.length === 0) body.add(undefined, 'parts', 'tietosivulla ei ole yhtään ##-osiota');
  return parts.map((part) => ({
    title: part.title,
    content: toBlocks(part.nodes, body, `## ${part.title}`),
    ...(part.line ? { line: part.line } : {}),
  }));
}

/** `:figure[sheet]{name=…}`: a figure the sheet holds (its frontmatter's `figures`). */
export function sheetFigure(
  sheet: Pick<IngredientSheet, 'id' | 'front'> | undefined,
  name: string | undefined,
): Resolved {
  if (!sheet) return { problem: 'tietosivua ei ole (content/ingredients)' };
  const figures = sheet.front.figures ?? {};
  const known = Object.keys(figures).join(', ') || 'ei lukuja';
  const value = name === undefined ? undefined : figures[name];
  return value
    ? { text: value }
    : { problem: `tietosivulla ${sheet.id} ei ole lukua "${name ?? ''}" (luvut: ${known})` };
}

/** Reads the ingredient fact sheets of content/ingredients: frontmatter and `##` parts. */
export function readIngredients(
  root: string,
  problems: ContentProblem[],
  sources: SourceTable = {},
): IngredientSheet[] {
  return filesOf(root, 'ingredients', '.md').flatMap(({ id, file, source }) => {
    const markdown = readMarkdownFile(file, source);
    const refs = resolveSourceRefs(markdown, id, sources);
    const front = parseWithSchema(ingredientFrontmatterSchema, refs.data, {
      file,
      entry: id,
      lineOf: markdown.lineOf,
    });
    // A sheet's text may state the sheet's own figures (`:figure[<id>]{name=…}`) and nothing of the catalogue.
    const own: InlineReferences = {
      ...noReferences,
      figure: (sheet, name) =>
        sheet === id && front.data
          ? sheetFigure({ id, front: front.data }, name)
          : { problem: `tietosivu käyttää vain omia lukujaan (:figure[${id}]{name=…})` },
    };
    const body = new BodyProblems(file, id, own);
    const parts = sheetParts(markdown.body, body);
    problems.push(
      ...markdown.problems.map((problem) => ({ ...problem, entry: id })),
      ...refs.problems,
      ...(markdown.data === undefined ? [] : front.problems),
      ...body.list,
    );
    return front.data ? [{ id, file, front: front.data, parts }] : [];
  });
}

/** Reads content/method.md: one `##` section, the method every comparison shows with `::method`. */
export function readMethod(root: string, problems: ContentProblem[]): SharedSection | undefined {
  const found = fileAt(root, 'method.md');
  if (!found) return undefined;
  const { file, source } = found;
  const [heading, ...rest] = parseMarkdown(source.replace(/\r\n?/g, '\n')).children;
  const body = new BodyProblems(file, 'method');
  if (heading?.type !== 'heading' || heading.depth !== 2) {
    body.add(heading, 'title', 'content/method.md alkaa ##-otsikolla, esim. "## Miten vertailemme"');
    problems.push(...body.list);
    return undefined;
  }
  for (const node of rest.filter(isStructure))
    body.add(node, 'content', 'menetelmäosiossa on yksi ##-otsikko ja sen teksti');
  const content = toBlocks(
    rest.filter((node) => !isStructure(node)),
    body,
    'content',
  );
  problems.push(...body.list);
  return { file, title: plainText(heading).trim(), content };
}

/** The dose rules of the sheets that give a dose range. */
export const doseRules = (sheets: readonly IngredientSheet[]): DoseRule[] =>
  sheets.flatMap(({ id, front }) =>
    front.doses
      ? [
          {
            sheet: id,
            names: front.names,
            unit: front.doses.unit,
            max: front.doses.max,
            ...(front.doses.iuPerUnit ? { iuPerUnit: front.doses.iuPerUnit } : {}),
            why: front.doses.why,
          },
        ]
      : [],
  );

/** The figures of the sheets that hold any, for the check that pages write them as references. */
export const figureRules = (sheets: readonly IngredientSheet[]): FigureRule[] =>
  sheets.map(({ id, front }) => ({ sheet: id, names: front.names, figures: front.figures ?? {} }));

/** Whether a text names a sheet's ingredient (for the report of articles that could show a sheet). */
export const mentionsSheet = (text: string, sheet: IngredientSheet) => namesIngredient(text, sheet.front.names);
