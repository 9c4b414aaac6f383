import type { Page } from '@playwright/test';
import { loadContent } from '../src/content/collections.server';
import { catalogue } from '../src/content/collections/products.server';
import { lowestPrice } from '../src/lib/catalogue';
import { parsePrice } from '../src/lib/unit-price';
import { expect, test } from './fixtures';

// The summary table of a comparison: prerendered in the editors' order, sortable by rating and price with buttons in
// its column headings once the page is interactive (issue 21, item 3).

const comparison = loadContent().articles.find((article) => article.id === 'magnesium')!;
const compared = comparison.sections.flatMap((section) =>
  section.type === 'product' ? [catalogue().find((product) => product.id === section.productId)!] : [],
);
const names = (list: typeof compared) => list.map((product) => product.title);
/** The products by a value, a missing value last, ties in the editors' order (a stable sort). */
const by = (value: (product: (typeof compared)[number]) => number | undefined, sign: 1 | -1) =>
  names(
    [...compared].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
      return (x - y) * sign;
    }),
  );

const table = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Vertailun tuotteet lyhyesti' });
const rowNames = (page: Page) => table(page).getByRole('rowheader');
const heading = (page: Page, name: string) => table(page).getByRole('columnheader', { name });

test('the summary table sorts by price and by rating with its heading buttons, by keyboard, and tells the order', async ({
  page,
  visit,
  makeAxeBuilder,
}) => {
  expect(compared.length).toBeGreaterThanOrEqual(3);
  await visit('/paras-magnesium');
  await expect(rowNames(page)).toHaveText(names(compared));
  await expect(heading(page, 'Hinta')).not.toHaveAttribute('aria-sort');

  const price = heading(page, 'Hinta').getByRole('button', { name: 'Hinta' });
  await price.focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Hinta')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowNames(page)).toHaveText(by((product) => parsePrice(lowestPrice(product)), 1));
  await expect(page.getByRole('status').filter({ hasText: 'Järjestys:' })).toHaveText(
    'Järjestys: Hinta, edullisin ensin.',
  );
  // The picture starts at the table's left edge: on a phone the table scrolls sideways inside its box.
  await table(page).evaluate((element) => element.parentElement!.scrollTo({ left: 0 }));
  await expect(table(page)).toHaveScreenshot('summary-table-sorted-by-price.png');

  await page.keyboard.press('Space');
  await expect(heading(page, 'Hinta')).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(page)).toHaveText(by((product) => parsePrice(lowestPrice(product)), -1));

  await heading(page, 'Arvosana').getByRole('button').click();
  await expect(heading(page, 'Arvosana')).toHaveAttribute('aria-sort', 'descending');
  await expect(heading(page, 'Hinta')).not.toHaveAttribute('aria-sort');
  await expect(rowNames(page)).toHaveText(by((product) => product.rating, -1));
  await expect(page.getByRole('status').filter({ hasText: 'Järjestys:' })).toHaveText(
    'Järjestys: Arvosana, paras ensin.',
  );

  const { violations } = await makeAxeBuilder().include('table').analyze();
  expect(violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the summary table reads in the editors’ order, with no sort claimed', async ({ page }) => {
    await page.goto('/paras-magnesium');
    await expect(rowNames(page)).toHaveText(names(compared));
    await expect(table(page).locator('th[aria-sort]')).toHaveCount(0);
    await expect(heading(page, 'Hinta').getByRole('button')).toBeVisible();
  });
});
