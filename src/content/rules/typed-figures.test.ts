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
    ['a decimal with two decimals', 'Pitoisuus on 0,25 %.', [{ line: 1, amounts: ['0,25 %'] }]],
    ['a range of two-digit numbers', 'Annos on 20–50 µg.', [{ line: 1, amounts: ['20–50 µg'] }]],
    ['a range of decimals', 'Annos on 1,5–2,25 g.', [{ line: 1, amounts: ['1,5–2,25 g'] }]],
    ['a unit written without a space', 'Tabletissa on 10µg.', [{ line: 1, amounts: ['10µg'] }]],
    ['a no-break space read as a space', 'Tabletissa on 10\u00a0µg.', [{ line: 1, amounts: ['10 µg'] }]],
    ['a unit price per 100 g is data', 'Hinta on :unitprice[x]{per=100 g}.', []],
    ['a product id with an amount in it is data', 'Hinta on :price[proteiinijauhe-1kg].', []],
  ])('%s', (_case, text, expected) => {
    expect(typedFigures(text).map(({ line, amounts }) => ({ line, amounts }))).toEqual(expected);
  });

  it.each<[string, string, { line: number; amounts: string[]; sentence: string }[]]>([
    [
      'a reference leaves nothing in the sentence',
      'Hinta on :price[x] ja annos 5 g.',
      [{ line: 1, amounts: ['5 g'], sentence: 'Hinta on  ja annos 5 g.' }],
    ],
    [
      'the sentence without the spaces around it',
      '  Annos on 5 g. Pitoisuus on 0,3 %. ',
      [
        { line: 1, amounts: ['5 g'], sentence: 'Annos on 5 g.' },
        { line: 1, amounts: ['0,3 %'], sentence: 'Pitoisuus on 0,3 %.' },
      ],
    ],
  ])('the sentence: %s', (_case, text, expected) => {
    expect(typedFigures(text)).toEqual(expected);
  });
});
