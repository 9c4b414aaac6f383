// Makes sure a Chromium for Playwright exists before the e2e suite runs:
// Debian's /usr/bin/chromium where possible (installed with apt-get when missing and we may), otherwise Playwright's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
if (existsSync(systemChromium)) process.exit(0);

if (has('apt-get')) {
  const sudo = process.getuid?.() === 0 ? [] : has('sudo') ? ['sudo'] : null;
  if (sudo) {
    console.log('Asennetaan Chromium (apt-get)…');
    const [command, ...prefix] = [...sudo, 'apt-get'];
    const ok =
      run(command, [...prefix, 'update', '-qq']) &&
      run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
    if (ok && existsSync(systemChromium)) process.exit(0);
  }
}

console.log('Järjestelmän Chromiumia ei ole: asennetaan Playwrightin oma selain…');
process.exit(run('npx', ['playwright', 'install', 'chromium']) ? 0 : 1);
