// Checks, before the e2e suite starts, that it has a Chromium: CHROMIUM_PATH, Debian's headless shell
// (/usr/bin/chromium-headless-shell, the baselines' renderer), or Playwright's own browser. Installs nothing: .ci/run
// installs Debian's headless shell on CI; on a laptop `npx playwright install chromium` fetches Playwright's own
// (docs/testing.md).
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { baselineBrowser } from './lib/e2e-options.mjs';

const candidates = [process.env.CHROMIUM_PATH, baselineBrowser, chromium.executablePath()].filter(Boolean);
const found = candidates.find((file) => existsSync(file));
if (!found) {
  console.error(
    'Chromiumia ei löytynyt. Asenna Playwrightin oma selain (npx playwright install chromium) tai Debianin ' +
      'chromium-headless-shell, tai anna selaimen polku muuttujassa CHROMIUM_PATH.',
  );
  process.exit(1);
}
