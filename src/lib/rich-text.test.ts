import { describe, expect, it } from 'vitest';
import {
  blocksText,
  escapeHtml,
  headingId,
  htmlBlocks,
  inlineHtml,
  inlineText,
  stripBullet,
  type Block,
  type Inline,
} from './rich-text';

const text = (value: string): Inline => ({ type: 'text', text: value });

describe('stripBullet', () => {
  it.each([
    ['• Natrium', 'Natrium'],
    ['Magnesium', 'Magnesium'],
    ['  •   Kloridi ', 'Kloridi '],
    ['•Kalsium', 'Kalsium'],
    ['-ei luettelomerkki', '-ei luettelomerkki'],
    ['Natrium • kalium', 'Natrium • kalium'],
  ])('stripBullet(%j) → %j', (input, expected) => {
    expect(inlineText(stripBullet([text(input)]))).toBe(expected);
  });

  it('keeps bold and links after the bullet', () => {
    const item: Inline[] = [text('• '), { type: 'strong', children: [text('Natrium')] }];
    expect(stripBullet(item)).toEqual([{ type: 'strong', children: [text('Natrium')] }]);
  });

  it.each<[string, Inline[]]>([
    ['an empty item', []],
    ['an item that starts in bold', [{ type: 'strong', children: [text('• Natrium')] }, text(' 200 mg')]],
  ])('leaves %s as it is', (_, item) => {
    expect(stripBullet(item)).toEqual(item);
  });
});

describe('headingId', () => {
  it.each([
    ['Puhdistamo Kreatiini 250 g', 'puhdistamo-kreatiini-250-g'],
    ['Näin valitsimme', 'nain-valitsimme'],
    ["Möller's Omega-3", 'moller-s-omega-3'],
    ['Annos & hinta', 'annos-hinta'],
    ['!!!', 'osio'],
  ])('headingId(%j) → %j', (input, expected) => {
    expect(headingId(input)).toBe(expected);
  });
});

describe('plain text', () => {
  it('inlineText flattens nodes, a line break reads as a space', () => {
    const nodes: Inline[] = [
      { type: 'strong', children: [text('Star')] },
      text(' '),
      { type: 'link', href: '/x', children: [text('Nutrition')] },
      { type: 'break' },
      { type: 'emphasis', children: [text('500 g')] },
    ];
    expect(inlineText(nodes)).toBe('Star Nutrition 500 g');
  });

  it('blocksText joins paragraphs, list items and table cells', () => {
    const blocks: Block[] = [
      { type: 'paragraph', children: [text('Johdanto.')] },
      { type: 'list', ordered: false, items: [[text('Yksi')], [text('Kaksi')]] },
      { type: 'table', head: [[text('Ryhmä')], [text('Annos')]], rows: [[[text('Aikuiset')], [text('10 µg')]]] },
    ];
    expect(blocksText(blocks)).toBe('Johdanto.\n\nYksi\nKaksi\n\nRyhmä Annos\nAikuiset 10 µg');
  });
});

describe('HTML for the page', () => {
  it.each<[string, string, string]>([
    ['plain text', 'Magnesium', 'Magnesium'],
    ['markup characters are text', '<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['an ampersand and an apostrophe', "Möller's & Co", 'Möller&#x27;s &amp; Co'],
    ['an entity is written as it reads', '&amp;', '&amp;amp;'],
  ])('escapeHtml: %s', (_, input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it.each<[string, Inline[], string]>([
    [
      'bold and emphasis',
      [{ type: 'strong', children: [text('Paras valinta, jos')] }, text(' haluat edullisen.')],
      '<strong>Paras valinta, jos</strong> haluat edullisen.',
    ],
    [
      'emphasis inside bold',
      [{ type: 'strong', children: [{ type: 'emphasis', children: [text('500 g')] }] }],
      '<strong><em>500 g</em></strong>',
    ],
    ['a line break', [text('Yksi'), { type: 'break' }, text('Kaksi')], 'Yksi<br/>Kaksi'],
    [
      'a link to a page of the site opens in the same tab',
      [{ type: 'link', href: '/paras-magnesium', children: [text('vertailu')] }],
      '<a href="/paras-magnesium">vertailu</a>',
    ],
    [
      'a link elsewhere opens in a new tab',
      [{ type: 'link', href: 'https://thl.fi', children: [text('THL')] }],
      '<a href="https://thl.fi" target="_blank" rel="noopener noreferrer">THL</a>',
    ],
    [
      'an address is escaped',
      [{ type: 'link', href: 'https://example.fi/?a=1&b="2"', children: [text('x')] }],
      '<a href="https://example.fi/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('inlineHtml: %s', (_, nodes, expected) => {
    expect(inlineHtml(nodes)).toBe(expected);
  });

  it('htmlBlocks gives each block its element and the HTML inside it', () => {
    const blocks: Block[] = [
      { type: 'paragraph', children: [text('Johdanto & tausta.')] },
      { type: 'list', ordered: false, items: [[text('Yksi')], [{ type: 'strong', children: [text('Kaksi')] }]] },
      { type: 'list', ordered: true, items: [[text('Ensin')]] },
      {
        type: 'table',
        head: [[text('Ryhmä')], [text('Annos')]],
        rows: [
          [[text('Aikuiset')], [text('10 µg')]],
          [[text('Lapset')], [text('7,5 µg')]],
        ],
      },
    ];
    expect(htmlBlocks(blocks)).toEqual([
      { tag: 'p', html: 'Johdanto &amp; tausta.' },
      { tag: 'ul', html: '<li>Yksi</li><li><strong>Kaksi</strong></li>' },
      { tag: 'ol', html: '<li>Ensin</li>' },
      {
        tag: 'table',
        html:
          '<thead><tr><th scope="col">Ryhmä</th><th scope="col">Annos</th></tr></thead>' +
          '<tbody><tr><td>Aikuiset</td><td>10 µg</td></tr><tr><td>Lapset</td><td>7,5 µg</td></tr></tbody>',
      },
    ]);
  });
});
