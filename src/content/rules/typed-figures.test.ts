import { describe, expect, it } from 'vitest';
import { typedFigures } from './typed-figures';

describe('typedFigures: amounts typed by hand, sentence by sentence', () => {
  it.each<[string, string, { line: number; amounts: string[] }[]]>([
    ['a dose', 'Aikuiset tarvitsevat 10 µg päivässä.', [{ line: 1, amounts: ['10 µg'] }]],
    [
      'a range and a decimal comma',
      'Annos on 3–5 g. Pitoisuus on 0,3 %.',
      [
        { line: 1, amounts: ['3–5 g'] },
        { line: 1, amounts: ['0,3 %'] },
      ],
    ],
    ['thousands with a space', 'Valo on 10 000 luksia.', [{ line: 1, amounts: ['10 000 luksia'] }]],
    ['a figure from a sheet is data', 'Aikuiset tarvitsevat :figure[d-vitamiini]{name=aikuiset} päivässä.', []],
    ['a price from the catalogue is data', 'Hinta on :price[x] ja annos :unitprice[x]{per=annos}.', []],
    ['a number without a unit', 'Vertailussa on 5 tuotetta.', []],
    ['a unit inside a word is not a unit', 'Tuote on 2 gluteeniton ja 3 loistava.', []],
    ['the second line', 'Johdanto.\nTabletissa on 200 mg magnesiumia.', [{ line: 2, amounts: ['200 mg'] }]],
  ])('%s', (_case, text, expected) => {
    expect(typedFigures(text).map(({ line, amounts }) => ({ line, amounts }))).toEqual(expected);
  });
});
