import type { Page } from '@playwright/test';
import { aboutText } from '../src/content/collections/pages.server';
import { contentItems } from '../src/content/collections.server';
import { comparisonRegistry } from '../src/content/collections/comparisons.server';
import { siteSettings } from '../src/content/collections/site.server';
import { anyWidth, expect, test } from './fixtures';

const site = siteSettings();
const about = aboutText();
const articleList = contentItems();

test(
  'home opens with a hero: the heading, the tagline and a way to the comparisons',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/');
    const hero = page.getByRole('region', { name: 'Hyvinvointituotteet vertailussa' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Hyvinvointituotteet vertailussa');
    await expect(hero.getByText(site.tagline)).toBeVisible();
    await expect(hero.getByRole('link')).toHaveAttribute('href', '/vertailut');
  },
);

const titleOf = (id: string) => articleList.find((item) => item.id === id)!.title;
/** Card links of a section (each article card has exactly one link: its title). */
const cardLinks = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('article').getByRole('link');
const mainCardLinks = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');

test(
  'home shows the three fixed popular articles: the creatine, melatonin and retinol comparisons',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/');
    await expect(cardLinks(page, 'Suositut artikkelit')).toHaveText(
      ['kreatiini', 'melatoniinivertailu', 'retinoliseerumi'].map(titleOf),
    );
  },
);

test('home shows the three newest articles by update date, newest first', anyWidth, async ({ page, visit }) => {
  await visit('/');
  const collator = new Intl.Collator('fi');
  const newest = articleList
    .filter((item) => item.type === 'article')
    .sort((a, b) => b.meta.updateDate.localeCompare(a.meta.updateDate) || collator.compare(a.title, b.title))
    .slice(0, 3);
  await expect(cardLinks(page, 'Uusimmat artikkelit')).toHaveText(newest.map((item) => item.title));
  await expect(page.getByRole('region', { name: 'Suositut tuotearvostelut' })).toBeVisible();
});

test(
  'home and /tietoa show the same about text: six paragraphs, the contact e-mail a mailto: link',
  anyWidth,
  async ({ page, visit }) => {
    for (const path of ['/', '/tietoa']) {
      await visit(path);
      for (const paragraph of about.paragraphs) await expect(page.getByRole('main').getByText(paragraph)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietoa meistä');
    await expect(page.getByRole('main')).toContainText(site.email);
  },
);

test(
  '/lisaravinteet lists its articles without magnesium, plus the support articles',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/lisaravinteet');
    // Every Lisäravinteet article of the list except magnesium, then the four support articles, each once.
    const expected = [
      ...articleList.filter((item) => item.category === 'Lisäravinteet' && item.id !== 'magnesium'),
      ...['ashwagandha', 'omega-3', 'kollageeni-vai-kreatiini', 'liikkujan-lisaravinteet'].map((id) =>
        articleList.find((item) => item.id === id)!,
      ),
    ].filter((item, index, all) => all.findIndex((other) => other.id === item.id) === index);
    await expect(mainCardLinks(page)).toHaveText(expected.map((item) => item.title));
    const hrefs = await mainCardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected.map((item) => encodeURI(item.path)));
    expect(hrefs).not.toContain('/paras-magnesium');
  },
);

test('/terveysteknologia lists the cards of that category', anyWidth, async ({ page, visit }) => {
  await visit('/terveysteknologia');
  const expected = articleList.filter((item) => item.category === 'Terveysteknologia').map((item) => item.title);
  await expect(mainCardLinks(page)).toHaveText(expected);
});

test('/uni lists unimaskit, tyynyt and korvatulpat', anyWidth, async ({ page, visit }) => {
  await visit('/uni');
  await expect(mainCardLinks(page)).toHaveText(['unimaskit', 'tyynyt', 'korvatulpat'].map(titleOf));
});

for (const hub of ['liikunta', 'kauneus', 'lisaravinteet', 'terveysteknologia', 'uni']) {
  test(`/${hub} opens with a heading and a Finnish introduction`, anyWidth, async ({ page, visit }) => {
    await visit(`/${hub}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    const lead = page.getByRole('main').locator('h1 + p');
    await expect(lead).toHaveText(/.{80,}/);
    expect(await mainCardLinks(page).count()).toBeGreaterThan(0);
  });
}

test(
  '/vertailut shows a card for every registered comparison, with no page size',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/vertailut');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertailut');
    await expect(page).toHaveTitle(`Vertailut | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vertailu/i);
    await expect(mainCardLinks(page)).toHaveText(comparisonRegistry().map((entry) => titleOf(entry.id)));
  },
);
