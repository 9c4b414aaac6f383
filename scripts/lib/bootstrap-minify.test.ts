import { describe, expect, it } from 'vitest';
import { deferredBootstrap } from '../../src/lib/deferred-hydration';
import { minifyBootstrap } from './bootstrap-minify';

const reactRouterBootstrap = `import "/assets/manifest-5ef1f53e.js";
import * as route0 from "/assets/root-B1P0HCCT.js";
import * as route1 from "/assets/content-BOEJcNcj.js";
  window.__reactRouterRouteModules = {"root":route0,"content":route1};

import("/assets/entry.client-5lghjZHV.js");`;

const page = (code: string) =>
  `<html><body><main>Teksti</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${code}</script></body></html>`;

describe('minifyBootstrap', () => {
  it('minifies the bootstrap and nothing else, keeping every address and global it uses', () => {
    const code = deferredBootstrap(reactRouterBootstrap);
    const html = minifyBootstrap(page(code), 'x/index.html');
    const minified = html.match(/<script type="module" async="">([\s\S]*)<\/script>/)![1]!;
    expect(minified.length).toBeLessThan(code.length * 0.8);
    expect(html.replace(minified, '')).toBe(page(''));
    for (const kept of [
      '/assets/manifest-5ef1f53e.js',
      '/assets/root-B1P0HCCT.js',
      '/assets/content-BOEJcNcj.js',
      '/assets/entry.client-5lghjZHV.js',
      '__reactRouterRouteModules',
      '__reactRouterManifest',
      'streamController',
      'hydration-data',
      'data-hydrated',
      'first-contentful-paint',
      'hyvinvointivertailu.content-drawn',
    ]) {
      expect(minified).toContain(kept);
    }
  });

  it.each([
    { name: 'no bootstrap', html: '<html><body></body></html>', message: 'x/index.html: expected one bootstrap' },
    {
      name: 'two bootstraps',
      html: page('import("/a.js");') + page('import("/b.js");'),
      message: 'found 2',
    },
    {
      name: 'a bootstrap that is not JavaScript',
      html: page('const = ;'),
      message: 'x/index.html: the bootstrap does not minify',
    },
  ])('refuses a page with $name, naming it', ({ html, message }) => {
    expect(() => minifyBootstrap(html, 'x/index.html')).toThrow(message);
  });
});
