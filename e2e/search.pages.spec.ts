import type { Page } from '@playwright/test';
import { anyWidth, expect, test } from './fixtures';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Avaa haku' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Hae sivustolta' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Hakusana' });

async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

test('the search icon opens a modal dialog whose box has focus and the placeholder "Hae..."', async ({
  page,
  visit,
}) => {
  await visit('/');
  await expect(dialog(page)).toBeHidden();
  await openSearch(page);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Hae...');
  await expect(dialog(page).getByRole('button', { name: 'Hae', exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Sulje haku' })).toBeVisible();
  // Modal: the page behind it is inert.
  expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true);
});

const submissions = [
  { typed: 'kreatiini', url: '/haku?q=kreatiini', heading: 'Hakutulokset: kreatiini' },
  { typed: '   D-vitamiini   ', url: '/haku?q=D-vitamiini', heading: 'Hakutulokset: D-vitamiini' },
  {
    typed: ' omega-3 & magnesium 50+ ',
    url: '/haku?q=omega-3%20%26%20magnesium%2050%2B',
    heading: 'Hakutulokset: omega-3 & magnesium 50+',
  },
  { typed: 'lisäravinne <b>', url: '/haku?q=lis%C3%A4ravinne%20%3Cb%3E', heading: 'Hakutulokset: lisäravinne <b>' },
];

for (const { typed, url, heading } of submissions) {
  test(`submitting "${typed}" goes to ${url}, then closes and clears the search`, anyWidth, async ({ page, visit }) => {
    await visit('/tietoa');
    await openSearch(page);
    await searchBox(page).fill(typed);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(dialog(page)).toBeHidden();
    await openSearch(page);
    await expect(searchBox(page)).toHaveValue('');
  });
}

test('the submit button submits as Enter does', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await openSearch(page);
  await searchBox(page).fill('melatoniini');
  await dialog(page).getByRole('button', { name: 'Hae', exact: true }).click();
  await expect(page).toHaveURL('/haku?q=melatoniini');
  await expect(dialog(page)).toBeHidden();
});

for (const blank of ['', '   ', '\t \t']) {
  test(`blank text ${JSON.stringify(blank)} is not submitted`, anyWidth, async ({ page, visit }) => {
    await visit('/tietoa');
    await openSearch(page);
    await searchBox(page).fill(blank);
    await searchBox(page).press('Enter');
    await dialog(page).getByRole('button', { name: 'Hae', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL('/tietoa');
    await expect(searchBox(page)).toBeFocused();
  });
}

test(
  'Escape closes the search, clears it and returns focus to the search button',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/');
    await openSearch(page);
    await searchBox(page).fill('uni');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await openSearch(page);
    await expect(searchBox(page)).toHaveValue('');
  },
);

test('a click outside the search closes and clears it', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await openSearch(page);
  await searchBox(page).fill('punavalo');
  const box = (await dialog(page).boundingBox())!;
  // Below the dialog, on the backdrop.
  await page.mouse.click(box.x + box.width / 2, Math.min(box.y + box.height + 80, page.viewportSize()!.height - 5));
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL('/');
  await openSearch(page);
  await expect(searchBox(page)).toHaveValue('');
});

test('the close button closes and clears the search', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await openSearch(page);
  await searchBox(page).fill('tyyny');
  await dialog(page).getByRole('button', { name: 'Sulje haku' }).click();
  await expect(dialog(page)).toBeHidden();
  await openSearch(page);
  await expect(searchBox(page)).toHaveValue('');
});

test('a click inside the dialog does not close it', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await openSearch(page);
  await dialog(page).getByRole('heading', { name: 'Hae sivustolta' }).click();
  await expect(dialog(page)).toBeVisible();
});
