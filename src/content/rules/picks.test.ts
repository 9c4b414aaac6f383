import { describe, expect, it } from 'vitest';
import type { Block } from '../../lib/rich-text';
import { isSuperlative, pickProblems, picksOf, type RatedProduct } from './picks';

const compared: RatedProduct[] = [
  { id: 'a', title: 'Nordic Naturals Omega-3', rating: 4.4 },
  { id: 'b', title: 'NOW Foods Ultra Omega-3', rating: 4.3 },
  { id: 'c', title: 'Nordic Naturals Ultimate Omega', rating: 4.4 },
];

const item = (label: string, rest: string) => [
  { type: 'strong' as const, children: [{ type: 'text' as const, text: `${label}:` }] },
  { type: 'text' as const, text: ` ${rest}` },
];
const conclusion = (...items: ReturnType<typeof item>[]): Block[] => [
  { type: 'paragraph', children: [{ type: 'text', text: 'Yhteenvedon johdanto.' }] },
  { type: 'list', ordered: false, items },
];

describe('isSuperlative: a label word that claims a lead, however it is worded', () => {
  it.each<[string, boolean]>([
    ['Tukevin', true],
    ['Selkein', true],
    ['Monipuolisin', true],
    ['Monikäyttöisin', true],
    ['Helpoin', true],
    ['Kompaktein', true],
    ['Kevyin', true],
    ['Pienin', true],
    ['Edullisin', false],
    ['Halvin', false],
    ['Paras', false],
    ['Salitreeniin', false],
    ['paksuihin', false],
    ['Retinolin', false],
    ['Garminin', false],
    ['Ionihöyrytin', false],
    ['Magnesiumiin', false],
    ['Vain', false],
    ['meikin', false],
    ['Tarkin', true],
    ['lääkärin', false],
    ['Suurin', true],
    ['Monipuolisimmat', true],
    ['Kevyimmät', true],
    ['Parhaimmat', true],
    ['Tummat', false],
    ['Ammattilaisille', false],
    ['Epäedullisin', true],
    ['Lainkuuliaisin', true],
    ['Starkin', false],
    ['Helsinki', false],
  ])('%s → %s', (word, superlative) => {
    expect(isSuperlative(word)).toBe(superlative);
  });
});

describe('picksOf', () => {
  it('reads the bold label and the product named after it; other items are not picks', () => {
    const blocks = conclusion(
      item('Paras kokonaisuus', 'Nordic Naturals Omega-3 – yli 500 mg EPA:ta ja DHA:ta.'),
      item('Eniten EPA:ta', 'Nordic Naturals Ultimate Omega – 1 100 mg.'),
      item('Muista', 'syödä kalaa kahdesti viikossa.'),
      [{ type: 'text', text: 'Tavallinen rivi ilman lihavointia.' }],
    );
    expect(picksOf(blocks, compared)).toEqual([
      { label: 'Paras kokonaisuus', productId: 'a', text: '– yli 500 mg EPA:ta ja DHA:ta.' },
      { label: 'Eniten EPA:ta', productId: 'c', text: '– 1 100 mg.' },
    ]);
  });

  it('names the longest matching product, trims the label and skips an empty item', () => {
    const family: RatedProduct[] = [
      { id: 'adult', title: 'Nordic Naturals Omega-3' },
      { id: 'junior', title: 'Nordic Naturals Omega-3 Junior' },
    ];
    const spaced = [
      { type: 'strong' as const, children: [{ type: 'text' as const, text: ' Lapsille: ' }] },
      { type: 'text' as const, text: 'Nordic Naturals Omega-3 Junior – pienempi kapseli.' },
    ];
    const blocks = conclusion([], spaced);
    expect(picksOf(blocks, family)).toEqual([{ label: 'Lapsille', productId: 'junior', text: '– pienempi kapseli.' }]);
  });
});

