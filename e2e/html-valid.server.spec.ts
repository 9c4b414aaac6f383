// Valid HTML: the Nu HTML checker (npm vnu-jar, needs Java) over every prerendered HTML file of the build.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import { routes } from '../src/config/routes';
import { htmlFiles } from '../scripts/lib/page-weight.mjs';
import { clientDir } from './build-dir';
import { expect, test } from './fixtures';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * What the checker does not know yet (vnu-jar 26.9.27). Its CSS validator: anchor positioning, which places the
 * header's popovers (docs/decisions/012-header-on-the-platform.md), and size containers with their `cqi` unit, which
 * keep a table's caption to the width its table scrolls in (src/components/ArticleView/tables.ts; the checker reads
 * `100cqi` as an unknown dimension). Its HTML rules: `blocking="render"` on
 * `<link rel="expect">` (HTML § link type "expect"), which holds every page's first paint until the header is parsed
 * (src/root.tsx). Only these messages are let through; any other CSS or HTML error still fails the test.
 */
const unknownToChecker = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  /^CSS: “(anchor-name|anchor-scope|position-anchor|position-area|position-try(-[a-z]+)?)”: Property “\1” doesn't exist\.$/,
  /^CSS: “(top|right|bottom|left|inset(-[a-z]+)*)”: “anchor\([^”]*\)” is not a “\1” value\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “max-inline-size”: Unknown dimension\.$/,
];

/** The checker runs on Java; CI always has it (.ci/run installs it), a contributor's machine may not. */
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

test('every prerendered page is valid HTML', () => {
  // The deploy gate (DEPLOY_GATE_BUILD) never skips it: a gate that cannot check is no gate.
  test.skip(
    !hasJava && !process.env.CI && !process.env.DEPLOY_GATE_BUILD,
    'Java puuttuu: HTML-tarkistus ohitetaan (apt-get install default-jre-headless)',
  );
  test.setTimeout(120_000);
  // React Router's SPA fallback is no page: the servers answer 404 for it (it has no <title> of its own).
  const files = htmlFiles(clientDir).filter((file) => !file.startsWith('__'));
  expect(files.length).toBeGreaterThanOrEqual(routes.length);
  let output: string;
  try {
    output = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      cwd: clientDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it finds errors and writes its report to stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const report = JSON.parse(output.trim() || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !unknownToChecker.some((pattern) => pattern.test(message.message)))
    .map(
      (message) => `${path.relative(clientDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
    );
  expect(errors).toEqual([]);
});
