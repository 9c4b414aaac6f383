import { mkdirSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from './freshness.mjs';

const marker = 'build/client/index.html';
const builtAt = 200;

/** A project built at `builtAt` from sources of time 100, then the `changed` files touched at 300. */
function project(changed: string[]) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  const write = (file: string, seconds: number) => {
    const full = path.join(cwd, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, seconds, seconds);
  };
  for (const file of ['src/root.tsx', 'content/site.yaml', 'scripts/postbuild.ts', 'package.json', 'vite.config.ts'])
    write(file, 100);
  write(marker, builtAt);
  for (const file of changed) write(file, 300);
  // Folders get the oldest time, so that only the files' own times decide.
  const touchFolders = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        touchFolders(full);
        utimesSync(full, 1, 1);
      }
    }
  };
  touchFolders(cwd);
  return cwd;
}

describe('isBuildStale with the real build inputs', () => {
  it('is stale when there is no build', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'freshness-'));
    expect(isBuildStale(cwd, marker)).toBe(true);
  });

  it.each([
    ['nothing changed after the build', [], false],
    ['an article', ['content/articles/kreatiini.md'], true],
    ['a catalogue file', ['content/products/kreatiini.yaml'], true],
    ['a component', ['src/components/Header/Header.tsx'], true],
    ['the postbuild script (sitemap, CSP)', ['scripts/postbuild.ts'], true],
    ['a deploy helper', ['scripts/lib/deploy.ts'], true],
    ['a Vite plugin', ['scripts/vite-plugin-search-index.ts'], true],
    ['the Vite config', ['vite.config.ts'], true],
    ['the React Router config', ['react-router.config.ts'], true],
    ['the TypeScript config', ['tsconfig.json'], true],
    ['the lockfile', ['package-lock.json'], true],
    ['the installed packages (npm ci)', ['node_modules/.package-lock.json'], true],
    ['a .env file', ['.env.production'], true],
    ['a static file', ['public/favicon.svg'], true],
    ['a unit test', ['src/lib/search.test.ts', 'scripts/lib/deploy.test.ts'], false],
    ['an e2e spec', ['e2e/search.pages.spec.ts'], false],
    ['the docs', ['README.md', 'docs/testing.md'], false],
  ])('%s → stale: %s', (_case, changed, stale) => {
    expect(isBuildStale(project(changed), marker)).toBe(stale);
  });
});
