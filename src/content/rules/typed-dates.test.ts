import { describe, expect, it } from 'vitest';
import { datesAfter, dateAfterMessage, typedDates } from './typed-dates';

describe('typedDates: a date however a text writes it, as the earliest day it can mean', () => {
  it.each<[string, string, string[]]>([
    ['a day with dots', 'Tiedote julkaistiin 28.5.2026.', ['2026-05-28']],
    ['a zero-padded day', 'päivitetty 06.09.2021', ['2021-09-06']],
    ['a day in words', 'Myynti alkoi 28. toukokuuta 2026.', ['2026-05-28']],
    ['a month', 'Sormus tuli myyntiin toukokuussa 2026.', ['2026-05-01']],
    ['a month in another case', 'kesäkuun 2025 hinnat', ['2025-06-01']],
    ['an ISO date', 'luettu 2026-11-25', ['2026-11-25']],
    ['a year alone is not a day', 'Vuonna 2026 moni osti sormuksen.', []],
    ['a version number is not a date', 'ISO 81060-2:2018 ja versio 1.2.3', []],
    ['a price is not a date', 'Hinta on 24,90 €.', []],
  ])('%s', (_case, text, days) => {
    expect(typedDates(text).map((date) => date.earliest)).toEqual(days);
  });
});

describe('datesAfter: what a page cannot yet know', () => {
  it.each<[string, string, string, string[]]>([
    ['before the update', 'Tiedote 20.11.2026.', '2026-11-25', []],
    ['on the update day', 'Tiedote 25.11.2026.', '2026-11-25', []],
    ['after the update', 'Tiedote 26.11.2026.', '2026-11-25', ['26.11.2026']],
    ['a month that begins after it', 'joulukuussa 2026', '2026-11-25', ['joulukuussa 2026']],
    ['a month it is in', 'marraskuussa 2026', '2026-11-25', []],
    ['a deadline the law sets ahead', 'Tuotetta saa myydä 30.4.2027 asti.', '2026-11-25', []],
    ['a sale that ends', 'Myynti päättyy 30.4.2027.', '2026-11-25', []],
    ['an event told as past', 'Uusi malli julkaistiin 30.4.2027.', '2026-11-25', ['30.4.2027']],
  ])('%s', (_case, text, updateDate, dates) => {
    expect(datesAfter(text, updateDate).map((date) => date.text)).toEqual(dates);
  });

  it('names where the date is, the date and the update date', () => {
    expect(dateAfterMessage({ text: '26.11.2026', earliest: '2026-11-26' }, '2026-11-25', 'Lähde "X"')).toBe(
      'Lähde "X" kertoo päivästä 26.11.2026, joka on päivityspäivän 2026-11-25 jälkeen: sivu ei voi kertoa päivästä, jonka jälkeen sitä ei ole päivitetty; siirrä päivityspäivä tai korjaa päivä',
    );
  });
});
