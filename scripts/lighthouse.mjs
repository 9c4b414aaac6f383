// npm run lighthouse: Lighthouse scores for one page of each kind, mobile and desktop, against the built site.
//
//   npm run build && npm run lighthouse                 table + failing audits; exit 1 when a page misses a target
//   npm run lighthouse -- --write                       also update the table in docs/performance.md
//   npm run lighthouse -- --only /melatoniini           one page (for debugging)
//   npm run lighthouse -- --runs 5 --limit              medians of 5 runs, and each page's no-JavaScript limit beside it
//   options: --root <folder> (default build/client), --no-fail, --runs <n> (each score and metric the median of n runs,
//            default 1), --json <folder> (save each page's median run by FCP and TTI), --limit (see below),
//            --form mobile|desktop (one form factor)
//
// The limit: the same prerendered page served without its scripts (a copy of the build with every <script> but JSON-LD
// and every modulepreload removed). How close a page's FCP and LCP come to its limit is what hydration costs the
// first paint (issue #23): targets on mobile are FCP ≤ 1.3× and LCP ≤ 1.2× the limit, CLS ≤ 0.01, TBT ≤ 50 ms.
//
// Everything stays on localhost: the project's static server and the system Chromium (CHROME_PATH).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { summarise } from './lib/lighthouse-summary.mjs';
import { htmlFiles } from './lib/page-weight.mjs';
import { createStaticServer } from './lib/static-server.mjs';

/** One page of each kind. `expected` lists audits that fail by design: why, and optionally when (a check of the audit). */
const pages = [
  { path: '/', kind: 'etusivu' },
  { path: '/lisaravinteet', kind: 'hub' },
  { path: '/melatoniini', kind: 'artikkeli' },
  { path: '/paras-magnesium', kind: 'vertailu' },
  { path: '/paras-aktiivisuusrannekkeet', kind: 'erillinen vertailu' },
  { path: '/tuotearvostelut/oura-sormus', kind: 'arvostelu' },
  { path: '/tuotearvostelut', kind: 'arvostelut' },
  { path: '/vertailut', kind: 'listaus' },
  { path: '/tuotteet', kind: 'tuotteet' },
  { path: '/artikkelit', kind: 'artikkelit' },
  {
    path: '/haku?q=uni',
    kind: 'haku',
    expected: { 'is-crawlable': { why: 'the search results page is noindex' } },
  },
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

/** Targets per form factor (issue #23: mobile Performance ≥ 99, desktop 100). */
const categories = [
  { id: 'performance', title: 'Performance', target: { mobile: 99, desktop: 100 } },
  { id: 'accessibility', title: 'Accessibility', target: { mobile: 100, desktop: 100 } },
  { id: 'best-practices', title: 'Best Practices', target: { mobile: 100, desktop: 100 } },
  { id: 'seo', title: 'SEO', target: { mobile: 100, desktop: 100 } },
];

/** Targets for a page's metrics on the simulated phone, against its no-JavaScript limit where one was measured. */
const metricTargets = { fcpRatio: 1.3, lcpRatio: 1.2, cls: 0.01, tbt: 50 };

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
    limit: { type: 'boolean', default: false },
    form: { type: 'string' },
  },
});

const root = path.resolve(options.root);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first (or pass --root).`);
  process.exit(2);
}
if ((options.only || options.form) && options.write) {
  console.error('--write needs the full set of pages and both form factors; leave out --only and --form.');
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

/**
 * A copy of the built site whose pages have no JavaScript: every <script> except JSON-LD and every modulepreload link
 * removed, and the pages' precompressed copies made again from the stripped HTML. Returns its folder.
 */
function scriptlessCopy(from) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-limit-'));
  cpSync(from, folder, { recursive: true });
  for (const file of htmlFiles(folder)) {
    const full = path.join(folder, file);
    const html = readFileSync(full, 'utf8')
      .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(full, html);
    // The precompressed copies, made again from the stripped page, as the build makes them.
    if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(html));
  }
  return folder;
}

/** Serves a folder on a free localhost port; resolves to its origin and a function that stops it. */
async function serve(folder) {
  const server = createStaticServer({ root: folder });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, 'localhost', resolve));
  return { origin: `http://localhost:${server.address().port}`, close: () => server.close() };
}

