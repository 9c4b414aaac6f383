import { describe, expect, it } from 'vitest';
import { shopUrl, storeLink, trackingLink, type LinkStore, type Tracking } from './store-links';

const shop: LinkStore = { domain: 'www.kauppa.fi', searchUrl: 'https://www.kauppa.fi/haku?q={query}' };
const page = 'https://www.kauppa.fi/tuote/loop-quiet-2?variantti=musta&koko=M#arvostelut';
const encodedPage = 'https%3A%2F%2Fwww.kauppa.fi%2Ftuote%2Floop-quiet-2%3Fvariantti%3Dmusta%26koko%3DM%23arvostelut';

/** The networks' own deep-link formats, as content/networks.yaml writes them. */
const templates = {
  adtraction: 'https://track.adtraction.com/t/t?a={programme}&as={publisher}&t=2&tk=1&url={url}',
  awin: 'https://www.awin1.com/cread.php?awinmid={programme}&awinaffid={publisher}&ued={url}',
  tradedoubler: 'https://clk.tradedoubler.com/click?p={programme}&a={publisher}&url={url}',
  tradetracker: 'https://tc.tradetracker.net/?c={programme}&m=12&a={publisher}&r=&u={url}',
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

describe('trackingLink: each network’s format around a product page, every value encoded', () => {
  it.each<[string, Tracking, string]>([
    [
      'Adtraction',
      { template: templates.adtraction, programme: '1487384625', publisher: '1039629367' },
      `https://track.adtraction.com/t/t?a=1487384625&as=1039629367&t=2&tk=1&url=${encodedPage}`,
    ],
    [
      'Awin',
      { template: templates.awin, programme: '12345', publisher: '987654' },
      `https://www.awin1.com/cread.php?awinmid=12345&awinaffid=987654&ued=${encodedPage}`,
    ],
    [
      'Tradedoubler',
      { template: templates.tradedoubler, programme: '310409', publisher: '982247' },
      `https://clk.tradedoubler.com/click?p=310409&a=982247&url=${encodedPage}`,
    ],
    [
      'TradeTracker',
      { template: templates.tradetracker, programme: '21449', publisher: '448474' },
      `https://tc.tradetracker.net/?c=21449&m=12&a=448474&r=&u=${encodedPage}`,
    ],
    [
      'ids that would break the query are encoded',
      { template: templates.awin, programme: '1&x=2', publisher: 'a b#c' },
      `https://www.awin1.com/cread.php?awinmid=1%26x%3D2&awinaffid=a%20b%23c&ued=${encodedPage}`,
    ],
  ])('%s', (_network, tracking, expected) => {
    expect(trackingLink(tracking, page)).toBe(expected);
    // The shop address comes back whole from the link's own parameter.
    const parameter = new URL(expected).searchParams;
    expect([...parameter.values()]).toContain(page);
  });
});

describe('storeLink', () => {
  const tracking: Tracking = { template: templates.adtraction, programme: '1', publisher: '2' };
  it.each<[string, { title: string; url?: string }, Tracking | undefined, string, string]>([
    [
      'a product page with a network: the tracking link around it',
      { title: 'Loop', url: page },
      tracking,
      'tracking',
      `https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&url=${encodedPage}`,
    ],
    [
      'a product page without a network: the page itself',
      { title: 'Loop', url: page },
      undefined,
      'product-page',
      page,
    ],
    [
      'no product page, no network: the shop’s search',
      { title: 'Loop Quiet' },
      undefined,
      'search',
      'https://www.kauppa.fi/haku?q=Loop%20Quiet',
    ],
    [
      'no product page with a network: the tracking link around the search',
      { title: 'Loop Quiet' },
      tracking,
      'tracking',
      'https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&url=https%3A%2F%2Fwww.kauppa.fi%2Fhaku%3Fq%3DLoop%2520Quiet',
    ],
  ])('%s', (_case, product, withTracking, kind, href) => {
    expect(storeLink(product, shop, withTracking)).toEqual({ href, kind });
  });
});
