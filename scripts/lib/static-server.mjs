// The static server for the prerendered site, used by `npm start`, the e2e suite and the Lighthouse script: sirv serves
// the files (clean URLs, precompressed .br/.gz copies), and this module adds what is specific to the site: one URL form
// without a trailing slash, paths that are never pages, headers, and the nearest Finnish not-found page with status 404.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Content types that sirv's table lacks or sends without a charset. */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

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
  for (let depth = Math.max(segments.length - 1, 0); depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...segments.slice(0, depth), '404', 'index.html');
    if (candidate.startsWith(root + path.sep) && isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * What a path gets before sirv looks for a file: a redirect to the form without the trailing slash, "not-found" for
 * what is never a page (undecodable, NUL, backslash, the prerendered 404 folders, React Router's `__spa-fallback.html`),
 * or "files" to let sirv look.
 *
 * @param {string} rawPath the request's path as sent (percent-encoded, without the query)
 * @returns {{ type: 'redirect', location: string } | { type: 'not-found' } | { type: 'files' }}
 */
export function routeRequest(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { type: 'not-found' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { type: 'not-found' };
  // Leading slashes collapse too: "//example.com/" must stay on this site, not become a protocol-relative address.
  if (decoded.length > 1 && decoded.endsWith('/'))
    return { type: 'redirect', location: `/${rawPath.replace(/^\/+|\/+$/g, '')}` };
  // "/tietoa/index" would be a second address of "/tietoa" (sirv tries index.html after the path).
  const never = (segment) => segment === '404' || segment === '..' || segment === 'index' || segment.startsWith('__');
  if (decoded.split('/').some(never)) return { type: 'not-found' };
  return { type: 'files' };
}

/** Accept-Encoding without the codings it refuses (`br;q=0`), which sirv would otherwise still send. */
const acceptedEncodings = (header = '') =>
  header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([name, quality]) => name && (!quality || Number(quality.split('=')[1]) > 0))
    .map(([name]) => name.trim())
    .join(', ');

/**
 * Creates (does not start) the HTTP server for a built site.
 *
 * @param {{ root: string }} options `root` is the folder with index.html and 404/index.html
 */
export function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  const files = sirv(absoluteRoot, {
    // Reads the folder on each request, so a rebuild under a running server is served at once.
    dev: true,
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      const type = contentTypes[path.extname(pathname).toLowerCase() || '.html'];
      if (type) response.setHeader('Content-Type', type);
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  const notFound = (request, response, url) => {
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    // Unknown pages get the nearest prerendered Finnish not-found page; unknown assets and data plain text.
    const wantsPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html');
    const page = wantsPage ? nearestNotFoundPage(absoluteRoot, url.pathname) : null;
    response.writeHead(404, { ...headers, 'Content-Type': contentTypes[page ? '.html' : '.txt'] });
    if (request.method === 'HEAD') response.end();
    else if (page) createReadStream(page).pipe(response);
    else response.end('Sivua ei löytynyt');
  };

  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': contentTypes['.txt'] });
      response.end('Menetelmä ei ole sallittu');
      return;
    }
    // The path as sent: URL parsing would read "//example.com/" as another host.
    const [pathname = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
    const url = { pathname, search: query === undefined ? '' : `?${query}` };
    const route = routeRequest(url.pathname);
    if (route.type === 'redirect') {
      response.writeHead(301, { Location: route.location + url.search });
      response.end();
    } else if (route.type === 'not-found') notFound(request, response, url);
    else {
      request.headers['accept-encoding'] = acceptedEncodings(request.headers['accept-encoding']);
      files(request, response, () => notFound(request, response, url));
    }
  });
}
