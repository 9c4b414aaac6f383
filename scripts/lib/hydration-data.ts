// Moves each prerendered page's loader data for hydration out of its HTML into a file of its own
// (docs/decisions/007-hydration-data-out-of-the-html.md). `deferHydration` (src/lib/deferred-hydration.ts) has put the
// data into one inert holder; this empties the holder into `assets/hydration-<hash>.txt` and leaves the file's address
// in its `data-src`, where the deferred bootstrap reads it when hydration starts, after the first paint.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hydrationDataId } from '../../src/lib/deferred-hydration.ts';
import { htmlFiles } from './page-weight.mjs';

const holder = new RegExp(`<script type="application/json" id="${hydrationDataId}">([^<]*)</script>`, 'g');

/** A page with its loader data moved out: the new HTML and the file to write (a path under the client folder). */
export interface MovedData {
  html: string;
  file: { name: string; text: string };
}

/**
 * The page's HTML with its holder emptied and pointing at the data's file, and that file. The name carries a hash of
 * the data, so pages with the same data share a file and a changed page never meets an old copy in a cache (/assets/ is
 * cached for a year). Throws, naming the page, unless the page has exactly one holder with data in it.
 */
export function moveHydrationData(html: string, page: string): MovedData {
  const found = [...html.matchAll(holder)];
  if (found.length !== 1 || !found[0]![1]) {
    throw new Error(
      `${page}: expected one <script id="${hydrationDataId}"> holding the loader data, found ${found.length}`,
    );
  }
  const text = JSON.parse(found[0]![1]!) as string;
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  const name = `assets/hydration-${hash}.txt`;
  const emptied = `<script type="application/json" id="${hydrationDataId}" data-src="/${name}"></script>`;
  return { html: html.replace(holder, () => emptied), file: { name, text } };
}

/** Moves the loader data out of every prerendered page under `clientDir`; returns how many files were written. */
export function moveHydrationDataIn(clientDir: string): number {
  const written = new Set<string>();
  for (const page of htmlFiles(clientDir)) {
    const full = path.join(clientDir, page);
    const { html, file } = moveHydrationData(readFileSync(full, 'utf8'), page);
    if (!written.has(file.name)) writeFileSync(path.join(clientDir, file.name), file.text);
    written.add(file.name);
    writeFileSync(full, html);
  }
  return written.size;
}
