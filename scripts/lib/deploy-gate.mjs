// Decides whether the build may be deployed: only when the last full `npm test` ran on exactly the commit being
// deployed and nothing in it failed (scripts/deploy-check.mjs reads the record that scripts/test-suite.mjs writes).

/** The record of a full suite run, reports/suite.json. */
export const suiteRecordFile = 'reports/suite.json';

/**
 * @typedef {object} SuiteRecord
 * @property {string} commit the commit the run started on
 * @property {boolean} dirty whether the work tree had uncommitted changes when it started
 * @property {'running' | 'passed' | 'failed'} state
 * @property {{ name: string, ok: boolean, seconds: number }[]} steps
 * @property {{ passed: number, failed: number } | null} unit
 * @property {{ passed: number, failed: number, flaky: number, skipped: number, screenshots: boolean } | null} e2e
 */

/**
 * @param {{ record: SuiteRecord | null, head: string, dirtyNow: boolean }} input
 * @returns {{ ok: boolean, reason: string }}
 */
export function deployDecision({ record, head, dirtyNow }) {
  const no = (reason) => ({ ok: false, reason });
  if (!record) return no(`testiajoa ei ole (${suiteRecordFile} puuttuu): aja npm test`);
  const short = (commit) => commit.slice(0, 7);
  if (record.commit !== head)
    return no(`viimeisin testiajo on commitista ${short(record.commit)}, nyt on ${short(head)}: aja npm test`);
  if (record.dirty) return no('testiajossa oli commitoimattomia muutoksia: commitoi ja aja npm test');
  if (dirtyNow) return no('työpuussa on commitoimattomia muutoksia: rakennus ei olisi testattu commit');
  if (record.state === 'running') return no('testiajo keskeytyi tai on kesken');
  const failedStep = record.steps.find((step) => !step.ok);
  if (failedStep) return no(`testiajon vaihe ${failedStep.name} epäonnistui`);
  if (record.state !== 'passed') return no('testiajo ei mennyt läpi');
  if (!record.unit || record.unit.failed > 0 || record.unit.passed === 0)
    return no(`yksikkötestit: ${record.unit?.failed ?? '?'} epäonnistui, ${record.unit?.passed ?? 0} meni läpi`);
  const e2e = record.e2e;
  if (!e2e || e2e.passed === 0) return no('selaintestejä ei ajettu');
  if (e2e.failed > 0 || e2e.flaky > 0)
    return no(`selaintestit: ${e2e.failed} epäonnistui, ${e2e.flaky} epävakaata (flaky)`);
  if (e2e.skipped > 0) return no(`selaintesteistä ${e2e.skipped} ohitettiin: ajo ei ollut täysi`);
  if (!e2e.screenshots) return no('kuvavertailut ohitettiin: ajo ei ollut täysi');
  return {
    ok: true,
    reason: `commit ${short(head)}: ${record.unit.passed} yksikkötestiä ja ${e2e.passed} selaintestiä läpi`,
  };
}
