import { describe, expect, it } from 'vitest';
import { projectArgs, runsWholeSuite, screenshotPolicy, serversToStart } from './e2e-options.mjs';

const cli = (...args: string[]) => ['node', '/x/node_modules/.bin/playwright', 'test', ...args];

describe('projectArgs', () => {
  it.each([
    [cli(), []],
    [cli('e2e/search.pages.spec.ts'), []],
    [cli('--project=desktop-1440'), ['desktop-1440']],
    [cli('--project', 'nginx', '--workers=1'), ['nginx']],
    [cli('--project', 'nginx', 'dev-build', '-g', 'x'), ['nginx', 'dev-build']],
    [cli('--project=server', '--project=nginx'), ['server', 'nginx']],
  ])('%j → %j', (argv, names) => {
    expect(projectArgs(argv)).toEqual(names);
  });
});

describe('serversToStart', () => {
  it.each([
    ['a plain run', {}, cli(), []],
    ['one spec file', {}, cli('e2e/search.pages.spec.ts'), []],
    ['a viewport project', {}, cli('--project=desktop-1440'), []],
    ['the nginx project', {}, cli('--project=nginx'), ['nginx']],
    ['a wildcard', {}, cli('--project=*build'), ['dev-build']],
    ['case-insensitive', {}, cli('--project=NGINX'), ['nginx']],
    ['npm test', { E2E_SERVERS: 'all' }, cli(), ['nginx', 'dev-build']],
    ['CI', { CI: 'true' }, cli('--project=desktop-1440'), ['nginx', 'dev-build']],
    ['CI told none', { CI: 'true', E2E_SERVERS: 'none' }, cli(), []],
    ['a list', { E2E_SERVERS: 'dev-build' }, cli('--project=nginx'), ['dev-build']],
  ])('%s', (_case, env, argv, servers) => {
    expect(serversToStart({ env, argv })).toEqual(servers);
  });
});

describe('runsWholeSuite', () => {
  it.each([
    ['npm test', cli(), true],
    ['options that choose no tests', cli('--update-snapshots', '--workers=2', '--reporter=list'), true],
    ['a spec file', cli('e2e/hydration-timing.timing.spec.ts'), false],
    ['a title filter', cli('-g', 'hydrated'), false],
    ['a title filter with =', cli('--grep=hydrated'), false],
    ['a project', cli('--project=timing'), false],
    ['the failed tests again', cli('--last-failed'), false],
    ["an option's separate value", cli('--workers', '1'), false],
    ['not a test run', ['node', '/x/node_modules/.bin/playwright', 'show-report'], false],
  ])('%s', (_case, argv, whole) => {
    expect(runsWholeSuite(argv)).toBe(whole);
  });
});

describe('screenshotPolicy', () => {
  it.each([
    ['Debian Chromium headless shell on Linux', {}, 'linux', '/usr/bin/chromium-headless-shell', true],
    ["Debian's full Chromium", {}, 'linux', '/usr/bin/chromium', false],
    ['CHROMIUM_PATH elsewhere', {}, 'linux', '/opt/chrome/chrome', false],
    ["Playwright's own browser", {}, 'linux', undefined, false],
    ['macOS', {}, 'darwin', undefined, false],
    ['CI', { CI: 'true' }, 'linux', '/usr/bin/chromium-headless-shell', true],
    ['switched off', { E2E_SCREENSHOTS: 'off' }, 'linux', '/usr/bin/chromium-headless-shell', false],
    ['switched off in CI', { CI: 'true', E2E_SCREENSHOTS: 'off' }, 'linux', '/usr/bin/chromium-headless-shell', false],
    ['switched on', { E2E_SCREENSHOTS: 'on' }, 'darwin', undefined, true],
  ])('%s', (_case, env, platform, executablePath, compare) => {
    expect(screenshotPolicy({ env, platform, executablePath }).compare).toBe(compare);
  });
});
