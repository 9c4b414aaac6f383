// Lighthouse CI (@lhci/cli) over the built site, one page of each kind on the simulated phone: `npm run lighthouse`
// (after `npm run build`). Five runs a page; every assertion is on the median of the five. The desktop form factor:
// `npm run lighthouse:desktop` (lighthouserc.desktop.cjs). FCP and LCP against the same pages without their scripts:
// `npm run lighthouse:limit` (scripts/lighthouse-limit.mjs). Targets and measurements: docs/performance.md.
// Node 20.19 and newer load an ES module with require().
const { chromiumFlags } = require('./scripts/lib/chromium-flags.mjs');

const port = Number(process.env.LHCI_PORT ?? 4190);
const origin = `http://localhost:${port}`;

/** One page of each kind (docs/performance.md, "Lighthouse"). */
const pages = [
  '/',
  '/lisaravinteet',
  '/melatoniini',
  '/paras-magnesium',
  '/paras-aktiivisuusrannekkeet',
  '/tuotearvostelut/oura-sormus',
  '/tuotearvostelut',
  '/vertailut',
  '/tuotteet',
  '/artikkelit',
  '/haku?q=uni',
  '/tietoa',
  '/ei-ole-olemassa',
];

/** Every category at 100 and the layout and main-thread budgets of issue #23, on the median of the runs. */
const everywhere = {
  'categories:performance': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, aggregationMethod: 'median' }],
  'total-blocking-time': ['error', { maxNumericValue: 50, aggregationMethod: 'median' }],
};

/** The pages that fail an audit by design (see `assert`). */
const byDesign = /\/haku\?|\/ei-ole-olemassa$/;
const withoutCategory = (assertions, id) =>
  Object.fromEntries(Object.entries(assertions).filter(([key]) => key !== `categories:${id}`));
const audits = (ids) =>
  Object.fromEntries(ids.map((id) => [id, ['error', { minScore: 1, aggregationMethod: 'median' }]]));
/** Lighthouse 12's SEO audits but is-crawlable. */
const seoAudits = [
  'document-title',
  'meta-description',
  'http-status-code',
  'link-text',
  'crawlable-anchors',
  'robots-txt',
  'image-alt',
  'hreflang',
  'canonical',
];
/** Lighthouse 12's Best Practices audits but errors-in-console. */
const bestPracticeAudits = [
  'is-on-https',
  'redirects-http',
  'geolocation-on-start',
  'notification-on-start',
  'paste-preventing-inputs',
  'image-aspect-ratio',
  'image-size-responsive',
  'viewport',
  'doctype',
  'charset',
  'deprecations',
  'third-party-cookies',
  'inspector-issues',
];

module.exports = {
  pages,
  origin,
  ci: {
    collect: {
      // The project's own static server: clean URLs, the 404 page with its status, compressed files, as in production.
      startServerCommand: `node scripts/serve.mjs --port ${port}`,
      startServerReadyPattern: 'Sivusto:',
      url: pages.map((page) => origin + page),
      numberOfRuns: 5,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        // The not-found page answers 404 by design; any other page answering so fails SEO's http-status-code.
        ignoreStatusCode: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: ['--headless=new', ...chromiumFlags].join(' '),
      },
    },
    assert: {
      // Each URL matches one entry. Two pages fail an audit by design and are held to the rest of it audit by audit:
      // the search results and the not-found page are noindex (SEO's is-crawlable), the not-found page answers 404
      // (http-status-code) and Chromium logs that status to the console (Best Practices' errors-in-console).
      assertMatrix: [
        { matchingUrlPattern: `^(?!.*(?:${byDesign.source}))`, assertions: everywhere },
        {
          matchingUrlPattern: '/haku\\?',
          assertions: { ...withoutCategory(everywhere, 'seo'), ...audits(seoAudits) },
        },
        {
          matchingUrlPattern: '/ei-ole-olemassa$',
          assertions: {
            ...withoutCategory(withoutCategory(everywhere, 'seo'), 'best-practices'),
            ...audits(seoAudits.filter((id) => id !== 'http-status-code')),
            ...audits(bestPracticeAudits),
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
};
