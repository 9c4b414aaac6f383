import type { Page } from '@playwright/test';
import { theme } from '../src/styles/theme';
import { expect, openForPicture, test } from './fixtures';

const isMobileWidth = (page: Page) => page.viewportSize()!.width <= theme.breakpoints.menu;
const footer = (page: Page) => page.getByRole('contentinfo');

/** The header's interactive states, reached the way a reader reaches them at this width. */
const headerStates: Record<string, (page: Page) => Promise<void>> = {
  closed: async () => {},
  'menu-open': async (page) => {
    if (isMobileWidth(page)) await page.getByRole('button', { name: 'Valikko', exact: true }).click();
  },
  'submenu-open': async (page) => {
    if (isMobileWidth(page)) {
      await page.getByRole('button', { name: 'Valikko', exact: true }).click();
      await page.getByRole('button', { name: 'Alavalikko: Lisäravinteet' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Päävalikko' })
        .getByRole('link', { name: 'Lisäravinteet', exact: true })
        .hover();
    }
    const id = await page.getByRole('button', { name: 'Alavalikko: Lisäravinteet' }).getAttribute('aria-controls');
    await expect(page.locator(`[id="${id}"]`).getByRole('link').first()).toBeVisible();
  },
  'search-open': async (page) => {
    await page.getByRole('button', { name: 'Avaa haku' }).click();
    await expect(page.getByRole('dialog', { name: 'Hae sivustolta' })).toBeVisible();
  },
};

for (const [state, reach] of Object.entries(headerStates)) {
  test(`the shell with the header ${state} has no WCAG 2.2 A/AA violations`, async ({
    page,
    visit,
    accessibilityViolations,
  }) => {
    await visit('/');
    await reach(page);
    expect(await accessibilityViolations()).toEqual([]);
  });
}

test('screenshot: footer', async ({ page }) => {
  await openForPicture(page, '/');
  await expect(footer(page)).toHaveScreenshot('footer.png');
});
