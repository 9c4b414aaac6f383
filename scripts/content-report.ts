// npm run content:report — per article and review route: its file, kind, words, products, sections and the last
// update, so missing or thin content is visible at a glance; with the health-fact checks of the ingredient fact sheets
// (content/ingredients): which sheets a page shows with `::fact` against the sheets whose ingredient it mentions, how
// many of its sources have an address, and the card's promises that no section title answers; and every sentence of
// 12 or more words that an editor typed into two or more files (the goal is none outside quotes); and the store links
// that earn nothing or cannot show the quoted price: shops without an affiliate network, offers without a product page.
// `npm run content:report -- <id>…` limits it; the problems the build would stop on are listed with file and line.
import './lib/content-errors.ts';
import { articleKind, minimumWords } from '../src/content/article-kind.ts';
import { loadContent, mentionsSheet } from '../src/content/collections.server.ts';
import { readFileSync } from 'node:fs';
import { storeLinkGaps } from '../src/content/collections/networks.server.ts';
import { catalogue, priceAges } from '../src/content/collections/products.server.ts';
import { factCoverage } from '../src/content/rules/fact-coverage.ts';
import { specsOfKind } from '../src/content/device-specs.ts';
import { filesOf } from '../src/content/files.server.ts';
import { formatProblem } from '../src/content/problems.ts';
import { repeatedSentences } from '../src/content/rules/repeated-sentences.ts';
import { descriptionPromises, unkeptPromises } from '../src/content/rules/promises.ts';
import { typedFigures } from '../src/content/rules/typed-figures.ts';
import { cardPromises, findContentProblems, titlesOf } from '../src/content/validate.ts';
import { contentSet } from '../src/content/content-set.ts';
import { publicImageExists } from './vite-plugin-validate-content.ts';
import { routes } from '../src/config/routes.ts';
import { countWords } from '../src/lib/word-count.ts';

const content = loadContent();
const only = process.argv.slice(2).filter((arg) => arg !== '--');
const rows: string[][] = [
  ['polku', 'tiedosto', 'laji', 'sanoja', 'tuotteita', 'osioita', 'päivitetty', 'tietosivut', 'lähteet'],
];
// The problems the build stops on, found by the build's own check over the same content set (every rule, not only what
// the readers of the files find).
const problems = findContentProblems({
  ...contentSet(process.env.SITE_URL?.replace(/\/+$/, '') ?? ''),
  routePaths: routes.map((route) => route.path),
  imageExists: publicImageExists,
})
  .filter((problem) => only.length === 0 || only.includes(problem.entry))
  .map(formatProblem);

const unshownSheets: string[] = [];
const unansweredPromises: string[] = [];
let pagesShowingSheets = 0;
let sourcesWithAddress = 0;
let sourcesAll = 0;
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
  const mentioned = doc ? content.ingredients.filter((sheet) => mentionsSheet(doc.text, sheet)).map((s) => s.id) : [];
  const shown = (article ?? review)?.sheets ?? [];
  if (shown.length > 0) pagesShowingSheets++;
  const missing = mentioned.filter((sheet) => !shown.includes(sheet));
  if (doc && missing.length > 0) unshownSheets.push(`${doc.file}: ${missing.join(', ')}`);
  const sources = (article ?? review)?.sources ?? [];
  const withAddress = sources.filter((source) => source.url).length;
  sourcesWithAddress += withAddress;
  sourcesAll += sources.length;
  // A card's promises (its highlights and the topics its description lists) against the headings and paragraph leads
  // of the page (the build refuses these).
  const card = doc && cardPromises(doc);
  if (doc && card)
    for (const unkept of unkeptPromises([...card.highlights, ...descriptionPromises(card.description)], {
      titles: titlesOf(doc),
      text: doc.text,
    }))
      unansweredPromises.push(
        `${doc.file}: "${unkept.promise}" – ${unkept.inText ? 'vain leipätekstissä' : 'ei sivulla lainkaan'}`,
      );
  rows.push([
    route.path,
    doc?.file ?? 'PUUTTUU',
    doc ? { comparison: 'vertailu', topic: page ? 'oma sivu' : 'artikkeli', review: 'arvostelu' }[kind] : '–',
    doc ? String(words) : '',
    productIds?.length ? String(productIds.length) : '',
    article ? String(article.sections.length) : review ? String(review.sections.length) : '',
    doc?.front.updateDate ?? '',
    mentioned.length > 0 || shown.length > 0 ? `${shown.length}/${mentioned.length}` : '',
    sources.length > 0 ? `${withAddress}/${sources.length}` : '',
  ]);
  if (doc && words < minimumWords[kind])
    problems.push(`${doc.file} › ${id}: ${words} sanaa, vähintään ${minimumWords[kind]}`);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
const written = rows.slice(1).filter((row) => row[1] !== 'PUUTTUU').length;
console.log(`\n${written}/${rows.length - 1} reitillä on tiedosto.`);
console.log(
  `Tietosivuja ${content.ingredients.length} (${content.ingredients.map((sheet) => sheet.id).join(', ') || '–'}); ` +
    `${pagesShowingSheets} sivua näyttää tietosivun (::fact), ${unshownSheets.length} mainitsee tietosivun aineen näyttämättä sitä.`,
);
console.log(`Lähteitä ${sourcesAll}, joista osoitteellisia ${sourcesWithAddress}.`);
console.log(`Kortin lupauksia ilman vastaavaa osion otsikkoa: ${unansweredPromises.length}.`);
if (unshownSheets.length > 0)
  console.log(`\nMainitsee tietosivun aineen ilman ::fact-osiota:\n${unshownSheets.join('\n')}`);
