// npm run lighthouse: Lighthouse scores for one page of each kind, mobile and desktop, against the built site.
//
//   npm run build && npm run lighthouse                 table + failing audits; exit 1 when a page misses a target
//   npm run lighthouse -- --write                       also update the table in docs/performance.md
//   npm run lighthouse -- --only /melatoniini           one page (for debugging)
//   options: --root <folder> (default build/client), --no-fail, --runs <n> (median of n runs, default 1),
//            --json <folder> (save each report)
//
// Everything stays on localhost: the project's static server and the system Chromium (CHROME_PATH).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createStaticServer } from './lib/static-server.mjs';

/** One page of each kind. `expected` lists audits that fail by design: why, and optionally when (a check of the audit). */
const pages = [
  { path: '/', kind: 'etusivu' },
  { path: '/lisaravinteet', kind: 'hub' },
  { path: '/melatoniini', kind: 'artikkeli' },
  { path: '/paras-magnesium', kind: 'vertailu' },
  { path: '/tuotearvostelut/oura-sormus', kind: 'arvostelu' },
  { path: '/tuotteet', kind: 'tuotteet' },
  { path: '/vertailut', kind: 'listaus' },
  { path: '/tietoa', kind: 'tietoa' },
  {
    path: '/ei-ole-olemassa',
    kind: '404-sivu',
    notFound: true,
    expected: {
      'http-status-code': { why: 'the not-found page answers with status 404' },
      'is-crawlable': { why: 'the not-found page is noindex' },
      // Chromium logs the document's own 404; any other console error still counts.
      'errors-in-console': {
        why: 'Chromium logs the 404 status of the document',
        when: (item, url) =>
          item.details.items.every((row) => row.sourceLocation?.url === url && /404/.test(row.description)),
      },
    },
  },
];

const categories = [
  { id: 'performance', title: 'Performance', target: 98 },
  { id: 'accessibility', title: 'Accessibility', target: 100 },
  { id: 'best-practices', title: 'Best Practices', target: 100 },
  { id: 'seo', title: 'SEO', target: 100 },
];

const formFactors = [
  { id: 'mobile', config: undefined }, // Lighthouse's default preset
  { id: 'desktop', config: desktopConfig },
];

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

const docsFile = path.resolve('docs/performance.md');
const startMarker = '<!-- lighthouse:start -->';
const endMarker = '<!-- lighthouse:end -->';

