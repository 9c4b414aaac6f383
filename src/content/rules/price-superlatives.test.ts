import { describe, expect, it } from 'vitest';
import { priceDifferenceText, priceRankText, typedRankings, type RankedProduct } from './price-superlatives';

/** A Markdown file with the given body lines after its frontmatter (line 4 is the first body line). */
const file = (...body: string[]) => ['---', 'title: X', '---', ...body].join('\n');
const products = [
  { title: 'Theragun Mini', brand: 'Therabody' },
  { title: 'Withings Body+', brand: 'Withings' },
];
const found = (...body: string[]) =>
  typedRankings(file(...body), products).map(({ line, field, kind, words }) => [line, field, kind, words]);

describe('typedRankings: what only the catalogue may say on the day of the build', () => {
  it.each([
    ['a rank among every compared product', 'Se on vertailun kallein.', 'rank', 'vertailun kallein'],
    [
      '"vertailumme" and a word between',
      'Se on vertailumme LED-laitteista edullisin.',
      'rank',
      'vertailumme LED-laitteista edullisin',
    ],
    ['the cheapest, "halvin"', 'Purkki on vertailun halvin.', 'rank', 'vertailun halvin'],
    ['a price "vertailun pienin"', 'Hinta on vertailun pienin.', 'rank', 'Hinta on vertailun pienin'],
    ['"hinnaltaan vertailun korkein"', 'Se on hinnaltaan vertailun korkein.', 'rank', 'hinnaltaan vertailun korkein'],
    [
      '"hinta vertailun matalin" without "on"',
      'Hinta vertailun matalin, joten se kelpaa.',
      'rank',
      'Hinta vertailun matalin',
    ],
    ['"hinta on vertailun suurin"', 'Sen hinta on vertailun suurin.', 'rank', 'hinta on vertailun suurin'],
    ['among the priced', 'Se on kallein niistä, joille löysimme hinnan.', 'rank', 'kallein'],
    [
      'among the priced, "korkein … hinnat"',
      'Pakkaushinta on korkein niistä, joiden hinnat löysimme.',
      'rank',
      'korkein',
    ],
    ['among the priced, "edullisin"', 'Se on edullisin niistä jauheista, joille löysimme hinnan.', 'rank', 'edullisin'],
    ['among the priced, "halvin"', 'Se on halvin niistä, joille löysimme hinnan.', 'rank', 'halvin'],
    ['a comparison naming a product', 'Hinta on selvästi Theragun Minia edullisempi.', 'difference', 'edullisempi'],
    ['named without the brand', 'Vaaka on selvästi Body+:aa kalliimpi.', 'difference', 'kalliimpi'],
    ['"halvempi"', 'Theragun Mini on halvempi.', 'difference', 'halvempi'],
    ['an inflected comparative', 'Withings Body+ on huokeampaa ostaa.', 'difference', 'huokeampaa'],
    [
      '"halvemmalla" is not a comparative of the price … but "halvempia" is',
      'Theragun Mini ja halvempia.',
      'difference',
      'halvempia',
    ],
    ['stock', 'Kauppa ilmoitti, että se on varastossa.', 'stock', 'varastossa'],
    ['out of stock', 'Väri oli loppuunmyyty.', 'stock', 'loppuunmyyty'],
    ['out of the store', 'Koko on loppunut varastosta.', 'stock', 'varastosta'],
    ['sold out, inflected', 'Malli on loppuunmyydyissä.', 'stock', 'loppuunmyydyissä'],
    ['unavailable', 'Koko 2 on ei saatavilla.', 'stock', 'ei saatavilla'],
  ] as const)('%s', (_, text, kind, words) => {
    expect(found(text)).toEqual([[4, 'teksti', kind, words]]);
  });

  it.each([
    ['a reference writes it on the day of the build', 'Purkin :pricerank[x].'],
    ['a rank word without "vertailun"', 'Halvin purkki ei ole aina edullisin.'],
    ['"yleensä edullisin"', 'Se on kreatiinin muodoista tutkituin ja yleensä edullisin.'],
    ['a comparative without a product', 'Iso pakkaus on yleensä edullisempi annosta kohden.'],
    ['a product without a comparative', 'Theragun Mini on kevyt.'],
    ['"kalliimpi" inside a word', 'Theragun Mini on epäkalliimpien joukossa.'],
    ['a rank word inside a word', 'Se on vertailun kalleinta.'],
    ['"niistä" without a price', 'Se on kallein niistä kolmesta.'],
    ['the sentence after a rank', 'Tämä on uusi. Hinta on edullinen.'],
    ['"saatavilla" alone', 'Se on saatavilla apteekeista.'],
  ])('%s: nothing', (_, text) => {
    expect(found(text)).toEqual([]);
  });

  it('reads each sentence of a line, with its line and section, and skips frontmatter and directive lines', () => {
    expect(
      found(
        'Tausta. Se on vertailun halvin.',
        ':::product{id="a"}',
        'Vahvuudet: vertailun edullisin hinta. Toinen on Theragun Minia kalliimpi.',
        ':::',
        'Varastossa on kaikkia.',
      ),
    ).toEqual([
      [4, 'teksti', 'rank', 'vertailun halvin'],
      [6, ':::product{id="a"}', 'rank', 'vertailun edullisin'],
      [6, ':::product{id="a"}', 'difference', 'kalliimpi'],
      [8, 'teksti', 'stock', 'Varastossa'],
    ]);
  });

  it('a sentence says one thing: a rank before a comparison, a comparison before stock', () => {
    expect(found('Vertailun halvin ja Theragun Minia halvempi, varastossa.')).toEqual([
      [4, 'teksti', 'rank', 'Vertailun halvin'],
    ]);
    expect(found('Theragun Minia halvempi ja varastossa.')).toEqual([[4, 'teksti', 'difference', 'halvempi']]);
  });

  it('keeps the sentence for the message, without the line’s indent', () => {
    expect(typedRankings(file('  Se on vertailun kallein.'), products)[0]?.sentence).toBe('Se on vertailun kallein.');
    expect(typedRankings(file('Alku. Se on   vertailun kallein. Loppu.'), products)[0]?.sentence).toBe(
      'Se on vertailun kallein.',
    );
  });
});

