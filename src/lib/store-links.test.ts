import { describe, expect, it } from 'vitest';
import {
  clickRef,
  clickRefMaxLength,
  pageRefName,
  shopUrl,
  storeLink,
  trackingLink,
  type LinkPlace,
  type LinkStore,
  type Tracking,
} from './store-links';

const shop: LinkStore = { domain: 'www.kauppa.fi', searchUrl: 'https://www.kauppa.fi/haku?q={query}' };
const page = 'https://www.kauppa.fi/tuote/loop-quiet-2?variantti=musta&koko=M#arvostelut';
const encodedPage = 'https%3A%2F%2Fwww.kauppa.fi%2Ftuote%2Floop-quiet-2%3Fvariantti%3Dmusta%26koko%3DM%23arvostelut';

/**
 * The networks' own deep-link formats with the click reference in each network's parameter for it (Adtraction `epi`,
 * Awin `clickref`, Tradedoubler `epi`, TradeTracker `r`: docs/affiliate.md), written here from the networks' help
 * pages rather than read from content/networks.yaml, which src/content/collections/networks.test.ts checks.
 */
const templates = {
  adtraction: 'https://track.adtraction.com/t/t?a={programme}&as={publisher}&t=2&tk=1&epi={ref}&url={url}',
  awin: 'https://www.awin1.com/cread.php?awinmid={programme}&awinaffid={publisher}&clickref={ref}&ued={url}',
  tradedoubler: 'https://clk.tradedoubler.com/click?p={programme}&a={publisher}&epi={ref}&url={url}',
  tradetracker: 'https://tc.tradetracker.net/?c={programme}&m=12&a={publisher}&r={ref}&u={url}',
};
const ref = 'paras-kreatiini.taulukko';

describe('shopUrl', () => {
  it.each([
    [{ title: 'Oura Ring 4' }, 'https://www.kauppa.fi/haku?q=Oura%20Ring%204'],
    [{ title: 'Möller’s Omega-3 & D' }, 'https://www.kauppa.fi/haku?q=M%C3%B6ller%E2%80%99s%20Omega-3%20%26%20D'],
    [{ title: 'Oura', url: 'https://www.kauppa.fi/oura' }, 'https://www.kauppa.fi/oura'],
  ])('%j → %s', (product, url) => {
    expect(shopUrl(product, shop)).toBe(url);
  });
});

describe('trackingLink: each network’s format around a product page with its click reference, every value encoded', () => {
  it.each<[string, Tracking, string, string, string, string]>([
    [
      'Adtraction',
      { template: templates.adtraction, programme: '1487384625', publisher: '1039629367' },
      ref,
      `https://track.adtraction.com/t/t?a=1487384625&as=1039629367&t=2&tk=1&epi=${ref}&url=${encodedPage}`,
      'epi',
      'url',
    ],
    [
      'Awin',
      { template: templates.awin, programme: '12345', publisher: '987654' },
      ref,
      `https://www.awin1.com/cread.php?awinmid=12345&awinaffid=987654&clickref=${ref}&ued=${encodedPage}`,
      'clickref',
      'ued',
    ],
    [
      'Tradedoubler',
      { template: templates.tradedoubler, programme: '310409', publisher: '982247' },
      ref,
      `https://clk.tradedoubler.com/click?p=310409&a=982247&epi=${ref}&url=${encodedPage}`,
      'epi',
      'url',
    ],
    [
      'TradeTracker',
      { template: templates.tradetracker, programme: '21449', publisher: '448474' },
      ref,
      `https://tc.tradetracker.net/?c=21449&m=12&a=448474&r=${ref}&u=${encodedPage}`,
      'r',
      'u',
    ],
    [
      'ids that would break the query are encoded',
      { template: templates.awin, programme: '1&x=2', publisher: 'a b#c' },
      ref,
      `https://www.awin1.com/cread.php?awinmid=1%26x%3D2&awinaffid=a%20b%23c&clickref=${ref}&ued=${encodedPage}`,
      'clickref',
      'ued',
    ],
    [
      'a reference that would break the query is encoded too',
      { template: templates.tradetracker, programme: '21449', publisher: '448474' },
      'a&u=https://evil.example/#x y',
      `https://tc.tradetracker.net/?c=21449&m=12&a=448474&r=a%26u%3Dhttps%3A%2F%2Fevil.example%2F%23x%20y&u=${encodedPage}`,
      'r',
      'u',
    ],
  ])('%s', (_network, tracking, reference, expected, refParameter, urlParameter) => {
    const link = trackingLink(tracking, page, reference);
    expect(link).toBe(expected);
    // The network reads the reference and the shop address back whole from their own parameters.
    const parameters = new URL(link).searchParams;
    expect(parameters.get(refParameter)).toBe(reference);
    expect(parameters.get(urlParameter)).toBe(page);
    expect(link).not.toMatch(/[{}]/);
  });

  it('writes an address with replacement patterns ("$&", "$\'") as it is', () => {
    const odd = "https://www.kauppa.fi/tuote?a=$&b=$'";
    const link = trackingLink({ template: templates.adtraction, programme: '1', publisher: '2' }, odd, ref);
    expect(new URL(link).searchParams.get('url')).toBe(odd);
  });
});

