import { describe, expect, it } from 'vitest';
import { bodyDatesAfter, datesAfter, dateAfterMessage, typedDates } from './typed-dates';

describe('typedDates: a date however a text writes it, as the earliest day it can mean', () => {
  it.each<[string, string, string[]]>([
    ['a day with dots', 'Tiedote julkaistiin 28.5.2026.', ['2026-05-28']],
    ['a zero-padded day', 'päivitetty 06.09.2021', ['2021-09-06']],
    ['a day in words', 'Myynti alkoi 28. toukokuuta 2026.', ['2026-05-28']],
    ['a month', 'Sormus tuli myyntiin toukokuussa 2026.', ['2026-05-01']],
    ['a month in another case', 'kesäkuun 2025 hinnat', ['2025-06-01']],
    ['an ISO date', 'luettu 2026-11-25', ['2026-11-25']],
    ['an ISO date that ends a sentence', 'Luettu 2026-11-25.', ['2026-11-25']],
    ['the first day of the year', 'päivitetty 1.1.2026', ['2026-01-01']],
    ['the last day of the year', 'päivitetty 31.12.2026', ['2026-12-31']],
    ['a day 0 is not a date', 'koodi 0.5.2026', []],
    ['a day 32 is not a date', 'koodi 32.5.2026', []],
    ['a month 0 is not a date', 'koodi 5.0.2026', []],
    ['a month 13 is not a date', 'koodi 5.13.2026', []],
    ['a year alone is not a day', 'Vuonna 2026 moni osti sormuksen.', []],
    ['a version number is not a date', 'ISO 81060-2:2018 ja versio 1.2.3', []],
    ['a price is not a date', 'Hinta on 24,90 €.', []],
  ])('%s', (_case, text, days) => {
    expect(typedDates(text).map((date) => date.earliest)).toEqual(days);
  });

  it.each<[string, string, string[]]>([
    ['two dates of one kind, both', 'Mitattu 1.2.2026 ja 3.4.2026.', ['1.2.2026', '3.4.2026']],
    [
      'dates of different kinds, in the order the text has them',
      'Toukokuussa 2026 julkaistu, päivitetty 28.5.2026 ja 2026-06-01.',
      ['Toukokuussa 2026', '28.5.2026', '2026-06-01'],
    ],
    ['a date two patterns both read counts once', 'toukokuu 2026-05-28', ['2026-05-28']],
  ])('%s', (_case, text, texts) => {
    expect(typedDates(text).map((date) => date.text)).toEqual(texts);
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
    ['a transition period', 'Siirtymäaika 30.4.2027.', '2026-11-25', []],
    ['a transition period in another case', 'Siirtymäaikana 30.4.2027 vanhaa saa myydä.', '2026-11-25', []],
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

describe('bodyDatesAfter: the body lines of a Markdown page that tell of a day after its update', () => {
  const after = (date: string, earliest: string) => ({ text: date, earliest });
  it.each<[string, string, { line: number; date: { text: string; earliest: string } }[]]>([
    [
      'the frontmatter is not body',
      '---\npublished: 2026-12-01\ntitle: Tiedote\n---\nTiedote 26.11.2026.\nVanha 1.1.2026.',
      [{ line: 5, date: after('26.11.2026', '2026-11-26') }],
    ],
    [
      'without frontmatter every line is body, a rule included',
      'Tiedote 26.11.2026.\n\n---\n\nToinen 2026-12-24.',
      [
        { line: 1, date: after('26.11.2026', '2026-11-26') },
        { line: 5, date: after('2026-12-24', '2026-12-24') },
      ],
    ],
    [
      'Windows line ends',
      '---\r\ntitle: Tiedote\r\n---\r\nTiedote 26.11.2026.',
      [{ line: 4, date: after('26.11.2026', '2026-11-26') }],
    ],
    ['old Mac line ends', 'Otsikko\rTiedote 26.11.2026.', [{ line: 2, date: after('26.11.2026', '2026-11-26') }]],
    ['a reference is not a date', 'Ks. :figure[raportti-2027-01-01] ja :figure[x]{name="2027-01-01"}.', []],
    [
      'a reference stands apart from the words beside it',
      'Alennus:price[polar-v3]toukokuussa 2027.',
      [{ line: 1, date: after('toukokuussa 2027', '2027-05-01') }],
    ],
  ])('%s', (_case, source, found) => {
    expect(bodyDatesAfter(source, '2026-11-25')).toEqual(found);
  });
});
