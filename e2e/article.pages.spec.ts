import type { Page } from '@playwright/test';
import { loadContent, productName } from '../src/content/collections.server';
import { catalogue } from '../src/content/collections/products.server';
import { pageTexts } from '../src/content/collections/pages.server';
import { offerStoreLink } from '../src/content/collections/networks.server';
import { buildSite, siteSettings } from '../src/content/collections/site.server';
import { offersByPrice } from '../src/lib/catalogue';
import { formatDate } from '../src/lib/format';
import { blocksText } from '../src/lib/rich-text';
import { escapeRegExp } from './content-text';
import { anyWidth, expect, test, waitUntilReady } from './fixtures';
import { expectSmoothScroll, scrollPositions } from './scrolling';

const content = loadContent();
const item = (id: string) => content.items.find((entry) => entry.id === id)!;
const article = (id: string) => content.articles.find((entry) => entry.id === id)!;
const bands = content.standalone.find((entry) => entry.id === 'aktiivisuusrannekkeet')!;
const apps = content.standalone.find((entry) => entry.id === 'ravinnon-seurantasovellukset')!;
const bandDevices = bands.groups.flatMap((group) => ('devices' in group ? group.devices : []));
const main = (page: Page) => page.getByRole('main');
/** The catalogue ids of a comparison's product sections, in the article's order. */
const comparedIds = (id: string) =>
  article(id).sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
/** A page's document title: its own, then the site's name from content/site.yaml. */
const documentTitle = (title: string) => `${title} | ${siteSettings().name}`;
/** The product cards of a comparison, by their headings. */
const cardTitles = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Vertailun tuotteet', exact: true })
    .getByRole('article')
    .getByRole('heading', { level: 3 });
const uniqueProducts = (subjects: string[]) =>
  new Set(
    catalogue()
      .filter((product) => product.subjects.some((subject) => subjects.includes(subject)))
      .map((product) => product.id),
  );

test(
  'an article shows its title, the last update in Finnish form, its main image and the introduction',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/paras-kreatiini');
    const entry = item('kreatiini');
    const { front } = article('kreatiini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    await expect(page).toHaveTitle(documentTitle(entry.title));
    await expect(
      main(page).getByText(`Viimeksi päivitetty: ${formatDate(front.updateDate)}`, { exact: true }),
    ).toBeVisible();
    await expect(main(page).getByRole('img', { name: entry.title, exact: true })).toBeVisible();
    const introduction = blocksText(article('kreatiini').introduction.slice(0, 1));
    await expect(
      main(page)
        .locator('p')
        .filter({ hasText: introduction.slice(0, 80) })
        .first(),
    ).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
    // Home, then the article's hub by its label in content/pages.yaml.
    await expect(main(page).getByRole('navigation', { name: 'Murupolku' }).getByRole('link')).toHaveText([
      'Etusivu',
      pageTexts()[`/${front.hub}`]!.label,
    ]);
  },
);

test('each "Mukana vertailussa" bullet scrolls smoothly to its product heading, focuses it and updates the address', async ({
  page,
  visit,
}) => {
  await visit('/paras-kreatiini');
  const jumps = main(page).getByRole('region', { name: 'Mukana vertailussa' }).getByRole('link');
  expect(await jumps.count()).toBeGreaterThanOrEqual(3);
  for (const jump of await jumps.all()) {
    const name = (await jump.textContent())!;
    const target = (await jump.getAttribute('href'))!;
    await jump.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
    expectSmoothScroll(await scrollPositions(page, () => jump.click()));
    const heading = main(page).getByRole('heading', {
      level: 2,
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  }
});

test(
  'a link in the text to another page of the site opens that page in the app, without loading a new document',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/paras-magnesium');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const link = main(page).locator('p a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title!);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  },
);

test(
  'a product section links its heading and image to the store, as a sponsored link in a new tab',
  anyWidth,
  async ({ page, visit }) => {
    // The comparison's first product, linked to the shop of its lowest price.
    const product = catalogue().find((entry) => entry.id === comparedIds('magnesium')[0])!;
    const [offer] = offersByPrice(product.offers);
    await visit('/paras-magnesium');
    const section = main(page).getByRole('region', { name: new RegExp(`^${escapeRegExp(product.title)}`) });
    const headingLink = section.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(headingLink).toHaveAttribute(
      'href',
      offerStoreLink(product, offer!, { page: '/paras-magnesium', placement: 'teksti' }).href,
    );
    await expect(headingLink).toHaveAttribute('target', '_blank');
    await expect(headingLink).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(section.locator('a.kuva')).toHaveAttribute('href', (await headingLink.getAttribute('href'))!);
  },
);

