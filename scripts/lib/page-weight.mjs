// What a prerendered page costs a reader on first load: its HTML and the CSS, JavaScript, fonts and local images it
// pulls in, each raw and gzipped. Shared by `npm run perf:report`, the budget tests and the scale benchmark.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size at level 9, the level the build precompresses with. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

/** A file of the built site by its URL path ("/assets/x.js" → <clientDir>/assets/x.js); null for remote URLs. */
function localFile(clientDir, url) {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const file = path.join(clientDir, decodeURI(url.split(/[?#]/)[0]));
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The modules a page's scripts load before it is interactive: the given URLs and, recursively, the chunks they import
 * statically (`import{…}from"./vendor-….js"`). Chunks imported dynamically (the search dialog) load later and are not
 * counted.
 */
function moduleClosure(clientDir, roots) {
  const seen = new Set();
  const visit = (url) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    const file = localFile(clientDir, url);
    if (!file || !file.endsWith('.js')) return;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(new URL(match[1], `http://site${url}`).pathname);
    }
  };
  roots.forEach(visit);
  return seen;
}

const measure = (clientDir, file) => {
  const buffer = readFileSync(file);
  return { file: path.relative(clientDir, file), bytes: buffer.length, gzip: gzipSize(buffer) };
};

/** The URLs of the woff2 fonts some CSS declares; relative URLs are resolved against the stylesheet's folder. */
function fontUrls(css, cssFolder, clientDir) {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((match) =>
    match[1].startsWith('/')
      ? match[1]
      : `/${path.relative(clientDir, path.resolve(cssFolder, match[1])).split(path.sep).join('/')}`,
  );
}

/** The text of a page's inline <style> elements. */
export const inlineStyles = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);

/**
 * The first-load weight of one prerendered HTML file: JavaScript (what the bootstrap loads, with the chunks those
 * import), the loader data hydration fetches, stylesheets, the
 * woff2 fonts those and the inline styles declare (a browser fetches only the ones in use; counting all is the upper bound), and local images.
 */
export function pageWeight(clientDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const linkTags = tags(html, 'link');
  const jsUrls = moduleClosure(clientDir, [
    ...linkTags.filter((tag) => attribute(tag, 'rel') === 'modulepreload').map((tag) => attribute(tag, 'href')),
    ...tags(html, 'script').map((tag) => attribute(tag, 'src')),
    // Every module the inline module scripts name (the deferred bootstrap imports the manifest, the route modules and
    // the entry, whether it writes `import("/assets/root.js")` or keeps the addresses in a list).
    ...[...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((script) =>
      [...script[1].matchAll(/["'`](\/assets\/[^"'`]+\.js)["'`]/g)].map((match) => match[1]),
    ),
  ]);
  const cssUrls = new Set(
    linkTags.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href')),
  );
  const files = (urls) => [...urls].map((url) => localFile(clientDir, url)).filter(Boolean);
  const js = files(jsUrls).map((file) => measure(clientDir, file));
  const cssFiles = files(cssUrls);
  const css = cssFiles.map((file) => measure(clientDir, file));
  const fonts = [
    ...new Set([
      ...cssFiles.flatMap((file) => fontUrls(readFileSync(file, 'utf8'), path.dirname(file), clientDir)),
      ...inlineStyles(html).flatMap((css) => fontUrls(css, clientDir, clientDir)),
    ]),
  ]
    .map((url) => localFile(clientDir, url))
    .filter(Boolean)
    .map((file) => measure(clientDir, file));
  const images = [...new Set(tags(html, 'img').map((tag) => attribute(tag, 'src')))]
    .map((url) => localFile(clientDir, url))
    .filter(Boolean)
    .map((file) => measure(clientDir, file));
  // The loader data that hydration fetches beside the JavaScript (scripts/lib/hydration-data.ts).
  const data = tags(html, 'script')
    .map((tag) => attribute(tag, 'data-src'))
    .filter(Boolean)
    .map((url) => localFile(clientDir, url))
    .filter(Boolean)
    .map((file) => measure(clientDir, file));
  const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
  const htmlBuffer = readFileSync(htmlFile);
  const htmlGzip = gzipSize(htmlBuffer);
  return {
    html: { bytes: htmlBuffer.length, gzip: htmlGzip },
    js,
    css,
    fonts,
    images,
    data,
    totals: {
      html: htmlGzip,
      js: sum(js),
      css: sum(css),
      fonts: sum(fonts),
      images: sum(images),
      data: sum(data),
      all: htmlGzip + sum(js) + sum(css) + sum(fonts) + sum(images) + sum(data),
    },
  };
}

/** First-load JavaScript of a prerendered page, gzipped bytes. */
export const firstLoadJs = (clientDir, htmlFile) => pageWeight(clientDir, htmlFile).totals.js;

/** Every prerendered HTML file under the client folder (relative paths), sorted. */
export function htmlFiles(clientDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(path.relative(clientDir, full));
    }
  };
  walk(clientDir);
  return found.sort();
}

/** The HTML file of a site path: "/" → index.html, "/melatoniini" → melatoniini/index.html. */
export const htmlFileFor = (clientDir, sitePath) =>
  path.join(clientDir, sitePath === '/' ? 'index.html' : `${sitePath.replace(/^\//, '')}/index.html`);
