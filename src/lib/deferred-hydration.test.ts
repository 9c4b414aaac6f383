import { describe, expect, it } from 'vitest';
import { contentDrawnKey, deferHydration, deferredBootstrap, DeferHydrationError } from './deferred-hydration';

/** React Router 7's bootstrap as <Scripts> renders it for a page of two routes. */
const bootstrap = `import "/assets/manifest-5ef1f53e.js";
import * as route0 from "/assets/root-B1P0HCCT.js";
import * as route1 from "/assets/content-BOEJcNcj.js";
  
  window.__reactRouterRouteModules = {"root":route0,"content":route1};

import("/assets/entry.client-5lghjZHV.js");`;

/** The same with split route modules (a client loader in a chunk of its own). */
const splitBootstrap = `import "/assets/manifest-1.js";
import * as route0_clientLoader from "/assets/root-client-loader.js";
import * as route0_main from "/assets/root.js";
const route0 = {...route0_clientLoader,...route0_main};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client.js");`;

/** React Router's loader data as <Scripts> streams it into the page: `enqueue` scripts, then `close`. */
const enqueue = (chunk: string) =>
  `<!--$--><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll('<', '\\u003c')});</script>`;
const close = '<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->';
const loaderData = '[{"_1":2},"loaderData",{"title":"<b>Uni</b> \\"lepo\\""}]\n';

const documentWith = (code: string, preloads = 2, data = `${enqueue(loaderData)}${close}`) =>
  `<html lang="fi"><head><title>x</title>${'<link rel="modulepreload" href="/assets/a.js"/>'.repeat(preloads)}` +
  `<link rel="preload" href="/f.woff2" as="font"/></head><body><main>Teksti</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${code}</script>${data}</body></html>`;

/**
 * Runs a generated bootstrap's `hydrate` with stand-ins for `import()`, `fetch` and the page's loader-data holder, and
 * returns what it loaded, in order, and what it handed to React Router's stream.
 */
async function run(
  code: string,
  holder: { dataset: { src?: string }; textContent: string } = inlineHolder,
  manifest: unknown = { entry: { module: '/assets/entry.client-5lghjZHV.js', imports: [] }, routes: {} },
) {
  const loaded: string[] = [];
  const preloaded: string[] = [];
  const streamed: string[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    getElementById: (id: string) => (id === 'hydration-data' ? holder : null),
  };
  const modules: Record<string, unknown> = {};
  const hydrateOnly = code.slice(0, code.indexOf('let started'));
  const body = `${hydrateOnly.replace(/\bimport\(/g, 'load(')}\nreturn hydrate();`;
  const window: {
    __reactRouterRouteModules?: unknown;
    __reactRouterContext: unknown;
    __reactRouterManifest?: unknown;
  } = {
    __reactRouterContext: {
      streamController: {
        enqueue: (chunk: string) => streamed.push(chunk),
        close: () => streamed.push('(close)'),
      },
    },
  };
  const load = async (url: string) => {
    loaded.push(url);
    if (url.includes('/manifest-')) window.__reactRouterManifest = manifest;
    return (modules[url] = { url });
  };
  const fetch = async (url: string) => {
    loaded.push(url);
    return url.endsWith('missing.txt')
      ? { ok: false, status: 404, text: async () => '' }
      : { ok: true, status: 200, text: async () => `data of ${url}` };
  };
  await new Function('load', 'window', 'document', 'fetch', body)(load, window, document, fetch);
  return { loaded, preloaded, streamed, routeModules: window.__reactRouterRouteModules };
}

const inlineHolder = { dataset: {}, textContent: '"[{\\"_1\\":2}]\\n"' };

