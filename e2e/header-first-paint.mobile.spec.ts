// The mobile header answers from the first paint (issue #41): its menu and submenus are popovers, which work before the
// page is hydrated, and hydration changes nothing the reader sees. The rules themselves are driven in both phases in
// header-rules.mobile.spec.ts.
import type { Page } from '@playwright/test';
import { expect, expectNotHydrated, test, waitUntilReady } from './fixtures';
import { disclosure as arrow, headerPicture, mainMenu, openUnhydrated, submenuOf } from './header-first-paint';
import { expectExpanded } from './header-rules';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Valikko', exact: true });

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
  await expectExpanded(page, 'Valikko', true);
  await expectExpanded(page, 'Alavalikko: Kauneus', true);
  // Hydrated: Escape closes the submenu and then the menu, returning focus to the button that opened each.
  await arrow(page, 'Kauneus').focus();
  await page.keyboard.press('Escape');
  await expect(submenuOf(page, 'Kauneus')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});
