import type { Page } from '@playwright/test';
import { loadContent } from '../src/content/collections.server';
import { catalogue } from '../src/content/collections/products.server';
import { cardHighlights, formatDate } from '../src/lib/format';
import { inlineText, type Block, type Inline } from '../src/lib/rich-text';
import { blockTexts, expectBlocksShown, withoutScheme } from './content-text';
import { anyWidth, expect, test } from './fixtures';

// Issue #22: each health fact lives in one ingredient fact sheet (content/ingredients), and every page that covers the
// ingredient shows the sheet's own text, dated, with the sheet's sources (address and reading date) under "Lähteet".
// The expectations are the sheets' own words, read from content/ (issue #38): a corrected sheet changes the page and
// the test alike.
const sheet = (id: string) => loadContent().ingredients.find((entry) => entry.id === id)!;
const article = (id: string) => loadContent().articles.find((entry) => entry.id === id)!;
const review = (id: string) => loadContent().reviews.find((entry) => entry.id === id)!;
const main = (page: Page) => page.getByRole('main');
const lahteet = (page: Page) => main(page).getByRole('region', { name: 'Lähteet' });
const region = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });

/** The parts of a sheet that a page's file shows with `::fact`, in the page's order. */
const partsShown = (doc: { sections: readonly { type?: string; title?: string; sheet?: string }[] }, sheetId: string) =>
  doc.sections.flatMap((section) =>
    section.sheet === sheetId ? sheet(sheetId).parts.filter((part) => part.title === section.title) : [],
  );

/** The first table of a part, with the part. */
const tableOf = (part: { content: Block[] }) =>
  part.content.find((block): block is Extract<Block, { type: 'table' }> => block.type === 'table');

