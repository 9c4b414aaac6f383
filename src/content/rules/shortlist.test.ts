import { describe, expect, it } from 'vitest';
import { brandMessage, unexplainedBrands } from './shortlist';

const product = (brand: string, title: string) => ({ brand, title });
const four = [
  product('Puhdistamo', 'Puhdistamo Elektrolyyttijauhe'),
  product('Puhdistamo', 'Puhdistamo Daily Elektrolyyttijauhe'),
  product('Puhdistamo', 'Puhdistamo Elektrolyytti & Kreatiini -jauhe'),
  product('SiS', 'SiS GO Electrolyte'),
];

describe('unexplainedBrands: one brand holds at most two places unless the page says why', () => {
  it.each<[string, ReturnType<typeof product>[], string, string[]]>([
    ['two places need no reason', four.slice(1), 'Vertailussa on neljä jauhetta.', []],
    ['three places without a reason', four, 'Vertailussa on neljä jauhetta.', ['Puhdistamo']],
    [
      'three places with a reason naming the brand inflected',
      four,
      'Arvioimme jauheet. Puhdistamolta on mukana kolme jauhetta, koska ne on tehty eri käyttöön.',
      [],
    ],
    [
      'a list of names and a reason on the next line do not make a sentence',
      four,
      'Puhdistamo Daily Elektrolyyttijauhe\nValitsimme jauheita eri käyttöön, jotta jokaiselle löytyy vaihtoehto.',
      ['Puhdistamo'],
    ],
    [
      'a reason in another sentence than the brand does not count',
      four,
      'Puhdistamolta on mukana kolme jauhetta. Valitsimme ne, koska ne sopivat eri käyttöön.',
      ['Puhdistamo'],
    ],
  ])('%s', (_case, compared, text, brands) => {
    expect(unexplainedBrands(compared, text).map((item) => item.brand)).toEqual(brands);
  });

  it('names the brand, its places and its products', () => {
    expect(brandMessage(unexplainedBrands(four, '')[0]!)).toBe(
      'Puhdistamo on vertailussa 3 kertaa 4:stä (Puhdistamo Elektrolyyttijauhe, Puhdistamo Daily Elektrolyyttijauhe, Puhdistamo Elektrolyytti & Kreatiini -jauhe): yhdellä merkillä on enintään 2 paikkaa, ellei sivu kerro miksi (lause, joka nimeää merkin ja sanoo "koska")',
    );
  });
});
