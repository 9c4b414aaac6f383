// Hydration off the paint path (docs/decisions/004-hydration-after-load.md). React Router's <Scripts> puts a
// <link rel="modulepreload"> for every module of the page into <head> and a module script whose static imports load
// them all at once: ~130 KiB fetched at high priority before the first paint, which the paint does not need (the HTML
// is complete). This rewrite of the prerendered document drops the preloads and turns the static imports into dynamic
// ones that start after the `load` event and the first paint, or at once when the reader presses a key, touches or
// points. A press before hydration of a script-driven button (`<button type="button">` that is not a popover's: the
// search button, sort buttons, filters) is kept and replayed when the page is hydrated, so it is never lost; the
// header's menus are popovers, which the browser opens and closes itself (docs/decisions/012-header-on-the-platform.md). The loader data React Router writes
// into the page for hydration is put into one inert holder, which the build empties into a file of its own that the
// bootstrap fetches beside the modules (docs/decisions/007-hydration-data-out-of-the-html.md).
//
// React Router has no option for this (its <Scripts> always preloads and inlines the data), so the rewrite works on the
// elements it renders and refuses, with a message, any document in which they do not have the expected shape: an
// upgrade that changes them stops the build instead of shipping a page that never hydrates.

/**
 * React Router's loader data for hydration: one or more `enqueue("…")` scripts, then one `close()`, each an inline
 * script of its own after the bootstrap. The data is a third of an article's HTML and is not needed for the paint.
 */
const streamScript =
  /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/**
 * The element that holds a page's loader data for hydration: at first the data itself (a JSON string), and once the
 * build has moved it into a file of its own (scripts/lib/hydration-data.ts), that file's address in `data-src`.
 */
export const hydrationDataId = 'hydration-data';

/** `<link rel="modulepreload" href="…">` as React renders it. */
const modulePreload = /<link rel="modulepreload"[^>]*>/g;

/** React Router's bootstrap: the inline module script that imports the manifest, the route modules and the entry. */
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * `import "/x.js";` or `import * as route0 from "/x.js";`, spaced as React Router writes them (a dynamic `import("…")`
 * has no space before the quote). Any other form is left behind, and `deferredBootstrap` refuses it.
 */
const staticImport = /import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\\]+");/g;

/**
 * How long after `load` hydration waits for the first contentful paint at most: a page opened in a background tab is
 * not painted until it is shown, and it is hydrated meanwhile.
 */
const paintWait = 2000;

/**
 * A page whose main content is drawn by a script of its own (the /haku results, src/islands/search.ts) puts a promise
 * under this key (`Symbol.for`) when its script runs, and hydration waits for it after the first paint: the modules
 * then load after the content, not beside it. Hydration starts `paintWait` ms after `load` at the latest all the same.
 */
export const contentDrawnKey = 'hyvinvointivertailu.content-drawn';

/**
 * What runs in the browser once the modules are wanted: starts hydration once the `load` event and the first contentful
 * paint have both happened (a small page can finish loading before it is painted, and modules fetched then would hold
 * up the paint after all), or at once on the first key press, touch or pointer press. Before hydration it queues
 * presses of script-driven buttons; a button that opens a popover (`popovertarget`) is the browser's and is left
 * alone. `hydrate` is defined before it.
 * The layout marks the hydrated page with `data-hydrated` on <html> (SiteLayout); the queue replays on that mark.
 */
