// Build-time only: the sources many pages cite (content/sources.yaml, by id), written once. A page or a fact sheet
// names one in its `sources` as `- ref: <id>`; the reader puts the source in its place before the page's schema
// check, so a page shows it exactly as if it had been typed there.
import { readTable } from '../data-files.server.ts';
import { fileAt } from '../files.server.ts';
import type { MarkdownFile } from '../markdown.server.ts';
import type { ContentProblem } from '../problems.ts';
import { sourceSchema, type Source } from '../schemas/ingredient.ts';

/** Reads content/sources.yaml: each shared source by its id (none when the file is not there). */
export const readSources = (root: string) =>
  fileAt(root, 'sources.yaml')
    ? readTable(root, 'sources.yaml', sourceSchema)
    : { file: 'content/sources.yaml', value: {}, problems: [] };

/** The shared sources by id. */
export type SourceTable = Readonly<Record<string, Source>>;

const isRef = (value: unknown): value is { ref: unknown } =>
  typeof value === 'object' && value !== null && 'ref' in value && Object.keys(value).length === 1;

/**
 * A file's frontmatter with every `- ref: <id>` of its `sources` replaced by that shared source; an unknown id is a
 * problem at its line and stays as written, so the schema check refuses it too.
 */
export function resolveSourceRefs(
  markdown: MarkdownFile,
  entry: string,
  table: SourceTable,
): { data: unknown; problems: ContentProblem[] } {
  const data = markdown.data as { sources?: unknown } | undefined;
  if (!data || !Array.isArray(data.sources)) return { data, problems: [] };
  const problems: ContentProblem[] = [];
  const sources = data.sources.map((item: unknown, index) => {
    if (!isRef(item)) return item;
    const source = typeof item.ref === 'string' ? table[item.ref] : undefined;
    if (!source)
      problems.push({
        file: markdown.file,
        line: markdown.lineOf(['sources', index, 'ref']),
        entry,
        field: `sources.${index}.ref`,
        message: `lähdettä "${String(item.ref)}" ei ole tiedostossa content/sources.yaml`,
      });
    return source ?? item;
  });
  return { data: { ...data, sources }, problems };
}
