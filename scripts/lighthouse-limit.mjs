// npm run lighthouse:limit: what hydration costs the first paint on the simulated phone (issues #23 and #41). Lighthouse
// CI measures each page of lighthouserc.cjs twice, five runs each: as built, and as the same prerendered page without
// its scripts (every <script> but JSON-LD removed), the limit no script can beat. Each page's median FCP and LCP must
// stay within 1.1× and 1.2× of its limit's.
//
//   npm run build && npm run lighthouse:limit            all pages of lighthouserc.cjs
//   npm run lighthouse:limit -- /paras-magnesium /       some of them
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { htmlFiles } from './lib/page-weight.mjs';

const targets = { fcp: 1.1, lcp: 1.2 };
const root = path.resolve('build/client');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No built site in build/client: run `npm run build` first.');
  process.exit(2);
}
const config = path.resolve('lighthouserc.cjs');
const { pages: allPages, origin } = createRequire(import.meta.url)(config);
const pages = process.argv.length > 2 ? process.argv.slice(2) : allPages;

/** A copy of the build whose pages have no scripts (JSON-LD aside), their compressed copies made again. */
function scriptlessCopy() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-limit-'));
  cpSync(root, folder, { recursive: true });
  for (const file of htmlFiles(folder)) {
    const full = path.join(folder, file);
    const html = readFileSync(full, 'utf8').replace(
      /<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g,
      '',
    );
    writeFileSync(full, html);
    if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(html));
  }
  return folder;
}

/** Runs `lhci collect` over `siteRoot` in a folder of its own; returns each page's median FCP and LCP (ms). */
function collect(siteRoot) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'lhci-'));
  const serve = `node ${path.resolve('scripts/serve.mjs')} --root ${siteRoot} --port ${new URL(origin).port}`;
  const result = spawnSync(
    path.resolve('node_modules/.bin/lhci'),
    [
      'collect',
      `--config=${config}`,
      `--collect.startServerCommand=${serve}`,
      ...pages.map((page) => `--collect.url=${origin}${page}`),
    ],
    { cwd: workDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const dir = path.join(workDir, '.lighthouseci');
  const runs = readdirSync(dir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  rmSync(workDir, { recursive: true, force: true });
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return new Map(
    pages.map((page) => {
      const own = runs.filter((lhr) => lhr.requestedUrl === origin + page);
      const metric = (id) => median(own.map((lhr) => lhr.audits[id].numericValue));
      return [page, { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint') }];
    }),
  );
}

const bare = scriptlessCopy();
let built;
let limit;
try {
  built = collect(root);
  limit = collect(bare);
} finally {
  rmSync(bare, { recursive: true, force: true });
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const misses = [];
console.log('| Page | FCP (s) | LCP (s) | Limit FCP (s) | Limit LCP (s) | FCP × | LCP × |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const page of pages) {
  const own = built.get(page);
  const bareOwn = limit.get(page);
  const ratio = { fcp: own.fcp / bareOwn.fcp, lcp: own.lcp / bareOwn.lcp };
  for (const metric of ['fcp', 'lcp']) {
    if (ratio[metric] > targets[metric])
      misses.push(`${page}: ${metric.toUpperCase()} ${ratio[metric].toFixed(2)}× > ${targets[metric]}×`);
  }
  console.log(
    `| \`${page}\` | ${seconds(own.fcp)} | ${seconds(own.lcp)} | ${seconds(bareOwn.fcp)} | ${seconds(bareOwn.lcp)} | ${ratio.fcp.toFixed(2)} | ${ratio.lcp.toFixed(2)} |`,
  );
}
if (misses.length > 0) {
  console.error(`\nOver the limit:\n${misses.join('\n')}`);
  process.exit(1);
}
