// npm run content:report — per route: its article id, whether the body exists, words, products, sections and the last
// update, so missing content is visible at a glance. `npm run content:report -- <id>…` limits it and shows problems.
import { articleBodies, standalonePages } from '../content/articles/index.ts';
import { articleList } from '../content/articles/list.ts';
import { products } from '../content/products/index.ts';
import { reviews } from '../content/reviews/index.ts';
import { articleBodySchema } from '../content/schemas/article.ts';
import { standaloneComparisonSchema } from '../content/schemas/standalone-comparison.ts';
import { routes } from '../src/config/routes.ts';
import { countWords } from '../src/lib/word-count.ts';

// The generated index of every body file (scripts/index-content.mjs), so the report runs under plain tsx.
const bodies = new Map(Object.entries(articleBodies));
const pages = new Map(Object.entries(standalonePages));
const productIds = new Set(products.map((product) => product.id));

const words = countWords;

const only = process.argv.slice(2).filter((arg) => arg !== '--');
const rows: string[][] = [['polku', 'artikkeli', 'runko', 'sanoja', 'tuotteita', 'osioita', 'päivitetty']];
const problems: string[] = [];
for (const route of routes.filter((entry) => entry.kind === 'article' || entry.kind === 'review')) {
  const item = articleList.find((entry) => entry.path === route.path);
  const id = item?.id ?? (route.kind === 'review' ? (route.articleId ?? '') : '(alias)');
  if (only.length > 0 && !only.includes(id)) continue;
  const body = item ? bodies.get(item.id) : undefined;
  const page = item ? pages.get(item.id) : undefined;
  const review = route.kind === 'review' ? reviews[id] : undefined;
  const content = body?.content ?? page?.content ?? review?.content;
  const ids = body
    ? body.content.sections.flatMap((section) => ('productIds' in section ? (section.productIds ?? []) : []))
    : [];
  rows.push([
    route.path,
    id,
    body
      ? 'on'
      : page
        ? 'on (oma sivu)'
        : review
          ? 'on (arvostelu)'
          : item || route.kind === 'review'
            ? 'PUUTTUU'
            : '–',
    content ? String(words(content)) : '',
    ids.length ? String(new Set(ids).size) : '',
    content ? String(content.sections.length) : '',
    body?.updateDate ?? page?.meta.updateDate ?? review?.updateDate ?? item?.meta.updateDate ?? '',
  ]);
  if (body) {
    const parsed = articleBodySchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push(`${id} › ${issue.path.join('.')}: ${issue.message}`);
    for (const productId of ids)
      if (!productIds.has(productId)) problems.push(`${id} › tuotetta "${productId}" ei ole tuoteluettelossa`);
    if (item && body.updateDate !== item.meta.updateDate)
      problems.push(`${id} › updateDate ${body.updateDate} ≠ artikkelilistan ${item.meta.updateDate}`);
  }
  if (page) {
    const parsed = standaloneComparisonSchema.safeParse(page);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push(`${id} › ${issue.path.join('.')}: ${issue.message}`);
  }
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
const written = rows.slice(1).filter((row) => row[2]!.startsWith('on')).length;
console.log(`\n${written}/${rows.length - 1} reitillä on runko.`);
if (problems.length > 0) {
  console.log(`\nOngelmat (${problems.length}):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
