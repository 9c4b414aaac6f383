import { describe, expect, it } from 'vitest';
import {
  agrees,
  names,
  priceCopies,
  productPriceCopies,
  sectionMismatches,
  sentenceMismatches,
  sentences,
  statedPrices,
  typedAmounts,
  type OfferedProduct,
  type PricedProduct,
} from './price-claims';

describe('statedPrices', () => {
  it.each([
    ['Hinta on 24,90 €.', ['24,90 €']],
    ['Pakkaus maksaa 1 249,00 € ja toinen 1 249,00 €.', ['1 249,00 €', '1 249,00 €']],
    ['no-break spaces: 1\u00a0249,00\u00a0€', ['1 249,00 €']],
    ['an estimate: annos maksaa noin 0,25 €', []],
    ['a ceiling: enintään noin 0,65 €', []],
    ['a result: 7,90 € / 10 = 0,79 €', ['7,90 €']],
    ['a range with cents: 0,20–0,22 €', ['0,20–0,22 €']],
    ['whole euros as a difference, a rate or an estimate: noin 6 € kuukaudessa, 50 € edullisempi, 5 € / kk', []],
    ['a price in whole euros is a price: Hinta on 25 € Fitnesstukussa', ['25,00 €']],
    ['a difference to the cent, as :pricediff writes it: maksaa 100,00 € vähemmän, 0,50 € enemmän', []],
    ['a price to the cent before another word: 24,90 € vähemmäksi ajaksi', ['24,90 €']],
    ['a range in whole euros: 20–30 €', ['20–30 €']],
    ['an estimated range is left to typedAmounts: noin 320–400 €', []],
    ['a ceiling and a floor: alle 30 € tai yli 300 €', ['alle 30,00 €', 'yli 300,00 €']],
    ['a division: (27,90 € / 90)', ['27,90 €']],
    ['no space before the sign: 24,90€', ['24,90 €']],
    ['a rate with the slash against the sign: 5 €/kk', []],
    ['a comparison further on is not about the price: Hinta 25 €, muualla kalliimpi', ['25,00 €']],
    ['"noin" further back is no estimate: noin 5 kg maksaa 24,90 €', ['24,90 €']],
    ['a result without a space after "=": 7,90 € / 10 =0,79 €', ['7,90 €']],
    ['"alle" further back is no ceiling: Alle kilon purkki 30 €', ['30,00 €']],
    ['"yli" further back is no floor: Yli kilon purkki 40 €', ['40,00 €']],
    ['two spaces after a bound: alle  30 € tai yli  300 €', ['alle 30,00 €', 'yli 300,00 €']],
    ['an amount before a range keeps its place: 25 € tai 20–30 €', ['25,00 €', '20–30 €']],
    ['a range without a space before the sign: 20–30€', ['20–30€']],
    ['a range as a rate: 20–30 € kuukaudessa', []],
    ['Noin 320–400 € maksava sormus (an estimated range opening the text)', []],
    ['a spaced range is one range, its top no price of its own: 250 – 300 €', ['250 – 300 €']],
    ['a spaced range with thousands: 1 249 – 1 300 €', ['1 249 – 1 300 €']],
    ['an amount after a range keeps its place: 20 – 30 € tai 25 €', ['20 – 30 €', '25,00 €']],
    ['a word ending in "alle" is no ceiling: opiskelijalle 349 €', ['349,00 €']],
    ['a word ending in "yli" is no floor: Stereo-styli 40 €', ['40,00 €']],
    ['a word ending in "noin" is no estimate: Tanoin 25 €', ['25,00 €']],
  ])('%s', (text, expected) => {
    expect(statedPrices(text).map((stated) => stated.price)).toEqual(expected);
  });

  // The high end of these two is also read as a price of its own ("300,00 €"), as a space precedes it: a known fault.
  it.each([
    ['a range with thousands', 'Hinta 1 249–1 300 €', '1 249–1 300 €', { min: 124900, max: 130000 }],
    ['a range with spaces around the dash', 'Hinta 20 – 30 €', '20 – 30 €', { min: 2000, max: 3000 }],
  ])('%s is read as one range first', (_, text, price, bounds) => {
    expect(statedPrices(text)[0]).toEqual({ price, bounds, context: text });
  });

  it.each([
    ['alle 149,50 €', [{ price: 'alle 149,50 €', bounds: { max: 14950 }, context: 'alle 149,50 €' }]],
    [
      'Vertailun laitteista edullisin oli tällä kertaa Theragun, jonka hinta 279,00 € Gigantissa ja takuu on kaksi vuotta pidempi.',
      [
        {
          price: '279,00 €',
          context: '…edullisin oli tällä kertaa Theragun, jonka hinta 279,00 € Gigantissa ja takuu on kaksi…',
        },
      ],
    ],
  ])('reads the bounds in cents and quotes 50 characters before and 30 after: %s', (text, expected) => {
    expect(statedPrices(text)).toEqual(expected);
  });
});

