import type { Page } from '@playwright/test';
import { siteSettings } from '../src/content/collections/site.server';
import { anyWidth, expect, stubRemoteHosts, test } from './fixtures';
import { expectInstantScroll, expectSmoothScroll, scrollPositions } from './scrolling';
import { specFooter } from './spec-data';

// The shell's behaviour that is the same at every width: language, landmarks, the skip link, the footer's links and
// scrolling. It runs at 1440 and 390 px; the header's states, which differ at the menu breakpoint, are in shell.spec.ts
// (all four widths) and the header specs.

const footer = (page: Page) => page.getByRole('contentinfo');
const site = siteSettings();

test('every page is in Finnish and has a header, a main area and a footer', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(footer(page)).toBeVisible();
});

test(
  'the skip link is the first stop for the keyboard and moves focus to the main content',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/tietoa');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Siirry pääsisältöön' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  },
);

test('the logo image links to the home page', anyWidth, async ({ page, visit }) => {
  await visit('/tietoa');
  const logo = page.getByRole('banner').getByRole('link', { name: `${site.name} – etusivu` });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(logo.getByRole('img', { name: `${site.name} – etusivu` })).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL('/');
});

test('the footer links to the spec pages, topics and latest articles', anyWidth, async ({ page, visit }) => {
  await visit('/');
  const hrefs = await footer(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const internal = hrefs.filter((href) => href?.startsWith('/'));
  expect(internal).toEqual([...specFooter.site, ...specFooter.topics, ...specFooter.latestArticles]);
  await expect(footer(page).getByRole('link', { name: 'Etusivu' })).toHaveAttribute('href', '/');
});

test(
  'the footer has three social links that open in a new tab without opener or referrer',
  anyWidth,
  async ({ page, context, visit }) => {
    await stubRemoteHosts(context);
    await visit('/');
    const social = footer(page).getByRole('list', { name: 'Sosiaalinen media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    }
    const href = (await social.first().getAttribute('href'))!;
    const [tab] = await Promise.all([context.waitForEvent('page'), social.first().click()]);
    await expect(tab).toHaveURL(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/');
  },
);

test('the footer has a copyright line with the year', anyWidth, async ({ page, visit }) => {
  await visit('/');
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ${site.copyrightHolder}`);
});

test(
  'a new path starts at the top, also after going back, and scroll restoration is manual',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/tietoa');
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
    const scrolledDown = () => page.evaluate(() => window.scrollY);

    const homeLink = footer(page).getByRole('link', { name: 'Etusivu' });
    await homeLink.scrollIntoViewIfNeeded();
    await expect.poll(scrolledDown).toBeGreaterThan(0);
    await homeLink.click();
    await expect(page).toHaveURL('/');
    await expect.poll(scrolledDown).toBe(0);

    await footer(page).getByRole('link', { name: 'Tietoa meistä' }).scrollIntoViewIfNeeded();
    await expect.poll(scrolledDown).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL('/tietoa');
    await expect.poll(scrolledDown).toBe(0);
  },
);

// Two kinds of in-page jump on a long article: the skip link, which the browser scrolls (the global scroll-behavior), and
// a table-of-contents link, which the article scrolls itself. With reduced motion both jump at once (GlobalStyle.ts,
// ArticleView's jumpTo).
const longArticle = '/paras-retinoliseerumi';
// The skip link's jump is the header's height (77 px at 1440): a glide that short can end within the frame after it
// starts on a busy machine, so there it is only required to arrive (and, with reduced motion, to jump); the contents
// link's long jump shows the glide.
const arrives = (positions: number[]) =>
  expect(positions.at(-1), `moved (positions ${positions.join(', ')})`).not.toBe(positions[0]);
const motions = [
  {
    reducedMotion: 'no-preference',
    title: 'in-page jumps scroll smoothly',
    expectShortScroll: arrives,
    expectScroll: expectSmoothScroll,
  },
  {
    reducedMotion: 'reduce',
    title: 'with reduced motion, in-page jumps are instant',
    expectShortScroll: expectInstantScroll,
    expectScroll: expectInstantScroll,
  },
] as const;

for (const { reducedMotion, title, expectShortScroll, expectScroll } of motions) {
  test(`${title}: the skip link and a table-of-contents link`, async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion });
    await visit(longArticle);

    const viaSkipLink = await scrollPositions(page, async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    });
    expectShortScroll(viaSkipLink);
    await expect(page).toHaveURL(`${longArticle}#paasisalto`);
    await expect(page.getByRole('main')).toBeFocused();

    const toc = page.getByRole('navigation', { name: 'Sisällys' }).getByRole('link', { name: 'Yhteenveto' });
    await toc.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const viaContents = await scrollPositions(page, () => toc.click());
    expectScroll(viaContents);
    await expect(page).toHaveURL(`${longArticle}#yhteenveto`);
    await expect(page.getByRole('heading', { level: 2, name: 'Yhteenveto' })).toBeInViewport();
  });
}
