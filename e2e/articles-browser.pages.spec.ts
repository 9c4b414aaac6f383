import type { Page } from '@playwright/test';
import { contentItems } from '../src/content/collections.server';
import { anyWidth, expect, expectNotHydrated, holdHydration, ownContext, test, waitUntilReady } from './fixtures';

const articleList = contentItems();

const cards = (page: Page) => page.getByRole('list', { name: 'Artikkelit' }).getByRole('article');
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Suodata kategorian mukaan' }).getByRole('button', { name, exact: true });
const inCategory = (category: string) => articleList.filter((item) => item.category === category).length;

test('/artikkelit lists every article and review', anyWidth, async ({ page, visit }) => {
  await visit('/artikkelit');
  await expect(cards(page)).toHaveCount(articleList.length);
  await expect(filter(page, 'Kaikki')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Kaikki artikkelit: ${articleList.length}`);
});

test(
  'a category button filters the list, keeps the filter in the address, and it survives a reload',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/artikkelit');
    await filter(page, 'Kauneus').click();
    await expect(page).toHaveURL('/artikkelit?kategoria=Kauneus');
    await expect(filter(page, 'Kauneus')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(inCategory('Kauneus'));
    await page.reload();
    await expect(cards(page)).toHaveCount(inCategory('Kauneus'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Kategoriassa Kauneus on ${inCategory('Kauneus')} artikkelia`,
    );
    await filter(page, 'Kaikki').click();
    await expect(page).toHaveURL('/artikkelit');
    await expect(cards(page)).toHaveCount(articleList.length);
  },
);

test(
  'a shared link opens the filtered view; an unknown category shows everything',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/artikkelit?kategoria=Tuotearvostelut');
    await expect(cards(page)).toHaveCount(inCategory('Tuotearvostelut'));
    await visit('/artikkelit?kategoria=%3Cb%3Eei%3C%2Fb%3E');
    await expect(cards(page)).toHaveCount(articleList.length);
    await expect(filter(page, 'Kaikki')).toHaveAttribute('aria-pressed', 'true');
  },
);

test(
  'a shared filtered link shows a note, not the whole list, until the filter applies; without scripts every article',
  anyWidth,
  async ({ page, browser }) => {
    const release = await holdHydration(page);
    await page.goto('/artikkelit?kategoria=Mindfulness');
    await expectNotHydrated(page);
    await expect(page.getByRole('main').getByText('Rajataan artikkeleita kategorian mukaan…')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Artikkelit' })).toBeHidden();
    release();
    await waitUntilReady(page);
    await expect(cards(page)).toHaveCount(inCategory('Mindfulness'));
    await expect(page.getByRole('main').getByText('Rajataan artikkeleita kategorian mukaan…')).toHaveCount(0);

    const context = await ownContext(browser, { javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/artikkelit?kategoria=Mindfulness');
    await expect(cards(plain)).toHaveCount(articleList.length);
    await expect(plain.getByText('Rajataan artikkeleita kategorian mukaan…')).toBeHidden();
    await context.close();
  },
);

test('the filters work with the keyboard', anyWidth, async ({ page, visit }) => {
  await visit('/artikkelit');
  await filter(page, 'Kaikki').focus();
  await page.keyboard.press('Tab');
  await expect(filter(page, 'Vertailut')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(inCategory('Vertailut'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/artikkelit?kategoria=Terveysteknologia');
});

test('the article browser has no WCAG 2.2 A/AA violations', async ({ visit, accessibilityViolations }) => {
  await visit('/artikkelit?kategoria=Kauneus');
  expect(await accessibilityViolations()).toEqual([]);
});
