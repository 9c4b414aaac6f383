// Content problems in the one format (src/lib/problem.ts), and the one adapter from a schema's issues to it.
import type { z } from 'zod';
import { formatProblem, type Problem } from '../lib/problem.ts';

export { formatProblem };

/** One problem in a content file, located by file, line, entry and field: a content file always names both. */
export interface ContentProblem extends Problem {
  entry: string;
  field: string;
}

/** Where a schema's value was read from: the file, the entry it is, and the line of a field inside it. */
export interface SchemaPlace {
  file: string;
  entry: string;
  /** The 1-based line of a field of the value, e.g. ['offers', 0, 'price']. */
  lineOf?: (path: readonly PropertyKey[]) => number | undefined;
}

/**
 * Validates a value with its schema: the data when it is valid, otherwise every issue as a problem at its field's
 * line. An unknown key is named as the field it is, so that its line is found too.
 */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  value: unknown,
  place: SchemaPlace,
): { data: z.infer<S>; problems: [] } | { data: undefined; problems: ContentProblem[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.map((issue): ContentProblem => {
    const fieldPath = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...fieldPath, ...unknownKeys.slice(0, 1)];
    const line = place.lineOf?.(field);
    return {
      file: place.file,
      ...(line ? { line } : {}),
      entry: place.entry,
      field: field.length ? field.join('.') : '(koko merkintä)',
      message: unknownKeys.length ? `tuntematon kenttä ${unknownKeys.join(', ')}` : issue.message,
    };
  });
  return { data: undefined, problems };
}

/** A readable name for an entry that may be broken: its id where it has one, else its position. */
export const entryName = (value: unknown, index: number, key = 'id') =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
    ? String((value as Record<string, unknown>)[key])
    : `#${index + 1}`;

/** Content that cannot be used: the message lists every problem, one a line, in the one format. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super([`Virheellinen sisältö (${problems.length}):`, ...problems.map(formatProblem)].join('\n'));
    this.name = 'ContentError';
  }
}

/** The data when there are no problems; otherwise stops with every problem. */
export function orThrow<T>(data: T | undefined, problems: readonly ContentProblem[]): T {
  if (problems.length > 0 || data === undefined) throw new ContentError(problems);
  return data;
}

/** Collects problems; each check adds what it finds. */
export class ProblemList {
  readonly list: ContentProblem[] = [];

  add(file: string, entry: string, field: string, message: string, line?: number) {
    this.list.push({ file, ...(line ? { line } : {}), entry, field, message });
  }
}
