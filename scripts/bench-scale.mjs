// npm run bench:scale [-- --factors 1,10,50] [-- --write] [-- --keep]
//
// How the production build scales with content. For each factor it copies the project into a temporary folder, adds
// synthetic comparison articles until the site has factor × today's article pages, runs `react-router build` there and
// measures the build time, the prerendered pages and the first-load JavaScript of one page of each kind. The synthetic
// content only ever exists in the temporary copies, which are removed at the end (--keep leaves them for debugging).
// --write puts the table between <!-- scale:start --> and <!-- scale:end --> in docs/performance.md. Exits with 1 when
// the first-load JavaScript grows with content (more than 1 KB over the 1× build) or when a build fails.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { firstLoadJs, gzipSize, htmlFileFor, htmlFiles, pageWeight } from './lib/page-weight.mjs';

const root = path.resolve(import.meta.dirname, '..');
const docsFile = path.join(root, 'docs', 'performance.md');
const startMarker = '<!-- scale:start -->';
const endMarker = '<!-- scale:end -->';

/** Top-level entries that are not copied: installed packages, build output, history and test output. */
const skipped = new Set(['node_modules', 'build', 'build-dev', '.git', 'reports', 'test-results', '.react-router']);

/** One page of each kind; the largest first-load JavaScript among them is what the budget watches. */
const pageKinds = [
  { kind: 'home', path: '/' },
  { kind: 'article', path: '/melatoniini' },
  { kind: 'comparison', path: '/paras-magnesium' },
  { kind: 'review', path: '/tuotearvostelut/oura-sormus' },
  { kind: 'products', path: '/tuotteet' },
  { kind: 'list', path: '/vertailut' },
];

/** First-load JavaScript may grow by at most this much over the 1× build (gzip bytes). */
const allowedGrowth = 1024;

const KB = (bytes) => (bytes / 1024).toFixed(1);
const log = (message) => process.stderr.write(`[bench:scale] ${message}\n`);