const site = await serve(root);
const limitRoot = options.limit ? scriptlessCopy(root) : null;
const limitSite = limitRoot ? await serve(limitRoot) : null;

/** Runs Lighthouse once in a fresh Chromium, like the CLI does. */
async function audit(page, formFactor, origin = site.origin) {
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

/**
 * With --runs n: every figure the targets name (each metric, each category's score) as the median of the n runs
 * (scripts/lib/lighthouse-summary.mjs), and the median run by FCP and TTI, as Lighthouse picks it, for the report's
 * diagnostics and the saved JSON.
 */
async function measure(page, formFactor, origin) {
  const runs = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await audit(page, formFactor, origin));
  const lhr = runCount > 1 ? (computeMedianRun(runs) ?? runs[0]) : runs[0];
  if (lhr.runtimeError) console.error(`  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    lhr,
    summary: summarise(
      runs,
      categories.map((category) => category.id),
    ),
  };
}

const results = [];
try {
  for (const page of selected) {
    for (const formFactor of formFactors.filter((item) => !options.form || item.id === options.form)) {
      process.stderr.write(`Lighthouse ${page.path} (${formFactor.id})…\n`);
      const { lhr, summary } = await measure(page, formFactor, site.origin);
      // The limit matters where the paint is at stake: on the simulated phone.
      const limit = limitSite && formFactor.id === 'mobile' ? await measure(page, formFactor, limitSite.origin) : null;
      if (options.json) {
        mkdirSync(options.json, { recursive: true });
        const name = `${page.path.replace(/^\/|\/$/g, '').replace(/[/?=]/g, '_') || 'index'}-${formFactor.id}`;
        writeFileSync(path.join(options.json, `${name}.json`), JSON.stringify(lhr, null, 2));
        if (limit) writeFileSync(path.join(options.json, `${name}-limit.json`), JSON.stringify(limit.lhr, null, 2));
      }
      results.push({ page, formFactor: formFactor.id, lhr, summary, limit: limit?.summary ?? null });
    }
  }
} finally {
  site.close();
  limitSite?.close();
  if (limitRoot) rmSync(limitRoot, { recursive: true, force: true });
}

// --- Check -------------------------------------------------------------------------------------------------------

/** Score 0–100 (the median of the runs), or null when Lighthouse could not score the category. */
const scoreOf = (summary, id) => summary.scores[id] ?? null;

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

/** The metric targets a mobile result misses, as sentences; ratios only where the limit was measured. */
function metricMisses({ summary: page, limit: bare }) {
  const found = [];
  if (page.cls > metricTargets.cls) found.push(`CLS ${page.cls.toFixed(3)} > ${metricTargets.cls}`);
  if (page.tbt > metricTargets.tbt) found.push(`TBT ${Math.round(page.tbt)} ms > ${metricTargets.tbt} ms`);
  if (bare) {
    const fcpRatio = page.fcp / bare.fcp;
    const lcpRatio = page.lcp / bare.lcp;
    if (fcpRatio > metricTargets.fcpRatio)
      found.push(`FCP ${fcpRatio.toFixed(2)}× the limit > ${metricTargets.fcpRatio}×`);
    if (lcpRatio > metricTargets.lcpRatio)
      found.push(`LCP ${lcpRatio.toFixed(2)}× the limit > ${metricTargets.lcpRatio}×`);
  }
  return found;
}

const misses = [];
for (const result of results) {
  if (result.formFactor === 'mobile') {
    const found = metricMisses(result);
    if (found.length > 0) misses.push({ ...result, metrics: found });
  }
  for (const category of categories) {
    const score = scoreOf(result.summary, category.id);
    if (score !== null && score >= category.target[result.formFactor]) continue;
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
  results.map(({ page, formFactor, lhr, summary }) => [
    `\`${page.path}\``,
    page.kind,
    formFactor,
    ...categories.map((category) => {
      const score = scoreOf(summary, category.id);
      if (score === null) return 'error';
      const byDesign = failingAudits(lhr, category.id).filter((item) => isExpected(page, item, lhr));
      byDesign.forEach((item) => expectedNotes.add(`\`${page.path}\` ${item.id}: ${page.expected[item.id].why}`));
      return byDesign.length > 0 ? `${score}\\*` : String(score);
    }),
  ]),
  ['left', 'left', 'left', ...categories.map(() => 'right')],
);
const footnote = expectedNotes.size > 0 ? `\n\n\\* Fails by design: ${[...expectedNotes].join('; ')}.` : '';

