// npm run baselines:review [-- <git ref>] — one HTML page (reports/baseline-review.html) with every screenshot baseline
// that differs from the ref (default HEAD): the committed picture beside the new one, or the new one alone. Open it in
// a browser and look at each pair at full size before committing (docs/testing.md, "Reviewing baselines").
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'buffer', maxBuffer: 1 << 28 });
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const dataUrl = (bytes) => `data:image/png;base64,${bytes.toString('base64')}`;

const changed = git('diff', '--name-status', '--find-renames', ref, '--', 'snapshots')
  .toString()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));
const untracked = git('ls-files', '--others', '--exclude-standard', 'snapshots')
  .toString()
  .split('\n')
  .filter(Boolean)
  .map((path) => ['A', path]);

const rows = [];
for (const [status, from, to = from] of [...changed, ...untracked]) {
  if (!to.endsWith('.png')) continue;
  const before = status.startsWith('A') ? null : git('show', `${ref}:${from}`);
  const after = existsSync(to) ? readFileSync(to) : null;
  if (before && after && before.equals(after)) continue;
  const cell = (label, bytes) =>
    `<figure><figcaption>${label}</figcaption>${bytes ? `<img src="${dataUrl(bytes)}">` : '<p>(poistettu)</p>'}</figure>`;
  rows.push(
    `<section><h2>${escapeHtml(to)}${from !== to ? ` <small>(oli ${escapeHtml(from)})</small>` : ''}</h2>` +
      `<div>${before ? cell(`ennen (${escapeHtml(ref)})`, before) : ''}${cell('nyt', after)}</div></section>`,
  );
}

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/baseline-review.html',
  `<!doctype html><html lang="fi"><meta charset="utf-8"><title>Muuttuneet kuvakaappaukset</title>
<style>body{font:14px system-ui;margin:1rem}div{display:flex;gap:1rem;align-items:flex-start}figure{margin:0}
img{max-width:48vw;border:1px solid #888}h2{font-size:1rem;margin-top:2rem}</style>
<h1>${rows.length} muuttunutta kuvakaappausta (vertailukohta ${escapeHtml(ref)})</h1>${rows.join('\n')}</html>`,
);
console.log(`reports/baseline-review.html: ${rows.length} muuttunutta kuvakaappausta (vertailukohta ${ref}).`);
