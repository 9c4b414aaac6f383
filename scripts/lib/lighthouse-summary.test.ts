import { describe, expect, it } from 'vitest';
import { median, summarise } from './lighthouse-summary.mjs';

describe('median', () => {
  it.each([
    { values: [], expected: null },
    { values: [7], expected: 7 },
    { values: [64, 0, 3, 80, 1], expected: 3 },
    { values: [10, 2, 4, 8], expected: 6 },
    { values: [5, undefined, Number.NaN, 1, 9], expected: 5 },
    { values: [undefined], expected: null },
  ])('$values → $expected', ({ values, expected }) => {
    expect(median(values as number[])).toBe(expected);
  });
});

/** A report with just what the summary reads. */
const run = (fcp: number, tbt: number, score: number | null, cls = 0) => ({
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: fcp + 500 },
    'cumulative-layout-shift': { numericValue: cls },
    'total-blocking-time': { numericValue: tbt },
  },
  categories: { performance: { score }, seo: { score: 1 } },
});

describe('summarise', () => {
  it('takes each figure as its own median, not the figures of one run', () => {
    // The run in the middle by FCP (700) has the highest blocking time; the median blocking time is another run's.
    const summary = summarise(
      [run(650, 0, 1), run(700, 120, 0.97), run(720, 10, 1), run(680, 64, 0.99), run(800, 4, 1, 0.02)],
      ['performance', 'seo'],
    );
    expect(summary).toEqual({
      fcp: 700,
      lcp: 1200,
      cls: 0,
      tbt: 10,
      tbtRange: [0, 120],
      scores: { performance: 100, seo: 100 },
    });
  });

  it('scores a category from the runs that scored it, and gives null where none did', () => {
    const summary = summarise([run(700, 0, null), run(700, 0, 0.98), run(700, 0, 0.99)], ['performance', 'pwa']);
    expect(summary.scores).toEqual({ performance: 99, pwa: null });
  });

  it('reads one run as itself', () => {
    expect(summarise([run(900, 55, 0.99)], ['performance'])).toMatchObject({ fcp: 900, tbt: 55, tbtRange: [55, 55] });
  });
});
