// Minifies each prerendered page's deferred bootstrap, the one inline module script that `deferHydration`
// (src/lib/deferred-hydration.ts) writes readable, with the build's own minifier (Rolldown's, Oxc). Every page carries
// the bootstrap, and a page's HTML has to fit the first round trip of a connection (about 14.6 KB with the response
// headers) for its first paint not to wait one more: minified, the bootstrap costs each page 0.1–0.16 KB less compressed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import { htmlFiles } from './page-weight.mjs';

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The page with its bootstrap minified. Throws, naming the page, unless the page has exactly one bootstrap and the
 * minifier reads it without an error.
 */
export function minifyBootstrap(html: string, page: string): string {
  const found = [...html.matchAll(bootstrap)];
  if (found.length !== 1) {
    throw new Error(`${page}: expected one bootstrap (<script type="module" async>), found ${found.length}`);
  }
  const result = minifySync('bootstrap.js', found[0]![1]!, {
    module: true,
    compress: true,
    mangle: { toplevel: true },
  });
  if (result.errors.length > 0) {
    throw new Error(
      `${page}: the bootstrap does not minify: ${result.errors.map((error) => error.message).join('; ')}`,
    );
  }
  return html.replace(bootstrap, () => `<script type="module" async="">${result.code.trim()}</script>`);
}

/** Minifies the bootstrap of every prerendered page under `clientDir`. */
export function minifyBootstrapsIn(clientDir: string): void {
  for (const page of htmlFiles(clientDir)) {
    const full = path.join(clientDir, page);
    writeFileSync(full, minifyBootstrap(readFileSync(full, 'utf8'), page));
  }
}
