// StrykerJS over the pure logic (src/lib/) and the content rules (src/content/rules/): `npm run test:mutation`.
// Not part of `npm test`; the weekly workflow (.github/workflows/mutation.yml) runs it and keeps the report.
// Survivors that no test can kill are listed with their reasons in docs/testing.md ("Mutation testing").
import { mutatedFolders } from './scripts/lib/mutation.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Each runner process takes only the mutated folders' own tests (vite.config.ts, isMutationRun).
  vitest: { configFile: 'vite.config.ts', related: true },
  mutate: [...mutatedFolders.map((folder) => `${folder}/**/*.ts`), '!**/*.test.ts', '!**/*.test.tsx'],
  coverageAnalysis: 'perTest',
  // Only mutants in changed code, or covered by changed tests, run again; the file is kept between runs (the weekly
  // workflow caches it).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  timeoutMS: 10_000,
};
