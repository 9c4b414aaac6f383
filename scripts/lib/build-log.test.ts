import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { classifyLine, knownUpstreamLines } from './build-log.mjs';

describe('classifyLine', () => {
  it.each([
    ['✓ built in 2.16s', 'ok'],
    ['build/client/assets/vendor-CUlK1nT1.js   367.49 kB │ gzip: 118.23 kB', 'ok'],
    ['postbuild: sitemap.xml (82 sivua), robots.txt, CSP 98 sivulle', 'ok'],
    [' WARN  advancedChunks option is deprecated, please use codeSplitting instead.', 'warning'],
    ['\u001b[33m WARN \u001b[39m something', 'warning'],
    ['  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8.', 'warning'],
    ['(!) Some chunks are larger than 500 kB after minification. Consider:', 'warning'],
    ['[plugin x] warning: unused import', 'warning'],
    ['\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 3.1s of this 3.2s build (96%).', 'warning'],
    ['[server] listening on 4173', 'ok'],
    ['(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.', 'warning'],
    ['The `envFile` option is deprecated, please use `envDir: false` instead.', 'upstream'],
    ['\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m', 'upstream'],
  ])('%s → %s', (line, kind) => {
    expect(classifyLine(line)).toBe(kind);
  });
});

describe('scripts/no-warnings.mjs', () => {
  const run = (script: string) =>
    spawnSync(process.execPath, ['scripts/no-warnings.mjs', process.execPath, '-e', script], { encoding: 'utf8' });

  it.each([
    ['a clean log', "console.log('✓ built in 2s')", 0],
    ['the known upstream line only', `console.error(${JSON.stringify(knownUpstreamLines[0]!.line)})`, 0],
    ['a warning on stdout', "console.log(' WARN  advancedChunks option is deprecated')", 1],
    ['a warning on stderr', "console.error('(!) Some chunks are larger than 500 kB')", 1],
    ['a failing command', 'process.exit(3)', 3],
  ])('%s → exit %s', (_case, script, status) => {
    expect(run(script).status).toBe(status);
  });

  it('leaves the upstream line out and names the warnings', () => {
    const result = run(
      `console.error(${JSON.stringify(knownUpstreamLines[0]!.line)}); console.log('WARN one'); console.log('ok')`,
    );
    expect(result.stdout).toBe('WARN one\nok\n');
    expect(result.stderr).toContain('lokissa on 1 varoitusta');
    expect(result.stderr.split('\n')).not.toContain(knownUpstreamLines[0]!.line);
  });
});
