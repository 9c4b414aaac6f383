import { expect, fullPageShot, loadLazyImages, openForPicture, readOnlyTest, test } from './fixtures';
import { pageKinds } from './page-kinds';

// The visual regression table: every kind of page at 1440 and 390 px, as full-page pictures named after what they
// show (snapshots/visual.pages.spec.ts/{kind}-{project}.png). 1226 and 1224 px differ from these only in the header,
// whose every state (closed, menu and submenu open, search open) the header specs picture at all four widths. Remote
// images are answered with one fixed local picture by the test fixture. The component gallery is pictured in
// gallery.pages.spec.ts. How to review and update them: docs/testing.md.

readOnlyTest.describe('page kinds', () => {
  // The browser logs a 404 response itself as a console error.
  readOnlyTest.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { name, path, status = 200, viewportOnly } of pageKinds) {
    readOnlyTest(`screenshot: ${name} (${path})`, async ({ page }) => {
      const response = await openForPicture(page, path);
      expect(response!.status()).toBe(status);
      if (path.startsWith('/haku')) await expect(page.getByRole('main').getByRole('status')).not.toHaveText('Haetaan…');
      if (viewportOnly) await expect(page).toHaveScreenshot(`${name}.png`);
      else {
        await loadLazyImages(page);
        await expect(page).toHaveScreenshot(`${name}.png`, fullPageShot);
      }
    });
  }
});

// The search is opened with the mouse, so this picture gets a page of its own, not the shared one.
test('screenshot: search-suggestions (the search open with suggestions, the first highlighted)', async ({ page }) => {
  await openForPicture(page, '/tietoa');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hae sivustolta' });
  const box = dialog.getByRole('combobox', { name: 'Hakusana' });
  await box.pressSequentially('uni');
  const first = dialog.getByRole('listbox', { name: 'Hakuehdotukset' }).getByRole('option').first();
  // The index loads when the search opens; the arrow moves the highlight only once the suggestions are there.
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveScreenshot('search-suggestions.png');
});