const { values: options } = parseArgs({
  options: {
    factors: { type: 'string', default: '1,10,50' },
    write: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const factors = [...new Set([1, ...options.factors.split(',').map((value) => Number(value.trim()))])].sort(
  (a, b) => a - b,
);
if (factors.some((factor) => !Number.isInteger(factor) || factor < 1)) {
  console.error(
    `--factors: kokonaislukuja 1 tai enemmän pilkulla eroteltuina, esim. 1,10,50 (annettu: ${options.factors})`,
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------------
// Temporary copies

const tempRoots = new Set();
const tempDir = (name) => path.join(os.tmpdir(), `bench-scale-${name}`);

function removeCopy(dir) {
  if (!existsSync(dir)) return;
  // The node_modules link goes first, so that nothing can ever reach the real packages through it.
  const link = path.join(dir, 'node_modules');
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // No link.
  }
  rmSync(dir, { recursive: true, force: true });
}

function cleanUp() {
  if (options.keep) {
    if (tempRoots.size > 0) log(`--keep: väliaikaiset kopiot jäivät: ${[...tempRoots].join(', ')}`);
    return;
  }
  for (const dir of tempRoots) removeCopy(dir);
  tempRoots.clear();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: siivotaan väliaikaiset kopiot`);
    cleanUp();
    process.exit(130);
  });
}

/** Copies `from` (the project or a snapshot of it) to `to`, without the skipped folders, and links node_modules. */
function copyProject(from, to) {
  removeCopy(to);
  tempRoots.add(to);
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      return relative === '' || relative.includes(path.sep) || !skipped.has(relative);
    },
  });
  // Packages resolve from the copy's own root: a node_modules link there makes them the project's installed ones.
  symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

// ---------------------------------------------------------------------------------------------------------------
// Content of a copy

/** A content file's frontmatter (YAML) and the Markdown after it. */
function splitFrontmatter(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error('sisältötiedosto ei ala ---rivien väliin kirjoitetulla YAML-osalla');
  return { data: parseYaml(match[1]), body: match[2] };
}

/** What the generator needs of today's content: the article routes and the comparisons that can be cloned. */
function readContent(dir) {
  const files = ['articles', 'standalone'].flatMap((folder) =>
    readdirSync(path.join(dir, 'content', folder))
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => splitFrontmatter(readFileSync(path.join(dir, 'content', folder, name), 'utf8'))),
  );
  const articlePaths = files.flatMap(({ data }) => [data.route, ...(data.aliases ?? [])]);
  // Comparison articles ("Mukana vertailussa" in their body); standalone pages are not cloned.
  const templates = files.filter(({ body }) => /^::compared$/m.test(body));
  if (templates.length === 0) throw new Error('Sisällössä ei ole vertailuja (::compared), joita kloonata.');
  return { articlePaths, templates };
}

const clip = (text, max) => (text.length <= max ? text : text.slice(0, max).trimEnd());

/**
 * Adds `count` synthetic articles to a copy: clones of the comparison articles under ids and paths
 * "synteettinen-<n>", each with its number in its title and a sentence of its own in the introduction. Each is one
 * Markdown file in content/articles/, as a real one: its route, its card and its search entry come from it.
 */
function addSyntheticArticles(dir, templates, count) {
  for (let n = 1; n <= count; n += 1) {
    const { data, body } = templates[(n - 1) % templates.length];
    const id = `synteettinen-${n}`;
    const suffix = ` #${n}`;
    const { aliases: _aliases, label: _label, ...front } = data;
    const clone = {
      ...front,
      title: `${clip(data.title, 90 - suffix.length)}${suffix}`,
      route: `/${id}`,
      ...(data.heading ? { heading: `${data.heading}${suffix}` } : {}),
      ...(data.head?.title
        ? { head: { ...data.head, title: `${clip(data.head.title, 70 - suffix.length)}${suffix}` } }
        : {}),
    };
    writeFileSync(
      path.join(dir, 'content', 'articles', `${id}.md`),
      `---\n${stringifyYaml(clone, { lineWidth: 0 })}---\n\nSynteettinen vertailu numero ${n} skaalautuvuusmittausta varten.\n${body}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Building and measuring

/** Runs a command in `cwd` with its output in `logFile`; rejects with the log's tail when it fails. */
function run(command, args, cwd, logFile) {
  const env = { ...process.env };
  delete env.BUILD_DIR;
  delete env.NODE_ENV;
  const fd = openSync(logFile, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
    child.on('error', (error) => {
      closeSync(fd);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      closeSync(fd);
      if (code === 0) return resolve();
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      reject(new Error(`${command} ${args.join(' ')} epäonnistui (${signal ?? `koodi ${code}`}):\n${tail}`));
    });
  });
}

/** The JavaScript files of a page by name without the content hash, for telling what grew. */
const jsByName = (weight) =>
  new Map(weight.js.map((file) => [path.basename(file.file).replace(/-[\w-]{8}\.js$/, '.js'), file.gzip]));

function measure(dir, articlePaths, buildMs) {
  const clientDir = path.join(dir, 'build', 'client');
  const pages = htmlFiles(clientDir).length;
  const articlePages = articlePaths.filter((sitePath) => existsSync(htmlFileFor(clientDir, sitePath))).length;
  const kinds = pageKinds.map(({ kind, path: sitePath }) => {
    const file = htmlFileFor(clientDir, sitePath);
    if (!existsSync(file)) throw new Error(`Sivua ${sitePath} ei prerenderöity (${path.relative(dir, file)} puuttuu).`);
    return { kind, path: sitePath, js: firstLoadJs(clientDir, file), files: jsByName(pageWeight(clientDir, file)) };
  });
  const assets = path.join(clientDir, 'assets');
  const manifests = readdirSync(assets).filter((name) => /^manifest-.*\.js$/.test(name));
  if (manifests.length !== 1) throw new Error(`build/client/assets: odotin yhden manifest-*.js (${manifests.length})`);
  const manifest = readFileSync(path.join(assets, manifests[0]));
  // The search index grows with content too, but it is fetched only when search opens, so it is no first-load cost.
  const searchIndex = path.join(clientDir, 'hakuindeksi.json');
  return {
    searchIndexGzip: existsSync(searchIndex) ? gzipSize(readFileSync(searchIndex)) : 0,
    pages,
    articlePages,
    buildMs,
    msPerPage: buildMs / pages,
    kinds,
    maxJs: Math.max(...kinds.map((entry) => entry.js)),
    manifest: { file: manifests[0], bytes: manifest.length, gzip: gzipSize(manifest) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting

function table(results) {
  const header = [
    'Kerroin',
    'Artikkelisivuja',
    'HTML-sivuja',
    'Käännösaika (s)',
    'ms / sivu',
    'Suurin first-load JS (KB gzip)',
    'Manifesti (KB gzip / raaka)',
  ];
  const rows = results.map((result) => [
    `${result.factor}×`,
    String(result.articlePages),
    String(result.pages),
    (result.buildMs / 1000).toFixed(1),
    result.msPerPage.toFixed(1),
    KB(result.maxJs),
    `${KB(result.manifest.gzip)} / ${KB(result.manifest.bytes)}`,
  ]);
  return markdownTable(header, rows, ['left', ...header.slice(1).map(() => 'right')]);
}

function kindTable(results) {
  const header = ['Sivu', ...results.map((result) => `${result.factor}× (KB gzip)`)];
  const rows = pageKinds.map(({ kind, path: sitePath }) => [
    `${kind} ${sitePath}`,
    ...results.map((result) => KB(result.kinds.find((entry) => entry.kind === kind).js)),
  ]);
  return markdownTable(header, rows, ['left', ...results.map(() => 'right')]);
}

/** A Markdown table padded the way Prettier pads one, so that the written file passes `prettier --check`. */
function markdownTable(header, rows, align) {
  const widths = header.map((cell, column) => Math.max(3, cell.length, ...rows.map((row) => row[column].length)));
  const pad = (cell, column) =>
    align[column] === 'right' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

async function formatMarkdown(text) {
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(docsFile)) ?? {};
    return await prettier.format(text, { ...config, parser: 'markdown' });
  } catch {
    return text;
  }
}

/** Replaces the text between the markers in docs/performance.md, read right before writing; creates the file. */
async function writeDocs(block) {
  const section = `${startMarker}\n\n${block}\n\n${endMarker}`;
  mkdirSync(path.dirname(docsFile), { recursive: true });
  const current = existsSync(docsFile) ? readFileSync(docsFile, 'utf8') : null;
  let next;
  if (current === null) {
    next = await formatMarkdown(`## Skaalautuvuus\n\n${section}\n`);
  } else {
    const start = current.indexOf(startMarker);
    const end = current.indexOf(endMarker, start + startMarker.length);
    const formatted = (await formatMarkdown(`${section}\n`)).trimEnd();
    next =
      start !== -1 && end !== -1
        ? `${current.slice(0, start)}${formatted}${current.slice(end + endMarker.length)}`
        : `${current.trimEnd()}\n\n## Skaalautuvuus\n\n${formatted}\n`;
  }
  writeFileSync(docsFile, next);
  log(`kirjoitettu ${path.relative(root, docsFile)}`);
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  // One snapshot first: every factor builds the same sources even while the project is being edited.
  const base = tempDir('base');
  log(`kopioidaan projekti: ${base}`);
  copyProject(root, base);
  const { articlePaths, templates } = readContent(base);
  const articles = articlePaths.length;
  log(`artikkelireittejä nyt ${articles}; kloonattavia vertailuja ${templates.length}`);

  const results = [];
  for (const factor of factors) {
    const dir = tempDir(String(factor));
    copyProject(base, dir);
    const added = (factor - 1) * articles;
    if (added > 0) {
      log(`${factor}×: lisätään ${added} synteettistä artikkelia`);
      addSyntheticArticles(dir, templates, added);
    }
    const syntheticPaths = Array.from({ length: added }, (_, index) => `/synteettinen-${index + 1}`);
    log(`${factor}×: react-router build (${dir})`);
    const started = performance.now();
    await run('npx', ['react-router', 'build'], dir, path.join(dir, 'bench-build.log'));
    const buildMs = performance.now() - started;
    const result = { factor, ...measure(dir, [...articlePaths, ...syntheticPaths], buildMs) };
    if (result.articlePages !== factor * articles) {
      log(`${factor}×: varoitus: artikkelisivuja ${result.articlePages}, odotettiin ${factor * articles}`);
    }
    log(
      `${factor}×: ${result.pages} sivua, ${(buildMs / 1000).toFixed(1)} s, ` +
        `suurin first-load JS ${KB(result.maxJs)} KB, manifesti ${KB(result.manifest.gzip)} KB gzip, ` +
        `hakuindeksi ${KB(result.searchIndexGzip)} KB gzip`,
    );
    results.push(result);
    if (!options.keep) {
      removeCopy(dir);
      tempRoots.delete(dir);
    }
  }

  console.log(table(results));
  console.log('');
  console.log('First-load JS sivutyypeittäin:');
  console.log('');
  console.log(kindTable(results));

  if (options.write) {
    const date = new Date().toISOString().slice(0, 10);
    const cores = os.cpus().length;
    const intro =
      `Mitattu komennolla \`npm run bench:scale -- --write\` ${date}, kone: ${cores} suoritinydintä, ` +
      `Node ${process.version}. Kerroin 1× on nykyinen sisältö (${articles} artikkelisivua); suuremmilla ` +
      'kertoimilla väliaikaiseen kopioon lisätään synteettisiä vertailuartikkeleita. First-load JS on suurin ' +
      'kuudesta sivutyypistä (etusivu, artikkeli, vertailu, arvostelu, tuotteet, vertailulista).';
    await writeDocs(`${intro}\n\n${table(results)}`);
  }

  const baseline = results.find((result) => result.factor === 1);
  const grown = results.filter((result) => result.maxJs - baseline.maxJs > allowedGrowth);
  if (grown.length > 0) {
    console.error('\nFirst-load JS kasvaa sisällön mukana (sallittu enintään 1 KB yli 1×-käännöksen):');
    for (const result of grown) {
      console.error(`  ${result.factor}×: ${KB(result.maxJs)} KB gzip, 1×: ${KB(baseline.maxJs)} KB gzip`);
      for (const entry of result.kinds) {
        const before = baseline.kinds.find((candidate) => candidate.kind === entry.kind);
        for (const [name, gzip] of entry.files) {
          const old = before.files.get(name) ?? 0;
          if (gzip - old > 0) console.error(`    ${entry.path}: ${name} ${KB(old)} → ${KB(gzip)} KB`);
        }
      }
    }
    return 1;
  }
  return 0;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(`\nbench:scale epäonnistui: ${error instanceof Error ? error.message : error}`);
} finally {
  cleanUp();
}
process.exit(status);
