import { describe, expect, it } from 'vitest';
import { deployDecision, type SuiteRecord } from './deploy-gate.mjs';

const head = 'a'.repeat(40);
const green: SuiteRecord = {
  commit: head,
  dirty: false,
  state: 'passed',
  steps: ['typecheck', 'lint', 'test:unit', 'build', 'test:e2e'].map((name) => ({ name, ok: true, seconds: 1 })),
  unit: { passed: 400, failed: 0 },
  e2e: { passed: 700, failed: 0, flaky: 0, skipped: 0, screenshots: true },
};
const failedAt = (name: string): SuiteRecord => ({
  ...green,
  state: 'failed',
  steps: green.steps.map((step) => (step.name === name ? { ...step, ok: false } : step)),
});

describe('deployDecision', () => {
  it.each<[string, SuiteRecord | null, boolean, boolean, RegExp]>([
    ['no report', null, false, false, /puuttuu/],
    ['an old commit', { ...green, commit: 'b'.repeat(40) }, false, false, /commitista bbbbbbb, nyt on aaaaaaa/],
    ['run with uncommitted changes', { ...green, dirty: true }, false, false, /commitoimattomia/],
    ['uncommitted changes now', green, true, false, /työpuussa/],
    ['interrupted', { ...green, state: 'running' }, false, false, /keskeytyi/],
    ['lint failed', failedAt('lint'), false, false, /vaihe lint/],
    ['unit failures', { ...green, unit: { passed: 399, failed: 1 } }, false, false, /yksikkötestit: 1/],
    ['e2e failures', { ...green, e2e: { ...green.e2e!, failed: 2 } }, false, false, /selaintestit: 2/],
    ['a flaky test', { ...green, e2e: { ...green.e2e!, flaky: 1 } }, false, false, /1 epävakaata/],
    ['skipped tests', { ...green, e2e: { ...green.e2e!, skipped: 3 } }, false, false, /3 ohitettiin/],
    ['screenshots not compared', { ...green, e2e: { ...green.e2e!, screenshots: false } }, false, false, /kuva/],
    ['no e2e run', { ...green, e2e: null }, false, false, /ei ajettu/],
    ['green', green, false, true, /aaaaaaa: 400 yksikkötestiä ja 700 selaintestiä/],
  ])('%s', (_case, record, dirtyNow, ok, reason) => {
    const decision = deployDecision({ record, head, dirtyNow });
    expect(decision.ok).toBe(ok);
    expect(decision.reason).toMatch(reason);
  });
});
