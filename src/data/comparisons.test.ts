import { describe, expect, it } from 'vitest';
import { comparisonRegistry } from '~/content/collections/comparisons.server';
import { allComparisons, findComparison } from './comparisons.server';

describe('the comparison registry', () => {
  it('lists all 20 registered comparisons in registry order', () => {
    expect(allComparisons().map((item) => item.id)).toEqual(comparisonRegistry().map((entry) => entry.id));
    expect(allComparisons()).toHaveLength(20);
  });

  it.each([
    ['kreatiini', '/paras-kreatiini'],
    ['melatoniinivertailu', '/paras-melatoniini'],
    ['retinoliseerumi', '/paras-retinoliseerumi'],
    ['adaptogeeni', undefined],
    ['ei-ole', undefined],
  ])('findComparison(%s) → %s', (id, path) => {
    expect(findComparison(id)?.path).toBe(path);
  });
});
