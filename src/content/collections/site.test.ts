import { describe, expect, it } from 'vitest';
import { buildToday, latestUpdateDay } from './site.server';

describe('buildToday: the day prices are dated against', () => {
  const now = new Date('2026-11-27T22:30:00Z');
  it.each<[string, Record<string, string | undefined>, string]>([
    ['SITE_TODAY when it is set', { SITE_TODAY: '2026-12-24' }, '2026-12-24'],
    ['the day in Helsinki otherwise (already the 28th there at 22.30 UTC)', {}, '2026-11-28'],
    ['an empty SITE_TODAY counts as unset', { SITE_TODAY: ' ' }, '2026-11-28'],
  ])('%s', (_case, env, day) => {
    expect(buildToday(env, now)).toBe(day);
  });

  it.each(['27.11.2026', '2026-02-30', '2026-1-5', 'tänään'])(
    'refuses SITE_TODAY=%s with the form it wants',
    (value) => {
      expect(() => buildToday({ SITE_TODAY: value }, now)).toThrow(/SITE_TODAY=.*vvvv-kk-pp/);
    },
  );
});

describe('latestUpdateDay: the last day a page may be dated', () => {
  const now = new Date('2026-11-27T22:30:00Z');
  it.each<[string, Record<string, string | undefined>, string]>([
    ['the day in Helsinki when the build runs', {}, '2026-11-28'],
    ['the day in Helsinki when the suite pins an earlier one', { SITE_TODAY: '2026-11-20' }, '2026-11-28'],
    ['SITE_TODAY when it is later', { SITE_TODAY: '2026-12-24' }, '2026-12-24'],
  ])('%s', (_case, env, day) => {
    expect(latestUpdateDay(env, now)).toBe(day);
  });
});