const seconds = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '—');
const mobileResults = results.filter((result) => result.formFactor === 'mobile');
const withLimit = mobileResults.some((result) => result.limit);
/** The mobile metrics table's columns; the runs' range only with several runs, the limit's only where it was measured. */
const metricColumns = [
  { title: 'Page', align: 'left', cell: ({ page }) => `\`${page.path}\`` },
  { title: 'FCP (s)', cell: ({ own }) => seconds(own.fcp) },
  { title: 'LCP (s)', cell: ({ own }) => seconds(own.lcp) },
  { title: 'CLS', cell: ({ own }) => (typeof own.cls === 'number' ? own.cls.toFixed(3) : '—') },
  { title: 'TBT (ms)', cell: ({ own }) => (typeof own.tbt === 'number' ? String(Math.round(own.tbt)) : '—') },
  ...(runCount > 1
    ? [{ title: 'TBT runs (ms)', cell: ({ own }) => (own.tbtRange ? own.tbtRange.map(Math.round).join('–') : '—') }]
    : []),
  ...(withLimit
    ? [
        { title: 'Limit FCP (s)', cell: ({ bare }) => seconds(bare?.fcp) },
        { title: 'Limit LCP (s)', cell: ({ bare }) => seconds(bare?.lcp) },
        { title: 'FCP ×', cell: ({ own, bare }) => (bare ? (own.fcp / bare.fcp).toFixed(2) : '—') },
        { title: 'LCP ×', cell: ({ own, bare }) => (bare ? (own.lcp / bare.lcp).toFixed(2) : '—') },
      ]
    : []),
];
const metricsTable = markdownTable(
  metricColumns.map((column) => column.title),
  mobileResults.map(({ page, summary: own, limit: bare }) =>
    metricColumns.map((column) => column.cell({ page, own, bare })),
  ),
  metricColumns.map((column) => column.align ?? 'right'),
);

console.log(`\n${table}${footnote}\n\nMobile metrics:\n\n${metricsTable}\n`);

if (misses.length === 0) {
  console.log(
    'All pages meet the targets (Performance ≥ 99 on mobile and 100 on desktop, the rest 100; on mobile CLS ≤ 0.01, ' +
      `TBT ≤ 50 ms${withLimit ? ', FCP ≤ 1.3× and LCP ≤ 1.2× the no-JavaScript limit' : ''}).`,
  );
} else {
  console.log('Below target:');
  for (const miss of misses) {
    if (miss.metrics) {
      console.log(`\n- ${miss.page.path} (${miss.formFactor}) ${miss.metrics.join('; ')}`);
      continue;
    }
    const score = miss.score ?? 'error';
    const target = miss.category.target[miss.formFactor];
    console.log(`\n- ${miss.page.path} (${miss.formFactor}) ${miss.category.title} ${score} < ${target}`);
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
  const command =
    `npm run build && npm run lighthouse -- --write${runCount > 1 ? ` --runs ${runCount}` : ''}` +
    `${withLimit ? ' --limit' : ''}`;
  const note =
    `Measured with \`${command}\` on ${date}: Lighthouse ${lighthouseVersion}, ${os.availableParallelism()} cores, ` +
    `Debian Chromium ${chromium}, localhost without network throttling beyond Lighthouse's simulated defaults` +
    (runCount > 1
      ? `, every figure the median of ${runCount} runs (each score and each metric on its own; ` +
        `TBT runs is the lowest and highest of the ${runCount})`
      : '') +
    '. Targets: Performance ≥ 99 on mobile and 100 on desktop; ' +
    `Accessibility, Best Practices and SEO 100; on mobile CLS ≤ 0.01 and TBT ≤ 50 ms` +
    `${withLimit ? ', FCP ≤ 1.3× and LCP ≤ 1.2× the same page without its scripts (the limit)' : ''}.`;
  const block =
    `${startMarker}\n\n${note}\n\n${table}${footnote}\n\nMobile metrics` +
    `${withLimit ? ", with each page's no-JavaScript limit" : ''}:\n\n${metricsTable}\n\n${endMarker}`;

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
