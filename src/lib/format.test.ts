import { describe, expect, it } from 'vitest';
import {
  cardHighlights,
  descriptionLines,
  formatDate,
  formatPublished,
  formatRating,
  formatReadingTime,
  ratingLabel,
} from './format';

describe('formatDate', () => {
  it.each([
    ['2025-01-07', '7.1.2025'],
    ['2025-10-06', '6.10.2025'],
    ['2024-03-20', '20.3.2024'],
    ['2025-12-31', '31.12.2025'],
    ['2024-02-29', '29.2.2024'],
    ['2023-02-29', ''],
    ['2024-02-30', ''],
    ['2025-13-01', ''],
    ['2025-00-10', ''],
    ['7.1.2025', ''],
    ['12025-01-07', ''],
    ['2025-01-071', ''],
    ['Päivitetty 2025-01-07', ''],
    ['', ''],
  ])('%s → %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatRating and ratingLabel', () => {
  it.each([
    [4.5, '4,5/5', 'Arvosana 4,5 / 5'],
    [4, '4/5', 'Arvosana 4 / 5'],
    [3.95, '4/5', 'Arvosana 4 / 5'],
    [0, '0/5', 'Arvosana 0 / 5'],
    [5, '5/5', 'Arvosana 5 / 5'],
  ])('%d → %s, %s', (rating, text, label) => {
    expect(formatRating(rating)).toBe(text);
    expect(ratingLabel(rating)).toBe(label);
  });
});

describe('reading time and publish date', () => {
  it.each([
    [() => formatReadingTime(7), '7 min luku'],
    [() => formatPublished('2025-03-14'), 'Julkaistu: 14.3.2025'],
  ])('%#', (format, expected) => {
    expect(format()).toBe(expected);
  });
});

describe('descriptionLines', () => {
  it.each([
    ['• Yksi\n• Kaksi', ['Yksi', 'Kaksi']],
    ['- Yksi\n-Kaksi\n* Kolme', ['Yksi', 'Kaksi', 'Kolme']],
    ['  •  Sisennetty  \n\n•Ilman väliä', ['Sisennetty', 'Ilman väliä']],
    ['Ilman luettelomerkkiä\r\n• Windows-rivinvaihto', ['Ilman luettelomerkkiä', 'Windows-rivinvaihto']],
    ['• 3–5 g päivässä', ['3–5 g päivässä']],
    ['', []],
  ])('%j', (input, expected) => {
    expect(descriptionLines(input)).toEqual(expected);
  });
});

describe('cardHighlights', () => {
  it.each([
    [undefined, []],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(cardHighlights(input)).toEqual(expected);
  });
});
