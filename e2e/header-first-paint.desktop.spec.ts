// The desktop header answers from the first paint (issue #41): before the page is hydrated, and with JavaScript off, a
// hub's dropdown opens on hover and on keyboard focus (CSS), and the hydrated header takes over what the reader sees
// without a visible change. Every test here acts while a probe shows the page is not hydrated yet.
import type { Page } from '@playwright/test';
import { expect, expectNotHydrated, ownContext, test, waitUntilReady } from './fixtures';
import { disclosure, headerPicture, mainMenu, openUnhydrated, submenuHrefs, submenuOf } from './header-first-paint';
import { specSubmenus } from './spec-data';

const entryLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: label, exact: true });

test('before hydration, hovering each hub link opens its dropdown with the spec links, and leaving closes it', async ({
  page,
}) => {
  await openUnhydrated(page);
  for (const entry of specSubmenus) {
    await expect(submenuOf(page, entry.label)).toBeHidden();
    await entryLink(page, entry.label).hover();
    await expect(submenuOf(page, entry.label)).toBeVisible();
    expect(await submenuHrefs(page, entry.label)).toEqual(entry.submenu);
    // Moving down into the dropdown keeps it open; leaving the entry closes it.
    await submenuOf(page, entry.label).getByRole('link').last().hover();
    await expect(submenuOf(page, entry.label)).toBeVisible();
    await page.mouse.move(5, page.viewportSize()!.height - 5);
    await expect(submenuOf(page, entry.label)).toBeHidden();
  }
  await expectNotHydrated(page);
});

test('before hydration, keyboard focus on a hub link opens its dropdown and Tab walks into it', async ({ page }) => {
  await openUnhydrated(page);
  await entryLink(page, 'Terveysteknologia').focus();
  await expect(submenuOf(page, 'Terveysteknologia')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(disclosure(page, 'Terveysteknologia')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submenuOf(page, 'Terveysteknologia').getByRole('link').first()).toBeFocused();
  await expect(submenuOf(page, 'Terveysteknologia')).toBeVisible();
  // Focus moving on to the next hub closes the first dropdown and opens the next.
  await entryLink(page, 'Kauneus').focus();
  await expect(submenuOf(page, 'Terveysteknologia')).toBeHidden();
  await expect(submenuOf(page, 'Kauneus')).toBeVisible();
  await expectNotHydrated(page);
});

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
  await expect(disclosure(page, 'Kauneus')).toHaveAttribute('aria-expanded', 'true');
  await expect(submenuOf(page, 'Kauneus')).toBeVisible();
  expect(await headerPicture(page, 360), 'the header as hydration found it').toEqual(before);
  // The hydrated header has taken over: leaving closes the dropdown, and Escape closes one that hover opened.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(submenuOf(page, 'Kauneus')).toBeHidden();
  await expect(disclosure(page, 'Kauneus')).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard focus inside a dropdown when hydration finishes keeps it open', async ({ page }) => {
  const release = await openUnhydrated(page);
  await entryLink(page, 'Liikunta').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const first = submenuOf(page, 'Liikunta').getByRole('link').first();
  await expect(first).toBeFocused();
  await expectNotHydrated(page);
  release();
  await waitUntilReady(page);
  await expect(first).toBeFocused();
  await expect(disclosure(page, 'Liikunta')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(submenuOf(page, 'Liikunta')).toBeHidden();
  await expect(disclosure(page, 'Liikunta')).toBeFocused();
});

test('with JavaScript off the dropdowns open on hover and on keyboard focus', async ({ browser }) => {
  // A context of its own: the shared one cannot turn scripts off.
  const context = await ownContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paras-magnesium');
  await expect(submenuOf(page, 'Lisäravinteet')).toBeHidden();
  await entryLink(page, 'Lisäravinteet').hover();
  await expect(submenuOf(page, 'Lisäravinteet')).toBeVisible();
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(submenuOf(page, 'Lisäravinteet')).toBeHidden();
  await entryLink(page, 'Uni ja palautuminen').focus();
  await expect(submenuOf(page, 'Uni ja palautuminen')).toBeVisible();
  expect(await submenuHrefs(page, 'Uni ja palautuminen')).toEqual(specSubmenus.at(-1)!.submenu);
  await context.close();
});
