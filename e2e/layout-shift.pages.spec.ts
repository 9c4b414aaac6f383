// No layout shift on a cold load (issue 52, item 4): ten loads of every page kind, five at 1440 and five at 390 px (the
// `*.pages.spec.ts` widths: twenty took 11 min of the suite's worker time), one hub standing for the five (they share
// one template, `sameTemplate` in page-kinds.ts), in a browser context of the test's own whose routes keep the HTTP
// cache off, so every load fetches the document, styles, scripts and fonts again. The web fonts are held back until the
// page has painted with its fallback fonts, as on a slow connection, so that a font swap that moves the page shows in
// every load rather than in some (docs/decisions/011-metric-matched-font-fallbacks.md).
import type { BrowserContext } from '@playwright/test';
import { expect, ownContext, test } from './fixtures';
import { fallbackFonts } from '../src/styles/font-fallbacks';
import { pageKinds } from './page-kinds';

/** Loads per page kind and width. */
const loads = 5;
/** The most a load's layout shifts may add up to. */
const limit = 0.01;

interface Shift {
  value: number;
  /** The shifted nodes, as "tag 'text' from → to". */
  nodes: string[];
}

/** The Layout Instability API's entry, which TypeScript's DOM library does not have. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

interface Probe {
  shifts: Shift[];
  /** The web fonts already loaded at the first contentful paint (none, when the hold worked). */
  fontsAtPaint: string[] | null;
  /** Delivers the layout shifts the browser has measured but not yet reported. */
  flush: () => void;
}

/** Runs in the page before its own scripts: records layout shifts and asks for the fonts once the page has painted. */
function probeLayoutShifts(webFamilies: string[]) {
  const describe = (source: LayoutShiftEntry['sources'][number]) => {
    const node = source.node;
    const text = (node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    return `${node?.nodeName.toLowerCase() ?? '(removed)'} '${text}' ${box(source.previousRect)} → ${box(source.currentRect)}`;
  };
  const shifts: Shift[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map(describe) });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  const probe: Probe = { shifts, fontsAtPaint: null, flush: () => record(observer.takeRecords()) };
  (window as unknown as { layoutShiftProbe: Probe }).layoutShiftProbe = probe;
  new PerformanceObserver((list, paintObserver) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    paintObserver.disconnect();
    probe.fontsAtPaint = [...document.fonts]
      .filter((face) => face.status === 'loaded' && webFamilies.includes(face.family.replace(/["']/g, '')))
      .map((face) => `${face.family} ${face.weight}`);
    void (window as unknown as { releaseFonts: () => Promise<void> }).releaseFonts();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Holds every .woff2 request of the context until the page calls `releaseFonts`, load by load: `nextLoad` starts a
 * load's hold and returns how many font requests the previous one held.
 */
async function holdFontsUntilFirstPaint(context: BrowserContext) {
  let release = () => {};
  let released = Promise.resolve();
  let held = 0;
  await context.exposeFunction('releaseFonts', () => release());
  await context.route(/\.woff2$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await context.addInitScript(probeLayoutShifts, Object.keys(fallbackFonts));
  return {
    nextLoad() {
      const heldBefore = held;
      held = 0;
      released = new Promise<void>((resolve) => (release = resolve));
      return heldBefore;
    },
  };
}

for (const kind of pageKinds.filter((pageKind) => !pageKind.sameTemplate)) {
  const { path } = kind;
  test(`${kind.name} (${path}) does not move when its web fonts arrive, in ${loads} cold loads`, async ({
    browser,
    viewport,
    locale,
    timezoneId,
    colorScheme,
    baseURL,
  }, testInfo) => {
    // About 0.85 s a load on an idle machine of two cores (1.8 s for the first), 1.7 s beside the rest of the suite.
    test.setTimeout(loads * 6_000);
    const results: { load: number; cls: number; shifts: Shift[] }[] = [];
    // Playwright's routing turns the context's HTTP cache off; each load asserts that its fonts and scripts were
    // fetched. One page takes the loads: a new page per load would add about 0.3 s each and be no colder.
    const context = await ownContext(browser, { viewport, locale, timezoneId, colorScheme, baseURL });
    try {
      const fonts = await holdFontsUntilFirstPaint(context);
      const page = await context.newPage();
      let scripts = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts += 1;
      });
      for (let load = 1; load <= loads; load += 1) {
        fonts.nextLoad();
        scripts = 0;
        await page.goto(path);
        // Settled: the load event (page.goto waits for it), the page hydrated, the fonts in, and two frames drawn.
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const probe = await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const { shifts, fontsAtPaint, flush } = (window as unknown as { layoutShiftProbe: Probe }).layoutShiftProbe;
          flush();
          return { shifts, fontsAtPaint };
        });
        // The test is only as good as its hold: the fonts were asked for, and the first paint had none of them.
        expect(fonts.nextLoad(), `load ${load}: web font requests held`).toBeGreaterThan(0);
        expect(probe.fontsAtPaint, `load ${load}: web fonts loaded at the first paint`).toEqual([]);
        expect(scripts, `load ${load}: scripts fetched`).toBeGreaterThan(0);
        const cls = probe.shifts.reduce((sum, shift) => sum + shift.value, 0);
        results.push({ load, cls, shifts: probe.shifts });
      }
    } finally {
      await context.close();
    }
    const scores = results.map((result) => result.cls).sort((a, b) => a - b);
    testInfo.annotations.push({
      type: 'cls',
      description: `worst ${scores.at(-1)!.toFixed(4)}, median ${scores[Math.floor(scores.length / 2)]!.toFixed(4)}`,
    });
    const moved = results
      .filter((result) => result.cls >= limit)
      .map(({ load, cls, shifts }) => ({
        load,
        cls: Number(cls.toFixed(4)),
        shifted: shifts.flatMap((shift) => shift.nodes),
      }));
    expect(moved, `${path}: loads whose layout shifts add up to ${limit} or more`).toEqual([]);
  });
}
