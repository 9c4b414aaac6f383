// Spec §4 above the menu breakpoint: each rule of the desktop dropdowns holds the same before the page is hydrated
// (its scripts held back; a probe shows it is not hydrated at the moment of each check) and after, keyboard included.
import { expect } from './fixtures';
import { controlled, disclosure, entryLink, expectExpanded, openIn, phases, test } from './header-rules';
import { specSubmenus } from './spec-data';
import { widthTags } from './viewports';

// The rules are the same at both widths of the menu mode, so they run at the outer one (e2e/viewports.ts).
for (const phase of phases) {
  test.describe(phase, { tag: widthTags.outerWidth }, () => {
    test('Tab to a hub, Enter opens its dropdown, Escape closes it and returns focus; Space toggles', async ({
      page,
    }) => {
      const probe = await openIn(page, phase);
      const name = 'Alavalikko: Lisäravinteet';
      const button = disclosure(page, 'Lisäravinteet');
      const submenu = await controlled(button);
      await entryLink(page, 'Lisäravinteet').focus();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(submenu).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(submenu).toBeVisible();
      await expectExpanded(page, name, true);
      await page.keyboard.press('Tab');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(submenu).toBeHidden();
      await expect(button).toBeFocused();
      await expectExpanded(page, name, false);
      await page.keyboard.press('Space');
      await expect(submenu).toBeVisible();
      await page.keyboard.press('Space');
      await expect(submenu).toBeHidden();
      await probe();
    });

    test('hovering each hub opens its dropdown with the spec links, and leaving closes it', async ({ page }) => {
      const probe = await openIn(page, phase);
      for (const entry of specSubmenus) {
        const submenu = await controlled(disclosure(page, entry.label));
        await expect(submenu).toBeHidden();
        await entryLink(page, entry.label).hover();
        await expect(submenu).toBeVisible();
        const hrefs = await submenu.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(hrefs).toEqual(entry.submenu);
        // Moving down into the dropdown keeps it open; leaving the entry closes it.
        await submenu.getByRole('link').last().hover();
        await expect(submenu).toBeVisible();
        await page.mouse.move(5, page.viewportSize()!.height - 5);
        await expect(submenu).toBeHidden();
      }
      await probe();
    });

    test('hovering a second hub shows only its own dropdown', async ({ page }) => {
      const probe = await openIn(page, phase);
      await entryLink(page, 'Lisäravinteet').hover();
      await entryLink(page, 'Kauneus').hover();
      await expect(await controlled(disclosure(page, 'Kauneus'))).toBeVisible();
      await expect(await controlled(disclosure(page, 'Lisäravinteet'))).toBeHidden();
      await probe();
    });

    test('a click outside the header closes a dropdown opened by keyboard', async ({ page }) => {
      const probe = await openIn(page, phase);
      const button = disclosure(page, 'Uni ja palautuminen');
      const submenu = await controlled(button);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(submenu).toBeVisible();
      await page.getByRole('main').click({ position: { x: 20, y: 300 } });
      await expect(submenu).toBeHidden();
      await expectExpanded(page, 'Alavalikko: Uni ja palautuminen', false);
      await probe();
    });

    test('opening a second dropdown by keyboard closes the first', async ({ page }) => {
      const probe = await openIn(page, phase);
      const first = disclosure(page, 'Terveysteknologia');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(await controlled(first)).toBeVisible();
      const second = disclosure(page, 'Kauneus');
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(await controlled(second)).toBeVisible();
      await expect(await controlled(first)).toBeHidden();
      await expectExpanded(page, 'Alavalikko: Terveysteknologia', false);
      await probe();
    });

    for (const opener of ['hover', 'keyboard'] as const) {
      test(`clicking a link of a dropdown opened by ${opener} opens its page and closes the dropdown`, async ({
        page,
      }) => {
        const probe = await openIn(page, phase);
        const button = disclosure(page, 'Liikunta');
        const submenu = await controlled(button);
        if (opener === 'hover') await entryLink(page, 'Liikunta').hover();
        else {
          await button.focus();
          await page.keyboard.press('Enter');
        }
        await probe();
        // The link by its address in the spec's list; its label is the article's, in content/.
        await submenu.locator('a[href="/palautuminen"]').click();
        await expect(page).toHaveURL('/palautuminen');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(submenu).toBeHidden();
        await expectExpanded(page, 'Alavalikko: Liikunta', false);
        await probe();
      });
    }
  });
}
