import { describe, expect, it } from 'vitest';
import { headingId, inlineText, parseInline, parseRichText, stripBullet } from './rich-text';

describe('parseInline', () => {
  it.each([
    ['tavallinen teksti', [{ type: 'text', text: 'tavallinen teksti' }]],
    [
      '**lihava** loppu',
      [
        { type: 'strong', children: [{ type: 'text', text: 'lihava' }] },
        { type: 'text', text: ' loppu' },
      ],
    ],
    [
      'Katso [vertailu](/paras-kreatiini).',
      [
        { type: 'text', text: 'Katso ' },
        { type: 'link', href: '/paras-kreatiini', children: [{ type: 'text', text: 'vertailu' }] },
        { type: 'text', text: '.' },
      ],
    ],
    ['[THL](https://thl.fi)', [{ type: 'link', href: 'https://thl.fi', children: [{ type: 'text', text: 'THL' }] }]],
    ['[vaarallinen](javascript:alert(1))', [{ type: 'text', text: '[vaarallinen](javascript:alert(1))' }]],
    ['[http](http://thl.fi)', [{ type: 'text', text: '[http](http://thl.fi)' }]],
    ['<script>alert(1)</script>', [{ type: 'text', text: '<script>alert(1)</script>' }]],
    ['3 * 4 ja ** yksin', [{ type: 'text', text: '3 * 4 ja ** yksin' }]],
  ])('%j', (input, expected) => {
    expect(parseInline(input)).toEqual(expected);
  });
});

describe('parseRichText', () => {
  it('keeps single line breaks inside a paragraph and splits paragraphs on blank lines', () => {
    expect(parseRichText('Rivi yksi\nrivi kaksi\n\nToinen kappale')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'Rivi yksi' }, { type: 'break' }, { type: 'text', text: 'rivi kaksi' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Toinen kappale' }] },
    ]);
  });

  it('turns "- " and "• " lines into a list between paragraphs', () => {
    expect(parseRichText('Ennen:\n- yksi\n• **kaksi**\nJälkeen')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Ennen:' }] },
      {
        type: 'list',
        items: [[{ type: 'text', text: 'yksi' }], [{ type: 'strong', children: [{ type: 'text', text: 'kaksi' }] }]],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Jälkeen' }] },
    ]);
  });

  it.each([[''], ['\n\n'], ['   ']])('%j has no blocks', (input) => {
    expect(parseRichText(input)).toEqual([]);
  });
});

describe('helpers', () => {
  it.each([
    ['• Natrium', 'Natrium'],
    ['- Kalium', 'Kalium'],
    ['Magnesium', 'Magnesium'],
    ['  •   Kloridi ', 'Kloridi'],
    ['•Kalsium', 'Kalsium'],
    ['-ei luettelomerkki', '-ei luettelomerkki'],
  ])('stripBullet(%j) → %j', (input, expected) => {
    expect(stripBullet(input)).toBe(expected);
  });

  it.each([
    ['Puhdistamo Kreatiini 250 g', 'puhdistamo-kreatiini-250-g'],
    ['Näin valitsimme', 'nain-valitsimme'],
    ["Möller's Omega-3", 'moller-s-omega-3'],
    ['!!!', 'osio'],
  ])('headingId(%j) → %j', (input, expected) => {
    expect(headingId(input)).toBe(expected);
  });

  it('inlineText flattens nodes', () => {
    expect(inlineText(parseInline('**Star** [Nutrition](/x) 500 g'))).toBe('Star Nutrition 500 g');
  });
});
