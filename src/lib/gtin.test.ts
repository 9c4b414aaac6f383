import { describe, expect, it } from 'vitest';
import { normaliseGtin } from './gtin';

describe('normaliseGtin', () => {
  it.each([
    ['6414893400016', '06414893400016'],
    ['0 6414893400016', '06414893400016'],
    ['6414-8934-0001-6', '06414893400016'],
    ['96385074', '00000096385074'],
    ['036000291452', '00036000291452'],
    // A check digit of 0 is a digit like any other, not the zeros of "none".
    ['6414893400030', '06414893400030'],
    ['6414893400017', undefined],
    // 9 or 11 digits are no GTIN length, even when a zero in front would make the check digit hold.
    ['096385074', undefined],
    ['00096385074', undefined],
    ['0000000000000', undefined],
    ['0', undefined],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, expected) => {
    expect(normaliseGtin(text)).toBe(expected);
  });
});
