import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeLink } from '../../lib/store-links';
import { formatProblem } from '../problems';
import {
  networks,
  publisherId,
  publisherVariable,
  readNetworks,
  shopNetworkProblems,
  trackingFor,
} from './networks.server';

const known = networks();
const shop = (affiliate?: { network: string; programme: string }) => ({
  id: 'kauppa',
  name: 'Kauppa',
  domain: 'www.kauppa.fi',
  searchUrl: 'https://www.kauppa.fi/haku?q={query}',
  ...(affiliate ? { affiliate } : {}),
});

describe('affiliate networks', () => {
  it('knows the networks Finnish shops run programmes on', () => {
    expect(Object.keys(known)).toEqual(['adtraction', 'awin', 'tradedoubler', 'tradetracker']);
  });

  it.each<[string, Record<string, string>, Record<string, string | undefined>, string | undefined]>([
    ['the id in site.yaml', { awin: '111' }, {}, '111'],
    ['the environment overrides site.yaml for one build', { awin: '111' }, { AFFILIATE_AWIN_PUBLISHER: '222' }, '222'],
    ['a blank variable does not count', { awin: '111' }, { AFFILIATE_AWIN_PUBLISHER: ' ' }, '111'],
    ['neither: no id', {}, {}, undefined],
    ['another network’s id is not this one’s', { adtraction: '333' }, {}, undefined],
  ])('the publisher id: %s', (_case, configured, env, expected) => {
    expect(publisherId('awin', configured, env)).toBe(expected);
  });

  it('names the variable after the network', () => {
    expect(publisherVariable('trade-tracker')).toBe('AFFILIATE_TRADE_TRACKER_PUBLISHER');
  });

  it('makes no tracking link for a shop without a programme, or without the publisher’s id at its network', () => {
    expect(trackingFor(shop(), known)).toBeUndefined();
    // The publisher ids of content/site.yaml are empty: the site earns nothing until the publisher adds theirs.
    expect(trackingFor(shop({ network: 'awin', programme: '12345' }), known)).toBeUndefined();
  });

  it('makes the network’s tracking link when the shop has a programme and the publisher an id there', () => {
    expect(trackingFor(shop({ network: 'awin', programme: '12345' }), known, () => '987654')).toEqual({
      template: known.awin!.template,
      programme: '12345',
      publisher: '987654',
    });
  });

  it('refuses a shop whose network content/networks.yaml does not have', () => {
    const problems = shopNetworkProblems([shop({ network: 'tuntematon', programme: '1' })], known).map(formatProblem);
    expect(problems).toEqual([
      'content/shops.yaml › kauppa › affiliate.network: verkostoa "tuntematon" ei ole tiedostossa content/networks.yaml (adtraction, awin, tradedoubler, tradetracker)',
    ]);
    expect(shopNetworkProblems([shop({ network: 'awin', programme: '1' })], known)).toEqual([]);
  });
});

describe('each network’s tracking link carries the click reference in the network’s own parameter', () => {
  const page = 'https://www.kauppa.fi/tuote/kreatiini-500-g?maku=sitruuna&koko=500#tiedot';
  // The parameters as the networks' help pages name them (docs/affiliate.md); the links are made from
  // content/networks.yaml.
  it.each<[network: string, host: string, programme: string, ref: string, url: string]>([
    ['adtraction', 'track.adtraction.com', 'a', 'epi', 'url'],
    ['awin', 'www.awin1.com', 'awinmid', 'clickref', 'ued'],
    ['tradedoubler', 'clk.tradedoubler.com', 'p', 'epi', 'url'],
    ['tradetracker', 'tc.tradetracker.net', 'c', 'r', 'u'],
  ])('%s: the programme in %s, the reference in "%s"', (network, host, programme, ref, url) => {
    const tracking = trackingFor(shop({ network, programme: '4411' }), known, () => '7788');
    const { href, kind } = storeLink(
      { title: 'Kreatiini', url: page },
      shop(),
      { page: '/paras-kreatiini', placement: 'taulukko' },
      tracking,
    );
    expect(kind).toBe('tracking');
    const link = new URL(href);
    expect(link.host).toBe(host);
    expect(link.searchParams.get(programme)).toBe('4411');
    expect(link.searchParams.get(ref)).toBe('paras-kreatiini.taulukko');
    expect(link.searchParams.get(url)).toBe(page);
    // Every placeholder is filled, and the address is the last parameter, where Adtraction's help asks for it.
    expect(href).not.toMatch(/[{}]/);
    expect([...link.searchParams.keys()].at(-1)).toBe(url);
  });
});

describe('content/networks.yaml', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'verkostot-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a template without the click reference or with a placeholder it does not know, naming the entry', () => {
    writeFileSync(
      path.join(root, 'networks.yaml'),
      [
        'awin:',
        '  name: Awin',
        '  template: https://www.awin1.com/cread.php?awinmid={programme}&awinaffid={publisher}&ued={url}',
        'tradetracker:',
        '  name: TradeTracker',
        '  template: https://tc.tradetracker.net/?c={programme}&a={publisher}&r={viite}&u={url}',
        '',
      ].join('\n'),
    );
    const { problems } = readNetworks(root);
    expect(problems.map(formatProblem)).toEqual([
      'content/networks.yaml:3 › awin › template: mallista puuttuu {ref}',
      'content/networks.yaml:6 › tradetracker › template: mallista puuttuu {ref}',
      'content/networks.yaml:6 › tradetracker › template: mallissa on tuntematon paikka {viite} (mallin paikat: {programme}, {publisher}, {url}, {ref})',
    ]);
  });
});
