// Helpers of the header's first-paint tests (`header-first-paint.*.spec.ts`): a page held before hydration, and the
// header's parts found by the spec's own lists.
import type { Page } from '@playwright/test';
import { holdHydration } from './fixtures';
import { specHeader } from './spec-data';

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
/** A hub's disclosure button (the desktop's chevron, the mobile menu's arrow). */
export const disclosure = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });

/** The list under a hub's link, by the hub's path in the spec, found whether it is shown or not. */
export function submenuOf(page: Page, label: string) {
  const hub = specHeader.find((entry) => entry.label === label)!;
  return mainMenu(page).locator(`li:has(> a[href="${hub.path}"]) > ul`);
}

/** The addresses a hub's list links to, in order. */
export const submenuHrefs = (page: Page, label: string) =>
  submenuOf(page, label)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Opens a page whose scripts are held back, with its fonts in, so that it stays as the first paint left it. */
export async function openUnhydrated(page: Page, path = '/') {
  const release = await holdHydration(page);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return release;
}

/** The header and what is open below it, `height` pixels from the top, as pixels to compare. */
export const headerPicture = (page: Page, height: number) =>
  page.screenshot({
    clip: { x: 0, y: 0, width: page.viewportSize()!.width, height },
    animations: 'disabled',
    caret: 'hide',
  });
