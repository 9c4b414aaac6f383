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
    [
      'the condition of a health claim typed as an amount',
      'Väitteen ehtona on, että D-vitamiinia saadaan 10 µg päivässä.',
      [{ line: 6, name: 'aikuiset', text: '10 µg' }],
    ],
    [
      'an amount a claim requires',
      'Annoksessa on vähemmän kuin 10 µg, jota väite edellyttää.',
      [{ line: 6, name: 'aikuiset', text: '10 µg' }],
    ],
    ['a condition written as a reference', 'Terveysväitteen ehto on :figure[d-vitamiini]{name=aikuiset} päivässä.', []],
    ['a word that only contains "ehto"', 'Tehtoolla on 10 µg, joka on sen vahvuus.', []],
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

  const noAmount: FigureRule = { sheet: 'd-vitamiini', names: ['d-vitamiini'], figures: { lähde: 'THL:n suositus' } };
  const zero: FigureRule = { sheet: 'd-vitamiini', names: ['d-vitamiini'], figures: { nolla: '0 µg' } };
  const protein: FigureRule = { sheet: 'proteiini', names: ['proteiini'], figures: { 'ateria-20g': '20 g' } };
  it.each<[string, string[], FigureRule[], string[], { line: number; sheet: string; name: string; text: string }[]]>([
    ['an amount in another unit is another amount', page('Suositus on 10 mg.').split('\n'), [vitaminD], [], []],
    [
      'a range figure typed with a no-break space',
      ['Kreatiinia suositellaan 3–5\u00a0g päivässä.'],
      [creatine],
      [],
      [{ line: 1, sheet: 'kreatiini', name: 'annos', text: '3–5 g' }],
    ],
    ['one end of a range figure is not the figure', ['Kreatiinia suositellaan 5 g päivässä.'], [creatine], [], []],
    [
      'an end of a range with spaces around its dash',
      page('Osa suosittelee 20 – 50 µg päivässä.').split('\n'),
      [vitaminD],
      [],
      [],
    ],
    ['a figure that states no amount', page('Suositus on 10 µg päivässä.').split('\n'), [noAmount], [], []],
    [
      'a reference whose figure name holds an amount',
      ['Proteiinia suositellaan :figure[proteiini]{name=ateria-20g} aterialla.'],
      [protein],
      [],
      [],
    ],
    ['amounts a billionth apart', page('Suositus on 0,000000001 µg.').split('\n'), [zero], [], []],
    [
      'the ingredient named only in the frontmatter',
      ['---', 'title: D-vitamiini', '---', 'Suositus on 10 µg.'],
      [vitaminD],
      [],
      [],
    ],
    [
      'the ingredient named at the start of a line after a line ending in a letter',
      ['Johdanto', 'D-vitamiinin suositus on 10 µg.'],
      [vitaminD],
      [],
      [{ line: 2, sheet: 'd-vitamiini', name: 'aikuiset', text: '10 µg' }],
    ],
    [
      'a product name that contains a shorter ignored name',
      page('Minisun D-vitamiini 10 mikrog on suosittu.').split('\n'),
      [vitaminD],
      ['Minisun D-vitamiini', 'Minisun D-vitamiini 10 mikrog'],
      [],
    ],
    [
      'an indented directive line',
      page('  ::fact{sheet="d-vitamiini" part="Suositus 10 µg"}').split('\n'),
      [vitaminD],
      [],
      [],
    ],
    [
      'a line that starts with a figure reference',
      page(':figure[d-vitamiini]{name=aikuiset} on suositus, yli 75-vuotiaille 20 µg.').split('\n'),
      [vitaminD],
      [],
      [{ line: 6, sheet: 'd-vitamiini', name: 'yli-75', text: '20 µg' }],
    ],
    [
      'a directive’s colons inside a sentence',
      page('Suositus on 10 µg, ja sivulla se kirjoitetaan ::fact-direktiivillä.').split('\n'),
      [vitaminD],
      [],
      [{ line: 6, sheet: 'd-vitamiini', name: 'aikuiset', text: '10 µg' }],
    ],
  ])('%s', (_case, lines, rules, ignore, expected) => {
    expect(figureCopies(lines.join('\n'), rules, ignore)).toEqual(expected);
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

  it.each<[string, string[]]>([
    ['a page without frontmatter has no title', ['title: D-vitamiini', 'Saannin yläraja on 150 µg.']],
    [
      'only the frontmatter’s own title line is its title',
      ['---', 'subtitle: Paras D-vitamiini', 'title: Lisäravinteet arjessa', '---', 'Saannin yläraja on 150 µg.'],
    ],
  ])('%s', (_case, source) => {
    expect(typedRecommendations(source.join('\n'), [vitaminD, creatine])).toEqual([]);
  });

  it.each<[string, string[], { line: number; sheet: string; text: string }[]]>([
    [
      '"enintään" followed by more than one space',
      ['D-vitamiinia otetaan enintään  60 µg vuorokaudessa.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '60 µg' }],
    ],
    [
      '"enintään" of an amount with a thousands space, in international units',
      ['D-vitamiinia otetaan enintään 4 000 IU vuorokaudessa.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '4 000 IU' }],
    ],
    [
      '"enintään" of an amount written without a space before its unit',
      ['D-vitamiinia otetaan enintään 60µg vuorokaudessa.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '60µg' }],
    ],
    ['"enintään" of kilograms is no dose', ['D-vitamiinia 60 µg, ja reppu painaa enintään 5 kg.'], []],
    [
      'a dose in milligrams, another amount than the sheet’s micrograms',
      ['Aikuisille suositellaan D-vitamiinia 10 mg.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '10 mg' }],
    ],
    [
      'a range with spaces around its dash in a product’s section',
      [':::product{id="x"}', 'Annos on lähellä 20 – 30 g:n kreatiinimäärää, jota suositellaan.', ':::'],
      [{ line: 7, sheet: 'kreatiini', text: '20 – 30 g' }],
    ],
    ...[':::', '::: '].map((close): [string, string[], { line: number; sheet: string; text: string }[]] => [
      `a single amount after the product’s section closes with "${close}"`,
      [
        ':::product{id="x"}',
        'Kapselissa on 25 µg D3-vitamiinia.',
        close,
        'Aikuisille suositellaan D-vitamiinia 15 µg.',
      ],
      [{ line: 9, sheet: 'd-vitamiini', text: '15 µg' }],
    ]),
    [
      'a nested container’s close does not end the product’s section',
      [
        ':::product{id="x"}',
        '::::huomio',
        'Lue etiketti.',
        '::::',
        'Kapselissa on 25 µg D3-vitamiinia, enemmän kuin suositus.',
        ':::',
      ],
      [],
    ],
    [
      'a product directive quoted in a sentence opens no product section',
      ['Tuotteen osio alkaa rivillä :::product{id="…"}.', 'Aikuisille suositellaan D-vitamiinia 15 µg.'],
      [{ line: 7, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    ['a directive line', ['::fact{sheet="d-vitamiini" part="Suositus on 15 µg D-vitamiinia"}'], []],
    ['an indented directive line', ['  ::fact{sheet="d-vitamiini" part="Suositus on 15 µg D-vitamiinia"}'], []],
    [
      'a line that starts with a figure reference',
      [':figure[d-vitamiini]{name=aikuiset} on suositus; yli 75-vuotiaille D-vitamiinia suositellaan 25 µg.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '25 µg' }],
    ],
    [
      'a directive’s colons inside a sentence',
      ['D-vitamiinia suositellaan 15 µg, ks. ::fact-kortti alla.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    ['a top-level heading', ['# D-vitamiinia suositellaan 15 µg'], []],
    ['a second-level heading', ['## Suositus 15 µg D-vitamiinia'], []],
    [
      'a hash sign inside a sentence',
      ['D-vitamiinia suositellaan 15 µg (taulukko # 2).'],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    [
      'heading marks inside a sentence make no heading',
      ['Otsikot kirjoitetaan näin: ## D-vitamiini', 'Saannin yläraja on 150 µg.'],
      [],
    ],
    [
      'a figure reference names the sheet, not the ingredient',
      ['## Kreatiini', 'Suositus on 4 g ja lisäksi :figure[d-vitamiini]{name=aikuiset} päivässä.'],
      [{ line: 7, sheet: 'kreatiini', text: '4 g' }],
    ],
    [
      'a figure reference without a name names the sheet, not the ingredient',
      ['## Kreatiini', 'Suositus on 4 g ja lisäksi :figure[d-vitamiini] päivässä.'],
      [{ line: 7, sheet: 'kreatiini', text: '4 g' }],
    ],
    [
      'the name of a referenced figure is no advice word',
      ['Kreatiinia otetaan 4 g päivässä ja D-vitamiinia korkeintaan :figure[d-vitamiini]{name=yläraja}.'],
      [],
    ],
    ...[
      'Sinkin yläraja on 25 mg. D-vitamiinia suositellaan 15 µg.',
      'Sinkin yläraja on 25 mg.  D-vitamiinia suositellaan 15 µg.',
    ].map((line): [string, string[], { line: number; sheet: string; text: string }[]] => [
      `each sentence of a line has its own subject: ${line}`,
      [line],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ]),
    [
      'an abbreviation before a lowercase word ends no sentence',
      ['Aikuisille suositellaan mm. kalaa ja D-vitamiinia 15 µg.'],
      [{ line: 6, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    [
      'the label of an indented list item',
      ['## Mitä huomioida', '- Vitamiinit:', '  - **D-vitamiini:** Hyvä lisä talvella. Aikuisille suositellaan 15 µg.'],
      [{ line: 8, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    [
      'the label of a list item with two spaces after its mark',
      ['## Mitä huomioida', '-  **D-vitamiini:** Hyvä lisä talvella. Aikuisille suositellaan 15 µg.'],
      [{ line: 7, sheet: 'd-vitamiini', text: '15 µg' }],
    ],
    [
      'a bold name inside a sentence is no list label',
      ['Tärkeimmät - **D-vitamiini** ja muut. Aikuisille suositellaan 15 µg.'],
      [],
    ],
  ])('%s', (_case, lines, found) => {
    expect(typedRecommendations(page(...lines), [vitaminD, creatine])).toEqual(found);
  });

  it('leaves out product names, longest first, whose numbers are names', () => {
    const source = page('## D-vitamiini', 'Minisun D-vitamiini 25 mikrog on suosittu.');
    expect(typedRecommendations(source, [vitaminD], ['Minisun D-vitamiini', 'Minisun D-vitamiini 25 mikrog'])).toEqual(
      [],
    );
  });
});
