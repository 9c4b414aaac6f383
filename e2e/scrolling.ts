import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface Sampler {
  positions: Promise<number[]>;
}

/**
 * The vertical positions the page passes through while `act` runs and until the page stops scrolling: the position
 * before, then every new position, sampled once a frame (requestAnimationFrame) in the page itself. The page counts as
 * stopped once it has moved and then stayed put for 10 frames and 200 ms; it gives up 10 s after the start.
 */
export async function scrollPositions(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const positions = [window.scrollY];
    const started = performance.now();
    (window as unknown as { scrollSampler: Sampler }).scrollSampler = {
      positions: new Promise((resolve) => {
        let stillFrames = 0;
        let stillSince = started;
        const sample = (now: number) => {
          const y = window.scrollY;
          if (y === positions.at(-1)) stillFrames += 1;
          else {
            positions.push(y);
            stillFrames = 0;
            stillSince = now;
          }
          const stopped = positions.length > 1 && stillFrames >= 10 && now - stillSince >= 200;
          if (stopped || now - started > 10_000) resolve(positions);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    };
  });
  await act();
  return page.evaluate(() => (window as unknown as { scrollSampler: Sampler }).scrollSampler.positions);
}

/**
 * The page glided: it left its start, passed through at least one position on the way and stopped elsewhere. A short
 * glide on a loaded machine can show the page only one of its frames (docs/testing.md, Determinism); an instant jump
 * shows none.
 */
export function expectSmoothScroll(positions: number[]) {
  const [start, ...after] = positions;
  const end = after.at(-1);
  expect(end, `moved (positions ${positions.join(', ')})`).not.toBe(start);
  const low = Math.min(start!, end!);
  const high = Math.max(start!, end!);
  const between = after.slice(0, -1);
  expect(between.length, `positions between start and end: ${positions.join(', ')}`).toBeGreaterThan(0);
  expect(
    between.filter((y) => y <= low || y >= high),
    'positions outside the way from start to end',
  ).toEqual([]);
}

/** The page jumped: from its start to its end in one frame, with no position in between. */
export function expectInstantScroll(positions: number[]) {
  expect(positions.at(-1), `moved (positions ${positions.join(', ')})`).not.toBe(positions[0]);
  expect(positions.slice(1, -1), 'positions between start and end').toEqual([]);
}
