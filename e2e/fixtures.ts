import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Route,
} from '@playwright/test';
import type { Result as AxeViolation } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { fallbackFonts } from '../src/styles/font-fallbacks';
import { widthTags } from './viewports';

export { expect };

/** Test details for a page-level check that cannot differ between 1440 and 390 px: it runs at 1440 only (viewports.ts). */
export const anyWidth = { tag: widthTags.anyWidth };
/** Test details for a page-level check of what only a narrow screen can break: it runs at 390 px only. */
export const narrowOnly = { tag: widthTags.narrowOnly };

const remoteImage = readFileSync(new URL('./stubs/remote-image.svg', import.meta.url));

/** What a request to a host other than this machine gets in a test that stubs them (`stubRemoteHosts`). */
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

const pageErrors = new WeakMap<Page, string[]>();

/** Collects a page's console errors and uncaught exceptions during one test; `expectNone` stops and checks them. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    expectNone(allowed: RegExp[]) {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
  };
}

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.protocol === 'data:';

/**
 * Answers every request to another host with a local stub for the rest of the test: a page for a link followed out
 * (`Ulkoinen sivu: kauppa.fi`), a picture for a remote image. Without it those hosts do not resolve
 * (playwright.config.ts), so no request leaves this machine either way; a context with routes has no HTTP cache.
 */
export async function stubRemoteHosts(context: BrowserContext) {
  await context.route((url) => !isLocal(url), stubExternal);
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules every page must pass. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's script for the browser, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe-core finds against `wcagTags` in the page as it is now (or in the elements `within` selects), violations
 * only. axe runs in the page itself (the site has no frames), put there once per document: @axe-core/playwright put its
 * 650 kB script into the page twice for every analysis, about half a second a page on this project's machines.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, selector }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const options = { runOnly: { type: 'tag' as const, values: tags }, resultTypes: ['violations' as const] };
      const results = await axe.run(selector ?? document, options);
      return results.violations;
    },
    { tags: wcagTags, selector: within },
  );
}

/** The optional servers this run started (playwright.config.ts decides, from --project or E2E_SERVERS). */
const startedServers = (process.env.E2E_SERVERS ?? '').split(',');

export interface ProjectOptions {
  /** The optional server a project's tests need (`nginx`, `dev-build`): without it they are skipped, saying why. */
  requiredServer: string | undefined;
}

interface Fixtures extends ProjectOptions {
  /** Skips a test of an optional project whose server this run did not start. */
  serverGate: void;
  /** Opens a path and waits until the page is hydrated and its fonts are loaded. */
  visit: (path: string) => Promise<void>;
  /** The page's WCAG A/AA violations as axe-core finds them now, in the whole page or `within` a selector. */
  accessibilityViolations: (within?: string) => Promise<AxeViolation[]>;
  /** Console errors that a test expects (for example the browser's own line about a 404 response). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions of the page so far; any that is not allowed fails the test. */
  consoleErrors: string[];
}

interface WorkerFixtures {
  /** One browser context per worker, set up as the project asks, with external requests stubbed. */
  sharedContext: BrowserContext;
}

/** Pages a worker keeps open between tests (readOnlyTest's page); every other page closes when its test ends. */
const keptPages = new WeakSet<Page>();

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  requiredServer: [undefined, { option: true }],

  serverGate: [
    async ({ requiredServer }, use, testInfo) => {
      testInfo.skip(
        requiredServer !== undefined && !startedServers.includes(requiredServer),
        `${requiredServer}-palvelinta ei käynnistetty: aja --project=${requiredServer} tai E2E_SERVERS=all (npm test tekee niin)`,
      );
      await use();
    },
    { auto: true },
  ],

  // Tests share their worker's browser context, so the site's scripts, styles and fonts come from the HTTP cache after
  // the first page, as they do for a reader moving from page to page: a test's page is ready in half the time. Each
  // test still gets a page of its own; its pages (and any tab it opened) close, its routes go and cookies are cleared
  // when it ends. The site keeps no state in the browser beyond the page itself (no storage, no cookies, no service
  // worker).
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, locale, timezoneId, colorScheme, reducedMotion, deviceScaleFactor, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        deviceScaleFactor,
        baseURL,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ sharedContext }, use) => {
    await use(sharedContext);
    await Promise.all(
      sharedContext
        .pages()
        .filter((page) => !keptPages.has(page))
        .map((page) => page.close()),
    );
    await sharedContext.unrouteAll({ behavior: 'ignoreErrors' });
    await sharedContext.clearCookies();
  },

  // Every page a test opens reports its console errors and uncaught exceptions; any that is not allowed fails the
  // test. Tests that only send requests get no page.
  page: async ({ context, allowedConsoleErrors }, use) => {
    const page = await context.newPage();
    const watch = watchErrors(page);
    await use(page);
    watch.expectNone(allowedConsoleErrors);
  },

  consoleErrors: async ({ page }, use) => {
    await use(pageErrors.get(page)!);
  },

  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitUntilReady(page);
    });
  },

  accessibilityViolations: async ({ page }, use) => {
    await use((within) => axeViolations(page, within));
  },
});

