import type { Page } from '@playwright/test';
import { contentItems } from '../src/content/collections.server';
import { siteSettings } from '../src/content/collections/site.server';
import { buildSearchIndex } from '../scripts/search-index';
import { createSearchIndex } from '../src/lib/search';
import { anyWidth, expect, expectNotHydrated, holdHydration, ownContext, test, waitUntilReady } from './fixtures';

const articleList = contentItems();
/** The document title of a search page: its own words, then the site's name from content/site.yaml. */
const documentTitle = (title: string) => `${title} | ${siteSettings().name}`;
const searchIndex = createSearchIndex(buildSearchIndex());
/** What the results of a query link to, in rank order. */
const expectedLinks = (query: string) => searchIndex.search(query).map((entry) => entry.path ?? entry.href!);

const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The result cards: the grid's own items, not the highlight pills inside them. */
const results = (page: Page) => page.getByRole('list', { name: 'Hakutulokset' }).locator(':scope > li');

/** Searches from the header's search dialog, as a reader on any page does: open, type, Enter. */
async function searchFromHeader(page: Page, query: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Avaa haku' }).click();
  const box = page.getByRole('dialog', { name: 'Hae sivustolta' }).getByRole('combobox', { name: 'Hakusana' });
  await box.fill(query);
  await box.press('Enter');
}

/** Opens /haku with a raw query string and waits until the results are in. */
async function searchFor(page: Page, visit: (path: string) => Promise<void>, rawQuery: string) {
  await visit(`/haku?q=${rawQuery}`);
  await expect(status(page)).not.toHaveText('Haetaan…');
}

