// Makes sure what the e2e suite runs on exists before it starts:
// - a Chromium for Playwright: Debian's /usr/bin/chromium where possible (installed with apt-get when missing and we
//   may), otherwise Playwright's own;
// - Java for the Nu HTML checker (vnu-jar, e2e/html-valid.server.spec.ts), installed with apt-get when missing and we may.
// nginx for the deploy test is installed the same way by scripts/nginx-server.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Installs Debian packages when this user may (root or sudo); returns whether apt-get succeeded. */
function aptInstall(packages) {
  if (!has('apt-get')) return false;
  const sudo = process.getuid?.() === 0 ? [] : has('sudo') ? ['sudo'] : null;
  if (!sudo) return false;
  const [command, ...prefix] = [...sudo, 'apt-get'];
  return (
    run(command, [...prefix, 'update', '-qq']) &&
    run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', ...packages])
  );
}

if (!has('java')) {
  console.log('Asennetaan Java HTML-tarkistinta varten (apt-get)…');
  if (!aptInstall(['default-jre-headless']))
    console.log('Javaa ei voitu asentaa: HTML-tarkistus (e2e/html-valid.server.spec.ts) epäonnistuu ilman sitä.');
}

const chromiumReady =
  (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) ||
  existsSync(systemChromium) ||
  (console.log('Asennetaan Chromium (apt-get)…'), aptInstall(['chromium']) && existsSync(systemChromium));

if (!chromiumReady) {
  console.log('Järjestelmän Chromiumia ei ole: asennetaan Playwrightin oma selain…');
  process.exit(run('npx', ['playwright', 'install', 'chromium']) ? 0 : 1);
}
