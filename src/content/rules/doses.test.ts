import { describe, expect, it } from 'vitest';
import { amountsIn, bodyLines, doseProblems, inUnit, namesIngredient, withoutNames, type DoseRule } from './doses.ts';

describe('amountsIn', () => {
  it.each([
    ['Suositus on 10 µg päivässä.', [[10, 'µg']]],
    ['Annos 7,5 µg:n lisä', [[7.5, 'µg']]],
    [
      'tavallisesti 20–50 µg päivässä',
      [
        [20, 'µg'],
        [50, 'µg'],
      ],
    ],
    ['jossa on 10 000 µg biotiinia', [[10000, 'µg']]],
    [
      '25 µg on 1 000 IU ja 100 µg on 4 000 IU',
      [
        [25, 'µg'],
        [1000, 'IU'],
        [100, 'µg'],
        [4000, 'IU'],
      ],
    ],
    [
      '300–600 mg juuriuutetta',
      [
        [300, 'mg'],
        [600, 'mg'],
      ],
    ],
    ['20 mikrogramman D-vitamiinilisä', [[20, 'µg']]],
    ['5 grammaa kreatiinia', [[5, 'g']]],
    ['30 g:n patukassa', [[30, 'g']]],
    ['2–3 kertaa viikossa, 100 ml:aan', []],
    ['20 µg D-vitamiinia 100 grammaan', [[20, 'µg']]],
    ['30 mg 100 g:ssa', [[30, 'mg']]],
    ['Hinta 24,90 € ja 90 kapselia', []],
    ['retinolia enintään 0,3 %', [[0.3, '%']]],
    ['0,3 %:n raja', [[0.3, '%']]],
    [
      '2 tablettia: 5 mg, 400 IU ja 0,3 %',
      [
        [5, 'mg'],
        [400, 'IU'],
        [0.3, '%'],
      ],
    ],
    ['Jo 400 mg-annoksessakin on paljon', [[400, 'mg']]],
  ] as const)('%s', (text, expected) => {
    expect(amountsIn(text).map((amount) => [amount.value, amount.unit])).toEqual(expected);
  });

  it.each([
    ['5 milligrammaa magnesiumia', ['5 milligrammaa']],
    ['Annos on 4 000 kansainvälisinä yksikköinä ilmoitettuna', ['4 000 kansainvälisinä yksikköinä']],
    ['tavallisesti 20–50 µg päivässä', ['20–50 µg', '20–50 µg']],
  ])('the amount in "%s" is written as %j', (text, expected) => {
    expect(amountsIn(text).map((amount) => amount.text)).toEqual(expected);
  });
});

describe('namesIngredient', () => {
  it.each([
    ['D-vitamiinin saanti', true],
    ['D3-vitamiinia', true],
    ['K2-vitamiinia', false],
    ['ashwagandhaa sisältävät', true],
    ['KSM-66 -ashwagandhauute', true],
    ['AD-vitamiinivalmiste', false],
    ['AD-vitamiinin tilalle D-vitamiini', true],
  ])('%s', (text, expected) => {
    expect(namesIngredient(text, ['d-vitamiini', 'd3-vitamiini', 'ashwagandha'])).toBe(expected);
  });
});

describe('withoutNames', () => {
  const names = ['Solgar Vitamin D3 100 µg', 'Vitamin D3 100 µg', 'D3 25 µg'];
  it.each([
    ['no name in the line', 'Aikuisille 10 µg päivässä.', 'Aikuisille 10 µg päivässä.'],
    ['a name', 'Valitse D3 25 µg ja katso hinta.', 'Valitse   ja katso hinta.'],
    ['the longer name goes whole', 'Solgar Vitamin D3 100 µg on vahva.', '  on vahva.'],
    ['a name twice', 'D3 25 µg tai D3 25 µg', '  tai  '],
  ])('%s', (_name, text, expected) => {
    expect(withoutNames(text, names)).toBe(expected);
  });
});

