// The world the test suite builds and tests the site in: one pinned day (SITE_TODAY), since prices are dated against
// the build's day, and one pinned set of offers (SITE_OFFERS, e2e/world/offers.yaml), since the shops' feeds rewrite
// the catalogue's offers every day. So the pages and their expectations are the same on any day the suite runs, and a
// refresh of the offers passes the suite untouched (docs/testing.md, "The suite's world"). Move the day forward when a
// test should see the world's dates as they are on a later day.
export const testToday = '2026-11-28';

/** The suite's offers: every product's shops, prices, days and stock as the tests know them. */
export const testOffers = 'e2e/world/offers.yaml';

/**
 * Sets SITE_TODAY and SITE_OFFERS for this process and its children, unless the caller chose them (`SITE_OFFERS=` empty:
 * the catalogue's own offers).
 */
export function pinTestWorld(env = process.env) {
  env.SITE_TODAY ||= testToday;
  env.SITE_OFFERS ??= testOffers;
  return { today: env.SITE_TODAY, offers: env.SITE_OFFERS };
}
