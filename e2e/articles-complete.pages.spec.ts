import { expect, fullPageShot, test } from './fixtures';

// One comparison and one topic article of each content issue.
for (const [name, path] of [
  ['comparison-supplements', '/paras-omega3'],
  ['topic-article-supplements', '/d-vitamiini'],
  ['comparison-sleep-tech', '/paras-verenpainemittari'],
  ['topic-article-sleep-tech', '/unen-mittaaminen'],
  ['comparison-beauty', '/paras-aurinkovoide'],
  ['topic-article-beauty', '/luonnonkosmetiikka'],
] as const) {
  test(`screenshot: ${name} (${path})`, async ({ page, visit }) => {
    await visit(path);
    await page.evaluate(() => (document.documentElement.style.scrollBehavior = 'auto'));
    for (const image of await page.getByRole('main').locator('img').all()) await image.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`${name}.png`, fullPageShot);
  });
}
