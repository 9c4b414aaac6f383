import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviews } from './index';

describe('the review index', () => {
  it('lists every review file of content/reviews under its own id', () => {
    const files = readdirSync(path.join(process.cwd(), 'content', 'reviews'))
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -3));
    expect(Object.keys(reviews).sort()).toEqual(files.sort());
  });
});
