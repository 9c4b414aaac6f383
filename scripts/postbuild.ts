// After `react-router build`: writes sitemap.xml and robots.txt from the route registry, the deploy files that depend on
// the built pages (_headers and _redirects for static hosts, build/nginx/csp-map.conf for nginx), and gzip and brotli
// copies of every compressible file. Runs as part of `npm run build`; BUILD_DIR selects the build folder.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { storeLinkGaps } from '../src/content/collections/networks.server.ts';
import { priceAges } from '../src/content/collections/products.server.ts';
import { buildSite, buildToday } from '../src/content/collections/site.server.ts';
import { htmlFiles } from './lib/page-weight.mjs';
import {
  cspFor,
  headersFile,
  inlineScriptHashes,
  nginxCspMap,
  precompress,
  redirectsFile,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
} from './lib/deploy.ts';

const site = buildSite();
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');

// Search engines: every canonical, indexable page with its content's last update.
const entries = sitemapEntries();
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(site.origin, entries));
writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(site.origin));

// Content-Security-Policy per page: 'self' plus the hashes of that page's own inline scripts.
const pages = htmlFiles(clientDir).map((file) => {
  const html = readFileSync(path.join(clientDir, file), 'utf8');
  return { file: `/${file.split(path.sep).join('/')}`, hashes: inlineScriptHashes(html) };
});
writeFileSync(path.join(clientDir, '_headers'), headersFile(pages));
writeFileSync(path.join(clientDir, '_redirects'), redirectsFile());
mkdirSync(path.join(buildDir, 'nginx'), { recursive: true });
writeFileSync(path.join(buildDir, 'nginx', 'csp-map.conf'), nginxCspMap(pages));

// The day the prices were dated on and the offers shown (the suite's world, or none), for `npm start` to tell a build for
// another SITE_TODAY or SITE_OFFERS (outside the served folder).
writeFileSync(path.join(buildDir, 'site-today'), `${buildToday()}\n`);
writeFileSync(path.join(buildDir, 'site-offers'), `${process.env.SITE_OFFERS?.trim() ?? ''}\n`);

const compressed = precompress(clientDir);
console.log(
  `postbuild: sitemap.xml (${entries.length} sivua), robots.txt, CSP ${pages.length} sivulle ` +
    `(esim. ${cspFor(pages[0]?.hashes ?? []).length} merkkiä), ${compressed} tiedostoa pakattu (.gz, .br)`,
);
const gaps = storeLinkGaps();
console.log(
  `postbuild: kauppalinkit: ${gaps.unlinkedShops.length}/${gaps.shops} kauppaa ilman kumppaniverkostoa, ` +
    `${gaps.searchOffers.length}/${gaps.offers} tarjousta ilman tuotesivua (luettelo: npm run content:report)`,
);
const ages = priceAges();
console.log(
  `postbuild: hinnat päivälle ${ages.clock.today}: ${ages.checked.length} tarkistettu kaupasta, ` +
    `${ages.entered.length} kirjattu tarkistamatta, ${ages.stale.length} yli ${ages.clock.maxAgeDays} päivää vanhaa ` +
    `(ei näytetä hintana), ${ages.unpriced.length}/${ages.offers} tarjousta ilman hintaa (luettelo: npm run content:report)`,
);