describe('pickProblems', () => {
  /** The message a pick made on price gets, for the product it names. */
  const onPrice = (label: string, title: string, id: string) =>
    `"${label}" valitsee ${title} hinnan perusteella, ja hintojen järjestys muuttuu, kun kaupat muuttavat hintoja: nimeä valinta muun perusteen mukaan ja kerro hinnan sija tekstissä (:pricerank[${id}]); taulukko järjestää hinnat`;

  it.each<[string, { label: string; productId: string }, RatedProduct[], string[]]>([
    ['the best pick has the highest rating', { label: 'Paras kokonaisuus', productId: 'a' }, compared, []],
    ['a tie at the top is fine', { label: 'Paras kokonaisuus', productId: 'c' }, compared, []],
    [
      'a best pick rated below another product',
      { label: 'Paras kokonaisuus', productId: 'b' },
      compared,
      [
        '"Paras kokonaisuus" on NOW Foods Ultra Omega-3 (4,3), mutta arvosana on korkeampi: Nordic Naturals Omega-3 4,4, Nordic Naturals Ultimate Omega 4,4; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Vegaaneille")',
      ],
    ],
    [
      '"Paras valinta" is a best pick too',
      { label: 'Paras valinta', productId: 'b' },
      compared.slice(0, 2),
      [
        '"Paras valinta" on NOW Foods Ultra Omega-3 (4,3), mutta arvosana on korkeampi: Nordic Naturals Omega-3 4,4; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Vegaaneille")',
      ],
    ],
    [
      'a best pick without a rating',
      { label: 'Paras valinta', productId: 'x' },
      [...compared, { id: 'x', title: 'X' }],
      ['"Paras valinta" on X, jolla ei ole arvosanaa'],
    ],
    [
      'the cheapest',
      { label: 'Edullisin', productId: 'b' },
      compared,
      [onPrice('Edullisin', 'NOW Foods Ultra Omega-3', 'b')],
    ],
    [
      '"halvin"',
      { label: 'Halvin pakkaus', productId: 'b' },
      compared,
      [onPrice('Halvin pakkaus', 'NOW Foods Ultra Omega-3', 'b')],
    ],
    [
      'the dearest',
      { label: 'Kallein mutta laajin', productId: 'a' },
      compared,
      [onPrice('Kallein mutta laajin', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'a price per serving',
      { label: 'Edullisin päiväannos', productId: 'a' },
      compared,
      [onPrice('Edullisin päiväannos', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'a pack price in a best pick',
      { label: 'Paras kokonaisuus ja edullisin pakkaushinta', productId: 'a' },
      compared,
      [onPrice('Paras kokonaisuus ja edullisin pakkaushinta', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'a price per day',
      { label: 'Pieni hinta päivältä', productId: 'a' },
      compared,
      [onPrice('Pieni hinta päivältä', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'per serving, "annokselta"',
      { label: 'Vähän annokselta', productId: 'a' },
      compared,
      [onPrice('Vähän annokselta', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'per use',
      { label: 'Halpa käyttökerralta', productId: 'a' },
      compared,
      [onPrice('Halpa käyttökerralta', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'value for money is a pick on price',
      { label: 'Paras hinta-laatusuhde', productId: 'a' },
      compared,
      [onPrice('Paras hinta-laatusuhde', 'Nordic Naturals Omega-3', 'a')],
    ],
    [
      'a pick that names a figure the catalogue does not hold',
      { label: 'Tehokkain vaimennus', productId: 'a' },
      compared,
      [
        '"Tehokkain vaimennus" nimeää luvun, jossa Nordic Naturals Omega-3 olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät',
      ],
    ],
    [
      'a superlative the check has no word list for',
      { label: 'Monipuolisin pieneen tilaan', productId: 'a' },
      compared,
      [
        '"Monipuolisin pieneen tilaan" nimeää luvun, jossa Nordic Naturals Omega-3 olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät',
      ],
    ],
    ['a label without a figure', { label: 'Kovaan meluun', productId: 'a' }, compared, []],
    ['a runner-up pick is not a best-overall claim', { label: 'Toiseksi paras valinta', productId: 'b' }, compared, []],
  ])('%s', (_, pick, products, expected) => {
    expect(pickProblems([pick], products)).toEqual(expected);
  });

  it('reads every pick, in order', () => {
    expect(
      pickProblems(
        [
          { label: 'Kovaan meluun', productId: 'a' },
          { label: 'Edullisin', productId: 'b' },
          { label: 'Tehokkain', productId: 'c' },
        ],
        compared,
      ),
    ).toEqual([
      onPrice('Edullisin', 'NOW Foods Ultra Omega-3', 'b'),
      '"Tehokkain" nimeää luvun, jossa Nordic Naturals Ultimate Omega olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät',
    ]);
  });
});
