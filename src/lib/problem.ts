// The one format of every problem in what the site is built from: content, feeds, configuration, a script's arguments.

/**
 * Where something that cannot be used is, and what is wrong with it. `file` is the content file, the feed, the
 * configuration file or the command; `line` its 1-based line (a feed's row starts on it); `entry` the product, row or
 * page it concerns; `field` the field, column or option.
 */
export interface Problem {
  file: string;
  line?: number;
  entry?: string;
  field?: string;
  message: string;
}

/** "content/articles/magnesium.md:12 › magnesium › title: …"; what is not known is left out. */
export const formatProblem = ({ file, line, entry, field, message }: Problem) =>
  [`${file}${line ? `:${line}` : ''}`, entry, field].filter(Boolean).join(' › ') + `: ${message}`;

/** Input that cannot be used: the message is the problem in the one format. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(formatProblem(problem));
    this.name = 'ProblemError';
  }
}
