// The mobile header answers from the first paint (issue #41): before the page is hydrated the hamburger opens a menu
// whose links work and whose arrows open their submenus, and the hydrated header takes over what the reader opened
// without a visible change. Every test here acts while a probe shows the page is not hydrated yet.
import type { Page } from '@playwright/test';
import { expect, expectNotHydrated, test, waitUntilReady } from './fixtures';
import {
  disclosure as arrow,
  headerPicture,
  mainMenu,
  openUnhydrated,
  submenuHrefs,
  submenuOf,
} from './header-first-paint';
import { specHeader, specSubmenus } from './spec-data';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Valikko', exact: true });

test('before hydration the hamburger opens the menu, its arrows open one submenu at a time, and its links work', async ({
  page,
}) => {
  await openUnhydrated(page);
  await expect(mainMenu(page)).toBeHidden();
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page)).toBeVisible();
  expect(
    await mainMenu(page)
      .getByRole('listitem')
      .filter({ has: page.locator(':scope > a') })
      .locator(':scope > a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(specHeader.map((entry) => entry.path));
  for (const entry of specSubmenus) {
    await arrow(page, entry.label).click();
    await expect(arrow(page, entry.label)).toHaveAttribute('aria-expanded', 'true');
    await expect(submenuOf(page, entry.label)).toBeVisible();
    expect(await submenuHrefs(page, entry.label)).toEqual(entry.submenu);
    // Only one submenu is open at a time.
    for (const other of specSubmenus.filter((item) => item !== entry))
      await expect(submenuOf(page, other.label)).toBeHidden();
  }
  // The arrow closes its own submenu again, and the hamburger closes the menu.
  await arrow(page, 'Uni ja palautuminen').click();
  await expect(submenuOf(page, 'Uni ja palautuminen')).toBeHidden();
  await menuButton(page).click();
  await expect(mainMenu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectNotHydrated(page);
  // A link of the menu opened before hydration leads to its page.
  await menuButton(page).click();
  await arrow(page, 'Liikunta').click();
  await submenuOf(page, 'Liikunta').locator('a[href="/palautuminen"]').click();
  await expect(page).toHaveURL('/palautuminen');
});

test('a menu opened before hydration stays as it was when the page hydrates, and the hydrated header takes over', async ({
  page,
}) => {
  const release = await openUnhydrated(page);
  await menuButton(page).click();
  await arrow(page, 'Kauneus').click();
  await expect(submenuOf(page, 'Kauneus')).toBeVisible();
  await expectNotHydrated(page);
  const before = await headerPicture(page, 600);
  release();
  await waitUntilReady(page);
  expect(await headerPicture(page, 600), 'the menu as hydration found it').toEqual(before);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(arrow(page, 'Kauneus')).toHaveAttribute('aria-expanded', 'true');
  // Hydrated: Escape closes the submenu and then the menu, returning focus to the button that opened each.
  await arrow(page, 'Kauneus').focus();
  await page.keyboard.press('Escape');
  await expect(submenuOf(page, 'Kauneus')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});
