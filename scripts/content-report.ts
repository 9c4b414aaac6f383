// npm run content:report — per article and review route: its file, kind, words, products, sections and the last
// update, so missing or thin content is visible at a glance. `npm run content:report -- <id>…` limits it; the problems
// the build would stop on are listed with their file and line.
import { articleKind, minimumWords } from '../content/article-kind.ts';
import { loadContent } from '../content/load.server.ts';
import { formatProblem } from '../content/lib/markdown.server.ts';
import { routes } from '../src/config/routes.ts';
import { countWords } from '../src/lib/word-count.ts';

const content = loadContent();
const only = process.argv.slice(2).filter((arg) => arg !== '--');
const rows: string[][] = [['polku', 'tiedosto', 'laji', 'sanoja', 'tuotteita', 'osioita', 'päivitetty']];
const problems = content.problems
  .filter((problem) => only.length === 0 || only.includes(problem.entry))
  .map(formatProblem);
for (const route of routes.filter((entry) => (entry.kind === 'article' || entry.kind === 'review') && !entry.aliasOf)) {
  const id = route.articleId ?? '';
  if (only.length > 0 && !only.includes(id)) continue;
  const article = content.articles.find((doc) => doc.id === id);
  const page = content.standalone.find((doc) => doc.id === id);
  const review = content.reviews.find((doc) => doc.id === id);
  const doc = article ?? page ?? review;
  const kind = article ? articleKind(article) : page ? 'topic' : 'review';
  const words = doc ? countWords(doc.text) : 0;
  const productIds = article?.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
  rows.push([
    route.path,
    doc?.file ?? 'PUUTTUU',
    doc ? { comparison: 'vertailu', topic: page ? 'oma sivu' : 'artikkeli', review: 'arvostelu' }[kind] : '–',
    doc ? String(words) : '',
    productIds?.length ? String(productIds.length) : '',
    article ? String(article.sections.length) : review ? String(review.sections.length) : '',
    doc?.front.updateDate ?? '',
  ]);
  if (doc && words < minimumWords[kind])
    problems.push(`${doc.file} › ${id}: ${words} sanaa, vähintään ${minimumWords[kind]}`);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
const written = rows.slice(1).filter((row) => row[1] !== 'PUUTTUU').length;
console.log(`\n${written}/${rows.length - 1} reitillä on tiedosto.`);
if (problems.length > 0) {
  console.log(`\nOngelmat (${problems.length}):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
