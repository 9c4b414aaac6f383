import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHeaderScreenshot } from './header-shots';
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
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const controlled = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(controlled).toHaveAttribute('aria-label', 'Päävalikko');
  await expect(controlled).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page)).toBeVisible();
  const links = mainMenu(page).getByRole('link');
  await expect(links).toHaveCount(specHeader.length);
  for (const [index, entry] of specHeader.entries()) {
    await expect(links.nth(index)).toHaveText(entry.label);
    await expect(links.nth(index)).toHaveAttribute('href', entry.path);
  }

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
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
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = submenu.getByRole('link');
    await expect(links).toHaveCount(entry.submenu.length);
    for (const [index, path] of entry.submenu.entries()) await expect(links.nth(index)).toHaveAttribute('href', path);
    await button.click();
    await expect(submenu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('only one submenu is open at a time', async ({ page, visit }) => {
  await visit('/');
  const first = await openMenuAndSubmenu(page, 'Lisäravinteet');
  await arrow(page, 'Kauneus').click();
  await expect(await submenuOf(page, 'Kauneus')).toBeVisible();
  await expect(first).toBeHidden();
  await expect(arrow(page, 'Lisäravinteet')).toHaveAttribute('aria-expanded', 'false');
});

test('hovering an entry does not open its submenu at this width', async ({ page, visit }) => {
  await visit('/');
  await menuButton(page).click();
  await mainMenu(page).getByRole('link', { name: 'Liikunta', exact: true }).hover();
  await expect(await submenuOf(page, 'Liikunta')).toBeHidden();
});

test('clicking a link closes the menu and the submenu', async ({ page, visit }) => {
  await visit('/');
  const submenu = await openMenuAndSubmenu(page, 'Uni ja palautuminen');
  // The link by its address in the spec's list; its label is the article's, in content/.
  await submenu.locator('a[href="/melatoniini"]').click();
  await expect(page).toHaveURL('/melatoniini');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
  await menuButton(page).click();
  await expect(submenu).toBeHidden();
});

test('widening the window past 1225 px closes the menu and the submenu', async ({ page, visit }) => {
  await visit('/');
  const { height, width } = page.viewportSize()!;
  const submenu = await openMenuAndSubmenu(page, 'Terveysteknologia');

  await page.setViewportSize({ width: 1225, height });
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu).toBeVisible();

  await page.setViewportSize({ width: 1226, height });
  await expect(menuButton(page)).toBeHidden();
  await expect(submenu).toBeHidden();

  await page.setViewportSize({ width, height });
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
});

test('a click outside the header closes the menu and the submenu', async ({ page, visit }) => {
  await visit('/');
  const submenu = await openMenuAndSubmenu(page, 'Kauneus');
  await page.getByRole('main').click({ position: { x: 10, y: 10 } });
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
  await expect(submenu).toBeHidden();
});

test('Escape closes the submenu, then the menu, returning focus to the button that opened each', async ({
  page,
  visit,
}) => {
  await visit('/');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(mainMenu(page)).toBeVisible();
  await arrow(page, 'Liikunta').focus();
  await page.keyboard.press('Enter');
  const submenu = await submenuOf(page, 'Liikunta');
  await expect(submenu).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(submenu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu).toBeHidden();
  await expect(arrow(page, 'Liikunta')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('opening the search closes the menu and the submenu', async ({ page, visit }) => {
  await visit('/');
  const submenu = await openMenuAndSubmenu(page, 'Lisäravinteet');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
  await expect(submenu).toBeHidden();
});

test('screenshot: header closed', async ({ page, visit }) => {
  await visit('/');
  await expectHeaderScreenshot(page, 'header-closed.png', 160);
});

test('screenshot: menu open', async ({ page, visit }) => {
  await visit('/');
  await menuButton(page).click();
  await expect(mainMenu(page)).toBeVisible();
  await expectHeaderScreenshot(page, 'header-menu-open.png', 480);
});

test('screenshot: menu with a submenu open', async ({ page, visit }) => {
  await visit('/');
  await openMenuAndSubmenu(page, 'Lisäravinteet');
  await expectHeaderScreenshot(page, 'header-submenu-open.png', 660);
});

test('screenshot: search open', async ({ page, visit }) => {
  await visit('/');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  await expect(page).toHaveScreenshot('header-search-open.png');
});
