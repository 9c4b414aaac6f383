// What an e2e run starts and compares, decided from the command line and the environment (playwright.config.ts).
// Pure functions, so the decisions have a table test (e2e-options.test.ts).

/** Projects that need a server of their own, and what that server needs from the machine. */
export const optionalProjects = {
  nginx: 'Debianin nginx ja libnginx-mod-http-brotli-static',
  'dev-build': 'kehitysversion rakentaminen (noin minuutti)',
};

/**
 * The values given to `--project` on Playwright's command line: `--project=a`, `--project a b` (the option takes
 * every following word that is not an option, as Playwright's CLI does).
 *
 * @param {string[]} argv process.argv
 * @returns {string[]}
 */
export function projectArgs(argv) {
  const names = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project') {
      while (index + 1 < argv.length && !argv[index + 1].startsWith('-')) names.push(argv[++index]);
    }
  }
  return names;
}

/** Playwright's project filter: case-insensitive, `*` matches anything. */
const matches = (pattern, name) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i').test(name);

/**
 * The optional projects whose servers this run starts:
 * - `E2E_SERVERS=all` (set by `npm test`, and implied by `CI`), `E2E_SERVERS=none`, or a list (`nginx,dev-build`);
 * - otherwise those named with `--project` (so `npx playwright test --project=nginx` just works);
 * - otherwise none: a plain `npx playwright test` runs everything else, and the optional projects' tests say they
 *   were skipped and why.
 *
 * @param {{ env: Record<string, string | undefined>, argv: string[] }} input
 * @returns {string[]}
 */
export function serversToStart({ env, argv }) {
  const optional = Object.keys(optionalProjects);
  const setting = env.E2E_SERVERS ?? (env.CI ? 'all' : undefined);
  if (setting === 'all') return optional;
  if (setting !== undefined) {
    const listed = setting.split(',').map((name) => name.trim());
    return optional.filter((name) => listed.includes(name));
  }
  const patterns = projectArgs(argv);
  return optional.filter((name) => patterns.some((pattern) => matches(pattern, name)));
}

/** Options of Playwright's command line that choose which tests run. */
const testFilters =
  /^(-g|--grep|--grep-invert|--project|--last-failed|--only-changed|--test-list|--test-list-invert)(=|$)/;

/**
 * Whether the command line runs the whole suite: `playwright test` with no file, title or project filter. Only then
 * do the timing tests wait for every other project (playwright.config.ts); Playwright runs a dependency project whole
 * whatever the filter, so `npx playwright test e2e/hydration-timing.timing.spec.ts` must not have them wait. A word
 * that is not an option counts as a file filter, even when it is an option's value (`--workers 1`): in doubt the timing
 * tests run at once, beside the others, as any filtered run's tests do.
 *
 * @param {string[]} argv process.argv
 * @returns {boolean}
 */
export function runsWholeSuite(argv) {
  const command = argv.indexOf('test');
  if (command === -1) return false;
  return argv.slice(command + 1).every((arg) => arg.startsWith('-') && !testFilters.test(arg));
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), on which the screenshot baselines were made and
 * the suite runs: the same Blink as Debian's full Chromium without the browser's own interface, which in a headless run
 * of the full browser took about half of Chromium's CPU (docs/decisions/002-portable-test-harness.md).
 */
export const baselineBrowser = '/usr/bin/chromium-headless-shell';

/**
 * Whether screenshots are compared with the baselines. The baselines are a promise about one renderer, Debian's
 * Chromium headless shell on Linux: elsewhere (macOS, Playwright's own Chromium, Debian's full Chromium) the same page
 * differs by anti-aliasing, so the comparisons are skipped and every other assertion still runs. `E2E_SCREENSHOTS=on|off` decides explicitly; CI always
 * compares unless told otherwise.
 *
 * @param {{ env: Record<string, string | undefined>, platform: string, executablePath: string | undefined }} input
 * @returns {{ compare: boolean, why: string }}
 */
export function screenshotPolicy({ env, platform, executablePath }) {
  const setting = env.E2E_SCREENSHOTS?.toLowerCase();
  if (setting === 'on') return { compare: true, why: 'E2E_SCREENSHOTS=on' };
  if (setting === 'off') return { compare: false, why: 'E2E_SCREENSHOTS=off' };
  if (env.CI) return { compare: true, why: 'CI' };
  if (platform === 'linux' && executablePath === baselineBrowser) return { compare: true, why: baselineBrowser };
  return {
    compare: false,
    why: `selain ${executablePath ?? 'Playwrightin oma Chromium'} (${platform}) ei ole se, jolla vertailukuvat on otettu (${baselineBrowser}, linux)`,
  };
}
