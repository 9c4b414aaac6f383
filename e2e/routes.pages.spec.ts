import type { Page } from '@playwright/test';
import { articleKind, minimumWords } from '../src/content/article-kind';
import { loadContent, productName } from '../src/content/collections.server';
import { articleIdFor, routes, type RouteEntry } from '../src/config/routes';
import { blocksText } from '../src/lib/rich-text';
import { anyWidth, expect, narrowOnly, readOnlyTest as test, stubRemoteHosts, waitUntilReady } from './fixtures';
import { e2eViewports } from './viewports';
import { pageKinds } from './page-kinds';

// One test per page of the route registry, at 1440 px: the page renders whole (its heading and body, no error view,
// the content guide's word count for articles and reviews), axe finds no WCAG 2.0/2.1/2.2 A or AA violation in it, and
// nothing in it is wider than the screen, at 1440 px and then at 390 px. Only the layout differs at 390 px, and it is
// CSS (the header's script only closes its menus when the width crosses the breakpoint), so the page is resized there
// rather than loaded again. Every kind of page in the visual table (visual.pages.spec.ts) is also loaded at 390 px,
// pictured and checked with axe there, and the header's states at all four widths (shell.spec.ts). Pages that change
// with input (filters, search, menus) have further axe tests in their own specs.

const errorTexts = ['Sivua ei löytynyt', 'Artikkelia ei löytynyt', 'Arvostelua ei löytynyt'];

const content = loadContent();

/** What the main area shows, read in one round trip: its words (counted as the content guide counts them), text and headings. */
const readMain = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const text = (main as HTMLElement).innerText;
    return {
      text,
      words: text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length,
      h1: main.querySelector('h1')?.textContent ?? '',
      h2: [...main.querySelectorAll('h2')].map((heading) => heading.textContent ?? ''),
    };
  });

/** What a page of each kind must show beyond its heading. */
async function expectBody(page: Page, route: RouteEntry) {
  const shown = await readMain(page);
  for (const text of errorTexts) expect(shown.text, 'no error view').not.toContain(text);
  const id = route.articleId ?? articleIdFor(route.path);
  if (route.kind === 'article') {
    const body = content.articles.find((article) => article.id === id);
    if (!body) {
      // A standalone comparison page (spec §2) has a layout of its own, checked in article.pages.spec.ts; it is held
      // to the topic article's word count.
      expect(shown.words, 'words on the page').toBeGreaterThanOrEqual(minimumWords.topic);
      return;
    }
    expect(shown.h1).toBe(body.front.heading ?? body.front.title);
    expect(shown.words, 'words on the page').toBeGreaterThanOrEqual(minimumWords[articleKind(body)]);
    expect(shown.text).toContain(blocksText(body.introduction.slice(0, 1)).slice(0, 60));
    // Every section has its heading; a product's heading is its catalogue name as a store link, named with its
    // advertising note after the name.
    const productIds = body.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
    const headings = body.sections.flatMap((section) => {
      switch (section.type) {
        case 'text':
        case 'product-images':
          return [section.title];
        case 'compared':
          return ['Mukana vertailussa'];
        case 'product':
          return [productName(section.productId)];
        case 'products':
          return [];
      }
    });
    for (const title of headings)
      expect(
        shown.h2.some((heading) => heading === title || heading.startsWith(`${title} (`)),
        `a heading "${title}"`,
      ).toBe(true);
    if (body.sections.some((section) => section.type === 'products'))
      await expect(
        page
          .getByRole('main')
          .getByRole('region', { name: 'Vertailun tuotteet' })
          .locator('a', { hasText: 'Siirry verkkokauppaan!' }),
      ).toHaveCount(productIds.length);
  } else if (route.kind === 'review') {
    expect(shown.h1).toBe(content.reviews.find((review) => review.id === id)!.front.title);
    expect(shown.words, 'words on the page').toBeGreaterThanOrEqual(minimumWords.review);
  } else {
    // The home page's heading is its hero line; every other page is headed with its title.
    if (route.title && route.kind !== 'home') expect(shown.h1).toBe(route.title);
    expect(shown.words, 'words on the page').toBeGreaterThanOrEqual(10);
  }
}

