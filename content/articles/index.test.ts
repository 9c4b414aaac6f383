import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleBodies, standalonePages } from './index';

describe('the body index', () => {
  it('lists every body file of content/articles and content/standalone, each under its own id', () => {
    const bodyFiles = readdirSync(path.join(process.cwd(), 'content', 'articles'))
      .filter((file) => file.endsWith('.ts') && !['list.ts', 'index.ts'].includes(file) && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -3));
    expect(Object.keys(articleBodies).sort()).toEqual(bodyFiles.sort());
    const pageFiles = readdirSync(path.join(process.cwd(), 'content', 'standalone')).map((file) => file.slice(0, -3));
    expect(Object.keys(standalonePages).sort()).toEqual(pageFiles.sort());
  });
});
