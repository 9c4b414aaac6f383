import type { Page } from '@playwright/test';
import { loadContent } from '../src/content/collections.server';
import { catalogue } from '../src/content/collections/products.server';
import { lowestPrice, offersByPrice } from '../src/lib/catalogue';
import { formatDate } from '../src/lib/format';
import { missingFacts, parsePrice } from '../src/lib/unit-price';
import { anyWidth, expect, expectNotHydrated, openForPicture, ownContext, test } from './fixtures';

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

test(
  'the summary table sorts by price and by rating with its heading buttons, by keyboard, and tells the order',
  anyWidth,
  async ({ page, accessibilityViolations }) => {
    expect(compared.length).toBeGreaterThanOrEqual(3);
    await openForPicture(page, '/paras-magnesium');
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

    const violations = await accessibilityViolations('table');
    expect(violations).toEqual([]);
  },
);

test('every price, its shop and the caption show without scrolling sideways, and the caption says when the prices are from', async ({
  page,
  visit,
}) => {
  await visit('/paras-magnesium');
  const offers = compared.map((product) => offersByPrice(product.offers)[0]!);
  const days = new Set(offers.flatMap((offer) => (offer.price ? [offer.enteredAt ?? offer.checkedAt] : [])));
  // The magnesium comparison's prices were all entered by the editors on one day: the caption says it once.
  expect(days.size).toBe(1);
  expect(offers.every((offer) => !offer.price || offer.enteredAt)).toBe(true);
  await expect(table(page).locator('caption')).toHaveText(
    // The page ranks on the price per serving, which no product's checked facts give yet: the caption says so, and
    // that the ratings beside it could not weigh it.
    `Vertailun tuotteet lyhyesti Hinnat kirjattu ${formatDate([...days][0]!)}, ei tarkistettu kaupoista. Hintaa per annos ei voi vielä laskea: pakkauskokoa ja annosta ei ole tarkistettu valmistajalta. Arvosanoissa ei siksi ole otettu huomioon hintaa per annos.`,
    { useInnerText: true },
  );
  const width = page.viewportSize()!.width;
  // The caption wraps within the screen, not at the width of the table behind it.
  const caption = (await table(page).locator('caption').boundingBox())!;
  expect(caption.x).toBeGreaterThanOrEqual(0);
  expect(caption.x + caption.width, 'the caption’s right edge').toBeLessThanOrEqual(width);
  for (const [index, product] of compared.entries()) {
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: product.title, exact: true }) });
    const price = row.getByRole('cell').nth(0);
    const shop = row.getByRole('cell').nth(1).getByRole('link');
    await expect(price).toHaveText(offers[index]!.price ?? '–katso kaupasta');
    for (const cell of [price, shop]) {
      await cell.scrollIntoViewIfNeeded();
      const box = (await cell.boundingBox())!;
      expect(box.x, `${product.title}: ${await cell.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${product.title}: ${await cell.textContent()}`).toBeLessThanOrEqual(width);
    }
  }
  // Nothing above was reached by scrolling the table sideways.
  expect(await table(page).evaluate((element) => element.parentElement!.scrollLeft)).toBe(0);
});

test(
  'without JavaScript the summary table reads in the editors’ order, with no sort claimed',
  anyWidth,
  async ({ browser }) => {
    // A context of its own: the shared one cannot turn scripts off.
    const context = await ownContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/paras-magnesium');
    await expectNotHydrated(page);
    await expect(rowNames(page)).toHaveText(names(compared));
    await expect(table(page).locator('th[aria-sort]')).toHaveCount(0);
    await expect(heading(page, 'Hinta').getByRole('button')).toBeVisible();
    await context.close();
  },
);

test(
  'a comparison with must-haves shows where each product stands on them, and picks only those that meet them',
  anyWidth,
  async ({ page, visit }) => {
    // The blood-pressure comparison recommends validated monitors only: three have a published validation study in the
    // catalogue; for two none was found, so they say "ei tiedossa" and are no pick.
    await visit('/paras-verenpainemittari');
    const column = await table(page)
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent === 'Validoitu'));
    expect(column).toBeGreaterThan(0);
    const standing = async (name: string) =>
      table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell')
        .nth(column - 1);
    for (const name of ['Omron M7 Intelli IT', 'Withings BPM Connect', 'Microlife BP B3 AFIB'])
      await expect(await standing(name)).toHaveText(/^kyllä.*81060-2/);
    for (const name of ['Omron M3 Comfort', 'Beurer BM 54'])
      await expect(await standing(name)).toHaveText('ei tiedossa');
    const picks = page.getByRole('region', { name: 'Yhteenveto' }).getByRole('listitem');
    await expect(picks.filter({ hasText: /Omron M3 Comfort|Beurer BM 54/ })).toHaveCount(0);
    await expect(picks.filter({ hasText: 'Omron M7 Intelli IT' })).toHaveCount(1);
    // "Paras valinta, jos" recommends as a pick does: the two are not recommended for any use either.
    const bestFor = async (name: string) =>
      table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell')
        .last();
    for (const name of ['Omron M3 Comfort', 'Beurer BM 54']) await expect(await bestFor(name)).toHaveText('–');
    await expect(await bestFor('Omron M7 Intelli IT')).toHaveText(/^haluat validoidun mittarin/);
  },
);