/**
 * The same fixtures on one page per worker, for tests that only open a page and look at it (the per-route checks, the
 * visual table): each test still navigates afresh and fails on its own console errors, and the page's compiled
 * scripts stay in memory between tests.
 */
export const readOnlyTest = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ sharedContext }, use) => {
      const page = await sharedContext.newPage();
      keptPages.add(page);
      await use(page);
    },
    { scope: 'worker' },
  ],

  page: async ({ sharedPage, allowedConsoleErrors }, use) => {
    const watch = watchErrors(sharedPage);
    await use(sharedPage);
    watch.expectNone(allowedConsoleErrors);
  },
});

/**
 * A browser context of a test's own (e.g. with JavaScript off, which the shared context cannot give), cold: nothing in
 * its cache. Close it at the test's end.
 */
export async function ownContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext(options);
}

/** Holds back the entry module until `release` is called, so the page stays unhydrated as long as a test needs. */
export async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The probe of a test that acts before hydration: the layout has not marked the page hydrated yet. */
export async function expectNotHydrated(page: Page) {
  const marker = await page.evaluate(() => document.documentElement.dataset.hydrated);
  expect(marker, 'the page is not hydrated yet').toBeUndefined();
}

/** Waits for hydration (the layout's marker) and for the self-hosted fonts. */
export async function waitUntilReady(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The web font faces the page has loaded but does not draw its text in ("Inter 600"). With font-display: optional a
 * face that arrives after the first paint's short wait stays unused for the page's life (decision 011), and
 * `document.fonts` still calls it loaded: a line of text in each loaded face is drawn off screen, and the browser's
 * devtools protocol says which font drew it.
 */
async function facesDrawnInFallback(page: Page): Promise<string[]> {
  const faces = await page.evaluate((families) => {
    const loaded = [...document.fonts].filter(
      (face) => face.status === 'loaded' && families.includes(face.family.replace(/["']/g, '')),
    );
    return loaded.map((face, index) => {
      const family = face.family.replace(/["']/g, '');
      const probe = document.createElement('span');
      probe.dataset.fontProbe = String(index);
      probe.textContent = 'Hyvinvointivertailu';
      probe.style.cssText = `position:absolute;left:-9999px;font-family:'${family}';font-weight:${face.weight}`;
      document.body.append(probe);
      return `${family} ${face.weight}`;
    });
  }, Object.keys(fallbackFonts));
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await devtools.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const inFallback: string[] = [];
    for (const nodeId of nodeIds) {
      const { attributes } = await devtools.send('DOM.getAttributes', { nodeId });
      const index = Number(attributes[attributes.indexOf('data-font-probe') + 1]);
      const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
      if (!fonts.some((font) => font.isCustomFont)) inFallback.push(faces[index]!);
    }
    return inFallback;
  } finally {
    await devtools.detach();
    await page.evaluate(() => document.querySelectorAll('[data-font-probe]').forEach((probe) => probe.remove()));
  }
}

/**
 * Opens a path for a picture: hydrated, and every face the page uses drawn in its web font. A picture must not depend on
 * whether a font came within the first paint's wait (rarely missed without request interception, one load in four with
 * it on a busy machine), so a load that drew a face in its fallback is made again, at most four times. Returns the
 * first response, for its status.
 */
export async function openForPicture(page: Page, path: string) {
  const response = await page.goto(path);
  for (let load = 1; ; load += 1) {
    await waitUntilReady(page);
    const inFallback = await facesDrawnInFallback(page);
    if (inFallback.length === 0) return response;
    if (load === 4) throw new Error(`${path}: ${inFallback.join(', ')} drawn in the fallback font in ${load} loads`);
    await page.reload();
  }
}

/** Every image of the main area is loaded and decoded before a full-page picture, which starts at the top. */
export async function loadLazyImages(page: Page) {
  // Lazy images below the fold would stay placeholders in the picture: load them now, as scrolling down would. The
  // second round waits for the site's own artwork that replaces a remote image that failed.
  for (let round = 0; round < 2; round += 1)
    await page
      .getByRole('main')
      .locator('img')
      .evaluateAll((elements) =>
        Promise.all(
          elements.map((element) => {
            const image = element as HTMLImageElement;
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        ),
      );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Full-page pictures of long pages (articles reach 11 000 px) take longer than other assertions on 2 cores. */
export const fullPageShot = { fullPage: true, timeout: 30_000 } as const;
