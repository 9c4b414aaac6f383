// The pieces of the production deploy that depend on the content or on the built pages: sitemap, robots.txt,
// Content-Security-Policy per page, _headers and _redirects for static hosts, nginx's CSP map and precompression.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentItems } from '../../src/content/collections.server.ts';
import { notFoundPath, routes, unknownComparisonPath, unknownReviewPath } from '../../src/config/routes.ts';
import { contentPage } from '../../src/data/content-page.server.ts';
import { hubItems } from '../../src/data/pages.server.ts';
import { reviewCards } from '../../src/data/reviews.server.ts';
import { allComparisons } from '../../src/data/comparisons.server.ts';

/** One URL of the sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const newest = (dates: readonly (string | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => b.localeCompare(a))[0];

/**
 * Every canonical page that search engines may index, with the last update of its content: an article or review its
 * own date, a list page the newest date of what it lists. Aliases (their primary is listed), noindex and internal
 * pages, and routes whose text is missing are left out.
 */
export function sitemapEntries(): SitemapEntry[] {
  const allDates = contentItems().map((item) => item.meta.updateDate);
  return routes.flatMap((entry): SitemapEntry[] => {
    if (entry.noindex || entry.internal || entry.aliasOf) return [];
    switch (entry.kind) {
      case 'article':
      case 'review': {
        const page = contentPage(entry.path);
        if (page.kind !== 'article' && page.kind !== 'review') return [];
        return [{ path: entry.path, lastmod: page.view.updateDate }];
      }
      case 'hub':
        return [
          { path: entry.path, lastmod: newest(hubItems(entry.path.slice(1)).map((item) => item.meta.updateDate)) },
        ];
      case 'comparisons':
        return [{ path: entry.path, lastmod: newest(allComparisons().map((item) => item.meta.updateDate)) }];
      case 'reviews':
        return [{ path: entry.path, lastmod: newest(reviewCards().map((card) => card.updateDate)) }];
      case 'about':
        return [{ path: entry.path }];
      default:
        return [{ path: entry.path, lastmod: newest(allDates) }];
    }
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: absolute, percent-encoded URLs (non-ASCII letters encoded as RFC 3986 asks). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${encodeURI(entry.path)}`)}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : '') +
      '  </url>',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the search results and the component gallery; where the sitemap is. */
export function robotsTxt(origin: string): string {
  const hidden = routes.filter((entry) => entry.noindex).map((entry) => entry.path);
  return [
    'User-agent: *',
    ...hidden.map((pathname) => `Disallow: ${encodeURI(pathname)}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sha256 sources of a page's inline scripts (JSON-LD and other data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = attributes.match(/\stype="([^"]*)"/)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a page: scripts only from the site itself plus the page's own inline scripts by hash
 * (no 'unsafe-inline', no 'unsafe-eval'); styles allow inline because styled-components writes them; remote product
 * images are allowed over https; nothing may frame the site.
 */
export function cspFor(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers for every response (the CSP is per page and comes separately). */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
} as const;

/** Cache lifetimes: hashed build assets for a year and immutable; pages and their data revalidated every time. */
export const cacheControl = {
  assets: 'public, max-age=31536000, immutable',
  pages: 'public, max-age=0, must-revalidate',
  files: 'public, max-age=86400',
} as const;

/** A built HTML file and the hashes of its inline scripts. */
export interface PageScripts {
  /** The file's path under the site root, e.g. "/melatoniini/index.html". */
  file: string;
  hashes: string[];
}

/** The clean URL a prerendered file answers: "/melatoniini/index.html" → "/melatoniini", "/index.html" → "/". */
export const cleanPath = (file: string) => file.replace(/\/index\.html$/, '') || '/';

/** `_headers` for Netlify and Cloudflare Pages: security headers everywhere, caching by kind, the CSP per page. */
export function headersFile(pages: readonly PageScripts[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated by scripts/postbuild.ts — do not edit.',
    block('/*', { ...securityHeaders, 'Cache-Control': cacheControl.pages }),
    block('/assets/*', { 'Cache-Control': cacheControl.assets }),
    block('/images/*', { 'Cache-Control': cacheControl.files }),
    ...pages
      .filter((page) => !page.file.startsWith('/__'))
      .map((page) => block(encodeURI(cleanPath(page.file)), { 'Content-Security-Policy': cspFor(page.hashes) })),
    '',
  ].join('\n\n');
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: a path that is no file
 * gets the nearest not-found page with status 404 (rules apply only where no file exists).
 */
export function redirectsFile(): string {
  const notFound = (pathname: string) => `${pathname}/index.html`;
  return [
    '# Generated by scripts/postbuild.ts — do not edit.',
    `/articles/vertailut/*  ${notFound(unknownComparisonPath)}  404`,
    `/tuotearvostelut/*  ${notFound(unknownReviewPath)}  404`,
    `/*  ${notFound(notFoundPath)}  404`,
    '',
  ].join('\n');
}

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * nginx: `map $uri $page_script_hashes` from both forms of each page's address (the clean path and the file that
 * try_files resolves it to), so the server's CSP header can name the page's inline scripts.
 */
export function nginxCspMap(pages: readonly PageScripts[]): string {
  const lines = pages.flatMap((page) => {
    const value = quote(page.hashes.join(' '));
    const keys = new Set([page.file, cleanPath(page.file)]);
    return [...keys].map((key) => `    ${quote(key)} ${value};`);
  });
  return [
    '# Generated by scripts/postbuild.ts — do not edit. Included in the http block by deploy/nginx/hyvinvointivertailu.conf.',
    // Long keys (non-ASCII paths) and values need bigger buckets than the default 64 bytes.
    'map_hash_bucket_size 256;',
    'map_hash_max_size 8192;',
    'map $uri $page_script_hashes {',
    '    default "";',
    ...lines,
    '}',
    '',
  ].join('\n');
}

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/;

/** Writes .gz (level 9) and .br (quality 11) beside every compressible file over 512 bytes. Returns the file count. */
export function precompress(root: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (compressible.test(entry.name) && statSync(full).size > 512) {
        const content = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        count += 1;
      }
    }
  };
  walk(root);
  return count;
}
