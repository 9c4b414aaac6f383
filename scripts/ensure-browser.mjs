// Checks, before the e2e suite starts, that it has a Chromium: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own browser. Installs nothing: .ci/run installs Debian's Chromium on CI; on a laptop
// `npx playwright install chromium` fetches Playwright's own (docs/testing.md).
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()].filter(Boolean);
const found = candidates.find((file) => existsSync(file));
if (!found) {
  console.error(
    'Chromiumia ei löytynyt. Asenna Playwrightin oma selain (npx playwright install chromium) tai Debianin chromium, ' +
      'tai anna selaimen polku muuttujassa CHROMIUM_PATH.',
  );
  process.exit(1);
}