test(
  'a comparison none of whose products is shown within the legal limit names no pick and recommends none for a use',
  anyWidth,
  async ({ page, visit }) => {
    // The retinol comparison recommends a product only within the 0.3 % limit in force: two compared products are above
    // it and the makers of the other two do not say how much retinol they hold.
    await visit('/paras-retinoli');
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toContain('EU-rajan sisällä');
    expect(headers.map((header) => header.trim())).not.toContain('Paras valinta, jos');
    const column = headers.indexOf('EU-rajan sisällä');
    const standing = (name: string) =>
      table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell')
        .nth(column - 1);
    for (const name of ['The Ordinary Retinol 0.5% in Squalane', "Paula's Choice Clinical 1% Retinol Treatment"])
      await expect(standing(name)).toHaveText('ei');
    for (const name of ['CeraVe Resurfacing Retinol Serum', 'La Roche-Posay Retinol B3 Serum'])
      await expect(standing(name)).toHaveText('ei tiedossa');
    const conclusion = page.getByRole('region', { name: 'Yhteenveto' });
    await expect(conclusion.getByRole('listitem')).toHaveCount(0);
    // The reason is written from the catalogue, so it names each product by where it falls short.
    await expect(conclusion.getByRole('paragraph').first()).toHaveText(
      'Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoa "EU-rajan sisällä". ' +
        "Ei täytä: The Ordinary Retinol 0.5% in Squalane, Paula's Choice Clinical 1% Retinol Treatment. " +
        'Tieto puuttuu: CeraVe Resurfacing Retinol Serum, La Roche-Posay Retinol B3 Serum.',
    );
    await expect(page.getByRole('main').getByText('Paras valinta, jos')).toHaveCount(0);
  },
);

test(
  'a comparison that ranks on price per serving names no best product while it cannot price every product',
  anyWidth,
  async ({ page, visit }) => {
    // The world this checks: no magnesium product's pack and serving have been read, so none can be priced per serving.
    expect(compared.filter((product) => missingFacts(product.facts, 'annos').length > 0)).toEqual(compared);
    await visit('/paras-magnesium');
    const conclusion = page.getByRole('region', { name: 'Yhteenveto' });
    await expect(conclusion.getByRole('paragraph').first()).toHaveText(
      'Emme nimeä yhtä kaikille parasta tuotetta: hintaa per annos ei voi vielä laskea yhdellekään vertailun ' +
        'tuotteelle, koska kaikkia siihen tarvittavia tietoja (pakkauskoko ja annos) ei ole vielä tarkistettu.',
    );
    // The picks that stay are named by their grounds; none calls its product the best.
    const labels = await conclusion.getByRole('listitem').locator('strong').allTextContents();
    expect(labels).toEqual([
      'Yksi tabletti päivässä:',
      'Kolme yhdistettä samassa:',
      'Sitraattimuoto:',
      'Kalsium ja magnesium samassa:',
    ]);
  },
);

test(
  'a comparison that ranks on value says so when no product has the facts, instead of a column of blanks',
  anyWidth,
  async ({ page, visit }) => {
    // The protein comparison ranks on price per 100 g of protein; no compared product's label facts have been read.
    await visit('/parhaat-proteiinijauheet');
    await expect(table(page).locator('caption')).toContainText(
      'Hintaa per 100 g proteiinia ei voi vielä laskea: pakkauskokoa, annosta ja proteiinin määrää ei ole tarkistettu valmistajalta. Arvosanoissa ei siksi ole otettu huomioon hintaa per 100 g proteiinia.',
    );
    await expect(table(page).getByRole('columnheader', { name: /Hinta \/ 100 g proteiinia/ })).toHaveCount(0);
  },
);
