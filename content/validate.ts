import { aboutSchema } from './schemas/about.ts';
import { siteSchema } from './schemas/site.ts';
import { about } from './about.ts';
import { site } from './site.ts';

/** The parts of a schema issue that a readable message needs (zod's issues have this shape). */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** One problem in the content, located by file, entry and field. */
export interface ContentProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

/** "content/site.ts › site › socialLinks.0.url: Invalid URL" */
export const formatProblem = (problem: ContentProblem) =>
  `${problem.file} › ${problem.entry} › ${problem.field}: ${problem.message}`;

const toProblems = (file: string, entry: string, issues: readonly SchemaIssue[]): ContentProblem[] =>
  issues.map((issue) => ({
    file,
    entry,
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(koko merkintä)',
    message: issue.message,
  }));

/** Everything the build validates, given as data so that tests can feed broken content. */
export interface ContentSet {
  site: unknown;
  about: unknown;
  /** SITE_URL given at build time, or '' when the configured origin applies. */
  siteUrlOverride?: string;
}

/** Checks the content against its schemas and its cross-references; returns every problem found. */
export function findContentProblems(content: ContentSet): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const siteCandidate =
    content.siteUrlOverride && typeof content.site === 'object' && content.site !== null
      ? { ...content.site, origin: content.siteUrlOverride }
      : content.site;
  const parsedSite = siteSchema.safeParse(siteCandidate);
  if (!parsedSite.success) problems.push(...toProblems('content/site.ts', 'site', parsedSite.error.issues));

  const parsedAbout = aboutSchema.safeParse(content.about);
  if (!parsedAbout.success) {
    problems.push(...toProblems('content/about.ts', 'about', parsedAbout.error.issues));
  } else if (parsedSite.success) {
    const { email } = parsedSite.data;
    if (!parsedAbout.data.paragraphs.some((paragraph) => paragraph.includes(email))) {
      problems.push({
        file: 'content/about.ts',
        entry: 'about',
        field: 'paragraphs',
        message: `yhdenkään kappaleen pitää mainita yhteysosoite ${email}`,
      });
    }
  }
  return problems;
}

/** Throws one readable error listing every problem; the build stops on it. */
export function assertValidContent(content: ContentSet = { site, about }): void {
  const problems = findContentProblems(content);
  if (problems.length === 0) return;
  throw new Error([`Virheellinen sisältö (${problems.length}):`, ...problems.map(formatProblem)].join('\n'));
}
