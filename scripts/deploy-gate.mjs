// npm run deploy:gate [-- <build folder> [Playwright's options, e.g. -g prices]]: the deploy gate over the artifact that is about to be deployed (default
// build/): every route answers, unknown paths get the Finnish 404, axe on every kind of page, valid HTML, the _headers
// and _redirects the host reads, sound links, every shown price dated and within its age on the artifact's own day,
// and tracking links wherever a programme and the publisher's id are configured (e2e/deploy.gate.spec.ts,
// playwright.gate.config.ts). Run it with the environment the build had (AFFILIATE_*_PUBLISHER, CONTENT_DIR).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { requireProjectNode } from './lib/node-runtime.mjs';

requireProjectNode();

const [folder = 'build', ...playwrightOptions] = process.argv.slice(2);
const buildDir = path.resolve(folder);
const dayFile = path.join(buildDir, 'site-today');
if (!existsSync(path.join(buildDir, 'client', 'index.html')) || !existsSync(dayFile)) {
  console.error(
    `Julkaisuportti: ${path.relative(process.cwd(), buildDir) || '.'} ei ole valmis build (client/index.html ja site-today puuttuvat): aja npm run build.`,
  );
  process.exit(1);
}
// The day the artifact dated its prices on, and the offers it showed (none: the catalogue's own; the suite's world when
// it was a test build): content modules the specs read compute the same clock and the same offers.
const day = readFileSync(dayFile, 'utf8').trim();
const offersFile = path.join(buildDir, 'site-offers');
const offers = existsSync(offersFile) ? readFileSync(offersFile, 'utf8').trim() : '';
console.log(`Julkaisuportti: ${path.relative(process.cwd(), buildDir) || '.'}, rakennettu päivälle ${day}.`);
const result = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.gate.config.ts', ...playwrightOptions], {
  stdio: 'inherit',
  env: { ...process.env, DEPLOY_GATE_BUILD: buildDir, SITE_TODAY: day, SITE_OFFERS: offers },
});
process.exit(result.status ?? 1);
