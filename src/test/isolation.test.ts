import { globSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The unit tests share one module cache per worker (vite.config.ts): a module mocked in one file would stay mocked for
// the files after it. Only a file named `*.mocked.test.tsx` runs isolated, so only such a file may mock a module.
it('mocks modules only in files named *.mocked.test.tsx, which run isolated', () => {
  const files = globSync('{src,scripts}/**/*.test.{ts,tsx,mjs}');
  expect(files.length, 'test files found').toBeGreaterThan(50);
  const mocking = files.filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));
  expect(mocking.filter((file) => !file.endsWith('.mocked.test.tsx'))).toEqual([]);
  expect(mocking).toContain('src/lib/search-page.mocked.test.tsx');
});
