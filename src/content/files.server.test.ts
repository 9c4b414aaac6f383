import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedOnContent } from './files.server';

describe('cachedOnContent', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sisalto-'));
    writeFileSync(path.join(root, 'site.yaml'), 'name: A\n');
    vi.stubEnv('CONTENT_DIR', root);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('reads once however often it is asked, and again in a later turn after a file changed', async () => {
    const read = vi.fn((folder: string) => folder);
    const value = cachedOnContent(read);
    expect(value()).toBe(root);
    expect(value()).toBe(root);
    expect(read).toHaveBeenCalledTimes(1);

    // An edit (a newer modification time) is seen by the next request, not within the turn that read the files.
    const file = path.join(root, 'site.yaml');
    writeFileSync(file, 'name: B\n');
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    value();
    expect(read).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve));
    value();
    expect(read).toHaveBeenCalledTimes(2);
    // A file added to a folder counts as a change too.
    writeFileSync(path.join(root, 'uusi.md'), '# Uusi\n');
    await new Promise((resolve) => setTimeout(resolve));
    value();
    expect(read).toHaveBeenCalledTimes(3);
  });
});
