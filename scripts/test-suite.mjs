// npm test: type check, lint, unit tests, build and the whole Playwright suite, stopping at the first failure, and a
// record of the run in reports/suite.json (commit, each step's result and time, the tests' counts) that the deploy
// gate reads (npm run deploy:check). The record says "running" until the run ends, so an interrupted run never leaves
// an older green record behind.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { suiteRecordFile } from './lib/deploy-gate.mjs';

const steps = ['typecheck', 'lint', 'test:unit', 'build', 'test:e2e'];
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

let status = 0;
for (const name of steps) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', name], { stdio: 'inherit' });
  status = result.status ?? 1;
  record.steps.push({ name, ok: status === 0, seconds: Math.round((performance.now() - started) / 100) / 10 });
  save();
  if (status !== 0) break;
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
