import type { Locator, Page } from '@playwright/test';
import { anyWidth, expect, fullPageShot, loadLazyImages, openForPicture, stubRemoteHosts, test } from './fixtures';

const galleryPath = '/komponentit';
const cardStates = (page: Page) => page.getByRole('region', { name: 'Tuotekortti' }).getByRole('listitem');
const state = (page: Page, name: string) => page.locator(`[data-state="${name}"]`);
const card = (scope: Locator) => scope.getByRole('article');
/** A price as cards show it ("399,00 €") and a rating ("4,6/5"). */
const pricePattern = /^\d{1,3}(?: \d{3})*,\d{2} €$/;
const ratingPattern = /^\d(?:,\d)?\/5$/;

// The gallery shows a remote product image, and its store links lead out: the remote hosts answer with local stubs.
test.beforeEach(async ({ context }) => stubRemoteHosts(context));

test(
  'a product card shows title, price, rating n/5, at most three highlights, bullet lines and the store button',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    const full = card(state(page, 'Kaikki tiedot'));
    await expect(full.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(full.getByText(pricePattern)).toHaveCount(1);
    await expect(full.getByText(ratingPattern)).toHaveCount(1);
    await expect(full.getByText('Mainoslinkki', { exact: true })).toBeVisible();
    const highlights = full.getByRole('list', { name: 'Kohokohdat' }).getByRole('listitem');
    expect(await highlights.count()).toBeGreaterThan(0);
    expect(await highlights.count()).toBeLessThanOrEqual(3);
    for (const line of await full.getByRole('list').last().getByRole('listitem').allTextContents()) {
      expect(line).not.toMatch(/^\s*[•-]/);
    }
    await expect(full.getByRole('link', { name: /^Siirry verkkokauppaan!/ })).toBeVisible();
  },
);

test(
  'cards without price, rating or highlights leave those parts out; the shop line dates a price or sends to the shop',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    await expect(card(state(page, 'Ilman hintaa')).getByText(pricePattern)).toHaveCount(0);
    await expect(card(state(page, 'Ilman hintaa')).getByText(/^Kauppa: .+ · katso hinta kaupasta$/)).toBeVisible();
    await expect(card(state(page, 'Ilman hintaa')).getByText(ratingPattern)).toHaveCount(1);
    // A price shown says its day; a shop out of stock says so.
    await expect(
      card(state(page, 'Kaikki tiedot')).getByText(/^Kauppa: .+ · hinta (tarkistettu|kirjattu) \d/),
    ).toBeVisible();
    await expect(card(state(page, 'Loppu varastosta')).getByText(/^Kauppa: .+ · loppu varastosta$/)).toBeVisible();
    await expect(card(state(page, 'Ilman arvosanaa')).getByText(ratingPattern)).toHaveCount(0);
    await expect(card(state(page, 'Ilman arvosanaa')).getByText(pricePattern)).toHaveCount(1);
    await expect(card(state(page, 'Ilman kohokohtia')).getByRole('list', { name: 'Kohokohdat' })).toHaveCount(0);
  },
);

test(
  'store links open in a new tab as sponsored links without opener or referrer',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    const links = page.getByRole('link', { name: /^Siirry verkkokauppaan!/ });
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  },
);

test(
  'a click anywhere on a card outside the button opens the store too',
  anyWidth,
  async ({ page, context, visit }) => {
    await visit(galleryPath);
    const full = card(state(page, 'Kaikki tiedot'));
    const href = (await full.getByRole('link').getAttribute('href'))!;
    // A reader clicks on the product's name, away from the button; the point is hit-tested like a real click.
    const title = (await full.getByRole('heading', { level: 3 }).boundingBox())!;
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.mouse.click(title.x + 10, title.y + title.height / 2),
    ]);
    await expect(tab).toHaveURL(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  },
);

test('keyboard users meet one link per card', anyWidth, async ({ page, visit }) => {
  await visit(galleryPath);
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(5);
  for (const each of await cards.all()) {
    const focusable = await each.evaluate(
      (element) =>
        element.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
    );
    expect(focusable).toBe(1);
  }
  const firstLink = card(state(page, 'Kaikki tiedot')).getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Tab');
  await expect(card(state(page, 'Ilman hintaa')).getByRole('link')).toBeFocused();
});

test.describe('a remote image that fails', () => {
  // The browser logs the failed request itself.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('falls back to the site artwork', anyWidth, async ({ page, visit }) => {
    await page.route('**/kuvat.example.invalid/**', (route) => route.abort());
    await visit(galleryPath);
    const image = card(state(page, 'Etäkuva (varakuvana oma kuvitus)')).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^\/images\/categories\/[a-z-]+\.svg$/);
    await expect(image).not.toHaveAttribute('srcset', /./);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });
});

test(
  'a remote image with a width parameter offers a srcset of 700, 1000 and 1400 px',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    const image = card(state(page, 'Etäkuva (varakuvana oma kuvitus)')).getByRole('img');
    // The fixture answers every remote image with a local picture, so the remote image loads here.
    await expect(image).toHaveAttribute('srcset', /width=700 700w, .*width=1000 1000w, .*width=1400 1400w/);
  },
);

test(
  'images have width and height, product images are named after the product, and load lazily',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    for (const image of await page.getByRole('main').locator('img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    const full = card(state(page, 'Kaikki tiedot'));
    await expect(full.getByRole('img')).toHaveAttribute(
      'alt',
      (await full.getByRole('heading', { level: 3 }).textContent())!,
    );
  },
);

test('an empty product grid renders nothing', anyWidth, async ({ page, visit }) => {
  await visit(galleryPath);
  await expect(page.getByTestId('tyhja-ruudukko')).toBeEmpty();
  await expect(page.getByRole('list', { name: 'Tuoteruudukko: korvatulpat' }).getByRole('article')).toHaveCount(3);
});

test(
  'article cards show category, reading time and publish date in Finnish form',
  anyWidth,
  async ({ page, visit }) => {
    await visit(galleryPath);
    const articles = page.getByRole('region', { name: 'Artikkelikortti' }).getByRole('article');
    await expect(articles).toHaveCount(3);
    await expect(articles.first()).toContainText(/\d+ min luku/);
    await expect(articles.first()).toContainText(/Julkaistu: \d{1,2}\.\d{1,2}\.20\d\d/);
    await expect(articles.first().getByRole('link')).toHaveAttribute('href', /^\//);
  },
);

test('the gallery is not indexed and not linked from the site', anyWidth, async ({ page, visit }) => {
  await visit(galleryPath);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await visit('/');
  await expect(page.locator(`a[href="${galleryPath}"]`)).toHaveCount(0);
});

test('the gallery has no WCAG 2.2 A/AA violations', async ({ page, visit, accessibilityViolations }) => {
  await visit(galleryPath);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await accessibilityViolations()).toEqual([]);
});

test('screenshot: component gallery', async ({ page }) => {
  await openForPicture(page, galleryPath);
  await loadLazyImages(page);
  await expect(cardStates(page).first()).toBeVisible();
  await expect(page).toHaveScreenshot('gallery.png', fullPageShot);
});
