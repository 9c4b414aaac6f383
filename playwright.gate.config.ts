import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProjectOptions } from './e2e/fixtures';
import { chromiumFlags } from './scripts/lib/chromium-flags.mjs';
import { baselineBrowser } from './scripts/lib/e2e-options.mjs';

// The deploy gate (npm run deploy:gate, scripts/deploy-gate.mjs): the checks that do not depend on the day, run on the
// build that is about to be deployed, served as it is. Unlike playwright.config.ts it pins no day and never builds:
// the artifact's own day (its site-today) is the day its prices are held to. docs/deploy.md.
const buildDir = process.env.DEPLOY_GATE_BUILD;
if (!buildDir) throw new Error('DEPLOY_GATE_BUILD puuttuu: aja portti komennolla npm run deploy:gate');
const port = Number(process.env.E2E_PORT ?? 4190);

export default defineConfig<ProjectOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/deploy-gate.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    colorScheme: 'light',
    deviceScaleFactor: 1,
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(baselineBrowser) ? baselineBrowser : undefined),
      args: [...chromiumFlags, '--font-render-hinting=none'],
    },
  },
  projects: [
    {
      name: 'gate',
      // Its own checks, and the suite's two checks of the built files that read no day: valid HTML and sound links.
      testMatch: [/\.gate\.spec\.ts$/, /(^|\/)html-valid\.server\.spec\.ts$/, /(^|\/)links\.server\.spec\.ts$/],
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --root ${JSON.stringify(path.join(buildDir, 'client'))} --port ${port}`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
