import type { Page } from '@playwright/test';
import { siteSettings } from '../src/content/collections/site.server';
import { expect, test } from './fixtures';
import { expectHeaderScreenshot } from './header-shots';
import { specHeader, specSubmenus } from './spec-data';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
const entryLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: label, exact: true });
const disclosure = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });
/** The submenu a disclosure button controls, found through its aria-controls. */
async function submenuOf(page: Page, label: string) {
  const id = await disclosure(page, label).getAttribute('aria-controls');
  expect(id, `aria-controls of the ${label} button`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

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

for (const entry of specSubmenus) {
  test(`hovering ${entry.label} opens its dropdown with the spec's links, and leaving closes it`, async ({
    page,
    visit,
  }) => {
    await visit('/');
    const submenu = await submenuOf(page, entry.label);
    await expect(submenu).toBeHidden();

    await entryLink(page, entry.label).hover();
    await expect(submenu).toBeVisible();
    await expect(disclosure(page, entry.label)).toHaveAttribute('aria-expanded', 'true');
    const links = submenu.getByRole('link');
    await expect(links).toHaveCount(entry.submenu.length);
    for (const [index, path] of entry.submenu.entries()) await expect(links.nth(index)).toHaveAttribute('href', path);

    // Moving into the dropdown keeps it open; leaving the entry closes it.
    await links.last().hover();
    await expect(submenu).toBeVisible();
    await page.mouse.move(5, page.viewportSize()!.height - 5);
    await expect(submenu).toBeHidden();
    await expect(disclosure(page, entry.label)).toHaveAttribute('aria-expanded', 'false');
  });
}

test('hovering a second entry shows only its own dropdown', async ({ page, visit }) => {
  await visit('/');
  await entryLink(page, 'Lisäravinteet').hover();
  await entryLink(page, 'Kauneus').hover();
  await expect(await submenuOf(page, 'Kauneus')).toBeVisible();
  await expect(await submenuOf(page, 'Lisäravinteet')).toBeHidden();
});

test('a keyboard user opens a submenu with its disclosure button, and Escape closes it and returns focus', async ({
  page,
  visit,
}) => {
  await visit('/');
  const button = disclosure(page, 'Terveysteknologia');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const submenu = await submenuOf(page, 'Terveysteknologia');

  // Reach the button with Tab from its entry link, as a keyboard user would.
  await entryLink(page, 'Terveysteknologia').focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(submenu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Space toggles as well.
  await page.keyboard.press('Space');
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Space');
  await expect(submenu).toBeHidden();
});

test('tabbing past the last link of a dropdown closes it', async ({ page, visit }) => {
  await visit('/');
  const button = disclosure(page, 'Kauneus');
  await button.focus();
  await page.keyboard.press('Enter');
  const submenu = await submenuOf(page, 'Kauneus');
  await submenu.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(submenu).toBeHidden();
});

test('clicking a dropdown link opens the page and closes the dropdown', async ({ page, visit }) => {
  await visit('/');
  await entryLink(page, 'Liikunta').hover();
  const submenu = await submenuOf(page, 'Liikunta');
  // The link by its address in the spec's list; its label is the article's, in content/.
  await submenu.locator('a[href="/palautuminen"]').click();
  await expect(page).toHaveURL('/palautuminen');
  await expect(submenu).toBeHidden();
});

test('a click outside the header closes an open dropdown', async ({ page, visit }) => {
  await visit('/');
  await disclosure(page, 'Uni ja palautuminen').focus();
  await page.keyboard.press('Enter');
  const submenu = await submenuOf(page, 'Uni ja palautuminen');
  await expect(submenu).toBeVisible();
  await page.getByRole('main').click({ position: { x: 20, y: 300 } });
  await expect(submenu).toBeHidden();
});

test('screenshot: header closed', async ({ page, visit }) => {
  await visit('/');
  await expectHeaderScreenshot(page, 'header-closed.png', 160);
});

test('screenshot: header with a dropdown open', async ({ page, visit }) => {
  await visit('/');
  await entryLink(page, 'Lisäravinteet').hover();
  await expect(await submenuOf(page, 'Lisäravinteet')).toBeVisible();
  await expectHeaderScreenshot(page, 'header-submenu-open.png', 360);
});

test('screenshot: search open', async ({ page, visit }) => {
  await visit('/');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  await expect(page).toHaveScreenshot('header-search-open.png');
});