test(
  'a comparison shows a summary table, the product cards, the advertising disclosure and "Yhteenveto"',
  anyWidth,
  async ({ page, visit }) => {
    const compared = comparedIds('retinoliseerumi').map(productName);
    await visit('/paras-retinoliseerumi');
    await expect(main(page).getByText('Sivu sisältää mainoslinkkejä.')).toBeVisible();
    // A row and a card for each compared product, by the catalogue's names.
    const table = main(page).getByRole('table', { name: 'Vertailun tuotteet lyhyesti' });
    await expect(table.getByRole('rowheader')).toHaveText(compared);
    await expect(cardTitles(page)).toHaveText(compared);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Yhteenveto' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'Sisällys' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^#/,
    );
  },
);

test(
  'the ashwagandha article lists its sources under "Lähteet" and states 300–600 mg a day',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/articles/lisaravinteet/ashwagandha');
    // Each source of the article and of the fact sheets it shows, by its title.
    const sources = main(page).getByRole('region', { name: 'Lähteet' }).getByRole('listitem');
    await expect(sources).toHaveText(
      article('ashwagandha').sources.map((source) => new RegExp(`^${escapeRegExp(source.title)}`)),
    );
    await expect(main(page)).toContainText('300–600 mg päivässä');
    // Bold in bullet items is rendered as bold, not as asterisks.
    await expect(main(page)).not.toContainText('**');
    await expect(main(page).locator('li strong').first()).toBeVisible();
  },
);

test(
  '/unenlaatu ends with a product grid of sleep masks, pillows, earplugs and weighted blankets',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/unenlaatu');
    const grid = main(page).getByRole('region', { name: 'Suosittelemamme tuotteet' }).getByRole('article');
    await expect(grid).toHaveCount(uniqueProducts(['unimaskit', 'tyynyt', 'korvatulpat', 'painopeitot']).size);
  },
);

test('an article without subjects has no end grid and no advertising disclosure', anyWidth, async ({ page, visit }) => {
  await visit('/melatoniini');
  await expect(main(page).getByRole('region', { name: 'Suosittelemamme tuotteet' })).toHaveCount(0);
  await expect(main(page).getByText('Sivu sisältää mainoslinkkejä.')).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Yhteenveto' })).toBeVisible();
});

test(
  'vitamins and minerals shows a vitamin D comparison card and a grid of magnesium comparison cards',
  anyWidth,
  async ({ page, visit }) => {
    // The card and the grid as the article's frontmatter names them (comparisonCards).
    const cards = article('vitamiinit-ja-kivennaisaineet').front.comparisonCards!;
    const vitaminD = item(cards.featured.id);
    await visit('/vitamiinit-ja-kivennaisaineet');
    const featured = main(page).getByRole('region', { name: cards.featured.title });
    await expect(featured.getByRole('link', { name: vitaminD.title })).toHaveAttribute('href', vitaminD.path);
    // The grid: the magnesium comparisons, each a card whose title links to its page.
    const grid = main(page).getByRole('region', { name: cards.grid.title }).getByRole('article').getByRole('link');
    const magnesium = cards.grid.ids.map(item);
    await expect(grid).toHaveText(magnesium.map((entry) => entry.title));
    for (const [index, entry] of magnesium.entries()) await expect(grid.nth(index)).toHaveAttribute('href', entry.path);
  },
);

test('an alias shows its article and names the primary route as canonical', anyWidth, async ({ page, visit }) => {
  await visit('/articles/tukiartikkelit/melatoniini');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item('melatoniini').title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${buildSite().origin}/melatoniini`);
  await visit('/melatoniini');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${buildSite().origin}/melatoniini`);
});

test(
  'a standalone comparison shows its title, 20.3.2024, the introduction, five devices and "Yhteenveto"',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/paras-aktiivisuusrannekkeet');
    await expect(main(page).getByText(blocksText(bands.introduction).slice(0, 60))).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect(page).toHaveTitle(documentTitle(title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
    await expect(main(page).getByText('Viimeksi päivitetty: 20.3.2024')).toBeVisible();
    // Five devices, each under its name with its description.
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(
      bandDevices.map((device) => new RegExp(`^${device.name ?? productName(device.product!)}`)),
    );
    for (const device of bandDevices)
      await expect(main(page).getByText(blocksText(device.description).slice(0, 80))).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 4, name: 'Plussat' })).toHaveCount(5);
    await expect(main(page).getByRole('heading', { level: 4, name: 'Miinukset' })).toHaveCount(5);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Yhteenveto' })).toBeVisible();
  },
);

