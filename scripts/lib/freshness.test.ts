import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from './freshness.mjs';

function project(files: Record<string, number>) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  for (const [file, seconds] of Object.entries(files)) {
    const full = path.join(cwd, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, seconds, seconds);
  }
  // Folders get the oldest time so that only file times decide.
  for (const dir of ['src', 'src/routes', 'build', 'build/client']) {
    try {
      utimesSync(path.join(cwd, dir), 1, 1);
    } catch {
      // not part of this case
    }
  }
  return cwd;
}

describe('isBuildStale', () => {
  it.each([
    ['no build yet', { 'src/root.tsx': 100 }, true],
    ['a build newer than every source', { 'src/root.tsx': 100, 'build/client/index.html': 200 }, false],
    ['a source changed after the build', { 'src/routes/home.tsx': 300, 'build/client/index.html': 200 }, true],
    [
      'a file outside the inputs changed',
      { 'README.md': 300, 'src/root.tsx': 100, 'build/client/index.html': 200 },
      false,
    ],
  ])('%s → %s', (_case, files, stale) => {
    expect(isBuildStale(project(files), 'build/client/index.html', ['src'])).toBe(stale);
  });
});
