// Spec §4 at and below the menu breakpoint: each rule of the hamburger menu and its submenus holds the same before the
// page is hydrated (its scripts held back; a probe shows it is not hydrated at the moment of each check) and after,
// keyboard included.
import type { Page } from '@playwright/test';
import { theme } from '../src/styles/theme';
import { expect } from './fixtures';
import {
  controlled,
  disclosure,
  entryLink,
  expectExpanded,
  mainMenu,
  menuButton,
  openIn,
  phases,
  test,
} from './header-rules';
import { widthTags } from './viewports';

/** Opens the menu and one submenu by pointer; returns the submenu. */
async function openMenuAndSubmenu(page: Page, label: string) {
  await menuButton(page).click();
  await disclosure(page, label).click();
  const submenu = await controlled(disclosure(page, label));
  await expect(submenu).toBeVisible();
  return submenu;
}

// The rules are the same at both widths of the menu mode, so they run at the outer one (e2e/viewports.ts).
for (const phase of phases) {
  test.describe(phase, { tag: widthTags.outerWidth }, () => {
    test('Enter opens the menu and a submenu; Escape closes the submenu, then the menu, returning focus', async ({
      page,
    }) => {
      const probe = await openIn(page, phase);
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(mainMenu(page)).toBeVisible();
      await expectExpanded(page, 'Valikko', true);
      const arrow = disclosure(page, 'Lisäravinteet');
      const submenu = await controlled(arrow);
      // The arrow is the next Tab stop after the entry's link.
      await entryLink(page, 'Lisäravinteet').focus();
      await page.keyboard.press('Tab');
      await expect(arrow).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(submenu).toBeVisible();
      await expectExpanded(page, 'Alavalikko: Lisäravinteet', true);
      await page.keyboard.press('Tab');
      await expect(submenu.getByRole('link').first()).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(submenu).toBeHidden();
      await expect(mainMenu(page)).toBeVisible();
      // HTML returns focus from a closing popover only for the first popover of a stack, and this submenu is the
      // second: the header's script returns it to the arrow, in both phases (decision 012).
      await expect(arrow).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(mainMenu(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expectExpanded(page, 'Valikko', false);
      await probe();
    });

    test('Escape with focus in the menu closes it and returns focus to the hamburger', async ({ page }) => {
      const probe = await openIn(page, phase);
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(entryLink(page, 'Lisäravinteet')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(mainMenu(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expectExpanded(page, 'Valikko', false);
      await probe();
    });

    test('the arrows open one submenu at a time and close their own', async ({ page }) => {
      const probe = await openIn(page, phase);
      const first = await openMenuAndSubmenu(page, 'Lisäravinteet');
      await disclosure(page, 'Kauneus').click();
      await expect(await controlled(disclosure(page, 'Kauneus'))).toBeVisible();
      await expect(first).toBeHidden();
      await expect(mainMenu(page)).toBeVisible();
      await disclosure(page, 'Kauneus').click();
      await expect(await controlled(disclosure(page, 'Kauneus'))).toBeHidden();
      await expect(mainMenu(page)).toBeVisible();
      await probe();
    });

    test('hovering an entry does not open its submenu at this width', async ({ page }) => {
      const probe = await openIn(page, phase);
      await menuButton(page).click();
      await entryLink(page, 'Liikunta').hover();
      await expect(await controlled(disclosure(page, 'Liikunta'))).toBeHidden();
      await probe();
    });

    test('a click outside the header closes the menu and the submenu', async ({ page }) => {
      const probe = await openIn(page, phase);
      const submenu = await openMenuAndSubmenu(page, 'Kauneus');
      await page.mouse.click(10, page.viewportSize()!.height - 10);
      await expect(mainMenu(page)).toBeHidden();
      await expect(submenu).toBeHidden();
      await expectExpanded(page, 'Valikko', false);
      await menuButton(page).click();
      await expect(submenu).toBeHidden();
      await probe();
    });

    test('clicking a link closes the menu and the submenu', async ({ page }) => {
      const probe = await openIn(page, phase);
      const submenu = await openMenuAndSubmenu(page, 'Uni ja palautuminen');
      // The link by its address in the spec's list; its label is the article's, in content/.
      await submenu.locator('a[href="/melatoniini"]').click();
      await expect(page).toHaveURL('/melatoniini');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainMenu(page)).toBeHidden();
      await expectExpanded(page, 'Valikko', false);
      await menuButton(page).click();
      await expect(submenu).toBeHidden();
      await probe();
    });

    test('widening the window past 1225 px closes the menu and the submenu; 1225 px does not', async ({ page }) => {
      const probe = await openIn(page, phase);
      const { height, width } = page.viewportSize()!;
      const submenu = await openMenuAndSubmenu(page, 'Terveysteknologia');
      await page.setViewportSize({ width: theme.breakpoints.menu, height });
      await expect(submenu).toBeVisible();
      await expectExpanded(page, 'Valikko', true);
      await probe();

      await page.setViewportSize({ width: theme.breakpoints.menu + 1, height });
      await expect(menuButton(page)).toBeHidden();
      await expect(submenu).toBeHidden();
      expect(await mainMenu(page).evaluate((nav) => nav.matches(':popover-open'))).toBe(false);
      // The desktop menu is in its place, as on a page loaded at this width.
      await expect(entryLink(page, 'Terveysteknologia')).toBeVisible();
      expectSameBox((await mainMenu(page).boundingBox())!, await freshMenuBox(page), 'the desktop menu bar');
      await probe();

      await page.setViewportSize({ width, height });
      await expect(mainMenu(page)).toBeHidden();
      await expectExpanded(page, 'Valikko', false);
      await expect(submenu).toBeHidden();
      await probe();
    });
  });
}

/**
 * The same box within 2 px sideways: either page may draw its labels in the metric-matched fallback font, which a
 * late web font leaves in place (font-display: optional, decision 011), and the bar is then 1.5 px narrower.
 */
function expectSameBox(box: Box, fresh: Box, what: string) {
  expect({ y: box.y, height: box.height }, what).toEqual({ y: fresh.y, height: fresh.height });
  expect(Math.abs(box.x - fresh.x), `${what}: x ${box.x}, fresh ${fresh.x}`).toBeLessThanOrEqual(2);
  expect(Math.abs(box.width - fresh.width), `${what}: width ${box.width}, fresh ${fresh.width}`).toBeLessThanOrEqual(2);
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the menu bar is on the same page freshly loaded at the current width. */
async function freshMenuBox(page: Page): Promise<Box> {
  const fresh = await page.context().newPage();
  await fresh.setViewportSize(page.viewportSize()!);
  await fresh.goto(page.url());
  await fresh.evaluate(() => document.fonts.ready.then(() => undefined));
  const box = (await mainMenu(fresh).boundingBox())!;
  await fresh.close();
  return box;
}
