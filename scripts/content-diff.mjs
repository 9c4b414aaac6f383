// npm run content:diff [-- --base <git ref>] [--no-fail]: proves that a change leaves what a reader sees as it was.
// Builds <ref> (default HEAD, i.e. the last commit) in a temporary git worktree, builds the work tree as it is now,
// and compares every prerendered page's text (title, description, canonical address and the main area, one block a
// line: scripts/lib/page-text.mjs). Writes the differences as unified diffs to reports/content-diff.md and exits 1 when
// there are any (0 with --no-fail).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isBuildStale } from './lib/freshness.mjs';
import { compareBuilds, pageDocument, pageText } from './lib/page-text.mjs';
import { htmlFiles } from './lib/page-weight.mjs';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'HEAD' }, 'no-fail': { type: 'boolean', default: false } },
});
const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} epäonnistui (${cwd})`);
};

/** Every page of a build: site path → its text as one document. */
function pagesOf(root) {
  const client = path.join(root, 'build', 'client');
  const pages = new Map();
  for (const file of htmlFiles(client)) {
    if (file.startsWith('__')) continue;
    const sitePath = `/${file.replace(/(^|\/)index\.html$/, '')}`;
    pages.set(sitePath, pageDocument(pageText(readFileSync(path.join(client, file), 'utf8'))));
  }
  return pages;
}

const here = process.cwd();
if (isBuildStale(here, 'build/client/index.html')) {
  console.log('Rakennetaan nykyinen työpuu…');
  run('npm', ['run', 'build'], here);
}

const baseDir = mkdtempSync(path.join(tmpdir(), 'content-diff-'));
let before;
try {
  console.log(`Rakennetaan ${values.base} väliaikaisessa työpuussa…`);
  run('git', ['worktree', 'add', '--detach', baseDir, values.base], here);
  // The same installed packages: a base with other dependencies would need its own npm ci.
  symlinkSync(path.join(here, 'node_modules'), path.join(baseDir, 'node_modules'), 'dir');
  run('npm', ['run', 'build'], baseDir);
  before = pagesOf(baseDir);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: here, stdio: 'ignore' });
  rmSync(baseDir, { recursive: true, force: true });
}
const after = pagesOf(here);

const changes = compareBuilds(before, after);
const counts = (kind) => changes.filter((change) => change.change === kind).length;
const summary = `${after.size} sivua: ${counts('changed')} muuttunut, ${counts('added')} uutta, ${counts('removed')} poistunut (verrattuna: ${values.base})`;
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/content-diff.md',
  [
    `# Sivujen tekstit: ${summary}`,
    '',
    ...changes.map((change) =>
      change.patch
        ? `## ${change.path}\n\n\`\`\`diff\n${change.patch}\`\`\`\n`
        : `## ${change.path}: ${change.change}\n`,
    ),
  ].join('\n'),
);
console.log(summary);
for (const change of changes) console.log(`  ${change.change.padEnd(8)} ${change.path}`);
if (changes.length > 0) {
  console.log('Erot: reports/content-diff.md');
  if (!values['no-fail']) process.exit(1);
}
