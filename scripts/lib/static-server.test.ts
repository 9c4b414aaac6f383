import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearestNotFoundPage, precompressed, resolveRequest } from './static-server.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
for (const file of [
  'articles/vertailut/404/index.html',
  'articles/vertailut/mikroneulauslaitteet/index.html',
  'index.html',
  'tietoa/index.html',
  'paras-lisäravinne-50-vuotiaille/index.html',
  '404/index.html',
  'assets/app.js',
  'tietoa.data',
  '__spa-fallback.html',
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), file);
}
const at = (file: string) => ({ type: 'file', file: path.join(root, file), status: 200 });

describe('resolveRequest', () => {
  it.each([
    ['/', at('index.html')],
    ['/tietoa', at('tietoa/index.html')],
    ['/tietoa.data', at('tietoa.data')],
    ['/assets/app.js', at('assets/app.js')],
    ['/paras-lis%C3%A4ravinne-50-vuotiaille', at('paras-lisäravinne-50-vuotiaille/index.html')],
    ['/paras-lis%c3%a4ravinne-50-vuotiaille', at('paras-lisäravinne-50-vuotiaille/index.html')],
    ['/tietoa/', { type: 'redirect', location: '/tietoa' }],
    ['/tietoa//', { type: 'redirect', location: '/tietoa' }],
    ['/ei-ole', { type: 'not-found' }],
    ['/404', { type: 'not-found' }],
    ['/__spa-fallback.html', { type: 'not-found' }],
    ['/paras-%ZZ', { type: 'not-found' }],
    ['/..%2f..%2fetc%2fpasswd', { type: 'not-found' }],
    ['/%2e%2e/%2e%2e/etc/passwd', { type: 'not-found' }],
    ['/tietoa%00', { type: 'not-found' }],
    ['/tietoa%5c..', { type: 'not-found' }],
    ['/assets', { type: 'not-found' }],
  ])('%s', (requestPath, expected) => {
    expect(resolveRequest(root, requestPath)).toEqual(expected);
  });
});

describe('nearestNotFoundPage', () => {
  it.each([
    ['/ei-ole', '404/index.html'],
    ['/a/b/c', '404/index.html'],
    ['/articles/vertailut/ei-ole', 'articles/vertailut/404/index.html'],
    ['/articles/vertailut/ei/ole', 'articles/vertailut/404/index.html'],
    ['/articles/muu', '404/index.html'],
    ['/paras-%ZZ', '404/index.html'],
    ['/%E0%A4%A', '404/index.html'],
    ['/', '404/index.html'],
    ['/..%2f..%2fetc', '404/index.html'],
  ])('%s → %s', (requestPath, file) => {
    expect(nearestNotFoundPage(root, requestPath)).toBe(path.join(root, file));
  });

  it('the prerendered 404 folders are not pages of their own', () => {
    expect(resolveRequest(root, '/articles/vertailut/404')).toEqual({ type: 'not-found' });
  });
});

describe('precompressed', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  const file = path.join(folder, 'page.html');
  writeFileSync(file, 'x');
  writeFileSync(`${file}.br`, 'b');
  writeFileSync(`${file}.gz`, 'g');
  const plain = path.join(folder, 'plain.html');
  writeFileSync(plain, 'x');

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s → %s', (accept, expected) => {
    expect(precompressed(file, accept)?.name ?? null).toBe(expected);
  });

  it('sends the plain file when the build has no compressed copy', () => {
    expect(precompressed(plain, 'br, gzip')).toBeNull();
  });
});