const trigger = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  hydrate();
};
const root = document.documentElement;
const queued = [];
const keep = (event) => {
  if (root.dataset.hydrated) return;
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]:not([popovertarget])') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  queued.push(button);
  start();
};
addEventListener("click", keep, true);
new MutationObserver((records, observer) => {
  if (!root.dataset.hydrated) return;
  observer.disconnect();
  removeEventListener("click", keep, true);
  for (const button of queued.splice(0)) if (button.isConnected) button.click();
}).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
for (const type of ["keydown", "pointerdown", "touchstart"]) addEventListener(type, start, { once: true, passive: true, capture: true });
const afterPaint = () => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    const drawing = globalThis[Symbol.for(${JSON.stringify(contentDrawnKey)})];
    if (!drawing) return start();
    drawing.finally(start);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, ${paintWait});
};
if (document.readyState === "complete") afterPaint();
else addEventListener("load", afterPaint, { once: true });`;

/** Why a document cannot be rewritten. */
export class DeferHydrationError extends Error {
  override name = 'DeferHydrationError';
}

/** Reads the page's loader data from its holder: the file it names, or the data it holds (see `hydrationDataId`). */
const loadData = `const loadData = async () => {
  const holder = document.getElementById(${JSON.stringify(hydrationDataId)});
  if (!holder.dataset.src) return JSON.parse(holder.textContent);
  const response = await fetch(holder.dataset.src);
  if (!response.ok) throw new Error(\`\${holder.dataset.src}: \${response.status}\`);
  return response.text();
};`;

/**
 * Preloads the modules React Router would have preloaded: the entry and every chunk the page's route modules import,
 * read from React Router's manifest (the bootstrap's first import), so that they load side by side instead of one
 * import level after another. The list is not written into the page: it would cost every page's HTML about 200 bytes
 * compressed, and the HTML must fit the first round trip (docs/decisions/008-styles-without-rehydration.md).
 */
const preloadFromManifest = `const preload = (modules) => {
  const { entry, routes } = window.__reactRouterManifest;
  const hrefs = new Set([entry.module, ...entry.imports]);
  for (const route of Object.values(routes)) {
    if (modules.includes(route.module)) for (const href of route.imports ?? []) hrefs.add(href);
  }
  for (const href of hrefs) {
    if (modules.includes(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
};`;

/**
 * The bootstrap's code with its static imports made dynamic and run by `hydrate()`, started by the trigger. The first
 * import is React Router's manifest; once it is in, `hydrate()` preloads the rest (`preloadFromManifest`).
 */
export function deferredBootstrap(code: string): string {
  const imports = [...code.matchAll(staticImport)].map((match) => ({ name: match[1], url: match[2]! }));
  if (imports.length === 0) throw new DeferHydrationError('the bootstrap script has no static imports');
  if (imports[0]!.name !== undefined || !/\/manifest-[\w-]+\.js"$/.test(imports[0]!.url)) {
    throw new DeferHydrationError(`the bootstrap script's first import is not the manifest: ${imports[0]!.url}`);
  }
  const rest = code.replace(staticImport, '').trim();
  if (/\bimport\s[^(]/.test(rest)) {
    throw new DeferHydrationError(`the bootstrap script has an import of an unknown form: ${rest.slice(0, 120)}`);
  }
  if ((rest.match(/\bimport\(/g) ?? []).length !== 1) {
    throw new DeferHydrationError('the bootstrap script does not end in one dynamic import of the entry module');
  }
  // All modules are fetched side by side, with the loader data; they are evaluated before the rest, as static imports
  // would be, and the data is handed to React Router's stream before the entry module hydrates from it.
  const names = ['data', ...imports.map((item) => item.name ?? '')].join(', ');
  const modules = `const modules = [${imports.map((item) => item.url).join(', ')}];`;
  const loads =
    'loadData(), import(modules[0]).then(() => preload(modules)), ...modules.slice(1).map((url) => import(url))';
  const handOver = `  const stream = window.__reactRouterContext.streamController;\n  stream.enqueue(data);\n  stream.close();\n`;
  return `${loadData}\n${preloadFromManifest}\n${modules}\nconst hydrate = async () => {\n  const [${names}] = await Promise.all([${loads}]);\n${handOver}  ${rest.replace(/\n\s*/g, '\n  ')}\n};\n${trigger}`;
}

/**
 * The loader data scripts replaced by one inert holder of the same data: `<script type="application/json">`, which the
 * browser neither runs nor hashes into the CSP, and which the build then empties into a file (see `hydrationDataId`).
 */
function holdHydrationData(html: string): string {
  const scripts = [...html.matchAll(streamScript)];
  const chunks = scripts.slice(0, -1).map((match) => match[1]);
  if (scripts.length < 2 || scripts.at(-1)![1] !== undefined || chunks.some((chunk) => chunk === undefined)) {
    throw new DeferHydrationError(
      `expected the loader data as enqueue("…") scripts followed by one close(), found ${scripts.length} scripts`,
    );
  }
  const data = chunks.map((chunk) => JSON.parse(chunk!) as string).join('');
  const holder = `<script type="application/json" id="${hydrationDataId}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
  let first = true;
  return html.replace(streamScript, () => {
    const replacement = first ? holder : '';
    first = false;
    return replacement;
  });
}

/**
 * The prerendered document with its module preloads removed, its bootstrap deferred and its loader data held for the
 * bootstrap (see the file's comment).
 */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(bootstrapScript)];
  if (scripts.length !== 1) {
    throw new DeferHydrationError(
      `expected one bootstrap script (<script type="module" async>), found ${scripts.length}`,
    );
  }
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[0].match(/\shref="([^"]+)"/)?.[1] ?? '');
  if (preloads.length === 0) throw new DeferHydrationError('no <link rel="modulepreload"> to remove');
  if (preloads.some((href) => !/^\/[\w./-]+\.js$/.test(href))) {
    throw new DeferHydrationError(`a modulepreload of an unexpected address: ${preloads.join(', ')}`);
  }
  return holdHydrationData(html)
    .replace(modulePreload, '')
    .replace(
      bootstrapScript,
      (_, code: string) => `<script type="module" async="">${deferredBootstrap(code)}</script>`,
    );
}
