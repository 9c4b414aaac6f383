// A small static server for the prerendered site: clean URLs without redirects, decoded non-ASCII paths, and the
// Finnish not-found page with status 404 for everything else. Used by `npm start` and by the Playwright suite.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/** Content types by file extension. */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The prerendered not-found page, relative to the root. */
export const notFoundFile = path.join('404', 'index.html');

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Decides what a request path gets. Pure apart from reading the file system under `root`.
 *
 * @param {string} root absolute folder of the built site
 * @param {string} rawPath the request's path as sent (percent-encoded, without the query)
 * @returns {{ type: 'file', file: string, status: number } | { type: 'redirect', location: string } | { type: 'not-found' }}
 */
export function resolveRequest(root, rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { type: 'not-found' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { type: 'not-found' };

  // One URL form: no trailing slash. "/tietoa/" moves permanently to "/tietoa".
  if (decoded.length > 1 && decoded.endsWith('/')) {
    const location = rawPath.replace(/\/+$/, '') || '/';
    return { type: 'redirect', location };
  }

  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return { type: 'not-found' };

  // A prerendered not-found page (404/index.html in any folder) is never a page of its own, and React Router's SPA
  // fallback (__spa-fallback.html) is not a page at all.
  const segments = path.relative(root, file).split(path.sep);
  if (segments.includes('404') || segments.some((segment) => segment.startsWith('__'))) return { type: 'not-found' };

  if (isFile(file)) return { type: 'file', file, status: 200 };
  const page = path.join(file, 'index.html');
  if (isFile(page)) return { type: 'file', file: page, status: 200 };
  return { type: 'not-found' };
}

/** Cache lifetime: hashed assets forever, everything else revalidated. */
function cacheControl(root, file) {
  return path.relative(root, file).startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The not-found page for a path: the nearest 404/index.html in the path's folder or above it, e.g.
 * /articles/vertailut/x → articles/vertailut/404/index.html, /x/y → 404/index.html. Null when there is none.
 *
 * @param {string} root absolute folder of the built site
 * @param {string} rawPath the request's path as sent
 */
export function nearestNotFoundPage(root, rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = '/';
  }
  const segments = path.posix
    .normalize(decoded)
    .split('/')
    .filter((segment) => segment && segment !== '..');
  // From the path's own folder up to the root; a path that cannot be decoded looks at the root only.
  for (let depth = Math.max(segments.length - 1, 0); depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...segments.slice(0, depth), notFoundFile);
    if (candidate.startsWith(root + path.sep) && isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The precompressed copy of a file that the request accepts: brotli before gzip, none when the copy is missing.
 *
 * @param {string} file the file to send
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding header
 * @returns {{ name: 'br' | 'gzip', file: string } | null}
 */
export function precompressed(file, acceptEncoding) {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || Number(quality.split('=')[1]) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  for (const [name, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepted.has(name) && isFile(file + ext)) return { name, file: file + ext };
  }
  return null;
}

/**
 * Creates (does not start) the HTTP server for a built site.
 *
 * @param {{ root: string }} options `root` is the folder with index.html and 404/index.html
 */
export function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Menetelmä ei ole sallittu');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const result = resolveRequest(absoluteRoot, url.pathname);

    if (result.type === 'redirect') {
      response.writeHead(301, { Location: result.location + url.search });
      response.end();
      return;
    }

    const send = (file, status) => {
      const ext = path.extname(file).toLowerCase();
      const headers = {
        'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
        'Cache-Control': status === 200 ? cacheControl(absoluteRoot, file) : 'no-store',
        'X-Content-Type-Options': 'nosniff',
      };
      // The build writes .br and .gz beside compressible files (scripts/postbuild.ts); send one where accepted.
      const encoding = precompressed(file, request.headers['accept-encoding']);
      if (encoding) {
        headers['Content-Encoding'] = encoding.name;
        headers.Vary = 'Accept-Encoding';
      }
      response.writeHead(status, headers);
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(encoding ? encoding.file : file).pipe(response);
    };

    if (result.type === 'file') {
      send(result.file, result.status);
      return;
    }
    // Unknown paths: the nearest prerendered Finnish not-found page, or plain text for data and asset requests.
    const wantsPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html');
    const notFoundPage = nearestNotFoundPage(absoluteRoot, url.pathname);
    if (wantsPage && notFoundPage) {
      send(notFoundPage, 404);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end('Sivua ei löytynyt');
  });
}
