// Prints one plain closing line for CI from the runners' JSON reports: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;

const unit = read('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
}
const e2e = read('reports/e2e.json');
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats;
  passed += expected;
  failed += unexpected + flaky;
  console.log(`e2e: ${expected} passed, ${unexpected + flaky} failed`);
}
if (!unit && !e2e) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
