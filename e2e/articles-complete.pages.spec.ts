import { expect, fullPageShot, loadLazyImages, readOnlyTest as test } from './fixtures';

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
    await loadLazyImages(page);
    await expect(page).toHaveScreenshot(`${name}.png`, fullPageShot);
  });
}
