import type { Page } from '@playwright/test';
import { pageTexts } from '../src/content/collections/pages.server';
import { catalogue as readCatalogue } from '../src/content/collections/products.server';
import { lowestPrice } from '../src/lib/catalogue';
import { categoriesOf, parsePrice } from '../src/lib/product-filters';
import { escapeRegExp } from './content-text';
import { anyWidth, expect, expectNotHydrated, holdHydration, test, waitUntilReady } from './fixtures';

// The expectations come from the catalogue itself, one card per product at its lowest price.
const catalogue = readCatalogue();
const count = (predicate: (product: (typeof catalogue)[number]) => boolean) => catalogue.filter(predicate).length;
const categories = categoriesOf(catalogue);
const brands = [...new Set(catalogue.map((product) => product.brand))];
/** Two brands, by a product of each: one that sells in the Uni category, one that does not. */
const brandOf = (id: string) => catalogue.find((product) => product.id === id)!.brand;
const sleepBrand = brandOf('loop-quiet-2');
const otherBrand = brandOf('oura-ring-4');
/** /tuotteet with filters in its address, written as the page writes them. */
const filtered = (...params: [string, string][]) => `/tuotteet?${new URLSearchParams(params).toString()}`;
const priced = (limit: number) => (product: (typeof catalogue)[number]) =>
  (parsePrice(lowestPrice(product)) ?? Infinity) <= limit;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => page.getByRole('list', { name: 'Tuotteet' }).getByRole('article');
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Kategoria' }).getByRole('button', { name, exact: true });
const brandBox = (page: Page, brand: string) =>
  page
    .getByRole('group', { name: 'Merkki' })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)} \\(\\d+\\)$`) });
const slider = (page: Page) => page.getByRole('slider', { name: 'Enimmäishinta' });
const status = (page: Page) => main(page).getByRole('status');
const filterToggle = (page: Page) => main(page).getByRole('button', { name: /^Suodattimet/ });
const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

/** On a narrow screen the filters are folded behind a button: open them. */
async function openFilters(page: Page) {
  if (narrow(page)) await filterToggle(page).click();
  await expect(page.getByRole('region', { name: 'Suodattimet' })).toBeVisible();
}

const resultCount = (n: number) => `Löytyi ${n} ${n === 1 ? 'tuote' : 'tuotetta'}`;

test('/tuotteet shows the whole catalogue with its filters', async ({ page, visit }) => {
  await visit('/tuotteet');
  await openFilters(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pageTexts()['/tuotteet']!.title!);
  await expect(cards(page)).toHaveCount(catalogue.length);
  await expect(status(page)).toHaveText(resultCount(catalogue.length));
  // A button for "Kaikki" and each category of the catalogue in Finnish alphabetical order; only "Kaikki" is pressed.
  const categoryGroup = page.getByRole('group', { name: 'Kategoria' });
  await expect(categoryGroup.getByRole('button')).toHaveText(['Kaikki', ...categories]);
  await expect(categoryGroup.getByRole('button', { pressed: true })).toHaveText(['Kaikki']);
  await expect(slider(page)).toHaveAttribute('min', '0');
  await expect(slider(page)).toHaveAttribute('max', '100');
  await expect(slider(page)).toHaveValue('100');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '100 € tai enemmän');
  await expect(page.getByRole('group', { name: 'Merkki' }).getByRole('checkbox')).toHaveCount(brands.length);
  await expect(page.getByRole('group', { name: 'Merkki' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
  // Every card is a product card with its store button.
  await expect(cards(page).getByRole('link', { name: /^Siirry verkkokauppaan!/ })).toHaveCount(catalogue.length);
});

test(
  'a category button filters, narrows the brands, lives in the address and survives a reload',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/tuotteet');
    await openFilters(page);
    await categoryButton(page, 'Uni').click();
    await expect(page).toHaveURL('/tuotteet?kategoria=Uni');
    await expect(categoryButton(page, 'Uni')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(count((product) => product.category === 'Uni'));
    const uniBrands = new Set(
      catalogue.filter((product) => product.category === 'Uni').map((product) => product.brand),
    );
    await expect(page.getByRole('group', { name: 'Merkki' }).getByRole('checkbox')).toHaveCount(uniBrands.size);
    await page.reload();
    await expect(cards(page)).toHaveCount(count((product) => product.category === 'Uni'));
    await expect(status(page)).toHaveText(resultCount(count((product) => product.category === 'Uni')));
    await openFilters(page);
    await categoryButton(page, 'Kaikki').click();
    await expect(page).toHaveURL('/tuotteet');
    await expect(cards(page)).toHaveCount(catalogue.length);
  },
);

test('the price slider works with the keyboard; its top means no limit', anyWidth, async ({ page, visit }) => {
  await visit('/tuotteet');
  await openFilters(page);
  await slider(page).focus();
  for (let step = 0; step < 14; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(slider(page)).toHaveValue('30');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Enintään 30 €');
  await expect(main(page).getByText('Enintään 30 €', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/tuotteet?hinta=30');
  await expect(cards(page)).toHaveCount(count(priced(30)));
  await page.reload();
  await openFilters(page);
  await expect(slider(page)).toHaveValue('30');
  await expect(cards(page)).toHaveCount(count(priced(30)));
  await slider(page).focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL('/tuotteet');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '100 € tai enemmän');
  await expect(cards(page)).toHaveCount(catalogue.length);
});

test('brand checkboxes combine with each other and with the category', anyWidth, async ({ page, visit }) => {
  const both = [sleepBrand, otherBrand];
  expect(count((product) => product.brand === sleepBrand && product.category === 'Uni')).toBeGreaterThan(0);
  expect(count((product) => product.brand === otherBrand && product.category === 'Uni')).toBe(0);
  await visit('/tuotteet');
  await openFilters(page);
  await brandBox(page, sleepBrand).check();
  await expect(page).toHaveURL(filtered(['merkki', sleepBrand]));
  await expect(cards(page)).toHaveCount(count((product) => product.brand === sleepBrand));
  await brandBox(page, otherBrand).press('Space');
  await expect(brandBox(page, otherBrand)).toBeChecked();
  await expect(page).toHaveURL(filtered(['merkki', sleepBrand], ['merkki', otherBrand]));
  await expect(cards(page)).toHaveCount(count((product) => both.includes(product.brand)));
  await page.reload();
  await openFilters(page);
  await expect(brandBox(page, sleepBrand)).toBeChecked();
  await expect(cards(page)).toHaveCount(count((product) => both.includes(product.brand)));
  // Choosing a category keeps only the chosen brands it has.
  await categoryButton(page, 'Uni').click();
  await expect(page).toHaveURL(filtered(['kategoria', 'Uni'], ['merkki', sleepBrand]));
  await expect(cards(page)).toHaveCount(count((product) => product.brand === sleepBrand && product.category === 'Uni'));
});

test('on a narrow screen the filters fold behind a button that tells how many are on', async ({ page, visit }) => {
  await visit(filtered(['kategoria', 'Uni'], ['merkki', sleepBrand]));
  const panel = page.getByRole('region', { name: 'Suodattimet' });
  if (!narrow(page)) {
    await expect(filterToggle(page)).toBeHidden();
    await expect(panel).toBeVisible();
    return;
  }
  await expect(panel).toBeHidden();
  await expect(filterToggle(page)).toHaveText('Suodattimet (2)');
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await filterToggle(page).press('Enter');
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(categoryButton(page, 'Kaikki')).toBeFocused();
  await filterToggle(page).click();
  await expect(panel).toBeHidden();
});

test(
  'a shared filtered link shows a note, not the whole catalogue, until the filters apply; an unfiltered one shows it',
  anyWidth,
  async ({ page, context }) => {
    const note = (on: Page) => main(on).getByText('Rajataan tuotteita valintojesi mukaan…');
    const release = await holdHydration(page);
    await page.goto(filtered(['kategoria', 'Uni'], ['merkki', sleepBrand]));
    await expectNotHydrated(page);
    await expect(note(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tuotteet' })).toBeHidden();
    release();
    await waitUntilReady(page);
    await expect(cards(page)).toHaveCount(
      count((product) => product.category === 'Uni' && product.brand === sleepBrand),
    );
    await expect(note(page)).toHaveCount(0);

    // The same page at its plain address, still before hydration: every product, no note.
    const plain = await context.newPage();
    await holdHydration(plain);
    await plain.goto('/tuotteet');
    await expectNotHydrated(plain);
    await expect(cards(plain)).toHaveCount(catalogue.length);
    await expect(note(plain)).toBeHidden();
  },
);

test('no matching products gives a message and a way back to everything', anyWidth, async ({ page, visit }) => {
  await visit('/tuotteet?kategoria=Uni&hinta=0');
  await expect(cards(page)).toHaveCount(0);
  await expect(status(page)).toHaveText(resultCount(0));
  await expect(main(page).getByText('Valinnoillasi ei löytynyt tuotteita.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Tyhjennä valinnat' }).first().click();
  await expect(page).toHaveURL('/tuotteet');
  await expect(cards(page)).toHaveCount(catalogue.length);
  await expect(main(page).getByRole('button', { name: 'Tyhjennä valinnat' })).toHaveCount(0);
});

test('a malformed or hostile address is ignored and everything is shown', anyWidth, async ({ page, visit }) => {
  await visit('/tuotteet?kategoria=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&hinta=abc&merkki=%3Cb%3EX%3C%2Fb%3E');
  await openFilters(page);
  await expect(cards(page)).toHaveCount(catalogue.length);
  await expect(categoryButton(page, 'Kaikki')).toHaveAttribute('aria-pressed', 'true');
  await expect(slider(page)).toHaveValue('100');
  await expect(main(page).locator('img[src="x"]')).toHaveCount(0);
});

test('the product browser has no WCAG 2.2 A/AA violations', async ({ visit, accessibilityViolations }) => {
  await visit(filtered(['kategoria', 'Uni'], ['hinta', '40'], ['merkki', sleepBrand]));
  expect(await accessibilityViolations()).toEqual([]);
  await visit('/tuotteet?kategoria=Uni&hinta=0');
  expect(await accessibilityViolations()).toEqual([]);
});