const { values: options } = parseArgs({
  options: {
    root: { type: 'string', default: 'build/client' },
    write: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});

const root = path.resolve(options.root);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first (or pass --root).`);
  process.exit(2);
}
if (options.only && options.write) {
  console.error('--write needs the full set of pages; leave out --only.');
  process.exit(2);
}
const runCount = Number(options.runs);
if (!Number.isInteger(runCount) || runCount < 1) {
  console.error('--runs needs a whole number ≥ 1.');
  process.exit(2);
}
const selected = options.only
  ? [pages.find((page) => page.path === options.only) ?? { path: options.only, kind: 'muu' }]
  : pages;

// --- Run ---------------------------------------------------------------------------------------------------------

const server = createStaticServer({ root });
await new Promise((resolve, reject) => server.once('error', reject).listen(0, 'localhost', resolve));
const origin = `http://localhost:${server.address().port}`;

/** Runs Lighthouse once in a fresh Chromium, like the CLI does. */
async function audit(page, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
  try {
    const flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: categories.map((category) => category.id),
      // Without this Lighthouse refuses to audit a page with status 404.
      ignoreStatusCode: Boolean(page.notFound),
    };
    const result = await lighthouse(origin + page.path, flags, formFactor.config);
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const results = [];
try {
  for (const page of selected) {
    for (const formFactor of formFactors) {
      process.stderr.write(`Lighthouse ${page.path} (${formFactor.id})…\n`);
      // With --runs n, the median run (by FCP and TTI), as Lighthouse recommends against run-to-run variance.
      const runs = [];
      for (let run = 0; run < runCount; run += 1) runs.push(await audit(page, formFactor));
      const lhr = runCount > 1 ? (computeMedianRun(runs) ?? runs[0]) : runs[0];
      if (lhr.runtimeError) console.error(`  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (options.json) {
        mkdirSync(options.json, { recursive: true });
        const name = `${page.path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'index'}-${formFactor.id}.json`;
        writeFileSync(path.join(options.json, name), JSON.stringify(lhr, null, 2));
      }
      results.push({ page, formFactor: formFactor.id, lhr });
    }
  }
} finally {
  server.close();
}

// --- Check -------------------------------------------------------------------------------------------------------

/** Score 0–100, or null when Lighthouse could not score the category. */
const scoreOf = (lhr, id) => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

/** Audits of a category that did not pass; weighted ones lower the score, the rest (weight 0) are hints. */
const failingAudits = (lhr, categoryId, { weighted = true } = {}) =>
  (lhr.categories[categoryId]?.auditRefs ?? [])
    .filter((ref) => (weighted ? ref.weight > 0 : ref.weight === 0))
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (item) => item && typeof item.score === 'number' && item.score < 1 && item.scoreDisplayMode !== 'informative',
    );

/** Whether a failing audit fails by design on this page. */
const isExpected = (page, item, lhr) => {
  const rule = page.expected?.[item.id];
  return Boolean(rule) && (!rule.when || rule.when(item, lhr.finalDisplayedUrl));
};

/** Short descriptions of the offending elements, URLs or failed checks in an audit's details (nested ones too). */
function offenders(details, limit = 5) {
  if (details?.type === 'checklist') {
    return Object.values(details.items)
      .filter((check) => check.value === false)
      .map((check) => check.label);
  }
  if (details?.type === 'node') return [`${details.selector} ${details.snippet}`];
  if (!Array.isArray(details?.items)) return [];
  return details.items.slice(0, limit).flatMap((row) => {
    if (row.type) return offenders(row, limit);
    const node = [row.node, row.source, row.subItems?.items?.[0]?.relatedNode].find((item) => item?.type === 'node');
    if (node) return `${node.selector} ${node.snippet}`;
    if (row.url) return row.url;
    if (row.sourceLocation?.url) return `${row.sourceLocation.url} ${row.description ?? ''}`.trim();
    if (row.groupLabel) return `${row.groupLabel}: ${Math.round(row.duration)} ms`;
    return row.description ?? row.reason ?? [];
  });
}

const misses = [];
for (const result of results) {
  for (const category of categories) {
    const score = scoreOf(result.lhr, category.id);
    if (score !== null && score >= category.target) continue;
    const failing = failingAudits(result.lhr, category.id);
    const unexpected = failing.filter((item) => !isExpected(result.page, item, result.lhr));
    // A score lowered only by audits that fail by design (the 404 page's status and noindex) is not a miss.
    if (score !== null && unexpected.length === 0) continue;
    misses.push({ ...result, category, score, failing: unexpected });
  }
}

// --- Report ------------------------------------------------------------------------------------------------------

/** A Markdown table laid out the way Prettier formats it, so `prettier --check` stays quiet. */
function markdownTable(header, rows, align) {
  const widths = header.map((cell, i) => Math.max(3, cell.length, ...rows.map((row) => row[i].length)));
  const pad = (cell, i) => (align[i] === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]));
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, i) => (align[i] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const expectedNotes = new Set();
const table = markdownTable(
  ['Page', 'Kind', 'Form factor', ...categories.map((category) => category.title)],
  results.map(({ page, formFactor, lhr }) => [
    `\`${page.path}\``,
    page.kind,
    formFactor,
    ...categories.map((category) => {
      const score = scoreOf(lhr, category.id);
      if (score === null) return 'error';
      const byDesign = failingAudits(lhr, category.id).filter((item) => isExpected(page, item, lhr));
      byDesign.forEach((item) => expectedNotes.add(`\`${page.path}\` ${item.id}: ${page.expected[item.id].why}`));
      return byDesign.length > 0 ? `${score}\\*` : String(score);
    }),
  ]),
  ['left', 'left', 'left', ...categories.map(() => 'right')],
);
const footnote = expectedNotes.size > 0 ? `\n\n\\* Fails by design: ${[...expectedNotes].join('; ')}.` : '';

console.log(`\n${table}${footnote}\n`);

if (misses.length === 0) {
  console.log('All pages meet the targets (Performance ≥ 98, the rest 100).');
} else {
  console.log('Below target:');
  for (const miss of misses) {
    const score = miss.score ?? 'error';
    console.log(`\n- ${miss.page.path} (${miss.formFactor}) ${miss.category.title} ${score} < ${miss.category.target}`);
    const print = (item, prefix = '') => {
      const value = item.displayValue ? ` — ${item.displayValue}` : '';
      console.log(`  - ${prefix}${item.id} (score ${item.score}): ${item.title}${value}`);
      for (const offender of offenders(item.details)) console.log(`      ${offender}`);
    };
    miss.failing.forEach((item) => print(item));
    // Metrics alone do not say why; the weight-0 insights and diagnostics do.
    if (miss.category.id === 'performance') {
      failingAudits(miss.lhr, 'performance', { weighted: false }).forEach((item) => print(item, 'hint: '));
    }
  }
}

// --- Write docs/performance.md -------------------------------------------------------------------------------------

if (options.write) {
  const { lighthouseVersion, environment } = results[0].lhr;
  const chromium = environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '';
  const date = new Date().toISOString().slice(0, 10);
  const command = `npm run build && npm run lighthouse -- --write${runCount > 1 ? ` --runs ${runCount}` : ''}`;
  const note =
    `Measured with \`${command}\` on ${date}: Lighthouse ${lighthouseVersion}, ${os.availableParallelism()} cores, ` +
    `Debian Chromium ${chromium}, localhost without network throttling beyond Lighthouse's simulated defaults` +
    `${runCount > 1 ? `, median of ${runCount} runs` : ''}. Targets: Performance ≥ 98, Accessibility, Best Practices ` +
    `and SEO 100.`;
  const block = `${startMarker}\n\n${note}\n\n${table}${footnote}\n\n${endMarker}`;

  // Re-read right before writing: someone else may be editing the file. Only the text between the markers changes.
  const current = existsSync(docsFile) ? readFileSync(docsFile, 'utf8') : '';
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker, start);
  let next;
  if (start !== -1 && end !== -1) {
    next = current.slice(0, start) + block + current.slice(end + endMarker.length);
  } else {
    const before = current.trimEnd();
    next = `${before}${before ? '\n\n' : ''}## Lighthouse\n\n${block}\n`;
  }
  writeFileSync(docsFile, next);
  console.log(`\nUpdated ${path.relative(process.cwd(), docsFile)}.`);
}

if (misses.length > 0 && !options['no-fail']) process.exit(1);
