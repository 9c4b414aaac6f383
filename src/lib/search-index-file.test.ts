import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchIndexEntry } from './search-index-entry';
import { loadSearchIndex, searchIndexUrl } from './search-index-file';

// The node project shares globals between files (vite.config.ts): the stubbed fetch and the shared fetch are undone
// after each test.
const key = Symbol.for('hyvinvointivertailu.search-index');
const shared = globalThis as { [key]?: Promise<SearchIndexEntry[]> | null };

const entries: SearchIndexEntry[] = [
  {
    type: 'article',
    title: 'Paras magnesium',
    description: 'd',
    category: 'Lisäravinteet',
    highlights: [],
    path: '/paras-magnesium',
  },
];
const respond = (status: number, body: unknown = entries) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete shared[key];
});

describe('loadSearchIndex', () => {
  it('fetches /hakuindeksi.json once and gives every caller its entries', async () => {
    fetchMock.mockImplementation(() => respond(200));
    const first = loadSearchIndex();
    const second = loadSearchIndex();
    expect(second).toBe(first);
    expect(await first).toEqual(entries);
    expect(await loadSearchIndex()).toEqual(entries);
    expect(searchIndexUrl).toBe('/hakuindeksi.json');
    expect(fetchMock.mock.calls).toEqual([['/hakuindeksi.json']]);
  });

  it('shares the fetch of the other bundle on the page through the window', async () => {
    const theirs = Promise.resolve(entries);
    shared[key] = theirs;
    expect(loadSearchIndex()).toBe(theirs);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => respond(500), 'Hakuhakemisto: 500'],
    ['a missing file', () => respond(404, 'Not found'), 'Hakuhakemisto: 404'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('fails on %s, and the next caller fetches again', async (_, failure, message) => {
    fetchMock.mockImplementationOnce(failure).mockImplementationOnce(() => respond(200));
    await expect(loadSearchIndex()).rejects.toThrow(message);
    expect(await loadSearchIndex()).toEqual(entries);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
