import type { Page } from '@playwright/test';
import { siteSettings } from '../src/content/collections/site.server';
import { expect, openForPicture, test } from './fixtures';
import { expectHeaderScreenshot } from './header-shots';
import { specHeader } from './spec-data';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
const entryLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: label, exact: true });
const disclosure = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });
/** The submenu a disclosure button controls, found through its aria-controls. */
async function submenuOf(page: Page, label: string) {
  const id = await disclosure(page, label).getAttribute('aria-controls');
  expect(id, `aria-controls of the ${label} button`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

// How the dropdowns open and close, before hydration and after it: header-rules.desktop.spec.ts.

test('the desktop menu shows every entry of the spec in order, with no hamburger button', async ({ page, visit }) => {
  await visit('/');
  await expect(page.getByRole('button', { name: 'Valikko', exact: true })).toBeHidden();
  const links = mainMenu(page).getByRole('link');
  await expect(links).toHaveCount(specHeader.length);
  for (const [index, entry] of specHeader.entries()) {
    await expect(links.nth(index)).toHaveText(entry.label);
    await expect(links.nth(index)).toHaveAttribute('href', entry.path);
  }
  const header = page.getByRole('banner');
  const headerBox = await header.boundingBox();
  const searchBox = await page.getByRole('button', { name: 'Avaa haku' }).boundingBox();
  const logoBox = await page.getByRole('link', { name: `${siteSettings().name} – etusivu` }).boundingBox();
  const firstEntryBox = await links.first().boundingBox();
  // Everything fits on one row: the search button is inside the window and the menu does not cover the logo.
  expect(searchBox!.x + searchBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(firstEntryBox!.x).toBeGreaterThan(logoBox!.x + logoBox!.width);
  expect(headerBox!.height).toBeLessThan(100);
});

test('screenshot: header closed', async ({ page }) => {
  await openForPicture(page, '/');
  await expectHeaderScreenshot(page, 'header-closed.png', 160);
});

test('screenshot: header with a dropdown open', async ({ page }) => {
  await openForPicture(page, '/');
  await entryLink(page, 'Lisäravinteet').hover();
  await expect(await submenuOf(page, 'Lisäravinteet')).toBeVisible();
  await expectHeaderScreenshot(page, 'header-submenu-open.png', 360);
});

test('screenshot: search open', async ({ page }) => {
  await openForPicture(page, '/');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  await expect(page).toHaveScreenshot('header-search-open.png');
});
