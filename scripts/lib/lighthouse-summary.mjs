// The figures of several Lighthouse runs of one page, each metric and each score as its own median. The run-to-run
// spread of blocking time on one machine is wider than most changes move it (docs/performance.md), so a single run,
// even the one Lighthouse's computeMedianRun picks by FCP and TTI, carries whatever blocking time that run happened to
// have; the median of each figure does not, and the range shows the spread.

/** The median of numbers (the mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};

/** A metric's value in each run, in run order (undefined where the run lacks it). */
const valuesOf = (lhrs, audit) => lhrs.map((lhr) => lhr.audits?.[audit]?.numericValue);

/**
 * Each metric the targets name as the median over the runs, blocking time's lowest and highest beside it, and each
 * category's score (0–100) as the median of the runs' scores (null where no run could score it).
 */
export function summarise(lhrs, categoryIds) {
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([key, audit]) => [key, median(valuesOf(lhrs, audit))]),
  );
  const tbts = valuesOf(lhrs, metricAudits.tbt).filter((value) => typeof value === 'number');
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const score = median(lhrs.map((lhr) => lhr.categories?.[id]?.score));
      return [id, score === null ? null : Math.round(score * 100)];
    }),
  );
  return {
    ...metrics,
    tbtRange: tbts.length > 0 ? [Math.min(...tbts), Math.max(...tbts)] : null,
    scores,
  };
}
