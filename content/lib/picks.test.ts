import { describe, expect, it } from 'vitest';
import type { Block } from '../../src/lib/rich-text';
import { pickProblems, picksOf, type RatedProduct } from './picks';

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
    ['a pick named for its reason is not a best-overall claim', { label: 'Edullisin', productId: 'b' }, compared, []],
    [
      'a pick on price without a price',
      { label: 'Edullisin päivähinta', productId: 'c' },
      compared,
      [
        '"Edullisin päivähinta" on Nordic Naturals Ultimate Omega, jonka hintaa ei ole tuoteluettelossa: hintaan perustuva valinta tarvitsee hinnan',
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
