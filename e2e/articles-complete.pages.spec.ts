import { expect, loadLazyImages, openForPicture, readOnlyTest as test } from './fixtures';

// One comparison and one topic article of each content issue. The pictures hold what a layout change would show, the
// first screen and the first titled section (a product section where the article has one), so that an edit of the
// text does not rewrite them; the whole length is checked by assertions here and in routes.pages.spec.ts.
for (const [name, path] of [
  ['comparison-supplements', '/paras-omega3'],
  ['topic-article-supplements', '/d-vitamiini'],
  ['comparison-sleep-tech', '/paras-verenpainemittari'],
  ['topic-article-sleep-tech', '/unen-mittaaminen'],
  ['comparison-beauty', '/paras-aurinkovoide'],
  ['topic-article-beauty', '/luonnonkosmetiikka'],
] as const) {
  test(`screenshot: ${name} (${path}), first screen and first section`, async ({ page }) => {
    await openForPicture(page, path);
    await expect(page).toHaveScreenshot(`${name}-first-screen.png`);

    // The whole length: every image of the article arrives (no empty boxes), nothing is wider than the screen, and
    // the page ends with the footer.
    await loadLazyImages(page);
    const images = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const image = element as HTMLImageElement;
          return { src: image.currentSrc, loaded: image.complete && image.naturalWidth > 0 };
        }),
      );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !image.loaded)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expect(page.getByRole('contentinfo')).toBeAttached();

    const sections = page.getByRole('main').locator('section:has(> h2)');
    const productSection = sections.filter({ has: page.locator('.kuva') }).first();
    const section = (await productSection.count()) > 0 ? productSection : sections.first();
    await expect(section).toHaveScreenshot(`${name}-section.png`);
  });
}
