import { describe, expect, it } from 'vitest';
import { frontmatterFigures } from './references.server';
import type { IngredientSheet } from './collections/ingredients.server';

/** A sheet as far as the resolver reads it: its id and figures. */
const sheet = (id: string, figures: Record<string, string>) =>
  ({ id, front: { figures } }) as unknown as IngredientSheet;
const sheets = new Map([
  ['d-vitamiini', sheet('d-vitamiini', { aikuiset: '10 µg' })],
  ['proteiini', sheet('proteiini', { ateria: '20–30 g' })],
]);

/** A page's file as far as the resolver needs it: the line of a field is 10 plus its depth, to tell them apart. */
const markdown = { file: 'content/articles/x.md', lineOf: (path: readonly PropertyKey[]) => 10 + path.length };

describe('frontmatterFigures', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a description',
      { description: 'Aikuisen saantisuositus on :figure[d-vitamiini]{name=aikuiset} päivässä.' },
      { description: 'Aikuisen saantisuositus on 10 µg päivässä.' },
    ],
    [
      'a highlight, with a case ending after it',
      { highlights: ['Proteiinia :figure[proteiini]{name=ateria}:n annoksina', 'Hinta grammaa kohden'] },
      { highlights: ['Proteiinia 20–30 g:n annoksina', 'Hinta grammaa kohden'] },
    ],
    [
      "a review's card",
      {
        card: {
          description: 'Annos :figure[proteiini]{name=ateria}.',
          highlights: [':figure[d-vitamiini]{name=aikuiset}'],
        },
      },
      { card: { description: 'Annos 20–30 g.', highlights: ['10 µg'] } },
    ],
    [
      'a text without a figure, and fields a card does not show',
      { description: 'Kreatiinin tavallinen annos.', title: ':figure[d-vitamiini]{name=aikuiset}' },
      { description: 'Kreatiinin tavallinen annos.', title: ':figure[d-vitamiini]{name=aikuiset}' },
    ],
  ])('%s', (_name, data, expected) => {
    const resolved = frontmatterFigures(markdown, 'x', data, sheets);
    expect(resolved.problems).toEqual([]);
    expect(resolved.data).toEqual(expected);
  });

  it.each([
    [
      'a figure the sheet does not hold',
      { highlights: ['Suositus :figure[d-vitamiini]{name=lapset}'] },
      'highlights.0',
      12,
      ':figure[d-vitamiini]{name=lapset}: tietosivulla d-vitamiini ei ole lukua "lapset" (luvut: aikuiset)',
    ],
    [
      'a sheet that does not exist',
      { description: 'Annos :figure[kreatiini]{name=paiva} päivässä.' },
      'description',
      11,
      ':figure[kreatiini]{name=paiva}: tietosivua ei ole (content/ingredients)',
    ],
  ])('%s is a problem naming the file, line, entry and field', (_name, data, field, line, message) => {
    const resolved = frontmatterFigures(markdown, 'x', data, sheets);
    expect(resolved.problems).toEqual([{ file: 'content/articles/x.md', line, entry: 'x', field, message }]);
  });
});