test(
  'results show the heading, the count and a card per result with title, description, category and link',
  anyWidth,
  async ({ page, visit }) => {
    await searchFor(page, visit, 'kreatiini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: kreatiini');
    await expect(page).toHaveTitle(documentTitle('Hakutulokset: kreatiini'));
    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(status(page)).toHaveText(`Löytyi ${count} tulosta`);
    const exact = articleList.find((item) => item.id === 'kreatiini')!;
    const card = results(page).filter({ hasText: exact.title });
    await expect(card.getByRole('link', { name: exact.title })).toHaveAttribute('href', exact.path);
    await expect(card).toContainText(exact.description);
    await expect(card).toContainText(exact.category);
    for (const each of await results(page).all())
      expect(await each.getByRole('list', { name: 'Kohokohdat' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
  },
);

test('a result opens its article in the app, without loading a new document', anyWidth, async ({ page, visit }) => {
  await searchFor(page, visit, 'melatoniini');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const first = results(page).first().getByRole('link');
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Hakutulokset/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a query without hits says so', anyWidth, async ({ page, visit }) => {
  await searchFor(page, visit, 'qwertyzz');
  await expect(status(page)).toHaveText('Ei hakutuloksia haulle "qwertyzz"');
  await expect(results(page)).toHaveCount(0);
  // The reader is offered the listings and another try, in a search box of the page's own.
  const main = page.getByRole('main');
  await expect(main).toContainText('Kokeile toista hakusanaa tai selaa vertailuja, artikkeleita ja tuotearvosteluja.');
  for (const [name, href] of [
    ['vertailuja', '/vertailut'],
    ['artikkeleita', '/artikkelit'],
    ['tuotearvosteluja', '/tuotearvostelut'],
  ] as const)
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  const box = main.getByRole('search').getByRole('searchbox', { name: 'Hakusana' });
  await box.fill('magnesium');
  await box.press('Enter');
  await expect(page).toHaveURL('/haku?q=magnesium');
  await expect(status(page)).toHaveText(/^Löytyi \d+ tulosta$/);
  await expect(results(page).first()).toBeVisible();
});

test('missing diacritics still find results', anyWidth, async ({ page, visit }) => {
  await searchFor(page, visit, 'alykello');
  expect(await results(page).count()).toBeGreaterThan(0);
});

test('the results page is not indexed', anyWidth, async ({ page, visit }) => {
  await visit('/haku?q=uni');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

const hostile = [
  ['HTML', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '<img src=x onerror=alert(1)>'],
  ['a script tag', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '<script>alert(1)</script>'],
  ['malformed percent-encoding', 'tyyny%E0%A4%A', 'tyyny'],
  ['5 000 characters', 'a'.repeat(5000), 'a'.repeat(5000)],
] as const;

for (const [name, raw, shown] of hostile) {
  test(`a query with ${name} is shown as text without an error`, async ({ page, visit }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await searchFor(page, visit, raw);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shown);
    await expect(page.getByRole('main').locator('img, script')).toHaveCount(0);
    expect(dialogs).toBe(0);
    // The page stays within the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
}

test(
  '/haku without a query asks for a search word, and its own search box searches',
  anyWidth,
  async ({ page, visit }) => {
    for (const path of ['/haku', '/haku?q=%20%20']) {
      await visit(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haku');
      await expect(page).toHaveTitle(documentTitle('Haku'));
      await expect(page.getByRole('main')).toContainText('Kirjoita hakusana');
      await expect(page.getByRole('main')).not.toContainText('Ei hakutuloksia');
    }
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Hakusana' });
    await box.fill('magnesium');
    await box.press('Enter');
    await expect(page).toHaveURL('/haku?q=magnesium');
    await waitUntilReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: magnesium');
    await expect(status(page)).toHaveText(/^Löytyi \d+ tulosta?$/);
  },
);

test('the search index is fetched on /haku, and not part of the page scripts', anyWidth, async ({ page }) => {
  const indexRequest = page.waitForRequest((request) => request.url().endsWith('/hakuindeksi.json'));
  await page.goto('/haku?q=uni');
  await indexRequest;
  const scripts = await page
    .locator('script[type="module"], link[rel="modulepreload"]')
    .evaluateAll((elements) => elements.map((element) => element.outerHTML).join(''));
  expect(scripts).not.toContain('hakuindeksi');
});

test('the results page has no WCAG 2.2 A/AA violations', async ({ page, visit, accessibilityViolations }) => {
  await searchFor(page, visit, 'uni');
  expect(await accessibilityViolations()).toEqual([]);
});

test('the results arrive without moving what is on the screen (no layout shift)', async ({ page, visit }) => {
  // Every layout shift of the main content from the start of the page, as the browser scores them for CLS. The header's
  // shifts on a cold load are the cold-load test's (layout-shift.pages.spec.ts), which loads this page kind too.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    type Shift = { value: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (entry.sources.some((source) => source.node && document.querySelector('main')?.contains(source.node)))
          shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await searchFor(page, visit, 'uni');
  await expect(results(page).first()).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

const links = (page: Page) =>
  results(page)
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

test(
  'the results are shown before the page is hydrated, and hydration keeps them as they are',
  anyWidth,
  async ({ page }) => {
    // docs/decisions/006-search-results-before-hydration.md: the results are the page's largest content, so they come
    // from a small script of their own, not after React's modules.
    const release = await holdHydration(page);
    await page.goto('/haku?q=kreatiini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: kreatiini');
    const wanted = expectedLinks('kreatiini');
    expect(wanted).toContain('/paras-kreatiini');
    await expect(status(page)).toHaveText(`Löytyi ${wanted.length} tulosta`);
    expect(await links(page)).toEqual(wanted);
    await expectNotHydrated(page);
    // Hydration does not draw the results again: the same elements stay (a reader's focus or place is not lost).
    await results(page)
      .first()
      .evaluate((item) => (item.dataset.before = 'hydration'));
    release();
    await waitUntilReady(page);
    await expect(results(page).first()).toHaveAttribute('data-before', 'hydration');
    expect(await links(page)).toEqual(wanted);
    // The title is the hydrated page's: React owns <title>.
    await expect(page).toHaveTitle(documentTitle('Hakutulokset: kreatiini'));
  },
);

test('the results page explains itself without JavaScript', anyWidth, async ({ browser }) => {
  const context = await ownContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/haku?q=uni');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Haku');
  await expect(main).not.toContainText('Haetaan');
  // Chromium still hides <noscript> when a context turns scripts off, so its content is read from the document.
  const note = main.locator('noscript');
  expect(await note.evaluate((element) => element.textContent)).toContain(
    'Haku toimii, kun selaimessa on JavaScript käytössä.',
  );
  expect(
    await note.locator('a').evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent])),
  ).toEqual([
    ['/vertailut', 'vertailujen'],
    ['/artikkelit', 'artikkelien'],
    ['/tuotearvostelut', 'tuotearvostelujen'],
  ]);
  await context.close();
});

test('after hydration a result opens its article without loading the page anew', anyWidth, async ({ page, visit }) => {
  await searchFor(page, visit, 'melatoniini');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const first = results(page).first().getByRole('link');
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Hakutulokset/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test(
  'a new search from the header replaces the results without loading the page anew',
  anyWidth,
  async ({ page, visit }) => {
    await searchFor(page, visit, 'melatoniini');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await searchFromHeader(page, 'magnesium');
    await expect(page).toHaveURL('/haku?q=magnesium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: magnesium');
    const wanted = expectedLinks('magnesium');
    await expect(status(page)).toHaveText(`Löytyi ${wanted.length} tulosta`);
    expect(await links(page)).toEqual(wanted);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  },
);

test(
  'results that hold a store link say that the page has advertising links, before the first result',
  anyWidth,
  async ({ page }) => {
    const storeLinks = (query: string) => expectedLinks(query).filter((href) => !href.startsWith('/'));
    expect(storeLinks('kreatiini'), 'kreatiini finds products').not.toEqual([]);
    expect(storeLinks('melatoniini'), 'melatoniini finds articles only').toEqual([]);
    const notice = page.getByRole('main').getByText('Sivu sisältää mainoslinkkejä.').filter({ visible: true });
    /** The notice comes before the list of results in the document. */
    const noticeBeforeResults = () =>
      notice.evaluate(
        (element) =>
          element.compareDocumentPosition(document.querySelector('[aria-label="Hakutulokset"]')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      );

    // Drawn by the page's own script before hydration…
    const release = await holdHydration(page);
    await page.goto('/haku?q=kreatiini');
    await expect(status(page)).toHaveText(/^Löytyi/);
    await expect(notice).toHaveCount(1);
    expect(await noticeBeforeResults()).toBeTruthy();
    await expectNotHydrated(page);
    release();
    await waitUntilReady(page);

    // …and by the hydrated page for the searches that follow: only while a result is a store link.
    const search = async (query: string) => {
      await searchFromHeader(page, query);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hakutulokset: ${query}`);
      await expect(status(page)).toHaveText(/^Löytyi/);
    };
    await search('melatoniini');
    await expect(notice).toHaveCount(0);
    await search('magnesium');
    await expect(notice).toHaveCount(1);
    expect(await noticeBeforeResults()).toBeTruthy();
  },
);
