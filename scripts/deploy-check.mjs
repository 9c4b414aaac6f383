// npm run deploy:check: refuses (exit 1, with the reason) unless the last full `npm test` ran on the commit checked
// out now, on a clean work tree, and nothing failed, was flaky or was skipped (scripts/lib/deploy-gate.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { deployDecision, suiteRecordFile } from './lib/deploy-gate.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const record = existsSync(suiteRecordFile) ? JSON.parse(readFileSync(suiteRecordFile, 'utf8')) : null;
const decision = deployDecision({
  record,
  head: git('rev-parse', 'HEAD'),
  dirtyNow: git('status', '--porcelain').length > 0,
});
if (decision.ok) console.log(`Julkaisu sallittu: ${decision.reason}.`);
else {
  console.error(`Julkaisu estetty: ${decision.reason}.`);
  process.exit(1);
}