if (unansweredPromises.length > 0)
  console.log(`\nKortin lupaukset, joihin mikään osion otsikko ei vastaa:\n${unansweredPromises.join('\n')}`);
// What editors typed, file by file: the Markdown bodies without frontmatter, directives and tables, each left out line
// kept as an empty one so that line numbers stay the file's.
const typedText = (source: string) =>
  source
    .replace(/^---\n[\s\S]*?\n---\n/, (frontmatter) => '\n'.repeat(frontmatter.split('\n').length - 1))
    .split('\n')
    .map((line) => (/^\s*(:{2,}|\|)/.test(line) ? '' : line))
    .join('\n');
const typed = ['articles', 'standalone', 'reviews', 'ingredients']
  .flatMap((folder) => filesOf('content', folder, '.md'))
  .concat([{ id: 'method', file: 'content/method.md', source: readFileSync('content/method.md', 'utf8') }])
  .map(({ file, source }) => ({ file, text: typedText(source) }));
// Amounts typed by hand in pages (the sheets are where such figures live): each could come from data instead.
const pageTexts = typed.filter(({ file }) => !file.startsWith('content/ingredients/') && file !== 'content/method.md');
const figures = pageTexts.flatMap(({ file, text }) =>
  only.length > 0 && !only.some((id) => file.endsWith(`/${id}.md`))
    ? []
    : typedFigures(text).map((item) => ({ file, ...item })),
);
console.log(
  `\nKäsin kirjoitettuja määriä (luku ja yksikkö, ei tuoteluettelosta eikä tietosivulta): ${figures.length} virkettä ` +
    `${new Set(figures.map((item) => item.file)).size} sivulla.`,
);
for (const item of figures)
  console.log(`  ${item.file} (rivi ${item.line}): ${item.amounts.join(', ')} «${item.sentence}»`);
const repeated = repeatedSentences(typed);
console.log(`Toistuvia virkkeitä (12+ sanaa, 2+ tiedostossa, lainauksia lukuun ottamatta): ${repeated.length}.`);
if (repeated.length > 0)
  console.log(
    `\nToistuvat virkkeet: kirjoita kerran (tietosivulle, content/notes.yaml) tai sano toisin:\n${repeated
      .map((item) => `${item.files.length} × «${item.sentence}»\n    ${item.files.join(', ')}`)
      .join('\n')}`,
  );
// Store links: a shop earns only through a network with the publisher's id; an offer without a product page links to
// the shop's search, where the reader cannot check the price on landing.
const gaps = storeLinkGaps();
console.log(
  `\nKaupat ilman kumppaniverkostoa tai julkaisijan tunnusta: ${gaps.unlinkedShops.length}/${gaps.shops}` +
    (gaps.unlinkedShops.length > 0 ? ` (${gaps.unlinkedShops.join(', ')})` : ''),
);
console.log(`Tarjoukset ilman tuotesivua (linkki kaupan hakuun): ${gaps.searchOffers.length}/${gaps.offers}`);
if (only.length === 0 && gaps.searchOffers.length > 0) console.log(`  ${gaps.searchOffers.join(', ')}`);
const ages = priceAges();
console.log(
  `\nHinnat päivälle ${ages.clock.today} (SITE_TODAY, raja ${ages.clock.maxAgeDays} päivää): ` +
    `${ages.checked.length} tarkistettu kaupasta, ${ages.entered.length} kirjattu tarkistamatta, ` +
    `${ages.unpriced.length}/${ages.offers} ilman hintaa`,
);
console.log(`Yli ${ages.clock.maxAgeDays} päivää vanhat hinnat (kortti ohjaa kauppaan): ${ages.stale.length}`);
if (ages.stale.length > 0) console.log(`  ${ages.stale.join(', ')}`);
// Per comparison, the compared products with every field it needs (issue 51: the goal is all of them).
const byId = new Map(catalogue().map((product) => [product.id, product]));
const comparisons = content.articles.flatMap((article) => {
  const ids = article.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
  if (ids.length === 0 || (only.length > 0 && !only.includes(article.id))) return [];
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  return [
    {
      article,
      coverage: factCoverage(article.front.priceBasis, products, article.front.specKind),
      of: products.length,
    },
  ];
});
const complete = comparisons.reduce((sum, { coverage }) => sum + coverage.complete.length, 0);
const compared = comparisons.reduce((sum, { of }) => sum + of, 0);
console.log(`\nVertailujen tuotteet, joilla on kaikki vertailun tarvitsemat tiedot: ${complete}/${compared}.`);
for (const { article, coverage, of } of comparisons) {
  const specs = specsOfKind(article.front.specKind).map((spec) => spec.heading.toLowerCase());
  const basis = article.front.priceBasis
    ? ` (hinta per ${article.front.priceBasis})`
    : specs.length > 0
      ? ` (vertaa: ${specs.join(', ')})`
      : '';
  console.log(`  ${article.front.route}${basis}: ${coverage.complete.length}/${of}`);
  for (const row of coverage.missing) {
    console.log(`    ${row.id}: puuttuu ${row.fields.join(', ')}`);
    if (row.typed) console.log(`      kortissa ilman lähdettä: ${row.typed.map((line) => `«${line}»`).join(', ')}`);
  }
}
console.log(`\nSääntörikkeet, joihin rakennus pysähtyy: ${problems.length}.`);
if (problems.length > 0) {
  console.log(`\nOngelmat (${problems.length}):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
