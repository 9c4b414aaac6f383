import type { Locator, Page } from '@playwright/test';
import { theme } from '../src/styles/theme';
import { expect, stubRemoteHosts, test, waitUntilReady } from './fixtures';
import { expectExpanded } from './header-rules';

// Keyboard-only journeys, at 1440 and 390 px: from the top of a freshly loaded page a reader who uses only Tab, Enter
// and typing opens a submenu, searches, opens a result, jumps through "Mukana vertailussa" and reaches a store. No
// step uses the mouse or sets focus from the test.

/** Presses Tab until `target` has focus and returns how many presses it took; fails if Tab never reaches it. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

const isMobileWidth = (page: Page) => page.viewportSize()!.width <= theme.breakpoints.menu;
const submenuButton = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });

test('Tab, Enter: open the Lisäravinteet submenu and follow its first link', async ({ page, visit }) => {
  await visit('/');
  if (isMobileWidth(page)) {
    const menuButton = page.getByRole('button', { name: 'Valikko', exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expectExpanded(page, 'Valikko', true);
  }
  const button = submenuButton(page, 'Lisäravinteet');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expectExpanded(page, 'Alavalikko: Lisäravinteet', true);
  const submenu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Tab');
  const first = submenu.getByRole('link').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('href', '/vitamiinit-ja-kivennaisaineet');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/vitamiinit-ja-kivennaisaineet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Tab, Enter, typing: open the search, submit it and open a result', async ({ page, visit }) => {
  await visit('/tietoa');
  await tabTo(page, page.getByRole('button', { name: 'Avaa haku' }));
  await page.keyboard.press('Enter');
  const box = page.getByRole('dialog', { name: 'Hae sivustolta' }).getByRole('combobox', { name: 'Hakusana' });
  await expect(box).toBeFocused();
  await page.keyboard.type('magnesium');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/haku?q=magnesium');
  await waitUntilReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: magnesium');

  // The first article among the results (a product result opens its shop instead, as the last journey shows).
  const result = page.getByRole('list', { name: 'Hakutulokset' }).locator('a[href^="/"]').first();
  await tabTo(page, result);
  const href = (await result.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Tab, Enter: jump through "Mukana vertailussa" to a product and on to its store', async ({
  page,
  context,
  visit,
}) => {
  await stubRemoteHosts(context);
  await visit('/paras-kreatiini');
  const main = page.getByRole('main');
  const jump = main.getByRole('region', { name: 'Mukana vertailussa' }).getByRole('link').nth(1);
  const name = (await jump.textContent())!;
  await tabTo(page, jump);
  await page.keyboard.press('Enter');
  const section = main.getByRole('region', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  const heading = section.getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`${(await jump.getAttribute('href'))!}$`));

  // The next Tab stop is the product's store link, which opens the shop in a new tab.
  const store = heading.getByRole('link');
  expect(await tabTo(page, store, 1)).toBe(1);
  const href = (await store.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\//);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await expect(await popup).toHaveURL(href);
});
