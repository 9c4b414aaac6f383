import { describe, expect, it } from 'vitest';
import { compareTitles } from '../src/lib/search.ts';
import { buildSearchIndex } from './search-index.ts';

describe('the search index file', () => {
  const entries = buildSearchIndex();

  it('is in Finnish title order, which the browser relies on instead of comparing titles', () => {
    const titles = entries.map((entry) => entry.title);
    expect(titles).toEqual([...titles].sort(compareTitles));
    // Ä sorts after Z in Finnish, not beside A.
    const first = (letter: string) => titles.findIndex((title) => title.startsWith(letter));
    expect(first('Ä')).toBeGreaterThan(first('Z') === -1 ? first('Y') : first('Z'));
  });

  it('has every article, review and product card once', () => {
    const keys = entries.map((entry) => `${entry.type}:${entry.path ?? entry.href}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['article:/paras-magnesium', 'review:/tuotearvostelut/oura-sormus']));
  });

  it('says of a device what its card says, its specs included', () => {
    // 3M E-A-R Classic's SNR is in the catalogue's specs, with its source, and not in its description.
    const classic = entries.find((entry) => entry.type === 'product' && entry.title === '3M E-A-R Classic')!;
    expect(classic.description).toContain('Vaimennus (SNR): 28 dB.');
  });
});
