import { describe, expect, it } from 'vitest';
import type { Block } from '../../lib/rich-text';
import { isSuperlative, pickProblems, picksOf, type RatedProduct } from './picks';

const compared: RatedProduct[] = [
  { id: 'a', title: 'Nordic Naturals Omega-3', rating: 4.4, price: '34,90 €' },
  { id: 'b', title: 'NOW Foods Ultra Omega-3', rating: 4.3, price: '27,90 €' },
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
      { label: 'Paras kokonaisuus', productId: 'a' },
      { label: 'Eniten EPA:ta', productId: 'c' },
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
    expect(picksOf(blocks, family)).toEqual([{ label: 'Lapsille', productId: 'junior' }]);
  });
});

describe('pickProblems', () => {
  it.each<[string, { label: string; productId: string }, RatedProduct[], string[]]>([
    ['the best pick has the highest rating', { label: 'Paras kokonaisuus', productId: 'a' }, compared, []],
    ['a tie at the top is fine', { label: 'Paras kokonaisuus', productId: 'c' }, compared, []],
    [
      'a best pick rated below another product',
      { label: 'Paras kokonaisuus', productId: 'b' },
      compared,
      [
        '"Paras kokonaisuus" on NOW Foods Ultra Omega-3 (4,3), mutta arvosana on korkeampi: Nordic Naturals Omega-3 4,4, Nordic Naturals Ultimate Omega 4,4; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Edullisin")',
      ],
    ],
    [
      'a pick named for its reason is not a best-overall claim',
      { label: 'Edullisin', productId: 'b' },
      compared.slice(0, 2),
      [],
    ],
    [
      'the cheapest pick among products whose prices are not all known',
      { label: 'Edullisin', productId: 'b' },
      compared,
      [
        '"Edullisin" vertaa hintoja, mutta hinta puuttuu: Nordic Naturals Ultimate Omega; valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta',
      ],
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
      'a value pick',
      { label: 'Paras hinta-laatusuhde', productId: 'a' },
      compared.slice(0, 2),
      [
        '"Paras hinta-laatusuhde" nimeää luvun, jossa Nordic Naturals Omega-3 olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät',
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
    [
      'the cheapest pick lists every product without a price',
      { label: 'Edullisin', productId: 'b' },
      [...compared, { id: 'x', title: 'X' }],
      [
        '"Edullisin" vertaa hintoja, mutta hinta puuttuu: Nordic Naturals Ultimate Omega, X; valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta',
      ],
    ],
    [
      'the cheapest pick lists every cheaper product with its price',
      { label: 'Edullisin', productId: 'a' },
      [...compared.slice(0, 2), { id: 'y', title: 'Y', price: '19,90 €' }],
      [
        '"Edullisin" on Nordic Naturals Omega-3 (34,90 €), mutta halvempi on NOW Foods Ultra Omega-3 27,90 €, Y 19,90 €: nimeä valinta sen mukaan, mihin se perustuu',
      ],
    ],
    [
      'any wording of a cheapest pick',
      { label: 'Halvin vaihtoehto arkeen', productId: 'b' },
      compared,
      [
        '"Halvin vaihtoehto arkeen" vertaa hintoja, mutta hinta puuttuu: Nordic Naturals Ultimate Omega; valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta',
      ],
    ],
    [
      'a pick on price without a price',
      { label: 'Edullisin pakkaushinta', productId: 'c' },
      compared,
      [
        '"Edullisin pakkaushinta" on Nordic Naturals Ultimate Omega, jonka hintaa ei ole tuoteluettelossa: hintaan perustuva valinta tarvitsee hinnan',
      ],
    ],
    [
      'the cheapest pick that is not the cheapest',
      { label: 'Edullisin', productId: 'a' },
      compared.slice(0, 2),
      [
        '"Edullisin" on Nordic Naturals Omega-3 (34,90 €), mutta halvempi on NOW Foods Ultra Omega-3 27,90 €: nimeä valinta sen mukaan, mihin se perustuu',
      ],
    ],
    [
      'a pick on the price per day without facts to compute it',
      { label: 'Edullisin päivähinta', productId: 'b' },
      compared,
      [
        '"Edullisin päivähinta" valitsee hinnan annosta tai yksikköä kohden, mutta NOW Foods Ultra Omega-3: puuttuu priceBasis; tällaisen valinnan voi tehdä vain tuotetiedoista lasketulla hinnalla (priceBasis ja tuotteen facts)',
      ],
    ],
    [
      'a best pick without a rating',
      { label: 'Paras valinta', productId: 'x' },
      [...compared, { id: 'x', title: 'X', price: '9,90 €' }],
      ['"Paras valinta" on X, jolla ei ole arvosanaa'],
    ],
  ])('%s', (_, pick, products, expected) => {
    expect(pickProblems([pick], products)).toEqual(expected);
  });
});

describe('pickProblems on a price per serving computed from facts', () => {
  const withFacts: RatedProduct[] = [
    { id: 'a', title: 'Kalliimpi purkki', rating: 4.5, price: '24,90 €', facts: { count: 120, serving: { count: 1 } } },
    { id: 'b', title: 'Halvempi purkki', rating: 4.2, price: '14,90 €', facts: { count: 30, serving: { count: 1 } } },
    { id: 'c', title: 'Purkki ilman annosta', rating: 4.0, price: '9,90 €', facts: { count: 60 } },
  ];
  it.each<[string, string, string[]]>([
    // 24,90 € / 120 = 0,21 € a day; 14,90 € / 30 = 0,50 €: the dearer jar is the cheaper day.
    ['the cheapest per serving, though not per pack', 'a', []],
    [
      'a pick per serving that another product beats',
      'b',
      ['"Edullisin päiväannos" on Halvempi purkki, mutta hinta per annos on pienempi: Kalliimpi purkki'],
    ],
    [
      'a pick per serving without the serving size',
      'c',
      [
        '"Edullisin päiväannos" valitsee hinnan annosta tai yksikköä kohden, mutta Purkki ilman annosta: puuttuu facts.serving.count; tällaisen valinnan voi tehdä vain tuotetiedoista lasketulla hinnalla (priceBasis ja tuotteen facts)',
      ],
    ],
  ])('%s', (_, productId, expected) => {
    const priced = withFacts.filter((product) => product.id !== 'c' || productId === 'c');
    expect(pickProblems([{ label: 'Edullisin päiväannos', productId }], priced, 'annos')).toEqual(expected);
  });

  const unpriced: RatedProduct = { id: 'd', title: 'Nimetön purkki' };
  const middle: RatedProduct = {
    id: 'e',
    title: 'Keskihintainen purkki',
    price: '19,90 €',
    facts: { count: 60, serving: { count: 1 } },
  };
  it.each<[string, string, RatedProduct[], string[]]>([
    [
      'a pick per serving on a product without a price or facts names both gaps',
      'd',
      [withFacts[0]!, unpriced],
      [
        '"Edullisin päiväannos" on Nimetön purkki, jonka hintaa ei ole tuoteluettelossa: hintaan perustuva valinta tarvitsee hinnan',
        '"Edullisin päiväannos" valitsee hinnan annosta tai yksikköä kohden, mutta Nimetön purkki: puuttuu offers.price, facts; tällaisen valinnan voi tehdä vain tuotetiedoista lasketulla hinnalla (priceBasis ja tuotteen facts)',
      ],
    ],
    [
      'a pick per serving lists every product cheaper per serving',
      'b',
      [withFacts[0]!, withFacts[1]!, middle],
      [
        '"Edullisin päiväannos" on Halvempi purkki, mutta hinta per annos on pienempi: Kalliimpi purkki, Keskihintainen purkki',
      ],
    ],
    [
      'a pick per serving lists every product whose price per serving cannot be computed, each with its gaps',
      'a',
      [...withFacts, unpriced],
      [
        '"Edullisin päiväannos" vertaa hintaa per annos, mutta sitä ei voi laskea: Purkki ilman annosta (facts.serving.count), Nimetön purkki (offers.price, facts); valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta',
      ],
    ],
  ])('%s', (_, productId, products, expected) => {
    expect(pickProblems([{ label: 'Edullisin päiväannos', productId }], products, 'annos')).toEqual(expected);
  });

  it('refuses a pick per serving when another compared product’s price per serving cannot be computed', () => {
    expect(pickProblems([{ label: 'Edullisin päiväannos', productId: 'a' }], withFacts, 'annos')).toEqual([
      '"Edullisin päiväannos" vertaa hintaa per annos, mutta sitä ei voi laskea: Purkki ilman annosta (facts.serving.count); valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta',
    ]);
  });
});