describe('agrees: whether a product price is what the text states', () => {
  it.each([
    ['24,90 €', ['24,90 €'], true],
    ['24,90 €', ['24,95 €'], false],
    ['100–200 €', ['399,00 €', '149,00 €'], true],
    ['300–350 €', ['299,00 €'], false],
    ['alle 100 €', ['99,00 €'], true],
    ['yli 149 €', ['149,00 €'], false],
    ['vähintään 149 €', ['149,00 €'], true],
    ['vähintään 149,95 €', ['149,95€'], true],
    ['alle 200 €', ['€ 149,00'], false],
  ])('%s with %j: %s', (text, prices, expected) => {
    expect(agrees(statedPrices(text)[0]!, prices)).toBe(expected);
  });
});

describe('sentences', () => {
  it.each([
    ['', []],
    [' ', []],
    ['Yksi. Kaksi! Kolme? 4 on neljä.', ['Yksi.', 'Kaksi!', 'Kolme?', '4 on neljä.']],
    ['Noin 5 kpl. eli puolet.', ['Noin 5 kpl. eli puolet.']],
    ['Hinta  on\n24,90 €.', ['Hinta on 24,90 €.']],
  ])('%j', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

const oura: PricedProduct = { id: 'oura-ring-4', title: 'Oura Ring 4', brand: 'Oura', prices: ['399,00 €'] };
const go: PricedProduct = {
  id: 'hyperice-hypervolt-go-2',
  title: 'Hyperice Hypervolt Go 2',
  brand: 'Hyperice',
  prices: ['149,00 €'],
};
const prime: PricedProduct = {
  id: 'theragun-prime',
  title: 'Theragun Prime',
  brand: 'Therabody',
  prices: ['299,00 €'],
};

describe('sectionMismatches: every price in a product section is its own', () => {
  it.each([
    ['the catalogue price', 'Hinta: Ouran verkkokaupassa 399,00 €.', []],
    ['an estimate of its own', 'Sormus maksaa noin 320–400 €, jäsenyys noin 6 € kuukaudessa.', []],
    ['another price', 'Hinta: Ouran verkkokaupassa 349,00 €.', ['349,00 €']],
    [
      'a computation with an old price',
      'Kuukaudessa noin 16,60 € (399,00 € / 24), aiemmin (349,00 € / 24).',
      ['349,00 €'],
    ],
  ])('%s', (_, text, expected) => {
    expect(sectionMismatches(text, oura).map((mismatch) => mismatch.price)).toEqual(expected);
  });

  it('names the product of the section', () => {
    expect(sectionMismatches('Hinta 349,00 €.', oura)).toEqual([
      { price: '349,00 €', context: 'Hinta 349,00 €.', products: [oura] },
    ]);
  });
});

describe('names: whether a sentence names a product', () => {
  it.each([
    ['with its brand', 'Hyperice Hypervolt Go 2 on kevyt.', go, true],
    ['without its brand', 'Hypervolt Go 2 on kevyt.', go, true],
    ['by a part of the title when the brand is not its first word', 'Prime on kevyt.', prime, false],
    ['by a part of the title when it has no brand', 'Hera on hyvä.', { title: 'undefined Hera' }, false],
  ])('%s', (_, sentence, product, expected) => {
    expect(names(sentence, product)).toBe(expected);
  });
});

describe('sentenceMismatches: a price next to the products a sentence names', () => {
  it.each([
    ['no product named: not checked', 'Hyvä vasara maksaa 199,00 €.', []],
    ['named by full name', 'Hyperice Hypervolt Go 2 maksaa 149,00 €.', []],
    ['named without the brand', 'Silloin Hypervolt Go 2 maksaa noin 0,96 € (149,00 € / 156).', []],
    [
      'two products, each price one of theirs',
      'Hypervolt Go 2 (149,00 €) ja Theragun Prime (299,00 €) ovat vertailun ääripäät.',
      [],
    ],
    ['a price neither has', 'Theragun Prime maksaa 279,00 €.', ['279,00 €']],
    ['the same price in whole euros', 'Theragun Prime maksaa 299 €.', []],
    ['another price in whole euros', 'Theragun Prime maksaa 279 €.', ['279,00 €']],
    ['a range that holds its price', 'Theragun Prime maksaa 250–300 €.', []],
    ['a range that does not', 'Theragun Prime maksaa 200–250 €.', ['200–250 €']],
    ['a range with cents that does not', 'Theragun Prime maksaa 199,90–249,90 €.', ['199,90–249,90 €']],
    ['a ceiling it is under', 'Hypervolt Go 2 maksaa alle 150 €.', []],
    ['a ceiling it is not under', 'Theragun Prime maksaa alle 250 €.', ['alle 250,00 €']],
    ['a ceiling equal to its price is not "alle"', 'Hypervolt Go 2 maksaa alle 149 €.', ['alle 149,00 €']],
    ['"enintään" allows its price', 'Hypervolt Go 2 maksaa enintään 149 €.', []],
    ['a floor it is over', 'Theragun Prime maksaa yli 250 €.', []],
    ['a floor it is not over', 'Hypervolt Go 2 maksaa yli 200 €.', ['yli 200,00 €']],
  ])('%s', (_, text, expected) => {
    expect(sentenceMismatches(text, [go, prime]).map((mismatch) => mismatch.price)).toEqual(expected);
  });

  it('quotes the words around the price for the message', () => {
    const [mismatch] = sentenceMismatches('Theragun Prime maksaa 279,00 € Gigantissa.', [go, prime]);
    expect(mismatch).toEqual({
      price: '279,00 €',
      context: 'Theragun Prime maksaa 279,00 € Gigantissa.',
      products: [prime],
    });
  });
});

describe('priceCopies: a catalogue price typed into the text instead of :price[id]', () => {
  const creatine: OfferedProduct = {
    id: 'kreatiini',
    title: 'Star Nutrition Creatine',
    brand: 'Star Nutrition',
    offers: [
      { store: 'bodystore', price: '21,90 €' },
      { store: 'fitnesstukku', price: '19,90 €' },
      { store: 'power', price: '24,90 €' },
    ],
  };
  const whey: OfferedProduct = {
    id: 'hera',
    title: 'Puhdistamo Hera',
    offers: [{ store: 'puhdistamo', price: '29,90 €' }],
  };
  const pro: OfferedProduct = {
    id: 'pro',
    title: 'Theragun Pro',
    offers: [{ store: 'gigantti', price: '1 249,00 €' }],
  };
  const front = '---\ntitle: "Hinta 19,90 € otsikossa"\n---\n';
  const section = (text: string) => `${front}:::product{id="kreatiini"}\n${text}\n:::\n`;
  const field = ':::product{id="kreatiini"}';
  it.each([
    {
      name: "the lowest price in the product's section",
      source: section('Fitnesstukussa 19,90 €.'),
      copies: [{ line: 5, field, price: '19,90 €', reference: ':price[kreatiini]' }],
    },
    {
      name: "another shop's price in the section names the shop",
      source: section('Bodystoressa 21,90\u00a0€.'),
      copies: [{ line: 5, field, price: '21,90 €', reference: ':price[kreatiini]{shop=bodystore}' }],
    },
    {
      name: 'a price next to a product named without its brand',
      source: `${front}Creatine maksaa 19,90 €, Puhdistamo Hera 29,90 €.\n`,
      copies: [
        { line: 4, field: 'teksti', price: '19,90 €', reference: ':price[kreatiini]' },
        { line: 4, field: 'teksti', price: '29,90 €', reference: ':price[hera]' },
      ],
    },
    { name: 'an estimate', source: section('Annos maksaa noin 19,90 €.'), copies: [] },
    { name: 'a reference', source: section('Hinta on :price[kreatiini].'), copies: [] },
    { name: 'a price in the frontmatter', source: `${front}Teksti.\n`, copies: [] },
    { name: 'a price in a sentence that names no product', source: `${front}Moni maksaa 19,90 €.\n`, copies: [] },
    { name: 'another amount in the section', source: section('Vaihtopäät maksavat 9,90 €.'), copies: [] },
    {
      name: "a third shop's price names that shop",
      source: section('Powerilla 24,90 €.'),
      copies: [{ line: 5, field, price: '24,90 €', reference: ':price[kreatiini]{shop=power}' }],
    },
    {
      name: 'a price with a thousands separator',
      source: `${front}Theragun Pro maksaa 1\u00a0249,00 €.\n`,
      copies: [{ line: 4, field: 'teksti', price: '1 249,00 €', reference: ':price[pro]' }],
    },
    {
      name: '"noin" further back is no estimate',
      source: section('Noin 3 kk, hinta 19,90 €.'),
      copies: [{ line: 5, field, price: '19,90 €', reference: ':price[kreatiini]' }],
    },
    { name: 'a result without a space after "="', source: section('Hinta =19,90 €.'), copies: [] },
    ...['Puhdistamo Hera on hyvä. Moni maksaa 29,90 €.', 'Puhdistamo Hera on hyvä.  Moni maksaa 29,90 €.'].map(
      (text) => ({ name: `a price in the next sentence: ${text}`, source: `${front}${text}\n`, copies: [] }),
    ),
    ...['\r\n', '\r'].map((end) => ({
      name: `line ends ${JSON.stringify(end)}`,
      source: ['---', 'title: x', '---', 'Teksti.', 'Creatine 19,90 €.', ''].join(end),
      copies: [{ line: 5, field: 'teksti', price: '19,90 €', reference: ':price[kreatiini]' }],
    })),
  ])('$name', ({ source, copies }) => {
    expect(priceCopies(source, [creatine, whey, pro])).toEqual(copies);
  });
});

describe('productPriceCopies: a text about one product (a device description)', () => {
  const band: OfferedProduct = { id: 'ranneke', title: 'Ranneke', offers: [{ store: 'power', price: '39,90 €' }] };
  it.each([
    {
      text: 'Ranneke on kevyt.\nTyypillinen hinta on 39,90 €.',
      copies: [{ line: 2, price: '39,90 €', reference: ':price[ranneke]' }],
    },
    { text: 'Tyypillinen hinta on :price[ranneke].', copies: [] },
    { text: 'Hihna maksaa noin 39,90 €.', copies: [] },
  ])('$text', ({ text, copies }) => {
    expect(productPriceCopies(text, band)).toEqual(copies);
  });
});

describe('typedAmounts: money that only the data may state', () => {
  const front = '---\ndescription: "Purkki maksaa 27,90 €"\n---\n';
  const inSection = (text: string) => `${front}:::product{id="kreatiini"}\n${text}\n:::\n`;
  const field = ':::product{id="kreatiini"}';
  it.each([
    {
      name: 'a price per day worked out in a sentence',
      source: inSection('Päiväannos maksaa noin 0,25 €.'),
      found: [{ line: 5, field, kind: 'amount', text: '0,25 €' }],
    },
    {
      name: 'a range to the cent, outside a product section',
      source: `${front}Annos maksaa noin 0,20–0,22 €.\n`,
      found: [{ line: 4, field: 'teksti', kind: 'amount', text: '0,20–0,22 €' }],
    },
    {
      name: 'a price per millilitre with a no-break space',
      source: inSection('Noin 0,66\u00a0€/ml.'),
      found: [{ line: 5, field, kind: 'amount', text: '0,66\u00a0€' }],
    },
    {
      name: 'a thousands separator',
      source: inSection('Hinta 1 249,00 €.'),
      found: [{ line: 5, field, kind: 'amount', text: '1 249,00 €' }],
    },
    {
      name: 'a price reference divided',
      source: inSection('Kapseli maksaa (:price[kreatiini] / 90).'),
      found: [{ line: 5, field, kind: 'arithmetic', text: ':price[kreatiini] / 90).' }],
    },
    {
      name: "a shop's price reference divided by millilitres",
      source: inSection('Noin (:price[kreatiini]{shop=bodystore} ÷ 50 ml).'),
      found: [{ line: 5, field, kind: 'arithmetic', text: ':price[kreatiini]{shop=bodystore} ÷ 50' }],
    },
    {
      name: 'a missing fact explained away',
      source: inSection('Hinta ei ollut tiedossamme vertailua päivitettäessä.'),
      found: [{ line: 5, field, kind: 'unknown', text: 'ei ollut tiedossamme' }],
    },
    {
      name: 'another stand-in',
      source: `${front}Tuotetiedoistamme puuttuvat pakkauksen koko ja annos.\n`,
      found: [{ line: 4, field: 'teksti', kind: 'unknown', text: 'Tuotetiedoistamme puuttuvat' }],
    },
    { name: 'a price reference', source: inSection('Hinta on :price[kreatiini].'), found: [] },
    {
      name: 'an approximate price without the year it describes',
      source: inSection('Kello maksaa noin 299 €.'),
      found: [{ line: 5, field, kind: 'approximate', text: 'noin 299 €' }],
    },
    {
      name: 'an approximate range at the start of a sentence',
      source: `${front}Noin 320–400 € ja noin 6 € kuukaudessa.\n`,
      found: [
        { line: 4, field: 'teksti', kind: 'approximate', text: 'Noin 320–400 €' },
        { line: 4, field: 'teksti', kind: 'approximate', text: 'noin 6 €' },
      ],
    },
    {
      name: 'a dated editorial figure',
      source: `${front}Kesäkuussa 2025 sormus maksoi noin 320–400 € ja jäsenyys noin 6 € kuukaudessa.\n`,
      found: [],
    },
    {
      name: 'a year only inside a reference is no date',
      source: inSection('Noin 30 € (:price[x-2025]).'),
      found: [{ line: 5, field, kind: 'approximate', text: 'Noin 30 €' }],
    },
    { name: 'a price band without "noin"', source: `${front}- **Alle 30 €:** lahjat.\n`, found: [] },
    { name: 'the frontmatter', source: `${front}Teksti.\n`, found: [] },
    { name: 'a dose, not money', source: inSection('Annoksessa on 0,25 mg ja 5 g.'), found: [] },
    { name: 'a price reference with a case ending', source: inSection('Pakkaus :price[kreatiini]:lla.'), found: [] },
    ...[
      ['Purkki maksaa 27,90 €.', '27,90 €'],
      ['Annos 0,20 – 0,22 €.', '0,20 – 0,22 €'],
      ['Purkki 9,90–12,90 €.', '9,90–12,90 €'],
      ['Hinta 999,00–1 249,00 €.', '999,00–1 249,00 €'],
      ['Annos 0,25€.', '0,25€'],
    ].map(([text, amount]) => ({
      name: `an amount to the cent: ${text}`,
      source: inSection(text!),
      found: [{ line: 5, field, kind: 'amount', text: amount }],
    })),
    ...[
      ['Kapseli :price[kreatiini]/90.', ':price[kreatiini]/90.'],
      ['Kapseli :price[kreatiini]:lla/90.', ':price[kreatiini]:lla/90.'],
      ['Kapseli :price[kreatiini]:lla / 90.', ':price[kreatiini]:lla / 90.'],
      ['Kaksi pakkausta 2×:price[kreatiini].', '×:price[kreatiini]'],
      ['Kaksi pakkausta 2 × :price[kreatiini].', '× :price[kreatiini]'],
      ['Hinta ÷50.', '÷50'],
      ['Hinta ÷ 50 ml.', '÷ 50'],
    ].map(([text, arithmetic]) => ({
      name: `arithmetic: ${text}`,
      source: inSection(text!),
      found: [{ line: 5, field, kind: 'arithmetic', text: arithmetic }],
    })),
    {
      name: 'an approximate price without a space before the sign',
      source: inSection('Kello maksaa noin 299€.'),
      found: [{ line: 5, field, kind: 'approximate', text: 'noin 299€' }],
    },
    { name: 'a sum in millions is no price', source: inSection('Markkina on noin 2 M€.'), found: [] },
    {
      name: "a year inside a reference's attributes is no date",
      source: inSection('Noin 30 € :figure[x]{name="2027-01-01"}.'),
      found: [{ line: 5, field, kind: 'approximate', text: 'Noin 30 €' }],
    },
    {
      name: 'a year written against a reference is a date',
      source: inSection('Tuote maksoi noin 30 € vuonna 2025:figure[x]{name=y}.'),
      found: [],
    },
    {
      name: 'a frontmatter of several lines',
      source: `---\ntitle: Kreatiini\n${front.slice(4)}Teksti.\n`,
      found: [],
    },
    {
      name: 'a closing fence with a trailing space',
      source: '---\ntitle: x\n--- \nHinta 0,25 €.\n',
      found: [{ line: 4, field: 'teksti', kind: 'amount', text: '0,25 €' }],
    },
    {
      name: 'a section directive quoted inside a line opens no section',
      source: `${front}Esimerkki: :::product{id="kreatiini"}\nHinta 0,25 €.\n`,
      found: [{ line: 5, field: 'teksti', kind: 'amount', text: '0,25 €' }],
    },
    ...[':::', '::: '].map((closing) => ({
      name: `text after the section's closing ${JSON.stringify(closing)}`,
      source: `${front}:::product{id="kreatiini"}\nA 0,25 €.\n${closing}\nB 0,30 €.\n`,
      found: [
        { line: 5, field, kind: 'amount', text: '0,25 €' },
        { line: 7, field: 'teksti', kind: 'amount', text: '0,30 €' },
      ],
    })),
    {
      name: 'another directive inside a section does not close it',
      source: `${front}:::product{id="kreatiini"}\n:::vinkki\nA 0,25 €.\n`,
      found: [{ line: 6, field, kind: 'amount', text: '0,25 €' }],
    },
    {
      name: 'a line that only ends in ":::" is text',
      source: inSection('A 0,25 € :::'),
      found: [{ line: 5, field, kind: 'amount', text: '0,25 €' }],
    },
  ])('$name', ({ source, found }) => {
    expect(typedAmounts(source)).toEqual(found);
  });
});
