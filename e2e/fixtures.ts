import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';

export { expect };

const remoteImage = readFileSync(new URL('./stubs/remote-image.svg', import.meta.url));

/** What every request to a host other than this machine gets: no request leaves localhost. */
async function stubExternal(route: Route) {
  const request = route.request();
  if (request.resourceType() === 'image') {
    await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: remoteImage });
  } else if (request.resourceType() === 'document') {
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fi"><title>Ulkoinen sivu</title><p>Ulkoinen sivu: ${new URL(request.url()).hostname}</p></html>`,
    });
  } else {
    await route.fulfill({ status: 204, body: '' });
  }
}

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.protocol === 'data:';

/** The WCAG 2.1 A and AA rules every page must pass. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Fixtures {
  /** Opens a path and waits until the page is hydrated and its fonts are loaded. */
  visit: (path: string) => Promise<void>;
  /** An axe run limited to the WCAG 2.1 A/AA tags. */
  makeAxeBuilder: () => AxeBuilder;
  /** Console errors that a test expects (for example the browser's own line about a 404 response). */
  allowedConsoleErrors: RegExp[];
  /** Collects console errors and uncaught exceptions; any that is not allowed fails the test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  context: async ({ context }, use) => {
    await context.route((url) => !isLocal(url), stubExternal);
    await use(context);
  },

  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitUntilReady(page);
    });
  },

  makeAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(wcagTags));
  },
});

/** Waits for hydration (the layout's marker) and for the self-hosted fonts. */
export async function waitUntilReady(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Full-page pictures of long pages (articles reach 11 000 px) take longer than other assertions on 2 cores. */
export const fullPageShot = { fullPage: true, timeout: 30_000 } as const;
