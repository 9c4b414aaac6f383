import { describe, expect, it } from 'vitest';
import { priceSuperlativeProblems, rankingProblems, type PricedCompared } from './price-superlatives';

const cheap: PricedCompared = { id: 'cheap', title: 'Halpa', price: '9,90 €' };
const middle: PricedCompared = { id: 'middle', title: 'Keski', price: '19,90 €' };
const dear: PricedCompared = { id: 'dear', title: 'Kallis', price: '1 249,00 €' };
const unpriced: PricedCompared = { id: 'unpriced', title: 'Hinnaton' };
const tie: PricedCompared = { id: 'tie', title: 'Tasan', price: '9,90 €' };

/** The first word of each message after the quoted sentence: which product the check read the claim against. */
const problems = (text: string, product: PricedCompared, compared: PricedCompared[]) =>
  priceSuperlativeProblems(text, product, compared).map((message) => message.replace(/^«[^»]*» sanoo /, ''));

describe('priceSuperlativeProblems: a price ranked among the compared products needs their prices', () => {
  it.each([
    ['the cheapest said cheapest', 'Vahvuudet: vertailun edullisin pakkaushinta.', cheap, [cheap, middle, dear], []],
    ['the dearest said dearest', 'Heikkoudet: vertailun kallein laite.', dear, [cheap, middle, dear], []],
    ['a tie for the cheapest', 'Hinta on vertailun halvin.', cheap, [cheap, tie, dear], []],
    ['"vertailumme" and a word between', 'Se on vertailumme LED-laitteista edullisin.', cheap, [cheap, dear], []],
    ['no ranking, no check', 'Hinta on edullinen.', dear, [cheap, dear], []],
    ['a comparative, no check', 'Se on Kallista edullisempi.', middle, [cheap, middle, dear], []],
  ] as const)('%s: nothing', (_, text, product, compared, expected) => {
    expect(problems(text, product, [...compared])).toEqual(expected);
  });

  it.each([
    [
      'cheapest but one is cheaper',
      'Vertailun edullisin hinta.',
      middle,
      [cheap, middle, dear],
      /halvempi on Halpa 9,90 €$/,
    ],
    [
      'dearest but one is dearer',
      'Vertailun kallein pakkaushinta.',
      middle,
      [cheap, middle, dear],
      /kalliimpi on Kallis 1 249,00 €$/,
    ],
    [
      'a compared product without a price',
      'Vertailun kallein pakkaushinta.',
      dear,
      [cheap, unpriced, dear],
      /hinta puuttuu: Hinnaton;/,
    ],
    [
      '"hinta on vertailun pienin" but one is cheaper',
      'Pakkauksen hinta on vertailun pienin.',
      middle,
      [cheap, middle],
      /halvempi on Halpa/,
    ],
    [
      '"hinnaltaan vertailun korkein" but one is dearer',
      'Se on hinnaltaan vertailun korkein.',
      middle,
      [middle, dear],
      /kalliimpi on Kallis/,
    ],
    ['written in capitals', 'VERTAILUN HALVIN.', dear, [cheap, dear], /halvempi on Halpa/],
    [
      'among the priced, but not the dearest of them',
      'Pakkaushinta on korkein niistä, joille löysimme hinnan.',
      middle,
      [cheap, unpriced, middle, dear],
      /kalliimpi on Kallis/,
    ],
    [
      '"vertailumme" and a word between, but one is cheaper',
      'Se on vertailumme LED-laitteista edullisin.',
      middle,
      [cheap, middle],
      /halvempi on Halpa 9,90 €$/,
    ],
    [
      'among the priced with words between, but not the dearest of them',
      'Se on kallein laite niistä, joille löysimme hinnan.',
      middle,
      [cheap, unpriced, middle, dear],
      /kalliimpi on Kallis 1 249,00 €$/,
    ],
    [
      'among the priced, itself without a price',
      'Kallein niistä, joille löysimme hinnan.',
      unpriced,
      [cheap, unpriced],
      /ei ole hintaa/,
    ],
  ] as const)('%s: refused', (_, text, product, compared, expected) => {
    const found = problems(text, product, [...compared]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it('a ranking among the priced products leaves the unpriced out', () => {
    expect(problems('Kallein niistä, joille löysimme hinnan.', dear, [cheap, unpriced, dear])).toEqual([]);
  });

  it('names the sentence, the product and what the data lacks', () => {
    expect(priceSuperlativeProblems('Heikkoudet: vertailun kallein laite.', dear, [unpriced, dear])).toEqual([
      '«Heikkoudet: vertailun kallein laite.» sanoo Kallis: vertailun kallein, mutta hinta puuttuu: Hinnaton; hinnan järjestys tarvitsee jokaisen vertailun tuotteen hinnan, tai sano, että järjestys koskee tuotteita, joille löytyi hinta ("kallein niistä, joille löysimme hinnan")',
    ]);
  });

  const other: PricedCompared = { id: 'other', title: 'Toinen' };
  it.each([
    [
      'the whole sentence trimmed, every unpriced product listed',
      ' Vertailun halvin. ',
      cheap,
      [cheap, unpriced, other],
      '«Vertailun halvin.» sanoo Halpa: Vertailun halvin, mutta hinta puuttuu: Hinnaton, Toinen; hinnan järjestys tarvitsee jokaisen vertailun tuotteen hinnan, tai sano, että järjestys koskee tuotteita, joille löytyi hinta ("kallein niistä, joille löysimme hinnan")',
    ],
    [
      'a product without a price of its own',
      ' Halvin niistä, joille löysimme hinnan. ',
      unpriced,
      [cheap, unpriced],
      '«Halvin niistä, joille löysimme hinnan.» sanoo Hinnaton: Halvin, mutta tuotteella ei ole hintaa tuoteluettelossa',
    ],
    [
      'every product dearer than the one said dearest',
      ' Vertailun kallein. ',
      cheap,
      [cheap, middle, dear],
      '«Vertailun kallein.» sanoo Halpa (9,90 €): Vertailun kallein, mutta kalliimpi on Keski 19,90 €, Kallis 1 249,00 €',
    ],
  ] as const)('the message: %s', (_, text, product, compared, message) => {
    expect(priceSuperlativeProblems(text, product, [...compared])).toEqual([message]);
  });
});

describe('rankingProblems: the rankings of a comparison’s sections and conclusion', () => {
  const compared = [cheap, middle, { ...dear, title: 'Merkki Kallis', brand: 'Merkki' }];

  it.each([
    [
      'a section is read against its own product, with its line',
      { field: ':::product{id="middle"}', line: 12, text: 'Vertailun edullisin hinta.', productId: 'middle' },
      [
        {
          field: ':::product{id="middle"}',
          line: 12,
          message:
            '«Vertailun edullisin hinta.» sanoo Keski (19,90 €): Vertailun edullisin, mutta halvempi on Halpa 9,90 €',
        },
      ],
    ],
    [
      'a section whose product is the cheapest',
      { field: ':::product{id="cheap"}', line: 3, text: 'Vertailun edullisin hinta.', productId: 'cheap' },
      [],
    ],
    [
      'a section of a product not compared',
      { field: ':::product{id="muu"}', line: 3, text: 'Vertailun edullisin hinta.', productId: 'muu' },
      [],
    ],
    [
      'each line of the conclusion against the one product it names, without a line when none is given',
      { field: '## Yhteenveto', text: '- Halpa: vertailun halvin\n- Kallis: vertailun halvin' },
      [
        {
          field: '## Yhteenveto',
          message:
            '«- Kallis: vertailun halvin» sanoo Merkki Kallis (1 249,00 €): vertailun halvin, mutta halvempi on Halpa 9,90 €, Keski 19,90 €',
        },
      ],
    ],
    [
      'a conclusion sentence naming no product or two is not read',
      { field: '## Yhteenveto', line: 40, text: 'Vertailun halvin on hyvä. Halpa ja Keski: vertailun kallein.' },
      [],
    ],
  ] as const)('%s', (_, text, found) => {
    expect(rankingProblems([text], compared)).toStrictEqual(found);
  });

  it('checks every text, keeping each one’s place', () => {
    const missing =
      'mutta hinta puuttuu: Hinnaton; hinnan järjestys tarvitsee jokaisen vertailun tuotteen hinnan, tai sano, että järjestys koskee tuotteita, joille löytyi hinta ("kallein niistä, joille löysimme hinnan")';
    expect(
      rankingProblems(
        [
          { field: ':::product{id="cheap"}', line: 5, text: 'Vertailun halvin', productId: 'cheap' },
          { field: '## Yhteenveto', line: 30, text: 'Tasan: vertailun halvin' },
        ],
        [cheap, tie, unpriced],
      ),
    ).toStrictEqual([
      {
        field: ':::product{id="cheap"}',
        line: 5,
        message: `«Vertailun halvin» sanoo Halpa: Vertailun halvin, ${missing}`,
      },
      {
        field: '## Yhteenveto',
        line: 30,
        message: `«Tasan: vertailun halvin» sanoo Tasan: vertailun halvin, ${missing}`,
      },
    ]);
  });
});
