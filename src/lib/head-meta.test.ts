import { describe, expect, it } from 'vitest';
import { headFromLoader } from './head-meta';

describe('headFromLoader', () => {
  it.each([
    [
      'the head the loader built',
      { head: [{ title: 'Uni | Hyvinvointivertailu' }] },
      [{ title: 'Uni | Hyvinvointivertailu' }],
    ],
    ['no tags when the loader data has no head', { other: 1 }, []],
    ['no tags without loader data (an error before the loader ran)', undefined, []],
  ])('gives %s', (_, data, head) => {
    expect(headFromLoader({ data })).toEqual(head);
  });
});
