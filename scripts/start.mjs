// npm start: builds the site when the build is missing or older than its sources, then serves it (never the dev server).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isBuildStale } from './lib/freshness.mjs';
import { requireProjectNode } from './lib/node-runtime.mjs';

requireProjectNode();

const marker = 'build/client/index.html';
/** What the build was made for (postbuild writes it): the day it dated prices on, or the offers it showed. */
const builtFor = (what) => {
  try {
    return readFileSync(`build/site-${what}`, 'utf8').trim();
  } catch {
    return '';
  }
};
// A build for another SITE_TODAY, or with other offers than SITE_OFFERS asks (the suite's world or none), is built again.
const otherDay = Boolean(process.env.SITE_TODAY) && builtFor('today') !== process.env.SITE_TODAY;
const otherOffers = builtFor('offers') !== (process.env.SITE_OFFERS?.trim() ?? '');
if (isBuildStale(process.cwd(), marker) || otherDay || otherOffers) {
  console.log(
    otherDay
      ? `Rakennetaan sivusto päivälle SITE_TODAY=${process.env.SITE_TODAY} (build on päivältä ${builtFor('today') || '?'})…`
      : otherOffers
        ? `Rakennetaan sivusto tarjouksilla SITE_OFFERS=${process.env.SITE_OFFERS?.trim() || '(sisällön omat)'}…`
        : 'Rakennetaan sivusto (build puuttuu tai on lähteitä vanhempi)…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