describe('bodyLines', () => {
  const lines = ['---', 'title: x', '---', 'Teksti'];
  it.each([
    ['Unix line ends', '---\ntitle: x\n---\nTeksti', lines, 3],
    ['Windows line ends', '---\r\ntitle: x\r\n---\r\nTeksti', lines, 3],
    ['old Mac line ends', '---\rtitle: x\r---\rTeksti', lines, 3],
    ['no frontmatter', 'Teksti\n---', ['Teksti', '---'], 0],
    ['a frontmatter never closed takes the whole file', '---\ntitle: x\nTeksti', ['---', 'title: x', 'Teksti'], 3],
  ])('%s', (_name, source, expectedLines, start) => {
    expect(bodyLines(source)).toEqual({ lines: expectedLines, start });
  });
});

describe('inUnit', () => {
  it.each([
    [{ value: 4000, unit: 'IU', text: '' }, { unit: 'µg', iuPerUnit: 40 }, 100],
    [{ value: 4000, unit: 'IU', text: '' }, { unit: 'µg' }, undefined],
    [{ value: 0.5, unit: 'g', text: '' }, { unit: 'mg' }, 500],
    [{ value: 100, unit: 'µg', text: '' }, { unit: 'mg' }, 0.1],
    [{ value: 0.3, unit: '%', text: '' }, { unit: 'mg' }, undefined],
  ] as const)('%o in %o', (amount, rule, expected) => {
    expect(inUnit(amount, rule)).toBe(expected);
  });
});

const vitaminD: DoseRule = {
  sheet: 'd-vitamiini',
  names: ['d-vitamiini', 'd3-vitamiini'],
  unit: 'µg',
  max: 20,
  iuPerUnit: 40,
  why: ['lääkär', 'yläraja'],
};

