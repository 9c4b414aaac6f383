import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './word-count';

describe('countWords', () => {
  it.each<[unknown, number]>([
    ['', 0],
    ['Kreatiini on tutkittu.', 3],
    ['  kaksi   sanaa \n', 2],
    ['3–5 g päivässä – ei enempää', 5],
    ['- **Paras kokonaisuus:** Star', 3],
    [['yksi', 'kaksi kolme'], 3],
    [{ id: 'paras-kreatiini', title: 'Paras kreatiini', productIds: ['a', 'b'] }, 2],
    [{ updateDate: '2025-01-07', imagePath: '/images/x.svg', content: { introduction: 'Hei sinä' } }, 2],
    [{ productId: 'star-nutrition', imageSrc: 'kuva.webp', routePath: '/vertailut/uni', label: 'Uni' }, 1],
    [Object.assign(['yksi kaksi'], { note: 'ei sanoja tästä' }), 2],
    [42, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('%j → %i', (value, expected) => {
    expect(countWords(value)).toBe(expected);
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [150, 1],
    [151, 2],
    [750, 5],
    [1200, 8],
    [1487, 10],
  ])('%i words → %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});
