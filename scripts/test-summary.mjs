// Prints one plain closing line for CI from the record of `npm test` (reports/suite.json, scripts/test-suite.mjs):
// "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { suiteRecordFile } from './lib/deploy-gate.mjs';

const record = existsSync(suiteRecordFile) ? JSON.parse(readFileSync(suiteRecordFile, 'utf8')) : null;
const { unit, e2e } = record ?? {};
if (unit) console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);
if (e2e) console.log(`e2e: ${e2e.passed} passed, ${e2e.failed + e2e.flaky} failed`);
if (!unit && !e2e) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0);
const failed = (unit?.failed ?? 0) + (e2e ? e2e.failed + e2e.flaky : 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
