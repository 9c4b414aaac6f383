import { articleBodies } from '../content/articles';
import { articleList } from '../content/articles/list';
import { editorialPlan } from '../content/editorial-plan';
import { articleIdFor } from '../src/config/routes';
import { expect, test } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every route the content issues deliver renders its whole article: heading, text, product cards, no error view, and
// nothing wider than a phone's screen. The text is the same at every width, so this runs once, at 390 px (the
// `phone` project); the screenshots of each issue's pages at 1440 and 390 are in articles-complete.pages.spec.ts.
for (const [issue, plan] of Object.entries(editorialPlan)) {
  test.describe(issue, () => {
    for (const path of [...plan.comparisons, ...plan.topics, ...plan.aliases]) {
      test(`${path} renders its article`, async ({ page, visit }) => {
        const id = articleIdFor(path)!;
        const body = articleBodies[id]!;
        await visit(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          body.title ?? articleList.find((item) => item.id === id)!.title,
        );
        await expect(main.getByText('Artikkelia ei löytynyt')).toHaveCount(0);
        await expect(main.getByText(body.content.introduction.split('\n')[0]!.slice(0, 60))).toBeVisible();
        // A product's heading is a store link, named with its advertising note after the title.
        for (const section of body.content.sections.filter((entry) => entry.title && entry.type !== 'products'))
          await expect(
            main.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(section.title)}( \\(|$)`) }),
          ).toBeVisible();
        // Nothing makes the page wider than the screen (a wide table scrolls inside its own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        const cards = body.content.sections.find((section) => section.type === 'products');
        if (cards)
          await expect(
            main.getByRole('region', { name: cards.title }).getByRole('link', { name: /^Siirry verkkokauppaan!/ }),
          ).toHaveCount(cards.productIds.length);
      });
    }
  });
}
