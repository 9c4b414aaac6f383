// The day the test suite builds and tests the site on (SITE_TODAY): prices are dated against the build's day, so a
// pinned day gives the same pages and the same expectations on any day the suite runs. Move it forward when a test
// should see the catalogue's newer dates as they are on a later day.
export const testToday = '2026-11-28';

/** Sets SITE_TODAY for this process and its children, unless the caller chose a day. */
export function pinTestToday(env = process.env) {
  env.SITE_TODAY ||= testToday;
  return env.SITE_TODAY;
}
