// npm run content:index — rewrites content/articles/index.ts from the body files in content/articles/ and
// content/standalone/, and content/reviews/index.ts from the review files (the build's validation cannot glob, so the
// indexes name every file; unit tests check them).
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'content');
const stems = (folder, skip = []) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !skip.includes(file))
    .map((file) => file.slice(0, -3))
    .sort();
const identifiers = new Map();
/** A JavaScript name for a file stem, unique across the index ("omega-3" and "omega3" must not collide). */
const identifier = (stem) => {
  if (identifiers.has(stem)) return identifiers.get(stem);
  const base = stem
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/-(\d)/g, '_$1')
    .replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  let name = base;
  for (let n = 2; [...identifiers.values()].includes(name); n += 1) name = `${base}${n}`;
  identifiers.set(stem, name);
  return name;
};

const bodies = stems('articles', ['list.ts', 'index.ts']);
const pages = stems('standalone');
const lines = [
  '// Written by `npm run content:index`; edit the body files, not this list.',
  "import type { ArticleBody } from '../schemas/article.ts';",
  "import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';",
  ...bodies.map((stem) => `import { body as ${identifier(stem)} } from './${stem}.ts';`),
  ...pages.map((stem) => `import { page as ${identifier(stem)}Page } from '../standalone/${stem}.ts';`),
  '',
  '/** Every article body, one file each, keyed by article id. A unit test checks that no file is left out. */',
  'export const articleBodies: Readonly<Record<string, ArticleBody>> = Object.fromEntries(',
  `  [${bodies.map(identifier).join(', ')}].map((body) => [body.id, body]),`,
  ');',
  '',
  '/** The standalone comparison pages (content/standalone/), keyed by article id. */',
  'export const standalonePages: Readonly<Record<string, StandaloneComparison>> = Object.fromEntries(',
  `  [${pages.map((stem) => `${identifier(stem)}Page`).join(', ')}].map((page) => [page.id, page]),`,
  ');',
  '',
  '/** The bodies with their files, for validation messages. */',
  'export const articleBodyFiles = Object.values(articleBodies).map((body) => ({ file: `content/articles/${body.id}.ts`, body }));',
  'export const standalonePageFiles = Object.values(standalonePages).map((page) => ({',
  '  file: `content/standalone/${page.id}.ts`,',
  '  page,',
  '}));',
  '',
];
writeFileSync(path.join(root, 'articles', 'index.ts'), lines.join('\n'));

const reviews = stems('reviews', ['index.ts']);
const reviewLines = [
  '// Written by `npm run content:index`; edit the review files, not this list.',
  "import type { Review } from '../schemas/review.ts';",
  ...reviews.map((stem) => `import { review as ${identifier(stem)} } from './${stem}.ts';`),
  '',
  '/** Every review, one file each, keyed by review id. A unit test checks that no file is left out. */',
  'export const reviews: Readonly<Record<string, Review>> = Object.fromEntries(',
  `  [${reviews.map(identifier).join(', ')}].map((review) => [review.id, review]),`,
  ');',
  '',
  '/** The reviews with their files, for validation messages. */',
  'export const reviewFiles = Object.values(reviews).map((review) => ({ file: `content/reviews/${review.id}.ts`, review }));',
  '',
];
writeFileSync(path.join(root, 'reviews', 'index.ts'), reviewLines.join('\n'));
console.log(
  `content/articles/index.ts: ${bodies.length} artikkelia, ${pages.length} omaa vertailusivua; content/reviews/index.ts: ${reviews.length} arvostelua`,
);