describe('deferredBootstrap', () => {
  it.each([
    {
      name: 'two routes',
      code: bootstrap,
      loaded: [
        '/assets/manifest-5ef1f53e.js',
        '/assets/root-B1P0HCCT.js',
        '/assets/content-BOEJcNcj.js',
        '/assets/entry.client-5lghjZHV.js',
      ],
      routeModules: { root: { url: '/assets/root-B1P0HCCT.js' }, content: { url: '/assets/content-BOEJcNcj.js' } },
    },
    {
      name: 'split route modules',
      code: splitBootstrap,
      loaded: ['/assets/manifest-1.js', '/assets/root-client-loader.js', '/assets/root.js', '/assets/entry.client.js'],
      // Both chunks' exports merged; the later chunk's `url` wins, as the spread does.
      routeModules: { root: { url: '/assets/root.js' } },
    },
  ])(
    '$name: loads every module the static imports did, then the entry last',
    async ({ code, loaded, routeModules }) => {
      const result = await run(deferredBootstrap(code));
      expect(result.loaded).toEqual(loaded);
      expect(result.routeModules).toEqual(routeModules);
    },
  );

  it('once the manifest is in, preloads the entry and the chunks of the page’s routes, not the modules it imports', async () => {
    const manifest = {
      entry: { module: '/assets/entry.client-5lghjZHV.js', imports: ['/assets/vendor.js'] },
      routes: {
        root: { module: '/assets/root-B1P0HCCT.js', imports: ['/assets/vendor.js', '/assets/Card.js'] },
        content: { module: '/assets/content-BOEJcNcj.js', imports: ['/assets/Card.js', '/assets/format.js'] },
        other: { module: '/assets/other.js', imports: ['/assets/other-chunk.js'] },
      },
    };
    const result = await run(deferredBootstrap(bootstrap), inlineHolder, manifest);
    expect(result.preloaded).toEqual(
      ['/assets/entry.client-5lghjZHV.js', '/assets/vendor.js', '/assets/Card.js', '/assets/format.js'].map(
        (href) => `modulepreload ${href}`,
      ),
    );
    expect(result.loaded[0]).toBe('/assets/manifest-5ef1f53e.js');
  });

  const loads =
    'await Promise.all([loadData(), import(modules[0]).then(() => preload(modules)), ...modules.slice(1).map((url) => import(url))]);';
  const handOver = [
    '  const stream = window.__reactRouterContext.streamController;',
    '  stream.enqueue(data);',
    '  stream.close();',
  ];
  it.each([
    {
      name: 'two routes',
      code: bootstrap,
      lines: [
        'const modules = ["/assets/manifest-5ef1f53e.js", "/assets/root-B1P0HCCT.js", "/assets/content-BOEJcNcj.js"];',
        'const hydrate = async () => {',
        `  const [data, , route0, route1] = ${loads}`,
        ...handOver,
        '  window.__reactRouterRouteModules = {"root":route0,"content":route1};',
        '  import("/assets/entry.client-5lghjZHV.js");',
        '};',
      ],
    },
    {
      name: 'split route modules',
      code: splitBootstrap,
      lines: [
        'const modules = ["/assets/manifest-1.js", "/assets/root-client-loader.js", "/assets/root.js"];',
        'const hydrate = async () => {',
        `  const [data, , route0_clientLoader, route0_main] = ${loads}`,
        ...handOver,
        '  const route0 = {...route0_clientLoader,...route0_main};',
        '  window.__reactRouterRouteModules = {"root":route0};',
        '  import("/assets/entry.client.js");',
        '};',
      ],
    },
  ])('$name: writes the modules and hydrate() line by line, the bootstrap’s own code last', ({ code, lines }) => {
    const written = deferredBootstrap(code);
    expect(written.slice(written.indexOf('const modules'), written.indexOf('let started'))).toBe(
      `${lines.join('\n')}\n`,
    );
  });

  it('leaves no static import behind: nothing is fetched before hydrate() runs', () => {
    const code = deferredBootstrap(bootstrap);
    expect(code).not.toMatch(/\bimport\s+["*{]/);
    expect(code).toMatch(/\nconst hydrate = async \(\) => \{/);
  });

  it.each([
    { name: 'the data the holder holds', holder: inlineHolder, loaded: [], streamed: ['[{"_1":2}]\n', '(close)'] },
    {
      name: 'the file the holder names, fetched beside the modules',
      holder: { dataset: { src: '/assets/hydration-abc.txt' }, textContent: '' },
      loaded: ['/assets/hydration-abc.txt'],
      streamed: ['data of /assets/hydration-abc.txt', '(close)'],
    },
  ])('hands React Router $name, then closes its stream', async ({ holder, loaded, streamed }) => {
    const result = await run(deferredBootstrap(bootstrap), holder);
    expect(result.streamed).toEqual(streamed);
    expect(result.loaded).toEqual([...loaded, ...(await run(deferredBootstrap(bootstrap))).loaded]);
  });

  it('does not hydrate when the data file cannot be had: the page stays as it was drawn', async () => {
    await expect(
      run(deferredBootstrap(bootstrap), { dataset: { src: '/assets/missing.txt' }, textContent: '' }),
    ).rejects.toThrow('/assets/missing.txt: 404');
  });

  /**
   * Runs the generated trigger (everything after `hydrate`) with stand-ins for the browser: events are fired by hand,
   * the first contentful paint is reported by `paint()`, and timers run by `tick()`.
   */
  function runTrigger({
    readyState = 'loading',
    paintTiming = true,
    drawing,
  }: { readyState?: string; paintTiming?: boolean; drawing?: Promise<void> } = {}) {
    const code = deferredBootstrap(bootstrap);
    const trigger = code.slice(code.indexOf('let started = false;'));
    let hydrations = 0;
    const listeners = new Map<string, (() => void)[]>();
    type PaintList = { getEntriesByName: (name: string) => unknown[] };
    const observers: FakePerformanceObserver[] = [];
    const painted: string[] = [];
    const timers: (() => void)[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(readonly callback: (list: PaintList, observer: FakePerformanceObserver) => void) {}
      observe() {
        observers.push(this);
        // buffered: true reports the paints that already happened.
        if (painted.length) this.callback({ getEntriesByName: (name) => painted.filter((p) => p === name) }, this);
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1);
      }
    }
    new Function(
      'hydrate',
      'document',
      'addEventListener',
      'removeEventListener',
      'MutationObserver',
      'PerformanceObserver',
      'setTimeout',
      'Element',
      'globalThis',
      trigger,
    )(
      () => (hydrations += 1),
      { readyState, documentElement: { dataset: {} } },
      (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      () => {},
      class {
        observe() {}
      },
      FakePerformanceObserver,
      (callback: () => void) => timers.push(callback),
      class {},
      drawing ? { [Symbol.for(contentDrawnKey)]: drawing } : {},
    );
    return {
      hydrations: () => hydrations,
      fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
      paint: () => {
        painted.push('first-contentful-paint');
        for (const observer of [...observers]) {
          observer.callback({ getEntriesByName: (name) => painted.filter((p) => p === name) }, observer);
        }
      },
      tick: () => timers.splice(0).forEach((timer) => timer()),
    };
  }

  it.each([
    ['load, then the first paint', ['load', 'paint']],
    ['the first paint, then load', ['paint', 'load']],
  ])('starts once both have happened: %s', (_, order) => {
    const page = runTrigger();
    const [first, second] = order.map((step) => () => (step === 'paint' ? page.paint() : page.fire('load')));
    first!();
    expect(page.hydrations()).toBe(0);
    second!();
    expect(page.hydrations()).toBe(1);
    page.tick();
    expect(page.hydrations()).toBe(1);
  });

  it('starts at once on the first key, pointer or touch press, once only', () => {
    for (const type of ['keydown', 'pointerdown', 'touchstart']) {
      const page = runTrigger();
      page.fire(type);
      expect(page.hydrations(), type).toBe(1);
      page.fire('load');
      page.paint();
      expect(page.hydrations(), type).toBe(1);
    }
  });

  it('waits for the paint after a load that has already happened', () => {
    const page = runTrigger({ readyState: 'complete' });
    expect(page.hydrations()).toBe(0);
    page.paint();
    expect(page.hydrations()).toBe(1);
  });

  it('waits, after load and the paint, for content a script of the page is drawing, at most until the timer', async () => {
    let drawn!: () => void;
    const page = runTrigger({ drawing: new Promise<void>((resolve) => (drawn = resolve)) });
    page.fire('load');
    page.paint();
    await Promise.resolve();
    expect(page.hydrations()).toBe(0);
    drawn();
    await new Promise((resolve) => setTimeout(resolve));
    expect(page.hydrations()).toBe(1);

    const stuck = runTrigger({ drawing: new Promise<void>(() => {}) });
    stuck.fire('load');
    stuck.paint();
    await Promise.resolve();
    expect(stuck.hydrations()).toBe(0);
    stuck.tick();
    await new Promise((resolve) => setTimeout(resolve));
    expect(stuck.hydrations()).toBe(1);
  });

  it('starts after load without a paint when the page is never painted (a background tab) or paints go unreported', () => {
    const hidden = runTrigger();
    hidden.fire('load');
    expect(hidden.hydrations()).toBe(0);
    hidden.tick();
    expect(hidden.hydrations()).toBe(1);
    const old = runTrigger({ paintTiming: false });
    old.fire('load');
    expect(old.hydrations()).toBe(1);
  });

  it.each([
    { name: 'no static imports', code: 'import("/assets/entry.js");', message: 'has no static imports' },
    {
      name: 'a named import',
      code: 'import "/manifest-1.js";\nimport { a } from "/b.js";\nimport("/e.js");',
      message: 'an import of an unknown form',
    },
    {
      name: 'no entry import',
      code: 'import "/manifest-1.js";\nwindow.x = 1;',
      message: 'one dynamic import of the entry',
    },
    {
      name: 'a first import that is not the manifest',
      code: 'import * as route0 from "/assets/root.js";\nimport("/e.js");',
      message: 'first import is not the manifest: "/assets/root.js"',
    },
    {
      name: 'the manifest imported under a name',
      code: 'import * as manifest from "/assets/manifest-1.js";\nimport("/e.js");',
      message: 'first import is not the manifest: "/assets/manifest-1.js"',
    },
    {
      name: 'an import spaced otherwise than React Router writes it',
      code: 'import "/assets/manifest-1.js";\nimport  * as route0 from "/r.js";\nimport("/e.js");',
      message: 'an import of an unknown form: import  * as route0 from "/r.js";',
    },
    {
      name: 'a static import without its semicolon',
      code: 'import "/assets/manifest-1.js"\nimport("/e.js");',
      message: 'has no static imports',
    },
  ])('refuses $name', ({ code, message }) => {
    expect(() => deferredBootstrap(code)).toThrow(DeferHydrationError);
    expect(() => deferredBootstrap(code)).toThrow(message);
  });

  it('names the refused code by its first 120 characters, and its error by its class', () => {
    const code = `import "/assets/manifest-1.js";\nimport { a } from "/b.js";\n${'window.x = 1;\n'.repeat(20)}import("/e.js");`;
    const rest = code.slice(code.indexOf('\n') + 1);
    expect(() => deferredBootstrap(code)).toThrow(
      expect.objectContaining({
        name: 'DeferHydrationError',
        message: `the bootstrap script has an import of an unknown form: ${rest.slice(0, 120)}`,
      }),
    );
  });
});

describe('deferHydration', () => {
  it('removes every module preload, keeps the other links and the context script, defers the bootstrap', () => {
    const html = deferHydration(documentWith(bootstrap));
    expect(html).toContain('<head><title>x</title><link rel="preload" href="/f.woff2" as="font"/></head>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    // The preloads are made from React Router's manifest when hydration starts.
    expect(html).toContain(`<script type="module" async="">${deferredBootstrap(bootstrap)}</script>`);
    expect(html).toContain('<main>Teksti</main>');
  });

  it('replaces the loader data scripts with one inert holder of the same data, markup escaped', () => {
    const html = deferHydration(
      documentWith(bootstrap, 2, `${enqueue(loaderData.slice(0, 20))}${enqueue(loaderData.slice(20))}${close}`),
    );
    expect(html).not.toContain('<script>window.__reactRouterContext.streamController');
    const holder = html.match(/<script type="application\/json" id="hydration-data">([^<]*)<\/script>/);
    expect(JSON.parse(holder![1]!)).toBe(loaderData);
    // React's Suspense markers around them stay: hydration walks them as it walked them before.
    expect(html).toContain('</script><!--$--><!--$--><!--/$--><!--/$--></body>');
  });

  it('gives the same result on every call (no state kept between pages)', () => {
    expect(deferHydration(documentWith(bootstrap))).toBe(deferHydration(documentWith(bootstrap)));
  });

  it.each([
    {
      name: 'no bootstrap script',
      html: documentWith(bootstrap).replace(/<script type="module"[\s\S]*<\/script>/, ''),
      message: 'expected one bootstrap script (<script type="module" async>), found 0',
    },
    {
      name: 'two bootstrap scripts',
      html: documentWith(bootstrap).replace('</body>', `<script type="module" async="">${bootstrap}</script></body>`),
      message: 'found 2',
    },
    { name: 'no module preloads', html: documentWith(bootstrap, 0), message: 'no <link rel="modulepreload">' },
    {
      name: 'no loader data',
      html: documentWith(bootstrap, 2, ''),
      message: 'expected the loader data as enqueue("…") scripts followed by one close(), found 0',
    },
    {
      name: 'loader data that is never closed',
      html: documentWith(bootstrap, 2, enqueue(loaderData)),
      message: 'found 1',
    },
    {
      name: 'loader data after the close',
      html: documentWith(bootstrap, 2, `${close}${enqueue(loaderData)}`),
      message: 'followed by one close()',
    },
    {
      name: 'loader data in two chunks that is never closed',
      html: documentWith(bootstrap, 2, `${enqueue(loaderData)}${enqueue(loaderData)}`),
      message: 'followed by one close(), found 2 scripts',
    },
    {
      name: 'loader data closed twice, with data between',
      html: documentWith(bootstrap, 2, `${enqueue(loaderData)}${close}${enqueue(loaderData)}${close}`),
      message: 'followed by one close(), found 4 scripts',
    },
    {
      name: 'a module preload of another site',
      html: documentWith(bootstrap).replace('href="/assets/a.js"', 'href="https://cdn.example/a.js"'),
      message: 'a modulepreload of an unexpected address: https://cdn.example/a.js, /assets/a.js',
    },
    {
      name: 'a module preload without an address',
      html: documentWith(bootstrap).replace(' href="/assets/a.js"', ''),
      message: 'a modulepreload of an unexpected address: , /assets/a.js',
    },
    {
      name: 'a module preload of something else than a script',
      html: documentWith(bootstrap).replace('href="/assets/a.js"', 'href="/assets/a.js.map"'),
      message: 'a modulepreload of an unexpected address: /assets/a.js.map, /assets/a.js',
    },
  ])('refuses a document with $name', ({ html, message }) => {
    expect(() => deferHydration(html)).toThrow(DeferHydrationError);
    expect(() => deferHydration(html)).toThrow(message);
  });
});