test(
  'the nutrition-app comparison has three groups, each app with a feature list',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/paras-ravinnon-seurantasovellus');
    await expect(main(page).getByText('Viimeksi päivitetty: 20.3.2024')).toBeVisible();
    await expect(main(page).getByText(blocksText(apps.introduction).slice(0, 60))).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Yhteenveto' })).toBeVisible();
    const groups = main(page)
      .locator('section[aria-label]')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(groups).toHaveCount(3);
    for (const group of await groups.all()) expect(await group.getByRole('list').count()).toBeGreaterThan(0);
    // Each app's features under a heading of their own, as each device's pros and cons are (the card promises them).
    const appCount = apps.groups.flatMap((group) => ('apps' in group ? group.apps : [])).length;
    await expect(main(page).getByRole('heading', { level: 4, name: 'Ominaisuudet' })).toHaveCount(appCount);
  },
);

/** Spec §3: the lab-test product ids; spec §9: the packages that are not 89,00 €. */
const specLabTests = [
  'laaja-puhti-terveystarkastus',
  'liikkujan-terveystarkastus',
  '50-naisen-terveystarkastus',
  'super-puhti-paketti',
  'raskautta-suunnittelevan-terveystarkastus',
  'kehonkoostumusmittaus',
];
const specLabPrices: Record<string, string> = { 'super-puhti-paketti': '149,00 €', kehonkoostumusmittaus: '39,00 €' };

test('the lab-test guide recommends a test per goal in a table of the six lab tests', async ({ page, visit }) => {
  const guide = article('laboratoriotesti');
  const goals = guide.front.recommendationTable!.rows;
  // Spec §3: the catalogue's six lab tests, compared in the guide.
  expect([...comparedIds('laboratoriotesti')].sort()).toEqual([...specLabTests].sort());
  await visit('/paras-laboratoritesti-naisille');
  const table = main(page)
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Tavoite' }) });
  // A row per goal of the guide's frontmatter: the recommended test by its catalogue name, and its price. Spec §9:
  // 89,00 € for most packages, 149,00 € for Super Puhti, 39,00 € for body composition.
  await expect(table.getByRole('rowheader')).toHaveText(goals.map((row) => row.goal));
  for (const row of goals) {
    const shown = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.goal, exact: true }) });
    await expect(shown).toContainText(productName(row.product));
    await expect(shown).toContainText(specLabPrices[row.product] ?? '89,00 €');
    // Issue 39: the price shows without scrolling the table sideways, on a phone too.
    const price = shown.getByText(specLabPrices[row.product] ?? '89,00 €', { exact: true });
    await price.scrollIntoViewIfNeeded();
    const box = (await price.boundingBox())!;
    expect(box.x + box.width, row.goal).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  expect(await table.evaluate((element) => element.parentElement!.scrollLeft)).toBe(0);
  await expect(cardTitles(page)).toHaveText(comparedIds('laboratoriotesti').map(productName));
});

test.describe('errors', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test(
    'an unknown slug under /articles/vertailut/ shows the article error view with status 404',
    anyWidth,
    async ({ page }) => {
      const response = await page.goto('/articles/vertailut/ei-tallaista');
      expect(response!.status()).toBe(404);
      await waitUntilReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virhe');
      await expect(main(page)).toContainText('Artikkelia ei löytynyt');
      await expect(main(page).getByRole('link', { name: 'Kaikki vertailut' })).toHaveAttribute('href', '/vertailut');
    },
  );

  test(
    'other slugs under /articles/vertailut/ such as mikroneulauslaitteet are accepted',
    anyWidth,
    async ({ page }) => {
      const response = await page.goto('/articles/vertailut/mikroneulauslaitteet');
      expect(response!.status()).toBe(200);
    },
  );
});

test('a product-images section is a strip of product pictures, each a sponsored store link in a new tab', async ({
  page,
  visit,
}) => {
  const guide = article('lahjaideat');
  const section = guide.sections.find((entry) => entry.type === 'product-images')!;
  const productIds = guide.sections.flatMap((entry) => (entry.type === 'product' ? [entry.productId] : []));
  await visit('/parhaat-lahjaideat');
  const strip = main(page)
    .getByRole('region', { name: section.type === 'product-images' ? section.title : '' })
    .getByRole('list');
  const links = strip.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(productIds.length);
  expect(productIds).toHaveLength(10);
  for (const [index, productId] of productIds.entries()) {
    const link = links.nth(index);
    const title = catalogue().find((product) => product.id === productId)!.title;
    await expect(link.getByRole('img')).toHaveAttribute('alt', title);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bsponsored\b/);
  }
});
