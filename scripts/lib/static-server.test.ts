import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

// A built site in miniature: each file's body is its own path, so a response says which file it sent.
const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
for (const file of [
  'index.html',
  'tietoa/index.html',
  'tietoa/index.html.br',
  'tietoa/index.html.gz',
  'paras-lisäravinne-50-vuotiaille/index.html',
  '404/index.html',
  'articles/vertailut/404/index.html',
  'articles/vertailut/mikroneulauslaitteet/index.html',
  'assets/app-abc123.js',
  'tietoa.data',
  'sitemap.xml',
  '__spa-fallback.html',
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), file);
}

const server = createStaticServer({ root });
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A raw request (fetch would normalize "..", so paths are sent as written). */
async function get(rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | undefined>; body: string }>(
    (resolve, reject) => {
      const url = new URL(origin);
      const req = request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string | undefined>,
            body: Buffer.from(body, 'latin1').toString('utf8'),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const html = 'text/html; charset=utf-8';

describe('pages and files', () => {
  it.each([
    ['/', 'index.html', html],
    ['/tietoa', 'tietoa/index.html', html],
    ['/tietoa?lahde=x', 'tietoa/index.html', html],
    ['/tietoa.data', 'tietoa.data', 'text/x-script; charset=utf-8'],
    ['/assets/app-abc123.js', 'assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
    ['/paras-lis%C3%A4ravinne-50-vuotiaille', 'paras-lisäravinne-50-vuotiaille/index.html', html],
    ['/paras-lis%c3%a4ravinne-50-vuotiaille', 'paras-lisäravinne-50-vuotiaille/index.html', html],
    ['/articles/vertailut/mikroneulauslaitteet', 'articles/vertailut/mikroneulauslaitteet/index.html', html],
  ])('%s → 200 %s', async (requestPath, file, type) => {
    const response = await get(requestPath);
    expect([response.status, response.body, response.headers['content-type']]).toEqual([200, file, type]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/tietoa', 'no-cache'],
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/ei-ole', 'no-store'],
  ])('%s is cached as %s', async (requestPath, cacheControl) => {
    expect((await get(requestPath)).headers['cache-control']).toBe(cacheControl);
  });

  it('HEAD sends the headers without the body', async () => {
    const response = await get('/tietoa', {}, 'HEAD');
    expect([response.status, response.headers['content-type'], response.body]).toEqual([200, html, '']);
  });

  it('other methods get 405 with Allow', async () => {
    const response = await get('/tietoa', {}, 'POST');
    expect([response.status, response.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});

describe('one URL form: no trailing slash', () => {
  it.each([
    ['/tietoa/', '/tietoa'],
    ['/tietoa//', '/tietoa'],
    ['/tietoa/?lahde=testi', '/tietoa?lahde=testi'],
    ['//example.com/', '/example.com'],
  ])('%s → 301 %s', async (requestPath, location) => {
    const response = await get(requestPath);
    expect([response.status, response.headers.location]).toEqual([301, location]);
  });
});

describe('never a page: the nearest not-found page, status 404', () => {
  it.each([
    ['/ei-ole', '404/index.html'],
    ['/a/b/c', '404/index.html'],
    ['/articles/vertailut/ei-ole', 'articles/vertailut/404/index.html'],
    ['/articles/vertailut/ei/ole', 'articles/vertailut/404/index.html'],
    ['/articles/muu', '404/index.html'],
    ['/404', '404/index.html'],
    ['/404/index.html', '404/index.html'],
    ['/articles/vertailut/404', 'articles/vertailut/404/index.html'],
    ['/__spa-fallback.html', '404/index.html'],
    ['/paras-%ZZ', '404/index.html'],
    ['/%E0%A4%A', '404/index.html'],
    ['/..%2f..%2fetc%2fpasswd', '404/index.html'],
    ['/%2e%2e/%2e%2e/etc/passwd', '404/index.html'],
    ['/../../etc/passwd', '404/index.html'],
    ['/tietoa%00', '404/index.html'],
    ['/tietoa%5c..', '404/index.html'],
    ['/assets', '404/index.html'],
    ['/tietoa/index', '404/index.html'],
  ])('%s → %s', async (requestPath, file) => {
    const response = await get(requestPath);
    expect([response.status, response.body, response.headers['content-type']]).toEqual([404, file, html]);
  });

  it.each(['/assets/ei-ole.js', '/ei-ole.data', '/kuva.png'])('an unknown file %s → plain 404', async (requestPath) => {
    const response = await get(requestPath);
    expect([response.status, response.body]).toEqual([404, 'Sivua ei löytynyt']);
  });
});

describe('precompressed copies', () => {
  it.each([
    ['br, gzip', 'br', 'tietoa/index.html.br'],
    ['gzip, deflate, br', 'br', 'tietoa/index.html.br'],
    ['gzip', 'gzip', 'tietoa/index.html.gz'],
    ['br;q=0, gzip', 'gzip', 'tietoa/index.html.gz'],
    ['identity', undefined, 'tietoa/index.html'],
    ['', undefined, 'tietoa/index.html'],
  ])('Accept-Encoding "%s" → %s', async (accept, encoding, file) => {
    const response = await get('/tietoa', { 'Accept-Encoding': accept });
    expect([response.headers['content-encoding'], response.body, response.headers['content-type']]).toEqual([
      encoding,
      file,
      html,
    ]);
  });

  it('sends the plain file when the build has no compressed copy', async () => {
    const response = await get('/', { 'Accept-Encoding': 'br, gzip' });
    expect([response.headers['content-encoding'], response.body]).toEqual([undefined, 'index.html']);
  });
});