describe('doseProblems', () => {
  const source = (body: string) => `---\ntitle: x\nnote: 50 µg D-vitamiinia\n---\n\n${body}\n`;
  it.each([
    ['Aikuisen D-vitamiinilisä on 10 µg päivässä.', []],
    ['Yli 75-vuotiaille suositellaan 20 µg D-vitamiinia.', []],
    ['Moni ottaa 50 µg D-vitamiinia päivässä.', [[6, '50 µg']]],
    ['Moni ottaa 4 000 IU D3-vitamiinia päivässä.', [[6, '4 000 IU']]],
    ['50 µg D-vitamiinia kannattaa ottaa vain lääkärin ohjeesta.', []],
    ['Aikuisten saannin yläraja on 100 µg D-vitamiinia päivässä.', []],
    ['Kapselissa on 5 000 µg biotiinia.', []],
    ['Solgar Vitamin D3 100 µg on kapseli, jossa on D3-vitamiinia.', []],
    ['Foolihappolisä 400 µg sekä D-vitamiinilisä 10 µg päivässä.', []],
    ['D-vitamiinilisä 10 µg sekä D3-vitamiinia 50 µg.', [[6, '50 µg']]],
    ['Annoksessa on natriumia 430 µg, D-vitamiinia 10 µg ja kaliumia 163 µg.', []],
    ['Moni ottaa D-vitamiinia, jopa 50 µg päivässä.', [[6, '50 µg']]],
    ['Kapselissa on 50 µg D-vitamiinia ja 45 µg K2-vitamiinia.', [[6, '50 µg']]],
    ['Kapselin 25 µg on yli aikuisen :figure[d-vitamiini]{name=aikuiset}:n suosituksen.', []],
    ['## D-vitamiini\n\nAikuisille 50 µg päivässä.', [[8, '50 µg']]],
    ['**D-vitamiini**\n\n- Aikuisille 50 µg päivässä.', [[8, '50 µg']]],
    ['## D-vitamiini\n\nAikuisille 50 µg päivässä vain lääkärin ohjeesta.', []],
    ['## D-vitamiini\n\n## Biotiini\n\nAikuisille 50 µg päivässä.', []],
    [':::product{id="x"}\n## D-vitamiini\n:::\nAikuisille 50 µg päivässä.', []],
    ['## D-vitamiini\n\nKatso taulukko ::: alla.\nAikuisille 50 µg päivässä.', [[9, '50 µg']]],
    [' ## D-vitamiini\n\nAikuisille 50 µg päivässä.', [[8, '50 µg']]],
    ['**D-vitamiini** \\\nAikuisille 50 µg päivässä.', [[7, '50 µg']]],
    ['**D-vitamiini** Aikuisille 50 µg päivässä.', [[6, '50 µg']]],
    ['Moni ottaa 50 µg päivässä **D-vitamiinia**', [[6, '50 µg']]],
    ['Katso kohta ## D-vitamiini: 50 µg päivässä.', [[6, '50 µg']]],
    ['Kapselin 50 µg on enemmän kuin :figure[d-vitamiini] suosittaa.', []],
    ['Moni ottaa 50 µg D-vitamiinia, enemmän kuin :figure[d-vitamiini]{name=yläraja}.', [[6, '50 µg']]],
    ['Moni ottaa 50 µg:figure[d-vitamiini]{name=aikuiset}D-vitamiinia.', [[6, '50 µg']]],
    ['Foolihappoa 400 µg; D-vitamiinia 10 µg päivässä.', []],
  ] as const)('%s', (body, expected) => {
    const problems = doseProblems(source(body), [vitaminD], ['Solgar Vitamin D3 100 µg']);
    expect(problems.map((problem) => [problem.line, problem.amount])).toEqual(expected);
  });

  it("a line naming another sheet's ingredient is about it, not about the heading", () => {
    const biotin: DoseRule = { sheet: 'biotiini', names: ['biotiini'], unit: 'µg', max: 100, why: ['lääkär'] };
    const body = '## D-vitamiini\n\nKapselissa on 50 µg biotiinia.\nAikuisille 30 µg päivässä.';
    expect(doseProblems(source(body), [vitaminD, biotin]).map((problem) => [problem.line, problem.sheet])).toEqual([
      [9, 'd-vitamiini'],
    ]);
  });

  it('removes the longest of the ignored names first, whatever their order', () => {
    const body = 'Solgar Vitamin D3 100 µg on kapseli, jossa on D3-vitamiinia.';
    expect(doseProblems(source(body), [vitaminD], ['Vitamin D3', 'Solgar Vitamin D3 100 µg'])).toEqual([]);
  });

  it('names the sheet, its range and the words that explain a larger dose', () => {
    const [problem] = doseProblems('Moni ottaa 50 µg D-vitamiinia.', [vitaminD]);
    expect(problem?.message).toBe(
      '50 µg on enemmän kuin tietosivun d-vitamiini ohje kattaa (enintään 20 µg päivässä): kerro samassa virkkeessä miksi (esim. "lääkär…", "yläraja…")',
    );
  });

  const zinc: DoseRule = {
    sheet: 'sinkki',
    names: ['sinkki'],
    unit: 'mg',
    max: 12.5,
    why: ['lääkär', 'yläraja', 'puutos', 'raskau'],
  };

  it.each([
    ['Sinkkiä 12,5 mg päivässä.', []],
    ['Sinkkiä 12,500000001 mg päivässä.', []],
    ['Sinkkiä 12,50001 mg päivässä.', ['12,50001 mg']],
  ])('a dose over the range by no more than a rounding error is within it: %s', (text, expected) => {
    expect(doseProblems(text, [zinc]).map((problem) => problem.amount)).toEqual(expected);
  });

  it('writes a decimal range with a comma and names at most three of the words', () => {
    expect(doseProblems('Sinkkiä 40 mg päivässä.', [zinc])).toEqual([
      {
        line: 1,
        sheet: 'sinkki',
        amount: '40 mg',
        message:
          '40 mg on enemmän kuin tietosivun sinkki ohje kattaa (enintään 12,5 mg päivässä): kerro samassa virkkeessä miksi (esim. "lääkär…", "yläraja…", "puutos…")',
      },
    ]);
  });
});
