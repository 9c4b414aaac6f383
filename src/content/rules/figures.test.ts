import { describe, expect, it } from 'vitest';
import { figureCopies, typedRecommendations, type FigureRule } from './figures';

const vitaminD: FigureRule = {
  sheet: 'd-vitamiini',
  names: ['d-vitamiini', 'd3-vitamiini'],
  figures: { aikuiset: '10 µg', 'yli-75': '20 µg', yläraja: '100 µg' },
};
const creatine: FigureRule = { sheet: 'kreatiini', names: ['kreatiini'], figures: { annos: '3–5 g' } };
const retinol: FigureRule = { sheet: 'retinoli', names: ['retinoli'], figures: { raja: '0,3 %' } };
const page = (...lines: string[]) => ['---', 'title: x', '---', '', 'D-vitamiinista.', ...lines].join('\n');

describe('figures a sheet holds', () => {
  it.each<[string, string, { line: number; name: string; text: string }[]]>([
    [
      'a recommendation typed as an amount',
      'Aikuisten saantisuositus on 10 µg päivässä.',
      [{ line: 6, name: 'aikuiset', text: '10 µg' }],
    ],
    [
      'two figures on one line',
      'Suositus on 10 µg ja yli 75-vuotiaille 20 µg.',
      [
        { line: 6, name: 'aikuiset', text: '10 µg' },
        { line: 6, name: 'yli-75', text: '20 µg' },
      ],
    ],
    ['an inflected amount', 'Suositeltu 10 µg:n lisä riittää.', [{ line: 6, name: 'aikuiset', text: '10 µg' }]],
    [
      'the amount in micrograms spelt out',
      'Suositus on 10 mikrogrammaa.',
      [{ line: 6, name: 'aikuiset', text: '10 mikrogrammaa' }],
    ],
    ['the figure written as a reference', 'Suositus on :figure[d-vitamiini]{name=aikuiset} päivässä.', []],
    [
      'an upper limit typed as an amount',
      'Aikuisten turvallisen saannin yläraja on 100 µg päivässä.',
      [{ line: 6, name: 'yläraja', text: '100 µg' }],
    ],
    ['an upper limit written as a reference', 'Yläraja on :figure[d-vitamiini]{name=yläraja} päivässä.', []],
    ['an amount without a recommendation (a product’s strength)', 'Tabletissa on 10 µg D3-vitamiinia.', []],
    ['an amount the sheet does not hold', 'Suositusta suurempi 25 µg:n annos.', []],
    ['an end of a range', 'Osa suosittelee 20–50 µg päivässä.', []],
    ['a directive line', '::fact{sheet="d-vitamiini" part="Suositus 10 µg"}', []],
  ])('%s', (_case, line, expected) => {
    expect(figureCopies(page(line), [vitaminD]).map(({ line: at, name, text }) => ({ line: at, name, text }))).toEqual(
      expected,
    );
  });

  it('leaves out product names, whose numbers are names', () => {
    expect(
      figureCopies(page('Minisun D-vitamiini 10 mikrog on suosittu.'), [vitaminD], ['Minisun D-vitamiini 10 mikrog']),
    ).toEqual([]);
  });

  it('checks a page only against the sheets whose ingredient it names', () => {
    const other = ['---', 'title: x', '---', '', 'Magnesiumista.', 'Suositus on 10 µg.'].join('\n');
    expect(figureCopies(other, [vitaminD])).toEqual([]);
  });

  it.each<[string, string, { line: number; name: string; text: string }[]]>([
    [
      'a legal limit in per cent typed out',
      'Retinolin EU-raja on 0,3 % kasvovoiteissa.',
      [{ line: 6, name: 'raja', text: '0,3 %' }],
    ],
    ['the limit written as a reference', 'Retinolin raja on :figure[retinoli]{name=raja}.', []],
    ['a product’s strength in per cent', 'Seerumissa on retinolia 0,3 %.', []],
  ])('a percentage: %s', (_case, line, expected) => {
    const text = ['---', 'title: x', '---', '', 'Retinolista.', line].join('\n');
    expect(
      figureCopies(text, [retinol]).map(({ line: at, name, text: typed }) => ({ line: at, name, text: typed })),
    ).toEqual(expected);
  });

  it('finds a range figure typed out', () => {
    const text = ['---', '---', 'Kreatiinia suositellaan 3–5 g päivässä.'].join('\n');
    expect(figureCopies(text, [creatine])).toEqual([{ line: 3, sheet: 'kreatiini', name: 'annos', text: '3–5 g' }]);
  });
});

