import type { Page } from '@playwright/test';
import { buildSearchIndex } from '../scripts/search-index';
import { contentItems } from '../src/content/collections.server';
import { createSearchIndex } from '../src/lib/search';
import { anyWidth, expect, test } from './fixtures';

/** The site's search over the built index, for what a query ranks first (the titles are the content's). */
const searchIndex = createSearchIndex(buildSearchIndex());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Hae sivustolta' });
const box = (page: Page) => dialog(page).getByRole('combobox', { name: 'Hakusana' });
const options = (page: Page) => dialog(page).getByRole('listbox', { name: 'Hakuehdotukset' }).getByRole('option');

async function typeInSearch(page: Page, visit: (path: string) => Promise<void>, text: string) {
  await visit('/tietoa');
  await page.getByRole('button', { name: 'Avaa haku' }).click();
  await box(page).pressSequentially(text);
}

test('typing shows up to six top-ranked suggestions under the box', anyWidth, async ({ page, visit }) => {
  await typeInSearch(page, visit, 'uni');
  await expect(options(page)).toHaveCount(6);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(box(page)).toHaveAttribute('aria-autocomplete', 'list');
  // The best match of /haku's ranking comes first.
  await expect(options(page).first()).toContainText(searchIndex.search('uni')[0]!.title);
});

test(
  'a product suggestion says it opens a shop through an advertising link; an article suggestion does not',
  anyWidth,
  async ({ page, visit }) => {
    await typeInSearch(page, visit, 'korvatulpat');
    const ranked = searchIndex.search('korvatulpat').slice(0, 6);
    expect(ranked.map((entry) => entry.type)).toEqual(expect.arrayContaining(['product', 'article']));
    await expect(options(page)).toHaveText(
      ranked.map((entry) =>
        entry.type === 'product'
          ? new RegExp(`mainoslinkki verkkokauppaan$`)
          : new RegExp(`^(?!.*mainoslinkki).*${entry.category}$`),
      ),
    );
  },
);

test('arrow keys move the highlight and Enter opens the highlighted result', anyWidth, async ({ page, visit }) => {
  await typeInSearch(page, visit, 'melatoniini');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await box(page).press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/\/haku/);
  await expect(page).not.toHaveURL('/tietoa');
});

test('Enter with no highlighted suggestion submits to /haku as the spec says', anyWidth, async ({ page, visit }) => {
  await typeInSearch(page, visit, 'kreatiini');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL('/haku?q=kreatiini');
});

test('a click on a suggestion opens it', anyWidth, async ({ page, visit }) => {
  const creatine = contentItems().find((item) => item.id === 'kreatiini')!;
  await typeInSearch(page, visit, creatine.title);
  const first = options(page).filter({ hasText: creatine.title }).first();
  await first.click();
  await expect(page).toHaveURL(creatine.path);
});

test('no suggestions show for blank text, and the list closes with the search', anyWidth, async ({ page, visit }) => {
  await typeInSearch(page, visit, '   ');
  await expect(options(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await box(page).fill('tyyny');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the search with suggestions open has no WCAG 2.2 A/AA violations', async ({
  page,
  visit,
  accessibilityViolations,
}) => {
  await typeInSearch(page, visit, 'uni');
  // The index loads when the search opens; the arrow moves the highlight only once the suggestions are there.
  await expect(options(page).first()).toBeVisible();
  await box(page).press('ArrowDown');
  expect(await accessibilityViolations()).toEqual([]);
});
