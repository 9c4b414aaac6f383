import { describe, expect, it } from 'vitest';
import { classifyLine } from './build-log.mjs';

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
    ['(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.', 'warning'],
    ['The `envFile` option is deprecated, please use `envDir: false` instead.', 'upstream'],
    ['\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m', 'upstream'],
  ])('%s → %s', (line, kind) => {
    expect(classifyLine(line)).toBe(kind);
  });
});
