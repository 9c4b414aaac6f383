import type { Page } from '@playwright/test';
import { expect, openForPicture, test } from './fixtures';
import { expectHeaderScreenshot } from './header-shots';
import { expectExpanded } from './header-rules';
import { specHeader, specSubmenus } from './spec-data';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Valikko', exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Päävalikko' });
const arrow = (page: Page, label: string) => page.getByRole('button', { name: `Alavalikko: ${label}` });
async function submenuOf(page: Page, label: string) {
  const id = await arrow(page, label).getAttribute('aria-controls');
  expect(id, `aria-controls of the ${label} arrow`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Opens the hamburger menu and one submenu; returns that submenu. */
async function openMenuAndSubmenu(page: Page, label: string) {
  await menuButton(page).click();
  await arrow(page, label).click();
  const submenu = await submenuOf(page, label);
  await expect(submenu).toBeVisible();
  return submenu;
}

test('the hamburger button opens and closes the menu, which lists the spec entries', async ({ page, visit }) => {
  await visit('/');
  const button = menuButton(page);
  await expectExpanded(page, 'Valikko', false);
  const controlled = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(controlled).toHaveAttribute('aria-label', 'Päävalikko');
  await expect(controlled).toBeHidden();

  await button.click();
  await expectExpanded(page, 'Valikko', true);
  await expect(mainMenu(page)).toBeVisible();
  const links = mainMenu(page).getByRole('link');
  await expect(links).toHaveCount(specHeader.length);
  for (const [index, entry] of specHeader.entries()) {
    await expect(links.nth(index)).toHaveText(entry.label);
    await expect(links.nth(index)).toHaveAttribute('href', entry.path);
  }

  await button.click();
  await expectExpanded(page, 'Valikko', false);
  await expect(mainMenu(page)).toBeHidden();
});

for (const entry of specSubmenus) {
  test(`the arrow beside ${entry.label} toggles its submenu with the spec's links`, async ({ page, visit }) => {
    await visit('/');
    await menuButton(page).click();
    const button = arrow(page, entry.label);
    const submenu = await submenuOf(page, entry.label);
    await expect(submenu).toBeHidden();
    await button.click();
    await expectExpanded(page, `Alavalikko: ${entry.label}`, true);
    const links = submenu.getByRole('link');
    await expect(links).toHaveCount(entry.submenu.length);
    for (const [index, path] of entry.submenu.entries()) await expect(links.nth(index)).toHaveAttribute('href', path);
    await button.click();
    await expect(submenu).toBeHidden();
    await expectExpanded(page, `Alavalikko: ${entry.label}`, false);
  });
}

// How the menu and its submenus close, before hydration and after it: header-rules.mobile.spec.ts.

test('opening the search closes the menu and the submenu', async ({ page, visit }) => {
  await visit('/');
  const submenu = await openMenuAndSubmenu(page, 'Lisäravinteet');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  // The modal dialog takes the rest of the page out of the accessibility tree: the menu's state shows in what is drawn.
  await expect(mainMenu(page)).toBeHidden();
  await expect(submenu).toBeHidden();
});

test('screenshot: header closed', async ({ page }) => {
  await openForPicture(page, '/');
  await expectHeaderScreenshot(page, 'header-closed.png', 160);
});

test('screenshot: menu open', async ({ page }) => {
  await openForPicture(page, '/');
  await menuButton(page).click();
  await expect(mainMenu(page)).toBeVisible();
  await expectHeaderScreenshot(page, 'header-menu-open.png', 480);
});

test('screenshot: menu with a submenu open', async ({ page }) => {
  await openForPicture(page, '/');
  await openMenuAndSubmenu(page, 'Lisäravinteet');
  await expectHeaderScreenshot(page, 'header-submenu-open.png', 660);
});

test('screenshot: search open', async ({ page }) => {
  await openForPicture(page, '/');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  await expect(page).toHaveScreenshot('header-search-open.png');
});
