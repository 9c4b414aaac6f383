// The desktop header answers from the first paint (issue #41): its dropdowns are popovers and CSS hover, which work
// before the page is hydrated and with JavaScript off, and hydration changes nothing the reader sees. The rules
// themselves are driven in both phases in header-rules.desktop.spec.ts.
import type { Page } from '@playwright/test';
import { expect, expectNotHydrated, ownContext, test, waitUntilReady } from './fixtures';
import { disclosure, headerPicture, mainMenu, openUnhydrated, submenuHrefs, submenuOf } from './header-first-paint';
import { expectExpanded } from './header-rules';
import { specSubmenus } from './spec-data';

const entryLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: label, exact: true });

test('a pointer resting on a hub link when hydration finishes keeps its dropdown, with no visible change', async ({
  page,
}) => {
  const release = await openUnhydrated(page);
  await entryLink(page, 'Kauneus').hover();
  await expect(submenuOf(page, 'Kauneus')).toBeVisible();
  await expectNotHydrated(page);
  const before = await headerPicture(page, 360);
  release();
  await waitUntilReady(page);
  await expect(submenuOf(page, 'Kauneus')).toBeVisible();
  expect(await headerPicture(page, 360), 'the header as hydration found it').toEqual(before);
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(submenuOf(page, 'Kauneus')).toBeHidden();
});

test('a dropdown opened by Enter before hydration stays open, with focus in it, when hydration finishes', async ({
  page,
}) => {
  const release = await openUnhydrated(page);
  await disclosure(page, 'Liikunta').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = submenuOf(page, 'Liikunta').getByRole('link').first();
  await expect(first).toBeFocused();
  await expectNotHydrated(page);
  release();
  await waitUntilReady(page);
  await expect(first).toBeFocused();
  await expectExpanded(page, 'Alavalikko: Liikunta', true);
  await page.keyboard.press('Escape');
  await expect(submenuOf(page, 'Liikunta')).toBeHidden();
  await expect(disclosure(page, 'Liikunta')).toBeFocused();
});

test('with JavaScript off the dropdowns open on hover and from their buttons, and Escape closes them', async ({
  browser,
}) => {
  // A context of its own: the shared one cannot turn scripts off.
  const context = await ownContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paras-magnesium');
  await expect(submenuOf(page, 'Lisäravinteet')).toBeHidden();
  await entryLink(page, 'Lisäravinteet').hover();
  await expect(submenuOf(page, 'Lisäravinteet')).toBeVisible();
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(submenuOf(page, 'Lisäravinteet')).toBeHidden();
  await disclosure(page, 'Uni ja palautuminen').focus();
  await page.keyboard.press('Enter');
  await expect(submenuOf(page, 'Uni ja palautuminen')).toBeVisible();
  expect(await submenuHrefs(page, 'Uni ja palautuminen')).toEqual(specSubmenus.at(-1)!.submenu);
  await page.keyboard.press('Escape');
  await expect(submenuOf(page, 'Uni ja palautuminen')).toBeHidden();
  await context.close();
});