const a = (cents?: number): RankedProduct => ({ id: 'a', ...(cents !== undefined ? { cents } : {}) });
const others = (...cents: (number | undefined)[]) =>
  cents.map((value, index): RankedProduct => ({ id: `o${index}`, ...(value !== undefined ? { cents: value } : {}) }));

describe('priceRankText: where a price stands among the compared on the day of the build', () => {
  it.each([
    ['the cheapest', a(990), others(1990, 2990), 'hinta on vertailun edullisin'],
    ['the dearest', a(2990), others(990, 1990), 'hinta on vertailun kallein'],
    ['a tie for the cheapest', a(990), others(990, 2990), 'hinta on vertailun edullisin'],
    ['a tie for the dearest', a(2990), others(990, 2990), 'hinta on vertailun kallein'],
    ['all the same price', a(990), others(990), 'hinta on vertailun edullisin'],
    ['second from the cheapest', a(1990), others(990, 2990, 3990, 4990), 'hinta on vertailun toiseksi edullisin'],
    ['second from the dearest', a(3990), others(990, 1990, 2990, 4990), 'hinta on vertailun toiseksi kallein'],
    [
      'the middle of five, counted from the cheapest',
      a(2990),
      others(990, 1990, 3990, 4990),
      'hinta on vertailun kolmanneksi edullisin',
    ],
    ['third from the dearest', a(50), others(10, 20, 30, 40, 60, 70), 'hinta on vertailun kolmanneksi kallein'],
    ['fourth', a(40), others(10, 20, 30, 50, 60, 70, 80), 'hinta on vertailun neljänneksi edullisin'],
    ['fifth', a(50), others(10, 20, 30, 40, 60, 70, 80, 90), 'hinta on vertailun viidenneksi edullisin'],
    ['sixth', a(60), others(10, 20, 30, 40, 50, 70, 80, 90, 95, 99), 'hinta on vertailun kuudenneksi edullisin'],
    ['seventh', a(7), others(1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13), 'hinta on vertailun seitsemänneksi edullisin'],
    [
      'eighth',
      a(8),
      others(1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15),
      'hinta on vertailun kahdeksanneksi edullisin',
    ],
    [
      'ninth',
      a(9),
      others(1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17),
      'hinta on vertailun yhdeksänneksi edullisin',
    ],
    [
      'tenth',
      a(10),
      others(...Array.from({ length: 9 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => i + 11)),
      'hinta on vertailun kymmenenneksi edullisin',
    ],
    [
      'beyond tenth, a number',
      a(11),
      others(...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => i + 12)),
      'hinta on vertailun 11. edullisin',
    ],
    [
      'among the priced',
      a(990),
      others(1990, undefined),
      'hinta on edullisin niistä 2 tuotteesta, joille löysimme hinnan',
    ],
    [
      'second among the priced',
      a(1990),
      others(990, 2990, 3990, undefined),
      'hinta on toiseksi edullisin niistä 4 tuotteesta, joille löysimme hinnan',
    ],
    [
      'dearest among the priced',
      a(2990),
      others(990, undefined),
      'hinta on kallein niistä 2 tuotteesta, joille löysimme hinnan',
    ],
    ['the only price', a(990), others(undefined, undefined), 'hinta on ainoa, jonka löysimme vertailun tuotteille'],
    ['no price of its own', a(), others(990, 1990), 'hinta ei ole tiedossa'],
  ] as const)('%s: %s', (_, product, compared, text) => {
    expect(priceRankText('a', [product, ...compared])).toBe(text);
  });

  it('is not written for a product that is not compared', () => {
    expect(priceRankText('b', [a(990), ...others(1990)])).toBeUndefined();
  });
});

describe('priceDifferenceText: how much more or less, after the product’s name', () => {
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const other = (cents?: number) => ({ title: 'Hypervolt 2', ...(cents !== undefined ? { cents } : {}) });
  it.each([
    ['cheaper', 19900, 29900, 'maksaa 100,00 € vähemmän kuin Hypervolt 2'],
    ['dearer', 29950, 29900, 'maksaa 0,50 € enemmän kuin Hypervolt 2'],
    ['the same', 29900, 29900, 'maksaa saman verran kuin Hypervolt 2'],
    [
      'its own price unknown',
      undefined,
      29900,
      'ei ole hinnaltaan verrattavissa tuotteeseen Hypervolt 2, koska sen hinta ei ole tiedossa',
    ],
    [
      'the other’s price unknown',
      19900,
      undefined,
      'ei ole hinnaltaan verrattavissa tuotteeseen Hypervolt 2, koska tämän hinta ei ole tiedossa',
    ],
  ] as const)('%s', (_, mine, theirs, text) => {
    expect(
      priceDifferenceText({ title: 'Go 2', ...(mine !== undefined ? { cents: mine } : {}) }, other(theirs), euros),
    ).toBe(text);
  });
});
