// Sound links: every internal link of the built site resolves to a page or file of the build (and an in-page link to
// an element of its page), and every external link is https. A broken one fails the suite.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../scripts/lib/page-weight.mjs';
import { clientDir } from './build-dir';
import { expect, test } from './fixtures';
import { decodeEntities } from './html-text';

const pages = htmlFiles(clientDir).filter((file) => !file.startsWith('__'));

const idsOf = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)));

/** The built file a site path is served from, or undefined. */
function builtFile(sitePath: string): string | undefined {
  const relative = decodeURIComponent(sitePath).replace(/^\//, '');
  for (const candidate of [path.join(clientDir, relative, 'index.html'), path.join(clientDir, relative)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

test('every link of every page resolves, and every external link is https', () => {
  const broken: string[] = [];
  let internal = 0;
  let external = 0;
  for (const file of pages) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    const ids = idsOf(html);
    for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const href = decodeEntities(match[1]!);
      if (/^(mailto|tel):/.test(href)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
        external += 1;
        if (!href.startsWith('https://')) broken.push(`${file}: ${href} (ei https)`);
        continue;
      }
      internal += 1;
      const [pathPart = '', hash] = href.split('#');
      if (!pathPart) {
        if (!hash || !ids.has(decodeURIComponent(hash))) broken.push(`${file}: ${href} (ei kohdetta sivulla)`);
        continue;
      }
      const target = builtFile(pathPart.split('?')[0]!);
      if (!target || /(^|\/)404(\/|$)/.test(pathPart)) {
        broken.push(`${file}: ${href}`);
        continue;
      }
      if (hash && target.endsWith('.html') && !idsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(hash)))
        broken.push(`${file}: ${href} (ei kohdetta)`);
    }
  }
  expect(internal).toBeGreaterThan(1000);
  expect(external).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
