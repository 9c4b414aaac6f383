// The fixed pages' own words (content/pages.yaml) and the about text (content/about.md).
import { readTable } from '../data-files.server.ts';
import { cachedOnContent, fileAt } from '../files.server.ts';
import { plainText, readMarkdownFile } from '../markdown.server.ts';
import { orThrow, parseWithSchema, type ContentProblem } from '../problems.ts';
import { aboutSchema, type About } from '../schemas/about.ts';
import { pageSchema } from '../schemas/page.ts';

/** Reads content/pages.yaml: each fixed page's label, title, description and a hub's introduction, by path. */
export const readPages = (root: string) => readTable(root, 'pages.yaml', pageSchema);

/** The fixed pages' words by path; stops with the file's problems when it is invalid. */
export const pageTexts = cachedOnContent((root) => {
  const { value, problems } = readPages(root);
  return orThrow(value, problems);
});

/** Reads content/about.md: the title in its frontmatter, the paragraphs as its text (plain paragraphs only). */
export function readAbout(root: string): { file: string; value: About | undefined; problems: ContentProblem[] } {
  const found = fileAt(root, 'about.md');
  const file = 'content/about.md';
  if (!found)
    return {
      file,
      value: undefined,
      problems: [{ file, entry: 'about', field: '(tiedosto)', message: 'tiedostoa ei ole' }],
    };
  const markdown = readMarkdownFile(file, found.source);
  const problems = markdown.problems.map((problem) => ({ ...problem, entry: 'about' }));
  const paragraphs: string[] = [];
  for (const node of markdown.body) {
    if (node.type === 'paragraph') paragraphs.push(plainText(node));
    else
      problems.push({
        file,
        line: node.position?.start.line,
        entry: 'about',
        field: 'paragraphs',
        message: 'tietoa meistä -teksti on pelkkiä kappaleita',
      });
  }
  const front = typeof markdown.data === 'object' && markdown.data !== null ? markdown.data : {};
  const result = parseWithSchema(
    aboutSchema,
    { ...front, paragraphs },
    { file, entry: 'about', lineOf: markdown.lineOf },
  );
  return { file, value: result.data, problems: [...problems, ...result.problems] };
}

/** The about text (spec §1); stops with the file's problems when it is invalid. */
export const aboutText = cachedOnContent((root) => {
  const { value, problems } = readAbout(root);
  return orThrow(value, problems);
});
