import { defineConfig, type Project } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { ProjectOptions } from './e2e/fixtures';
import { e2eViewports, widthTags } from './e2e/viewports';
import { baselineBrowser, runsWholeSuite, screenshotPolicy, serversToStart } from './scripts/lib/e2e-options.mjs';
import { chromiumFlags } from './scripts/lib/chromium-flags.mjs';
import { pinTestWorld } from './scripts/lib/test-world.mjs';

// The build the tests serve and the expectations the specs compute are made in the same world: one pinned day and one
// pinned set of offers (npm start builds again when its build was made for another).
pinTestWorld();

/** CHROMIUM_PATH, else Debian's headless shell where it exists (CI and this project's machines), else Playwright's own. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(baselineBrowser) ? baselineBrowser : undefined);

const port = Number(process.env.E2E_PORT ?? 4173);
const devPort = port + 1;
const nginxPort = port + 2;
const ci = Boolean(process.env.CI);
// The config is read again in every worker, whose command line differs: the main process decides and its environment,
// which the workers inherit, carries the decision.
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;

/** nginx and the development build start only when their projects run (scripts/lib/e2e-options.mjs). */
const servers = serversToStart({ env: process.env, argv: process.argv });
process.env.E2E_SERVERS = servers.length > 0 ? servers.join(',') : 'none';

/** The timing project waits for every other one only in a run of the whole suite (scripts/lib/e2e-options.mjs). */
if (isMainProcess) process.env.E2E_TIMING_LAST = runsWholeSuite(process.argv) ? 'yes' : 'no';
const timingLast = process.env.E2E_TIMING_LAST === 'yes';

/** Screenshot comparisons run only on the renderer the baselines were made with (docs/testing.md). */
const screenshots = screenshotPolicy({ env: process.env, platform: process.platform, executablePath });
if (isMainProcess && !screenshots.compare) {
  console.log(`Kuvavertailut ohitetaan: ${screenshots.why}. Muut tarkistukset ajetaan (E2E_SCREENSHOTS=on pakottaa).`);
}

/**
 * No request leaves this machine: every host but the local one fails to resolve, in every context a test makes. A test
 * that follows a link out or shows a remote image answers those hosts itself (`stubRemoteHosts` in e2e/fixtures.ts);
 * the others run without request interception, which would turn the HTTP cache off and pass every request through the
 * test process.
 */
const onlyLocalHosts = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

const launchOptions = {
  executablePath,
  args: [...chromiumFlags, '--font-render-hinting=none', onlyLocalHosts],
};

/**
 * Specs named `*.desktop.spec.ts` run above the menu breakpoint, `*.mobile.spec.ts` at and below it, `*.pages.spec.ts`
 * (page-level tests) at 1440 and 390 px, and others (the visual table, the header's states) at all four widths.
 */
const viewportProjects: Project[] = e2eViewports.map(({ name, width, height, menu, pages }) => ({
  name,
  testMatch: new RegExp(`(^|/)[^./]+\\.(${menu}\\.${pages ? '|pages\\.' : ''})?spec\\.ts$`),
  // A page-level check runs only at the widths where it can differ (e2e/viewports.ts, widthTags).
  grepInvert: new RegExp(
    [menu === 'desktop' ? widthTags.narrowOnly : widthTags.anyWidth, ...(pages ? [] : [widthTags.outerWidth])].join(
      '|',
    ),
  ),
  use: { viewport: { width, height } },
}));

/** Every project but the timing one. */
const otherProjects = [
  ...viewportProjects,
  // HTTP behaviour of the production server: status codes, paths, prerendered HTML. Viewport does not matter.
  { name: 'server', testMatch: /\.server\.spec\.ts$/, use: { viewport: { width: 1440, height: 900 } } },
  // The production nginx config (deploy/nginx) over the build: status codes, headers, clean URLs, the CSP in a browser.
  {
    name: 'nginx',
    testMatch: /\.nginx\.spec\.ts$/,
    use: {
      baseURL: `http://127.0.0.1:${nginxPort}`,
      viewport: { width: 1440, height: 900 },
      requiredServer: 'nginx',
    },
  },
  // Hydration checks against a development build, whose React reports mismatches that production React hides.
  {
    name: 'dev-build',
    testMatch: /\.dev\.spec\.ts$/,
    use: {
      baseURL: `http://localhost:${devPort}`,
      viewport: { width: 1440, height: 900 },
      requiredServer: 'dev-build',
    },
  },
];

export default defineConfig<ProjectOptions>({
  testDir: 'e2e',
  snapshotDir: 'snapshots',
  snapshotPathTemplate: '{snapshotDir}/{testFileName}/{arg}-{projectName}{ext}',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  // Two workers use both cores of the project's machines (the default would be one).
  workers: 2,
  ignoreSnapshots: !screenshots.compare,
  // What kind of run this was, for the record of npm test (scripts/test-suite.mjs) and the deploy gate.
  metadata: { screenshots: screenshots.compare, servers },
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e.json' }],
    // On CI, an HTML report with the screenshot diffs of failed comparisons (uploaded by .github/workflows/ci.yml).
    ...(ci ? [['github'] as const, ['html', { open: 'never', outputFolder: 'reports/playwright-html' }] as const] : []),
  ],
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Tight enough that a button moved by a few pixels fails; loose enough for sub-pixel anti-aliasing.
      maxDiffPixels: 60,
      threshold: 0.15,
    },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    deviceScaleFactor: 1,
    // A failed test keeps a picture of its page. Traces cost about a seventh of the suite's time when recorded for
    // every test, so they are off; rerun a failed test with `--trace=on` to get one (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    ...otherProjects,
    // How soon pages hydrate (hydration-timing.timing.spec.ts), timed on an otherwise idle machine: one test at a time
    // and, in a run of the whole suite, after every other project.
    {
      name: 'timing',
      testMatch: /\.timing\.spec\.ts$/,
      workers: 1,
      dependencies: timingLast ? otherProjects.map(({ name }) => name!) : [],
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !ci,
      timeout: 180_000,
      stdout: 'ignore',
    },
    ...(servers.includes('nginx')
      ? [
          {
            command: `node scripts/nginx-server.mjs --port ${nginxPort}`,
            url: `http://127.0.0.1:${nginxPort}/robots.txt`,
            reuseExistingServer: !ci,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
    ...(servers.includes('dev-build')
      ? [
          {
            command: `node scripts/build-dev.mjs && node scripts/serve.mjs --root build-dev/client --port ${devPort}`,
            url: `http://localhost:${devPort}/`,
            reuseExistingServer: !ci,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
