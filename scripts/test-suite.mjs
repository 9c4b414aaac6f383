// npm test: type check, lint, unit tests, the production and development builds, then the whole Playwright suite, and a
// record of the run in reports/suite.json (commit, each step's result and time, the tests' counts) that the deploy gate
// reads (npm run deploy:check). The record says "running" until the run ends, so an interrupted run never leaves an
// older green record behind.
//
// The first five steps do not depend on each other and run side by side: on two cores the type check and ESLint use
// one core each and wait on the disk, and the builds were what the browser tests waited for. Each step's output is
// printed whole when it ends, so the log reads step by step. The browser tests start only when all five have passed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { suiteRecordFile } from './lib/deploy-gate.mjs';
import { pinTestWorld } from './lib/test-world.mjs';
import { requireProjectNode } from './lib/node-runtime.mjs';

// The Node.js every step runs on (the project's own, from npm ci), printed at the top of the log.
requireProjectNode();

// Every step builds and tests the site on one pinned day with one pinned set of offers, so the pages and their
// expectations move neither with the date nor with the shops' feeds.
const { today, offers } = pinTestWorld();

/** Steps run together in one phase; a phase starts when the one before it has passed. */
const phases = [['typecheck', 'lint', 'test:unit', 'build', 'build:dev'], ['test:e2e']];

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const record = {
  commit: git('rev-parse', 'HEAD'),
  dirty: git('status', '--porcelain').length > 0,
  siteToday: today,
  siteOffers: offers,
  state: 'running',
  startedAt: new Date().toISOString(),
  finishedAt: null,
  steps: [],
  unit: null,
  e2e: null,
};
const save = () => {
  mkdirSync('reports', { recursive: true });
  writeFileSync(suiteRecordFile, `${JSON.stringify(record, null, 2)}\n`);
};
// The runners' own reports of an earlier run must not be read as this run's.
for (const file of ['reports/unit.json', 'reports/e2e.json']) rmSync(file, { force: true });
save();

/**
 * Runs `npm run <name>`. Alone in its phase it prints as it goes; beside others its output is kept and printed when it
 * ends, under a line that names it.
 */
function runStep(name, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (!alone) {
        process.stdout.write(`\n▶ ${name} (${ok ? 'ok' : 'EPÄONNISTUI'}, ${seconds} s)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok, seconds, status: code ?? (signal ? 1 : 0) });
    });
  });
}

let status = 0;
for (const steps of phases) {
  const results = await Promise.all(steps.map((name) => runStep(name, steps.length === 1)));
  // The record lists the steps in the order they are named above, whichever ended first.
  for (const { name, ok, seconds } of results) record.steps.push({ name, ok, seconds });
  save();
  const failed = results.find((result) => !result.ok);
  if (failed) {
    status = failed.status || 1;
    break;
  }
}

const unit = read('reports/unit.json');
if (unit) record.unit = { passed: unit.numPassedTests, failed: unit.numFailedTests };
const e2e = read('reports/e2e.json');
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats;
  record.e2e = {
    passed: expected,
    failed: unexpected,
    flaky,
    skipped,
    screenshots: e2e.config?.metadata?.screenshots === true,
  };
}
record.state = status === 0 ? 'passed' : 'failed';
record.finishedAt = new Date().toISOString();
save();
console.log(record.steps.map((step) => `${step.name} ${step.ok ? 'ok' : 'EPÄONNISTUI'} ${step.seconds} s`).join(' · '));
process.exit(status);