/** The bold runs of inline nodes, e.g. the help lines of the crisis sheet. */
const boldIn = (nodes: readonly Inline[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'strong' ? [inlineText(node.children)] : 'children' in node ? boldIn(node.children) : [],
  );
const boldOf = (blocks: readonly Block[]) =>
  blocks.flatMap((block) =>
    block.type === 'paragraph' ? boldIn(block.children) : block.type === 'list' ? block.items.flatMap(boldIn) : [],
  );

/** The sources of a sheet are under "Lähteet", each by its address, in a new tab without opener or referrer. */
async function expectSheetSources(page: Page, sheetId: string) {
  for (const source of sheet(sheetId).front.sources) {
    const link = lahteet(page).getByRole('link', { name: withoutScheme(source.url), exact: true });
    await expect(link).toHaveAttribute('href', source.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.locator('xpath=ancestor::li[1]')).toContainText(`(luettu ${formatDate(source.read)})`);
  }
}

/** Every part of the sheet that the page shows has the sheet's text and the day it was checked. */
async function expectPartsShown(page: Page, parts: ReturnType<typeof partsShown>, sheetId: string) {
  expect(
    parts.map((part) => part.title),
    `the page shows a part of the ${sheetId} sheet`,
  ).not.toEqual([]);
  for (const part of parts) {
    await expectBlocksShown(region(page, part.title), part.content);
    await expect(region(page, part.title)).toContainText(
      `Tarkistettu lähteitä vasten ${formatDate(sheet(sheetId).front.reviewed)}.`,
    );
  }
}

test(
  '/d-vitamiini shows the vitamin D advice by group as a table from the fact sheet, dated and sourced',
  anyWidth,
  async ({ page, visit }) => {
    const topic = article('d-vitamiini');
    const parts = partsShown(topic, 'd-vitamiini');
    const advice = parts.find((part) => tableOf(part));
    expect(advice, 'a part of the vitamin D sheet with a table').toBeDefined();
    const table = tableOf(advice!)!;
    await visit('/d-vitamiini');
    const shown = region(page, advice!.title);
    await expect(shown.getByRole('columnheader')).toHaveText(table.head.map(inlineText));
    const rows = shown.locator('tbody tr');
    await expect(rows.locator('td:first-child')).toHaveText(table.rows.map((row) => inlineText(row[0]!)));
    for (const [index, row] of table.rows.entries())
      await expect(rows.nth(index).locator('td')).toHaveText(row.map(inlineText));
    await expectPartsShown(page, parts, 'd-vitamiini');

    // Every source of the page, by its address, opens in a new tab without opener or referrer, with its reading date.
    await expect(lahteet(page).getByRole('link')).toHaveText(
      topic.sources.flatMap((source) => (source.url ? [withoutScheme(source.url)] : [])),
    );
    await expectSheetSources(page, 'd-vitamiini');
  },
);

test(
  'the vitamin D comparison and the vitamins guide show the same advice table as /d-vitamiini',
  anyWidth,
  async ({ page, visit }) => {
    const advice = partsShown(article('d-vitamiini'), 'd-vitamiini').find((part) => tableOf(part))!;
    const tableText = async (path: string) => {
      await visit(path);
      return main(page).getByRole('region', { name: advice.title }).getByRole('table').innerText();
    };
    const reference = await tableText('/d-vitamiini');
    for (const cell of blockTexts([tableOf(advice)!])) expect(reference).toContain(cell);
    for (const path of ['/paras-dvitamiini', '/vitamiinit-ja-kivennaisaineet'])
      expect(await tableText(path)).toBe(reference);
  },
);

test(
  '/paras-dvitamiini names the 10 µg product in its conclusion; the 100 µg card shows its highlights and no strong-dose promise',
  anyWidth,
  async ({ page, visit }) => {
    const tenMicrograms = catalogue().find((product) => product.id === 'minisun-d-vitamiini-10-mikrog')!;
    const hundred = catalogue().find((product) => product.id === 'solgar-vitamin-d3-100-mikrog')!;
    const conclusion = article('dvitamiini').conclusion!;
    const pick = blockTexts(conclusion.content).find((text) => text.includes(tenMicrograms.title));
    expect(pick, `the conclusion names ${tenMicrograms.title}`).toBeDefined();
    await visit('/paras-dvitamiini');
    await expect(main(page).getByRole('heading', { level: 2, name: tenMicrograms.title })).toBeVisible();
    await expect(main(page).getByRole('region', { name: conclusion.title })).toContainText(pick!);
    const hundredCard = main(page)
      .getByRole('region', { name: 'Vertailun tuotteet' })
      .getByRole('article')
      .filter({ hasText: hundred.title });
    const highlights = cardHighlights(hundred.highlights);
    expect(highlights, `${hundred.title} has highlights`).not.toEqual([]);
    for (const highlight of highlights) await expect(hundredCard).toContainText(highlight);
    await expect(hundredCard).not.toContainText(/vahva/i);
  },
);

for (const entry of ['ashwagandha', 'adaptogeenit', 'adaptogeeni'].map(article)) {
  test(
    `${entry.front.route} shows the ashwagandha fact sheet's parts as written, with the sheet's sources`,
    anyWidth,
    async ({ page, visit }) => {
      const parts = partsShown(entry, 'ashwagandha');
      await visit(entry.front.route);
      await expectPartsShown(page, parts, 'ashwagandha');
      await expectSheetSources(page, 'ashwagandha');
    },
  );
}

test(
  'every comparison shows the shared method after its own criteria, the same text on each',
  anyWidth,
  async ({ page, visit }) => {
    const method = loadContent().method!;
    const texts: string[] = [];
    for (const entry of ['kreatiini', 'dvitamiini', 'verenpainemittarit'].map(article)) {
      // The comparison's own criteria are the section its file puts right before `::method`.
      const at = entry.sections.findIndex((section) => section.type === 'text' && section.shared === 'method');
      const criteria = entry.sections[at - 1];
      expect(criteria?.type, `${entry.id}: a section of its own before the method`).toBe('text');
      await visit(entry.front.route);
      const titles = await main(page).getByRole('heading', { level: 2 }).allInnerTexts();
      expect(titles[titles.indexOf(criteria?.type === 'text' ? criteria.title : '') + 1]).toBe(method.title);
      const shown = main(page).getByRole('region', { name: method.title });
      await expectBlocksShown(shown, method.content);
      texts.push(await shown.innerText());
    }
    expect(new Set(texts).size).toBe(1);
  },
);

for (const entry of ['rentoutuminen', 'unenlaatu'].map(article)) {
  test(
    `${entry.front.route} gives the crisis help lines of its fact sheet, in bold, with the sheet's sources`,
    anyWidth,
    async ({ page, visit }) => {
      const parts = partsShown(entry, 'kriisiapu');
      await visit(entry.front.route);
      await expectPartsShown(page, parts, 'kriisiapu');
      for (const part of parts)
        await expect(region(page, part.title).locator('strong')).toHaveText(boldOf(part.content));
      await expectSheetSources(page, 'kriisiapu');
    },
  );
}

test(
  'a review shows a fact sheet part too, dated, with the sheet sources under "Lähteet"',
  anyWidth,
  async ({ page, visit }) => {
    const entry = review('puhdistamo-magnesium');
    await visit(entry.front.route);
    await expectPartsShown(page, partsShown(entry, 'magnesium'), 'magnesium');
    await expect(lahteet(page).getByRole('link')).toHaveText(
      entry.sources.flatMap((source) => (source.url ? [withoutScheme(source.url)] : [])),
    );
    await expectSheetSources(page, 'magnesium');
  },
);
