import { describe, expect, it } from 'vitest';
import { satisfiesMinimum } from './node-runtime.mjs';

describe('satisfiesMinimum', () => {
  it.each([
    ['v24.22.3', '>=24.15', true],
    ['v24.15.0', '>=24.15', true],
    ['v24.14.9', '>=24.15', false],
    ['v20.20.2', '>=24.15', false],
    ['v26.0.0', '>=24.15', true],
    ['v24.15.0', '>=24.15.1', false],
    ['v24.15.2', '>=24.15.1', true],
    ['24.22.3', '>= 24', true],
    ['v23.99.99', '>=24', false],
    ['v25.0.0', '>=24.99', true],
  ])('%s against %s → %s', (version, range, expected) => {
    expect(satisfiesMinimum(version, range)).toBe(expected);
  });

  it.each([['^24.15'], ['24.x'], ['>=24.15 <27']])('refuses the range %s, naming the field', (range) => {
    expect(() => satisfiesMinimum('v24.22.3', range)).toThrow(`package.json › engines.node: "${range}"`);
  });

  it('refuses a version it cannot read', () => {
    expect(() => satisfiesMinimum('nightly', '>=24')).toThrow('Node.js-versio "nightly"');
  });
});
