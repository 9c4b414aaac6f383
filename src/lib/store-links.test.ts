import { describe, expect, it } from 'vitest';
import { shopUrl, storeLink, type LinkStore } from './store-links';

const shop: LinkStore = { domain: 'www.kauppa.fi', searchUrl: 'https://www.kauppa.fi/haku?q={query}' };
const affiliated: LinkStore = {
  ...shop,
  affiliate: { network: 'verkosto', deepLinkTemplate: 'https://seuranta.example/t?a={publisherId}&url={url}' },
};

describe('shopUrl', () => {
  it.each([
    [{ title: 'Oura Ring 4' }, 'https://www.kauppa.fi/haku?q=Oura%20Ring%204'],
    [{ title: 'Möller’s Omega-3 & D' }, 'https://www.kauppa.fi/haku?q=M%C3%B6ller%E2%80%99s%20Omega-3%20%26%20D'],
    [{ title: 'Oura', url: 'https://www.kauppa.fi/oura' }, 'https://www.kauppa.fi/oura'],
  ])('%j → %s', (product, url) => {
    expect(shopUrl(product, shop)).toBe(url);
  });
});

describe('storeLink', () => {
  it.each([
    [
      'a store without a network goes straight to the shop',
      shop,
      { verkosto: '123' },
      'https://www.kauppa.fi/haku?q=Loop%20Quiet',
    ],
    ['no publisher id goes straight to the shop', affiliated, {}, 'https://www.kauppa.fi/haku?q=Loop%20Quiet'],
    [
      'an id of another network goes straight to the shop',
      affiliated,
      { toinen: '9' },
      'https://www.kauppa.fi/haku?q=Loop%20Quiet',
    ],
    [
      'a publisher id wraps the shop address in the deep link, encoded',
      affiliated,
      { verkosto: 'julkaisija 7' },
      'https://seuranta.example/t?a=julkaisija%207&url=https%3A%2F%2Fwww.kauppa.fi%2Fhaku%3Fq%3DLoop%2520Quiet',
    ],
  ])('%s', (_case, store, ids, expected) => {
    expect(storeLink({ title: 'Loop Quiet' }, store, ids)).toBe(expected);
  });
});
