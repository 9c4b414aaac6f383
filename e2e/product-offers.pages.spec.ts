import type { Page } from '@playwright/test';
import { catalogue } from '../src/content/collections/products.server';
import { shops } from '../src/content/collections/shops.server';
import { offersByPrice } from '../src/lib/catalogue';
import { formatDate } from '../src/lib/format';
import { sponsoredLinkNote } from '../src/lib/store-links';
import { escapeRegExp } from './content-text';
import { anyWidth, expect, openForPicture, stubRemoteHosts, test } from './fixtures';

// A product sold by several shops (issue 21, item 2): one card, linked to the lowest price, the other shops listed as
// links of their own, each price with the day it is from (issue 39). The expectations are read from the catalogue: the
// spec's creatine at Fitnesstukku and Bodystore.

const product = catalogue().find((entry) => entry.id === 'star-nutrition-creatine-monohydrate')!;
const [lowest, ...others] = offersByPrice(product.offers);
const storeName = (id: string) => shops().find((store) => store.id === id)!.name;
const storeDomain = (id: string) => shops().find((store) => store.id === id)!.domain;
/** What a card says of a price's day, in the test's own words: checked at the shop, or entered without a check. */
const dayNote = (offer: (typeof product.offers)[number]) =>
  offer.checkedAt
    ? `hinta tarkistettu ${formatDate(offer.checkedAt)}`
    : `hinta kirjattu ${formatDate(offer.enteredAt!)}, ei tarkistettu kaupasta`;

const cardOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Vertailun tuotteet', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: product.title, exact: true }) });

test(
  'a product sold by two shops has one card: the lowest price and its shop, the other shop as its own link',
  anyWidth,
  async ({ page, context, accessibilityViolations }) => {
    expect(others.length).toBeGreaterThanOrEqual(1);
    await stubRemoteHosts(context);
    await openForPicture(page, '/paras-kreatiini');
    const card = cardOf(page);
    await expect(card).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(lowest!.price!, { exact: true })).toBeVisible();
    await expect(
      card.getByText(`Kauppa: ${storeName(lowest!.store)} · ${dayNote(lowest!)}`, { exact: true }),
    ).toBeVisible();
    await expect(card).toHaveScreenshot('card-with-two-shops.png');

    const button = card.getByRole('link', { name: /^Siirry verkkokauppaan!/ });
    await expect(button).toHaveAccessibleName(new RegExp(`${product.title}, ${storeName(lowest!.store)}`));
    expect(new URL((await button.getAttribute('href'))!).hostname).toBe(storeDomain(lowest!.store));

    const other = others[0]!;
    const otherLink = card.getByRole('link', { name: new RegExp(`^${storeName(other.store)} ${other.price}`) });
    await expect(otherLink).toBeVisible();
    await expect(otherLink).toHaveAttribute('target', '_blank');
    await expect(otherLink).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(otherLink).toHaveAccessibleName(new RegExp(`${escapeRegExp(sponsoredLinkNote)}$`));
    await expect(card.getByText(/^Muut kaupat:/)).toContainText(`${storeName(other.store)} ${other.price}`);
    await expect(card.getByText(/^Muut kaupat:/)).toContainText(`(${dayNote(other)})`);
    const otherHref = (await otherLink.getAttribute('href'))!;
    expect(new URL(otherHref).hostname).toBe(storeDomain(other.store));

    // The other shop's link takes its own click; a click elsewhere on the card still opens the lowest offer.
    const [otherTab] = await Promise.all([context.waitForEvent('page'), otherLink.click()]);
    await expect(otherTab).toHaveURL(otherHref);
    await otherTab.close();
    const title = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.mouse.click(title.x + 10, title.y + title.height / 2),
    ]);
    await expect(tab).toHaveURL((await button.getAttribute('href'))!);
    expect(await tab.evaluate(() => window.opener)).toBeNull();

    // Keyboard: the store button, then the other shop.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(otherLink).toBeFocused();

    const violations = await accessibilityViolations('main article');
    expect(violations).toEqual([]);
  },
);

test('the summary table names the shop of the lowest price, beside it', async ({ page, visit }) => {
  await visit('/paras-kreatiini');
  const row = page
    .getByRole('table', { name: 'Vertailun tuotteet lyhyesti' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product.title }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(lowest!.price!);
  await expect(
    row
      .getByRole('cell')
      .nth(1)
      .getByRole('link', { name: storeName(lowest!.store) }),
  ).toBeVisible();
});
