// The site's settings: content/site.yaml.
import { readSettings } from '../data-files.server.ts';
import { cachedOnContent, contentRoot } from '../files.server.ts';
import { orThrow } from '../problems.ts';
import { siteSchema } from '../schemas/site.ts';
import type { PriceClock } from '../../lib/offer-prices.ts';

/**
 * Reads content/site.yaml. `originOverride` (SITE_URL at build time, without its trailing slash) replaces the
 * canonical origin before the check, so a bad override is refused like a bad file.
 */
export const readSite = (root = contentRoot(), originOverride = '') =>
  readSettings(root, 'site.yaml', siteSchema, (value) =>
    originOverride ? { ...value, origin: originOverride } : value,
  );

/** The site's settings as written (no override); stops with the file's problems when it is invalid. */
export const siteSettings = cachedOnContent((root) => {
  const { value, problems } = readSite(root);
  return orThrow(value, problems);
});

/** The site's settings for this build: SITE_URL, when given, replaces the origin; stops when the result is invalid. */
export const buildSite = cachedOnContent((root) => {
  const { value, problems } = readSite(root, (process.env.SITE_URL ?? '').replace(/\/+$/, ''));
  return orThrow(value, problems);
});

/** yyyy-mm-dd in Helsinki on the given moment. */
const helsinkiDay = (now: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);

/**
 * The build's day, yyyy-mm-dd: SITE_TODAY when it is set (the test suite pins it, so a build and its tests give the
 * same pages on any day), else the day in Helsinki when the build runs. Prices are dated against it.
 */
export function buildToday(env: Readonly<Record<string, string | undefined>> = process.env, now = new Date()): string {
  const pinned = env.SITE_TODAY?.trim();
  if (!pinned) return helsinkiDay(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(pinned) && !Number.isNaN(Date.parse(`${pinned}T00:00:00Z`));
  if (!valid || new Date(`${pinned}T00:00:00Z`).toISOString().slice(0, 10) !== pinned)
    throw new Error(`SITE_TODAY="${pinned}": kirjoita päivä muodossa vvvv-kk-pp, esimerkiksi 2026-11-27`);
  return pinned;
}

/**
 * The last day a page may be dated: the day in Helsinki when the build runs, or SITE_TODAY when that is later. A page's
 * update date is the day its text changed, a day of the real calendar, so a suite pinned to an earlier day still builds
 * the pages editors have changed since, and no page is dated after the day it is built on.
 */
export function latestUpdateDay(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now = new Date(),
): string {
  const built = buildToday(env, now);
  const clock = helsinkiDay(now);
  return built > clock ? built : clock;
}

/** The build's day and the site's price age limit: what every shown price is dated against. */
export const priceClock = (): PriceClock => ({ today: buildToday(), maxAgeDays: siteSettings().priceMaxAgeDays });
