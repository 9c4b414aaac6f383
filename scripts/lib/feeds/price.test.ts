import { describe, expect, it } from 'vitest';
import { parseFeedPrice } from './price';

describe('parseFeedPrice', () => {
  it.each([
    ['14.90 EUR', { cents: 1490, currency: 'EUR' }],
    ['14,90', { cents: 1490 }],
    ['14,9', { cents: 1490 }],
    ['14', { cents: 1400 }],
    ['24,90 €', { cents: 2490, currency: 'EUR' }],
    ['1 249,00 €', { cents: 124900, currency: 'EUR' }],
    ['1,249.00 EUR', { cents: 124900, currency: 'EUR' }],
    ['1.249,00 EUR', { cents: 124900, currency: 'EUR' }],
    ['EUR 9.95', { cents: 995, currency: 'EUR' }],
    ['199 SEK', { cents: 19900, currency: 'SEK' }],
    ['0.00 EUR', { cents: 0, currency: 'EUR' }],
    ['ilmainen', undefined],
    ['', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseFeedPrice(text)).toEqual(expected);
  });
});
