import type { Page } from '@playwright/test';
import { catalogue } from '../src/content/collections/products.server';
import { formatDate } from '../src/lib/format';
import { formatAmount } from '../src/lib/product-facts';
import { sponsoredLinkNote } from '../src/lib/store-links';
import { escapeRegExp } from './content-text';
import { anyWidth, expect, openForPicture, test } from './fixtures';

// A compared product's label facts (issue 21, item 1): the "Tuotetiedot" box under its section shows what the label
// says, "—" where a fact was not read, and the page the facts were read from with the day. The expectations are the
// catalogue's facts, read from content/products (a corrected fact changes the page and the test alike); a product
// without facts has no box, so nothing is shown as known that was not read.

const product = (id: string) => catalogue().find((entry) => entry.id === id)!;
const retinol = product('the-ordinary-retinol-0-5-in-squalane');
const magnesium = product('pharma-nord-bio-magnesium');
const unread = product('cerave-resurfacing-retinol-serum');

/** The page the facts were read from, as the box names it: its host without "www.". */
const sourceHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** A product's section: named by its heading, the product's name followed by the shop link's note. */
const sectionOf = (page: Page, title: string) =>
  page.getByRole('region', { name: `${title} ${sponsoredLinkNote}`, exact: true });

/** The box's facts as label → value, read from its description list. */
async function factsIn(page: Page, title: string): Promise<Record<string, string>> {
  const list = sectionOf(page, title).locator('dl');
  await expect(list).toHaveCount(1);
  const terms = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

test(
  'a serum shows its pack size and strength from the label, with the page they were read from',
  anyWidth,
  async ({ page, accessibilityViolations }) => {
    expect(retinol.facts).toBeDefined();
    const facts = retinol.facts!;
    // A serum's box: its form, its pack in millilitres and its strength, as the catalogue has them.
    expect([facts.form, facts.ml], "the serum's form and pack size in ml").not.toContain(undefined);
    expect(facts.concentrations, "the serum's strength").toHaveLength(1);
    await openForPicture(page, '/paras-retinoli');
    const section = sectionOf(page, retinol.title);
    const box = section.getByRole('heading', { level: 3, name: 'Tuotetiedot' });
    await expect(box).toBeVisible();
    const [strength] = facts.concentrations!;
    expect(await factsIn(page, retinol.title)).toEqual({
      Muoto: facts.form,
      Pakkauskoko: `${formatAmount(facts.ml!)} ml`,
      Pitoisuus: `${strength!.name} ${formatAmount(strength!.percent)} %`,
    });
    const source = section.getByRole('link', { name: new RegExp(`^${escapeRegExp(sourceHost(facts.source))}`) });
    await expect(source).toHaveAttribute('href', facts.source);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(section.getByText(`luettu ${formatDate(facts.checkedAt)}.`)).toBeVisible();
    // Nothing is unknown here, so nothing explains the dash.
    await expect(section.getByText(/merkitty viivalla/)).toHaveCount(0);
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('xpath=..')).toHaveScreenshot('facts-box.png');

    // A product whose label was not read has no box at all.
    expect(unread.facts).toBeUndefined();
    await expect(sectionOf(page, unread.title).getByRole('heading', { name: 'Tuotetiedot' })).toHaveCount(0);

    const violations = await accessibilityViolations('main article');
    expect(violations).toEqual([]);
  },
);

test(
  'a supplement shows what one serving holds, and "—" for the pack size the label page did not give',
  anyWidth,
  async ({ page, visit }) => {
    const facts = magnesium.facts!;
    // No pack size was read; the form and a daily serving counted in pieces were.
    expect([facts.count, facts.grams, facts.ml]).toEqual([undefined, undefined, undefined]);
    const pieces = facts.serving?.count;
    expect([facts.form, pieces], 'the form and the daily serving in pieces').not.toContain(undefined);
    await visit('/paras-magnesium');
    expect(await factsIn(page, magnesium.title)).toEqual({
      Muoto: facts.form,
      Pakkauskoko: '—',
      // Finnish partitive after a number other than one: "1 tabletti", "2 tablettia".
      Päiväannos: `${formatAmount(pieces!)} ${pieces === 1 ? facts.form : `${facts.form}a`}`,
      Annoksessa: facts.perServing!.map((item) => `${item.name} ${formatAmount(item.amount)} ${item.unit}`).join(', '),
      // The comparison ranks on the price per serving, which the missing pack size leaves unknown.
      'Hinta / annos': '—',
    });
    await expect(
      sectionOf(page, magnesium.title).getByText(/Tieto, jota lähteestä ei löytynyt, on merkitty viivalla\./),
    ).toBeVisible();
  },
);
