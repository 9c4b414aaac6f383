// Build-time only: the YAML files of content/ that hold one list, one table or one set of settings (shops, fixed
// pages, the comparison registry, the site's settings), each validated with its schema in the one problem format.
import type { z } from 'zod';
import { fileAt } from './files.server.ts';
import { readYamlFile } from './markdown.server.ts';
import { entryName, parseWithSchema, type ContentProblem } from './problems.ts';

/** What a data file gave: its valid entries and every problem found in it. */
export interface DataFile<T> {
  file: string;
  value: T;
  problems: ContentProblem[];
}

type Shape = 'list' | 'table' | 'settings';
const shapeMessage: Record<Shape, string> = {
  list: 'tiedosto on luettelo (rivit alkavat "- ")',
  table: 'tiedosto on taulukko: avain ja sen kentät',
  settings: 'tiedosto on joukko asetuksia (avain: arvo)',
};

function readData(root: string, name: string, shape: Shape) {
  const found = fileAt(root, name);
  const file = found?.file ?? `content/${name}`;
  if (!found) return { file, problems: [{ file, entry: name, field: '(tiedosto)', message: 'tiedostoa ei ole' }] };
  const yaml = readYamlFile(file, found.source);
  const isList = Array.isArray(yaml.data);
  const isObject = typeof yaml.data === 'object' && yaml.data !== null && !isList;
  if (yaml.data !== undefined && (shape === 'list' ? !isList : !isObject))
    yaml.problems.push({ file, line: 1, entry: name, field: '(tiedosto)', message: shapeMessage[shape] });
  return { file, yaml };
}

/** A list of entries, each checked on its own and named by its id: a broken entry is reported, never dropped quietly. */
export function readList<S extends z.ZodType>(root: string, name: string, schema: S): DataFile<z.infer<S>[]> {
  const { file, yaml, problems = [] } = readData(root, name, 'list');
  const values: z.infer<S>[] = [];
  const all = [...(yaml?.problems ?? problems)];
  if (yaml && Array.isArray(yaml.data))
    yaml.data.forEach((value, index) => {
      const place = {
        file,
        entry: entryName(value, index),
        lineOf: (path: readonly PropertyKey[]) => yaml.lineOf([index, ...path]),
      };
      const result = parseWithSchema(schema, value, place);
      all.push(...result.problems);
      if (result.data !== undefined) values.push(result.data);
    });
  return { file, value: values, problems: all };
}

/** A table of entries by key (e.g. a page's path), each checked on its own and named by its key. */
export function readTable<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
): DataFile<Record<string, z.infer<S>>> {
  const { file, yaml, problems = [] } = readData(root, name, 'table');
  const table: Record<string, z.infer<S>> = {};
  const all = [...(yaml?.problems ?? problems)];
  if (yaml && typeof yaml.data === 'object' && yaml.data !== null && !Array.isArray(yaml.data))
    for (const [key, value] of Object.entries(yaml.data)) {
      const place = { file, entry: key, lineOf: (path: readonly PropertyKey[]) => yaml.lineOf([key, ...path]) };
      const result = parseWithSchema(schema, value, place);
      all.push(...result.problems);
      if (result.data !== undefined) table[key] = result.data;
    }
  return { file, value: table, problems: all };
}

/** One set of settings, checked as a whole; `adjust` changes the values read before the check (e.g. SITE_URL). */
export function readSettings<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
  adjust: (value: Record<string, unknown>) => Record<string, unknown> = (value) => value,
): DataFile<z.infer<S> | undefined> {
  const { file, yaml, problems = [] } = readData(root, name, 'settings');
  if (!yaml || yaml.problems.length > 0) return { file, value: undefined, problems: yaml?.problems ?? problems };
  const entry = name.replace(/\.yaml$/, '');
  const result = parseWithSchema(schema, adjust(yaml.data as Record<string, unknown>), {
    file,
    entry,
    lineOf: yaml.lineOf,
  });
  return { file, value: result.data, problems: result.problems };
}

/** Refuses an id a list uses twice, naming the entry; `message` says what the id is, e.g. "sama kaupan tunnus". */
export function refuseRepeatedIds<T extends { id: string }>(read: DataFile<T[]>, message: string): DataFile<T[]> {
  const seen = new Set<string>();
  for (const entry of read.value) {
    if (seen.has(entry.id)) read.problems.push({ file: read.file, entry: entry.id, field: 'id', message });
    seen.add(entry.id);
  }
  return read;
}