describe('typedRecommendations: a dose advised in the page’s own words instead of through its sheet', () => {
  it.each<[string, string[], { line: number; sheet: string; text: string }[]]>([
    [
      'a sister page changed to a dose the sheet does not hold',
      ['Aikuisille suositellaan D-vitamiinia 15 µg päivässä.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    ['the sheet’s own figure is figureCopies’ to report', ['Aikuisille suositellaan D-vitamiinia 10 µg.'], []],
    [
      'a target is advice too',
      ['Tavoitteena pidetään D-vitamiinia 15 µg päivässä.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    ['written through the sheet', ['Aikuisille suositellaan :figure[d-vitamiini]{name=aikuiset}.'], []],
    [
      'the ingredient named only in the heading',
      ['## D-vitamiini', '', 'Aikuisille suositellaan 15 µg päivässä.'],
      [{ line: 8, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    ['an amount that is not advice', ['Maitoon lisätään D-vitamiinia 1 µg 100 ml:aan.'], []],
    [
      'an upper limit the sheet does not hold',
      ['D-vitamiinin saannin yläraja on 150 µg päivässä.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '150 µg' }],
    ],
    [
      'a list item about a nutrient no sheet covers, under the ingredient’s heading',
      ['## D-vitamiini', '', '- **Sinkki** tukee ihoa. Sen saannin yläraja on 25 mg päivässä.'],
      [],
    ],
    [
      'a sentence about a nutrient no sheet covers, under the ingredient’s heading',
      ['## D-vitamiini', '', 'Sinkin saannin yläraja on 25 mg päivässä.'],
      [],
    ],
    [
      'a list item whose label names the ingredient',
      ['## Mitä huomioida', '', '- **D-vitamiini:** aikuisille suositellaan 15 µg.'],
      [{ line: 8, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    [
      'a largest dose written with "enintään"',
      ['D-vitamiinia otetaan enintään 60 µg vuorokaudessa.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '60 µg' }],
    ],
    [
      'a largest dose written with "korkeintaan"',
      ['D-vitamiinia korkeintaan 60 mikrogrammaa päivässä.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '60 mikrogrammaa' }],
    ],
    ['"enintään" of days is no dose', ['D-vitamiinia 60 µg, ja kuuri kestää enintään 4 vuorokautta.'], []],
    [
      'a limit ("raja") the sheet does not hold',
      ['D-vitamiinin raja on 150 µg päivässä.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '150 µg' }],
    ],
    ['a word that only contains "raja" is no limit', ['Rajatussa D-vitamiinitutkimuksessa annos oli 60 µg.'], []],
    ['a length or a light level is no dose', ['Suosittelemme D-vitamiinia ja 30 cm etäisyyttä.'], []],
    [
      'a product’s label amount in its own section',
      [':::product{id="x"}', 'Kapselissa on 25 µg D3-vitamiinia, enemmän kuin suositus.', ':::'],
      [],
    ],
    [
      'a range advised in a product’s section',
      [':::product{id="x"}', 'Annos on lähellä 20–30 g:n kreatiinimäärää, jota suositellaan.', ':::'],
      [{ line: 7, sheet: 'kreatiini', text: '20–30 g' }],
    ],
  ])('%s', (_case, lines, found) => {
    expect(typedRecommendations(page(...lines), [vitaminD, creatine])).toEqual(found);
  });

  it.each<[string, string, { line: number; sheet: string; text: string }[]]>([
    ['names the ingredient', 'Paras D-vitamiini 2026', [{ line: 6, sheet: 'd-vitamiini', text: '150 µg' }]],
    ['names none', 'Lisäravinteet arjessa', []],
  ])('a sentence and its heading silent on whose advice it is: the page title %s', (_case, title, found) => {
    const source = ['---', `title: ${title}`, '---', '', '## Vahvuus ratkaisee', 'Saannin yläraja on 150 µg.'];
    expect(typedRecommendations(source.join('\n'), [vitaminD, creatine])).toEqual(found);
  });
});
