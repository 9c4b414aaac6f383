/// <reference types="vitest/config" />
import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { styledComponentsBabel } from './scripts/vite-plugin-styled-components.ts';
import { reactRouterProduction } from './scripts/vite-plugin-react-router-production.ts';
import { searchIndex } from './scripts/vite-plugin-search-index.ts';
import { lazySearchDialog } from './scripts/vite-plugin-lazy-search-dialog.ts';
import { headerIsland } from './scripts/vite-plugin-header-island.ts';
import { searchIsland } from './scripts/vite-plugin-search-island.ts';
import { validateContent } from './scripts/vite-plugin-validate-content.ts';
import { envDirInsteadOfEnvFile } from './scripts/vite-plugin-env-dir.ts';
import { fontSubsets } from './scripts/font-subsets.ts';
import { buildSite } from './src/content/collections/site.server.ts';
import { testOffers, testToday } from './scripts/lib/test-world.mjs';
import { mutatedFolders } from './scripts/lib/mutation.mjs';

const isVitest = Boolean(process.env.VITEST);
/**
 * StrykerJS's test runner processes (npm run test:mutation, stryker.config.mjs): the folders it mutates are held to
 * their own tests, the pure logic's table tests, rather than to every test that happens to call them.
 */
const isMutationRun = Boolean(process.env.STRYKER_MUTATOR_WORKER);

/** https://v8.dev/blog/explicit-compile-hints: every function of the file is called while the page loads. */
const compileHint = '//# allFunctionsCalledOnLoad';

/** The chunk of React, React DOM, React Router and styled-components (output.codeSplitting below). */
const vendorChunk = 'vendor';

/** Vitest's settings: the unit and component tests. */
const test: UserConfig['test'] = {
  globals: false,
  css: false,
  // user-event journeys in jsdom take a few seconds when both cores are busy (CI runs them beside other work).
  testTimeout: 15_000,
  // Tests run in the suite's world: its pinned day and offers (scripts/lib/test-world.mjs).
  env: { SITE_TODAY: process.env.SITE_TODAY || testToday, SITE_OFFERS: process.env.SITE_OFFERS ?? testOffers },
  // Two environments, chosen by the file name: `*.test.tsx` renders components and runs in jsdom with the Testing
  // Library setup; `*.test.ts` and `*.test.mjs` test pure logic and run in Node, without a DOM to set up per file.
  projects: [
    {
      extends: true,
      test: {
        name: 'node',
        environment: 'node',
        // No test here mocks modules, and the one that stubs a global (search-index-file.test.ts, `fetch`) restores it
        // after each test, so the files share one module cache per worker: the content is loaded and validated once
        // instead of once per file.
        isolate: false,
        include: isMutationRun
          ? mutatedFolders.map((folder) => `${folder}/**/*.test.ts`)
          : ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
      },
    },
    {
      extends: true,
      test: {
        name: 'dom',
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        // Like the Node files, the component tests share one module cache per worker, so the content is read once and
        // not once per file (39 s → 14 s for the nine files, 2026-11-29). Testing Library's cleanup empties the
        // document after each test. A file that mocks a module is named `*.mocked.test.tsx` and runs isolated below, so
        // its mock cannot reach another file.
        isolate: false,
        // A mutation run (StrykerJS's test runner processes) takes only the pure logic's own tests: the components'
        // tests would render React for every mutant of a helper they happen to use.
        include: isMutationRun ? mutatedFolders.map((folder) => `${folder}/**/*.test.tsx`) : ['src/**/*.test.tsx'],
        exclude: ['**/*.mocked.test.tsx', '**/node_modules/**'],
      },
    },
    {
      extends: true,
      test: {
        name: 'dom-mocked',
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        include: isMutationRun
          ? mutatedFolders.map((folder) => `${folder}/**/*.mocked.test.tsx`)
          : ['src/**/*.mocked.test.tsx'],
      },
    },
  ],
};

export default defineConfig(({ mode }) => ({
  plugins: [
    envDirInsteadOfEnvFile(),
    fontSubsets(),
    validateContent(),
    reactRouterProduction(),
    searchIndex(),
    searchIsland(),
    headerIsland(),
    lazySearchDialog(),
    styledComponentsBabel({ displayName: mode !== 'production' }),
    ...(isVitest ? [] : [reactRouter()]),
  ],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    // Fixed at build time so that the prerendered HTML and the hydrating client agree on it.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The site's settings, checked once here; the canonical origin can be overridden per deployment:
    // SITE_URL=https://example.fi npm run build
    __SITE__: JSON.stringify(buildSite()),
  },
  // styled-components ships CommonJS without an exports map; bundling it into the prerender build avoids
  // "styled.header is not a function" when the default import resolves to the module object.
  ssr: { noExternal: ['styled-components'] },
  build: {
    // A development build (the hydration test's) carries React's development runtime, about 590 kB unminified; the
    // production bundle has budgets of its own (docs/performance.md).
    chunkSizeWarningLimit: mode === 'development' ? 1024 : 500,
    rolldownOptions: {
      // Rolldown reports slow plugins by the clock: under load (CI beside other work) the prerender, which runs every
      // page's loader in writeBundle, crosses its limit and the log gets a timing note that says nothing about the
      // code. Build time is measured where it is meant to be: npm run bench:scale.
      checks: { bundlerTimings: false },
      output: {
        // V8's explicit compile hint (Chrome 136+; other engines read a comment): compile the vendor chunk's functions
        // while it streams in, on a background thread, instead of one by one on the main thread when hydration first
        // calls them. Hydration calls most of them. Measured on /paras-magnesium with the CPU slowed 4×: the main
        // thread's lazy compiles 730–990 → 227, its time from the first module to hydrated 730–840 → 670–750 ms
        // (medians of 20). Written after minification, which would drop it; the site's own chunks are left without it,
        // since the comment costs every chunk bytes (docs/performance.md).
        postBanner: (chunk) => (chunk.name === vendorChunk ? compileHint : ''),
        // React, React DOM, React Router and styled-components in one chunk: every page needs all of them, and one
        // file compresses better than four. The site's own modules stay split by route.
        codeSplitting: {
          groups: [
            {
              name: vendorChunk,
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|styled-components|stylis)[\\/]/,
            },
            // What the root layout imports, which every page loads with any route: one chunk instead of six, each of
            // which cost its own import and export lines (every page 0.7 KiB lighter, docs/performance.md).
            {
              name: 'shell',
              test: /[\\/]src[\\/](components[\\/](Container|NotFound)[\\/]|(components[\\/]VisuallyHidden|styles[\\/](theme|font-fallbacks)|config[\\/]site|lib[\\/]head-meta)\.)/,
            },
          ],
        },
      },
    },
  },
  test,
}));
