import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { networks, publisherId, publisherVariable, shopNetworkProblems, trackingFor } from './networks.server';

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
