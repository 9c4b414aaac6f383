import { describe, expect, it } from 'vitest';
import { blocksText, headingId, inlineText, stripBullet, type Block, type Inline } from './rich-text';

const text = (value: string): Inline => ({ type: 'text', text: value });

describe('stripBullet', () => {
  it.each([
    ['• Natrium', 'Natrium'],
    ['Magnesium', 'Magnesium'],
    ['  •   Kloridi ', 'Kloridi '],
    ['•Kalsium', 'Kalsium'],
    ['-ei luettelomerkki', '-ei luettelomerkki'],
  ])('stripBullet(%j) → %j', (input, expected) => {
    expect(inlineText(stripBullet([text(input)]))).toBe(expected);
  });

  it('keeps bold and links after the bullet', () => {
    const item: Inline[] = [text('• '), { type: 'strong', children: [text('Natrium')] }];
    expect(stripBullet(item)).toEqual([{ type: 'strong', children: [text('Natrium')] }]);
  });
});

describe('headingId', () => {
  it.each([
    ['Puhdistamo Kreatiini 250 g', 'puhdistamo-kreatiini-250-g'],
    ['Näin valitsimme', 'nain-valitsimme'],
    ["Möller's Omega-3", 'moller-s-omega-3'],
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
