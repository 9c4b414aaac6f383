import type { Page } from '@playwright/test';
import { catalogue } from '../src/content/collections/products.server';
import { expect, test } from './fixtures';

// A compared product's label facts (issue 21, item 1): the "Tuotetiedot" box under its section shows what the label
// says, "—" where a fact was not read, and the page the facts were read from with the day. The expectations are the
// catalogue's facts; a product without facts has no box, so nothing is shown as known that was not read.

const product = (id: string) => catalogue().find((entry) => entry.id === id)!;
const retinol = product('the-ordinary-retinol-0-5-in-squalane');
const magnesium = product('pharma-nord-bio-magnesium');
const unread = product('cerave-resurfacing-retinol-serum');

/** A product's section: named by its heading, the product's name followed by the link's "(mainoslinkki, …)". */
const sectionOf = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(mainoslinkki`) });

/** The box's facts as label → value, read from its description list. */
async function factsIn(page: Page, title: string): Promise<Record<string, string>> {
  const list = sectionOf(page, title).locator('dl');
  await expect(list).toHaveCount(1);
  const terms = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

test('a serum shows its pack size and strength from the label, with the page they were read from', async ({
  page,
  visit,
  makeAxeBuilder,
}) => {
  expect(retinol.facts).toBeDefined();
  await visit('/paras-retinoli');
  const section = sectionOf(page, retinol.title);
  const box = section.getByRole('heading', { level: 3, name: 'Tuotetiedot' });
  await expect(box).toBeVisible();
  expect(await factsIn(page, retinol.title)).toEqual({
    Muoto: 'seerumi',
    Pakkauskoko: '30 ml',
    Pitoisuus: 'retinoli 0,5 %',
  });
  const source = section.getByRole('link', { name: /^seouloftokyo\.co\.za/ });
  await expect(source).toHaveAttribute('href', retinol.facts!.source);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(section.getByText(/luettu 25\.11\.2026/)).toBeVisible();
  // Nothing is unknown here, so nothing explains the dash.
  await expect(section.getByText(/merkitty viivalla/)).toHaveCount(0);
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator('xpath=..')).toHaveScreenshot('facts-box.png');

  // A product whose label was not read has no box at all.
  expect(unread.facts).toBeUndefined();
  await expect(sectionOf(page, unread.title).getByRole('heading', { name: 'Tuotetiedot' })).toHaveCount(0);

  const { violations } = await makeAxeBuilder().include('main article').analyze();
  expect(violations).toEqual([]);
});

test('a supplement shows what one serving holds, and "—" for the pack size the label page did not give', async ({
  page,
  visit,
}) => {
  expect(magnesium.facts?.count).toBeUndefined();
  await visit('/paras-magnesium');
  expect(await factsIn(page, magnesium.title)).toEqual({
    Muoto: 'tabletti',
    Pakkauskoko: '—',
    Päiväannos: '1 tabletti',
    Annoksessa: 'magnesium 200 mg',
  });
  await expect(
    sectionOf(page, magnesium.title).getByText(/Tieto, jota lähteestä ei löytynyt, on merkitty viivalla\./),
  ).toBeVisible();
});
