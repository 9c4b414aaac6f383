import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/config/routes';
import {
  cleanPath,
  cspFor,
  headersFile,
  inlineScriptHashes,
  nginxCspMap,
  redirectsFile,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
} from './deploy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['an inline script', '<script>window.a = 1;</script>', [sha('window.a = 1;')]],
    ['a module script', '<script type="module" async="">import "/a.js";</script>', [sha('import "/a.js";')]],
    ['no external scripts', '<script src="/a.js"></script>', []],
    ['no JSON-LD data blocks', '<script type="application/ld+json">{"a":1}</script>', []],
    ['each text once', '<script>x()</script><script>x()</script>', [sha('x()')]],
    ['multi-line text as is', '<script>\n  a();\n</script>', [sha('\n  a();\n')]],
  ])('%s', (_, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe('cspFor', () => {
  const csp = cspFor(["'sha256-abc='"]);
  it.each([
    "default-src 'self'",
    "script-src 'self' 'sha256-abc='",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "img-src 'self' data: https:",
  ])('has %s', (directive) => {
    expect(csp.split('; ')).toContain(directive);
  });
  it('never allows eval or inline scripts', () => {
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/unsafe/);
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('cleanPath', () => {
  it.each([
    ['/index.html', '/'],
    ['/melatoniini/index.html', '/melatoniini'],
    ['/articles/vertailut/404/index.html', '/articles/vertailut/404'],
    ['/__spa-fallback.html', '/__spa-fallback.html'],
  ])('%s → %s', (file, path) => {
    expect(cleanPath(file)).toBe(path);
  });
});

describe('static host files', () => {
  const pages = [
    { file: '/index.html', hashes: ["'sha256-a='"] },
    { file: '/paras-lisäravinne-50-vuotiaille/index.html', hashes: ["'sha256-b='"] },
    { file: '/__spa-fallback.html', hashes: ["'sha256-c='"] },
  ];

  it('_headers caches assets for a year and gives each page its own CSP under its encoded clean URL', () => {
    const text = headersFile(pages);
    expect(text).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('  X-Content-Type-Options: nosniff');
    expect(text).toMatch(/\/paras-lis%C3%A4ravinne-50-vuotiaille\n {2}Content-Security-Policy: [^\n]*'sha256-b='/);
    expect(text).not.toContain('__spa-fallback');
  });

  it('_redirects sends unknown paths to the nearest not-found page with status 404, the general rule last', () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/articles/vertailut/*  /articles/vertailut/404/index.html  404',
      '/tuotearvostelut/*  /tuotearvostelut/404/index.html  404',
      '/*  /404/index.html  404',
    ]);
  });

  it('Netlify’s own parsers read both files without an error, as its deploy does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'netlify-files-'));
    try {
      writeFileSync(path.join(dir, '_headers'), headersFile(pages));
      writeFileSync(path.join(dir, '_redirects'), redirectsFile());
      const headers = await parseAllHeaders({
        headersFiles: [path.join(dir, '_headers')],
        configHeaders: [],
        minimal: true,
      });
      expect(headers.errors).toEqual([]);
      expect(headers.headers.map((rule) => rule.for)).toEqual([
        '/*',
        '/assets/*',
        '/images/*',
        '/',
        '/paras-lis%C3%A4ravinne-50-vuotiaille',
      ]);
      const redirects = await parseAllRedirects({
        redirectsFiles: [path.join(dir, '_redirects')],
        configRedirects: [],
        minimal: true,
      });
      expect(redirects.errors).toEqual([]);
      expect(redirects.redirects).toEqual([
        expect.objectContaining({
          from: '/articles/vertailut/*',
          to: '/articles/vertailut/404/index.html',
          status: 404,
        }),
        expect.objectContaining({ from: '/tuotearvostelut/*', to: '/tuotearvostelut/404/index.html', status: 404 }),
        expect.objectContaining({ from: '/*', to: '/404/index.html', status: 404, force: false }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the nginx map knows each page by its clean URL and by its file', () => {
    const map = nginxCspMap(pages);
    expect(map).toContain(`"/paras-lisäravinne-50-vuotiaille" "'sha256-b='";`);
    expect(map).toContain(`"/paras-lisäravinne-50-vuotiaille/index.html" "'sha256-b='";`);
    expect(map).toContain(`"/" "'sha256-a='";`);
    expect(map).toMatch(/^map \$uri \$page_script_hashes \{$/m);
  });
});

describe('sitemap and robots.txt', () => {
  const entries = sitemapEntries();

  it('lists every canonical, indexable page with content, and nothing else', () => {
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      if (route.aliasOf || route.noindex || route.internal) expect(paths, route.path).not.toContain(route.path);
    }
    expect(paths).toContain('/');
    expect(paths).toContain('/paras-lisäravinne-50-vuotiaille');
    // The review route whose text is missing shows the error view and is not listed.
    expect(paths).not.toContain('/vaistoa-uoma-2-tuotearvostelu');
  });

  it('dates pages from their content', () => {
    for (const entry of entries) if (entry.lastmod) expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const home = entries.find((entry) => entry.path === '/')!;
    const newestArticle = entries
      .filter((entry) => entry.path.startsWith('/paras-'))
      .map((entry) => entry.lastmod!)
      .sort()
      .at(-1)!;
    expect(home.lastmod! >= newestArticle).toBe(true);
  });

  it('writes valid, escaped XML with encoded URLs', () => {
    const xml = sitemapXml('https://example.fi', [{ path: '/a&b', lastmod: '2025-01-01' }, { path: '/ä' }]);
    expect(xml).toContain('<loc>https://example.fi/a&amp;b</loc>\n    <lastmod>2025-01-01</lastmod>');
    expect(xml).toContain('<loc>https://example.fi/%C3%A4</loc>\n  </url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt names the sitemap', () => {
    expect(robotsTxt('https://example.fi')).toContain('Sitemap: https://example.fi/sitemap.xml');
  });
});