/** Nothing makes the page wider than the screen (a wide table scrolls inside its own box). */
async function expectWithinScreen(page: Page) {
  const { width } = page.viewportSize()!;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `the page’s width at ${width} px`,
  ).toBeLessThanOrEqual(width);
}

const narrowest = e2eViewports.find((viewport) => viewport.name === 'mobile-390')!;

/** The page resized to the narrowest width fits it; the page is given its own size back for the worker's next test. */
async function expectWithinNarrowestScreen(page: Page) {
  const own = page.viewportSize()!;
  await page.setViewportSize({ width: narrowest.width, height: narrowest.height });
  try {
    // The resize is laid out, and anything the page's scripts do on it drawn, by the second frame after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectWithinScreen(page);
  } finally {
    await page.setViewportSize(own);
  }
}

for (const route of routes) {
  const missingReview = route.kind === 'review' && !content.reviews.some((review) => review.id === route.articleId);
  test(
    `${route.path} renders whole, fits 1440 and 390 px screens and has no WCAG 2.2 A/AA violations`,
    anyWidth,
    async ({ page, context, visit, accessibilityViolations }) => {
      // The component gallery shows a remote product image (src/routes/gallery.tsx), answered here by a local picture.
      if (route.path === '/komponentit') await stubRemoteHosts(context);
      await visit(encodeURI(route.path));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
      if (missingReview) {
        // Spec §8: a review route whose review is missing shows the review error view with a way back.
        await expect(main).toContainText('Arvostelua ei löytynyt');
        await expect(main.getByRole('link', { name: /tuotearvostelu/i })).toHaveAttribute('href', '/tuotearvostelut');
      } else await expectBody(page, route);
      await expectWithinScreen(page);
      expect(await accessibilityViolations()).toEqual([]);
      await expectWithinNarrowestScreen(page);
    },
  );
}

test.describe('page kinds at the narrow width', () => {
  // The browser logs a 404 response itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { name, path, status = 200 } of pageKinds) {
    test(
      `${name} (${path}) has no WCAG 2.2 A/AA violations at 390 px`,
      narrowOnly,
      async ({ page, accessibilityViolations }) => {
        const response = await page.goto(path);
        expect(response!.status()).toBe(status);
        await waitUntilReady(page);
        expect(await accessibilityViolations()).toEqual([]);
      },
    );
  }
});

// The check itself: a page given an image without a text alternative and a button without a name fails both rules,
// and a check within another part of the page does not see them.
test(
  'the accessibility check reports a planted violation by its rule, and only where it looks',
  anyWidth,
  async ({ page, visit, accessibilityViolations }) => {
    await visit('/');
    await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      footer.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" width="10" height="10"><button></button>');
    });
    expect((await accessibilityViolations()).map((violation) => violation.id).sort()).toEqual([
      'button-name',
      'image-alt',
    ]);
    expect(await accessibilityViolations('main')).toEqual([]);
  },
);

test.describe('error views', () => {
  // The browser logs the 404 response itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [path, text] of [
    ['/ei-tallaista-sivua', 'Sivua ei löytynyt'],
    ['/articles/vertailut/ei-tallaista', 'Artikkelia ei löytynyt'],
    ['/tuotearvostelut/ei-tallaista', 'Arvostelua ei löytynyt'],
  ] as const) {
    test(`${path} shows "${text}" with status 404 and has no WCAG 2.2 A/AA violations`, async ({
      page,
      accessibilityViolations,
    }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await waitUntilReady(page);
      await expect(page.getByRole('main')).toContainText(text);
      expect(await accessibilityViolations()).toEqual([]);
    });
  }
});
