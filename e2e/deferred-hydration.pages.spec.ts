// Hydration off the paint path (issue #23, docs/decisions/004-hydration-after-load.md): the header's menu buttons work
// before hydration (they are the browser's popovers, decision 012), and a press of another button that comes before it is kept and carried out once the page is
// hydrated. When the scripts load and how soon the page is hydrated is timed in hydration-timing.timing.spec.ts, on a
// machine with nothing else running.
import { anyWidth, expect, expectNotHydrated, holdHydration, test, waitUntilReady } from './fixtures';
import { expectExpanded } from './header-rules';

test(
  'a click on the search button before hydration opens the search once the page is hydrated',
  anyWidth,
  async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/paras-magnesium');
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Avaa haku' });
    await searchButton.click();
    await expectNotHydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Hae sivustolta' });
    await expect(dialog).toHaveCount(0);
    release();
    await waitUntilReady(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Hakusana' })).toBeFocused();
  },
);

test('Enter on a menu button before hydration opens its list at once, and the hydrated header keeps it open', async ({
  page,
}) => {
  const release = await holdHydration(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  // At or below the menu breakpoint the hamburger opens the menu; above it each entry's disclosure button its submenu.
  const mobile = (page.viewportSize()?.width ?? 0) < 1225;
  const button = mobile
    ? banner.getByRole('button', { name: 'Valikko', exact: true })
    : banner.getByRole('button', { name: /^Alavalikko: / }).first();
  const name = mobile ? 'Valikko' : ((await button.textContent()) ?? '');
  const controlled = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await button.focus();
  await page.keyboard.press('Enter');
  await expectNotHydrated(page);
  await expectExpanded(page, name, true);
  await expect(controlled.getByRole('link').first()).toBeVisible();
  release();
  await waitUntilReady(page);
  await expectExpanded(page, name, true);
  await expect(controlled.getByRole('link').first()).toBeVisible();
  // The hydrated header closes it again with the same key.
  await page.keyboard.press('Enter');
  await expectExpanded(page, name, false);
  await expect(controlled.getByRole('link').first()).toBeHidden();
});

test(
  'a reader who scrolls before hydration stays where they scrolled once the page is hydrated',
  anyWidth,
  async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/paras-magnesium');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expectNotHydrated(page);
    release();
    await waitUntilReady(page);
    // Hydration ends in a commit whose layout effects ran before the marker; the page must still be where the reader left it.
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  },
);
