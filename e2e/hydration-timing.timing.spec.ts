// Hydration off the paint path (issue #23, docs/decisions/004-hydration-after-load.md): a page's JavaScript and the
// loader data it hydrates from (decision 007) start loading after both the `load` event and the first contentful paint
// (on /haku, also after the page's own script has drawn the results: decision 006), and the page is hydrated within a
// second of the later of them.
//
// A time is only worth what the machine gives it: these tests run in the `timing` project, after every other project
// has finished and one at a time (playwright.config.ts; why, in docs/testing.md under Determinism).
import { expect, test, waitUntilReady } from './fixtures';

/** Page kinds whose route modules differ. */
const paths = ['/', '/paras-magnesium', '/tuotearvostelut/oura-sormus', '/tuotteet', '/haku?q=uni'];

for (const path of paths) {
  test(`${path}: no script and no loader data is fetched before the load event and the first paint; hydrated within a second`, async ({
    page,
  }) => {
    // The moment the layout marks the page hydrated, on the page's own clock.
    // And on /haku the moment the results are drawn.
    await page.addInitScript(() => {
      const times = window as unknown as { hydratedAt: number; drawnAt?: number };
      new MutationObserver((_, observer) => {
        if (!times.drawnAt && document.querySelector('ul[aria-label="Hakutulokset"]'))
          times.drawnAt = performance.now();
        if (!document.documentElement.dataset.hydrated) return;
        times.hydratedAt = performance.now();
        observer.disconnect();
        // The init script runs before <html> exists: watch the document for the attribute.
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    // The first load compiles the scripts and the reloads find them in the cache, as on a reader's second page: the
    // best of three loads is the page's time. Every load must fetch no script early.
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3 && !delays.some((delay) => delay < 1000); attempt += 1) {
      await (attempt === 0 ? page.goto(path) : page.reload());
      await waitUntilReady(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          // Scripts, and the loader data that hydration reads (scripts/lib/hydration-data.ts).
          .filter((entry) => /\.js$|^\/assets\/hydration-[\w-]+\.txt$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: Math.round(entry.startTime) }));
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        const times = window as unknown as { hydratedAt: number; drawnAt?: number };
        return {
          load: Math.round(navigation.loadEventStart),
          paint: paint ? Math.round(paint.startTime) : Number.NaN,
          drawn: times.drawnAt === undefined ? undefined : Math.round(times.drawnAt),
          hydrated: Math.round(times.hydratedAt),
          scripts,
        };
      });
      expect(timing.scripts.map((script) => script.url)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/),
          expect.stringMatching(/^\/assets\/hydration-[\w-]+\.txt$/),
        ]),
      );
      expect(timing.paint).toBeGreaterThan(0);
      const search = path.startsWith('/haku');
      expect(timing.drawn !== undefined, 'results drawn').toBe(search);
      const wanted = Math.max(timing.load, timing.paint, timing.drawn ?? 0);
      // /haku's own script is the one loaded early: it draws the results.
      const early = timing.scripts.filter((script) => !(search && /^\/assets\/haku-[\w-]+\.js$/.test(script.url)));
      expect(early.filter((script) => script.start < wanted)).toEqual([]);
      delays.push(timing.hydrated - wanted);
    }
    expect(Math.min(...delays), `hydrated after load and paint: ${delays.join(', ')} ms`).toBeLessThan(1000);
  });
}