describe('clickRef: the page and the placement, short, stable and readable in a network’s report', () => {
  it.each<[string, LinkPlace, string]>([
    ['a comparison’s summary table', { page: '/paras-kreatiini', placement: 'taulukko' }, 'paras-kreatiini.taulukko'],
    ['its cards', { page: '/paras-kreatiini', placement: 'kortti' }, 'paras-kreatiini.kortti'],
    ['its text', { page: '/paras-kreatiini', placement: 'teksti' }, 'paras-kreatiini.teksti'],
    ['the product list', { page: '/tuotteet', placement: 'kortti' }, 'tuotteet.kortti'],
    ['search', { page: '/haku', placement: 'haku' }, 'haku.haku'],
    ['the front page', { page: '/', placement: 'kortti' }, 'etusivu.kortti'],
    [
      'a review’s button: the last part of a nested path',
      { page: '/tuotearvostelut/oura-sormus', placement: 'painike' },
      'oura-sormus.painike',
    ],
    [
      'Finnish letters without their dots',
      { page: '/paras-lisäravinne-50-vuotiaille', placement: 'taulukko' },
      'paras-lisaravinne-50-vuotiaille.taulukko',
    ],
    ['å, capitals and other characters', { page: '/Åland_ja Ruotsi', placement: 'kuva' }, 'aland-ja-ruotsi.kuva'],
    [
      'a long page name is shortened, the placement kept whole',
      { page: `/${'pitka-'.repeat(12)}osoite`, placement: 'taulukko' },
      `${'pitka-'.repeat(6)}pitka.taulukko`,
    ],
  ])('%s', (_case, place, expected) => {
    expect(clickRef(place)).toBe(expected);
    expect(clickRef(place).length).toBeLessThanOrEqual(clickRefMaxLength);
    // Nothing in it needs encoding: a report shows it as written.
    expect(clickRef(place)).toMatch(/^[a-z0-9-]+\.[a-z]+$/);
  });

  it.each([
    ['the last part of its path', '/articles/tukiartikkelit/kollageeni-vai-kreatiini', 'kollageeni-vai-kreatiini'],
    ['a trailing slash', '/tuotearvostelut/loop-earplugs/', 'loop-earplugs'],
    ['a run of other characters is one hyphen', '/uni & unimaskit', 'uni-unimaskit'],
    ['hyphens at either end go, however many', '/--kreatiini--', 'kreatiini'],
  ])('names a page by %s', (_case, path, name) => {
    expect(pageRefName(path)).toBe(name);
  });

  it('shortens a page name without leaving hyphens at the cut', () => {
    // 41 letters and two hyphens: the cut for "kortti" (43 characters) falls right after the hyphens.
    expect(clickRef({ page: `/${'a'.repeat(41)}--b`, placement: 'kortti' })).toBe(`${'a'.repeat(41)}.kortti`);
  });
});

describe('storeLink', () => {
  const tracking: Tracking = { template: templates.adtraction, programme: '1', publisher: '2' };
  const place: LinkPlace = { page: '/paras-kreatiini', placement: 'kortti' };
  it.each<[string, { title: string; url?: string }, Tracking | undefined, string, string]>([
    [
      'a product page with a network: the tracking link around it',
      { title: 'Loop', url: page },
      tracking,
      'tracking',
      `https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi=paras-kreatiini.kortti&url=${encodedPage}`,
    ],
    [
      'a product page without a network: the page itself, without a reference',
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
      'https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi=paras-kreatiini.kortti&url=https%3A%2F%2Fwww.kauppa.fi%2Fhaku%3Fq%3DLoop%2520Quiet',
    ],
  ])('%s', (_case, product, withTracking, kind, href) => {
    expect(storeLink(product, shop, place, withTracking)).toEqual({ href, kind });
  });
});
