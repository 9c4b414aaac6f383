// Helpers of the header's rule tests (`header-rules.*.spec.ts`): every closing and opening rule of spec §4 is driven
// twice, on a page held before hydration and on a hydrated one, each loaded into a fresh browser context (a cold
// cache), as a reader meets the site for the first time.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNotHydrated, holdHydration, ownContext, test as base, waitUntilReady } from './fixtures';

/** The two moments a rule must hold in. */
export const phases = ['before hydration', 'after hydration'] as const;
export type Phase = (typeof phases)[number];

/** The shared fixtures with a browser context of each test's own: nothing is in the HTTP cache. */
export const test = base.extend({
  context: async ({ browser }, use, testInfo) => {
    const { viewport, baseURL, locale, timezoneId, colorScheme, reducedMotion, deviceScaleFactor } =
      testInfo.project.use;
    const context = await ownContext(browser, {
      viewport,
      baseURL,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      deviceScaleFactor,
    });
    await use(context);
    await context.close();
  },
});

/**
 * Opens `path` in the given phase and returns the probe to call at the moment of a check: before hydration it fails
 * if the page has been hydrated (its scripts are held back until the test ends, or by the caller when `held`); after
 * hydration it does nothing.
 */
export async function openIn(page: Page, phase: Phase, path = '/', { held = false } = {}) {
  if (phase === 'before hydration' && !held) await holdHydration(page);
  await page.goto(path);
  if (phase === 'after hydration') await waitUntilReady(page);
  else await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return async () => {
    if (phase === 'before hydration') await expectNotHydrated(page);
  };
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Valikko', exact: true });
/** A hub's disclosure button (the desktop's chevron, the mobile menu's arrow). */
export const disclosure = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });
export const entryLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: label, exact: true });

/** The list a disclosure button controls, found through its aria-controls. */
export async function controlled(button: Locator) {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'aria-controls of the button').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/**
 * Whether the browser tells assistive technology that the button named `name` is expanded: the accessibility tree's
 * own answer (Chrome DevTools Protocol), which covers `aria-expanded` and the native state of a popover's invoker alike.
 */
export async function isExpanded(page: Page, name: string): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'document' });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      objectId: result.objectId!,
      accessibleName: name,
      role: 'button',
    });
    const shown = nodes.filter((node) => !node.ignored);
    expect(shown, `buttons named ${name} in the accessibility tree`).toHaveLength(1);
    return shown[0]!.properties?.find((property) => property.name === 'expanded')?.value.value === true;
  } finally {
    await session.detach();
  }
}

/** Waits until the button named `name` is exposed as expanded (or not). */
export const expectExpanded = (page: Page, name: string, expanded: boolean) =>
  expect.poll(() => isExpanded(page, name), { message: `${name} expanded` }).toBe(expanded);
