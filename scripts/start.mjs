// npm start: builds the site when the build is missing or older than its sources, then serves it (never the dev server).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isBuildStale } from './lib/freshness.mjs';
import { requireProjectNode } from './lib/node-runtime.mjs';

requireProjectNode();

const marker = 'build/client/index.html';
/** The day the build dated its prices on (postbuild writes it); a build for another SITE_TODAY is built again. */
const builtFor = () => {
  try {
    return readFileSync('build/site-today', 'utf8').trim();
  } catch {
    return '';
  }
};
const otherDay = Boolean(process.env.SITE_TODAY) && builtFor() !== process.env.SITE_TODAY;
if (isBuildStale(process.cwd(), marker) || otherDay) {
  console.log(
    otherDay
      ? `Rakennetaan sivusto päivälle SITE_TODAY=${process.env.SITE_TODAY} (build on päivältä ${builtFor() || '?'})…`
      : 'Rakennetaan sivusto (build puuttuu tai on lähteitä vanhempi)…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
