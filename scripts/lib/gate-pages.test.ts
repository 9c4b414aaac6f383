import { describe, expect, it } from 'vitest';
import { priceNotes, priceProblems, trackingProblems, type GateShop } from './gate-pages.ts';

const clock = { today: '2026-11-28', maxAgeDays: 30 };
const page = (main: string) =>
  `<!doctype html><html lang="fi"><body><main><article><h1>Sivu</h1>${main}</article></main></body></html>`;
const card = (price: string, note: string) =>
  `<ul><li><article><h3>Tuote</h3><p><span>${price}</span></p><p>Kauppa: Kauppa · ${note}</p></article></li></ul>`;
const problemsOf = (main: string, on = clock) => priceProblems(page(main), 'sivu', on).problems;

describe('priceNotes', () => {
  it('reads the notes of cards, cells and captions, and the page note of its text prices with every day in it', () => {
    expect(
      priceNotes(
        'Tekstin hinnat on kirjattu 24.11.2026 ja 1.12.2026 tarkistamatta niitä kaupoista. ' +
          'Kauppa: X · hinta tarkistettu 27.11.2026 · Hinnat kirjattu 5.11.2026, ei tarkistettu kaupoista.' +
          '19,90 €kirjattu 3.11.2026, ei tarkistettu',
      ),
    ).toEqual({
      texts: [
        {
          sentence: 'Tekstin hinnat on kirjattu 24.11.2026 ja 1.12.2026 tarkistamatta niitä kaupoista.',
          dates: ['2026-11-24', '2026-12-01'],
        },
      ],
      items: [
        { note: 'hinta tarkistettu 27.11.2026', date: '2026-11-27' },
        { note: 'Hinnat kirjattu 5.11.2026', date: '2026-11-05' },
        { note: 'kirjattu 3.11.2026', date: '2026-11-03' },
      ],
    });
  });
});

describe('priceProblems', () => {
  it('passes a card, a table and the text whose prices are dated within the limit', () => {
    const main =
      card('19,90 €', 'hinta kirjattu 24.11.2026, ei tarkistettu kaupasta') +
      '<table><caption>Lyhyesti<span>Hinnat tarkistettu 29.10.2026.</span></caption><tr><td><span>24,90 €</span></td></tr></table>' +
      '<table><tr><td><span>12,95 €</span><span>kirjattu 20.11.2026, ei tarkistettu</span></td></tr></table>' +
      '<p>Sivu sisältää mainoslinkkejä. Tekstin hinnat on kirjattu 24.11.2026 tarkistamatta niitä kaupoista.</p>' +
      '<p>Hinta on 24,95 €.</p>';
    expect(priceProblems(page(main), 'sivu', clock)).toEqual({ problems: [], prices: 4 });
  });

  it.each([
    ['a card whose price has no date', card('19,90 €', 'katso hinta kaupasta'), '19,90 €'],
    ['a table without a dated caption or cell', '<table><tr><td><span>24,90 €</span></td></tr></table>', '24,90 €'],
    ['a price in the text without the page’s note', '<p>Hinta on 24,95 €.</p>', '24,95 €'],
  ])('names %s', (_case, main, price) => {
    expect(problemsOf(main)).toEqual([expect.stringContaining(`hinta ${price} ilman päivää`)]);
  });

  it('does not take a date from another card or from the page for a card’s own price', () => {
    const main =
      '<p>Tekstin hinnat on kirjattu 24.11.2026 tarkistamatta niitä kaupoista.</p>' +
      card('9,90 €', 'hinta kirjattu 24.11.2026') +
      card('19,90 €', 'katso hinta kaupasta');
    expect(problemsOf(main)).toEqual([expect.stringContaining('hinta 19,90 € ilman päivää')]);
  });

  it('names a card whose own price lost its note while another shop’s price in it kept one', () => {
    const main =
      '<ul><li><article><h3>Tuote</h3><p><span>19,90 €</span></p><p>Kauppa: Fitnesstukku</p>' +
      '<p>Muut kaupat: <span><a href="#">Bodystore 21,90 €</a> (hinta kirjattu 24.11.2026)</span></p></article></li></ul>';
    expect(problemsOf(main)).toEqual([
      expect.stringContaining('hinta 19,90 € ilman päivää'),
      expect.stringContaining('hinta 21,90 € ilman päivää'),
    ]);
  });

  it('reads no price in the product filter’s range or a conclusion’s price bands', () => {
    const main =
      '<div><label for="r">Enimmäishinta</label><output for="r">100 € tai enemmän</output><input id="r" type="range">' +
      '<div aria-hidden="true"><span>0 €</span><span>100 € tai enemmän</span></div></div>' +
      '<ul><li><p><strong>Alle 30 €:</strong> A ja B.</p></li></ul>';
    expect(priceProblems(page(main), 'sivu', clock)).toEqual({ problems: [], prices: 0 });
  });

  it('refuses a card, cell or caption price older than the limit on the build’s day, and passes one at the limit', () => {
    expect(problemsOf(card('19,90 €', 'hinta kirjattu 29.10.2026'))).toEqual([]);
    expect(problemsOf(card('19,90 €', 'hinta tarkistettu 28.10.2026'))).toEqual([
      'sivu: «hinta tarkistettu 28.10.2026» on 31 päivää vanha (raja 30, päivä 2026-11-28)',
    ]);
  });

  it('passes old prices in the text only when the page says they are old', () => {
    const note = 'Tekstin hinnat on kirjattu 24.11.2026 tarkistamatta niitä kaupoista.';
    const later = { today: '2026-12-30', maxAgeDays: 30 };
    expect(problemsOf(`<p>${note}</p><p>Hinta on 24,95 €.</p>`, later)).toEqual([
      `sivu: «${note}» ei kerro, että hinnat ovat yli 30 päivää vanhoja`,
    ]);
    const warned = `${note} Ne ovat yli 30 päivää vanhoja: katso ajantasainen hinta kaupasta.`;
    expect(problemsOf(`<p>${warned}</p><p>Hinta on 24,95 €.</p>`, later)).toEqual([]);
  });
});

describe('trackingProblems', () => {
  const adtraction = 'https://track.adtraction.com/t/t?a={programme}&as={publisher}&t=2&tk=1&epi={ref}&url={url}';
  const shops: GateShop[] = [
    {
      id: 'bodystore',
      hosts: ['www.bodystore.com'],
      tracking: { network: 'adtraction', template: adtraction, programme: '111', publisher: '999' },
    },
    { id: 'puhti', hosts: ['puhti.fi'] },
  ];
  const networkHosts = ['track.adtraction.com'];
  const link = (href: string) => `<a href="${href.replace(/&/g, '&amp;')}" rel="sponsored noopener">Kauppa</a>`;
  const check = (...hrefs: string[]) => trackingProblems(page(hrefs.map(link).join('')), 'sivu', shops, networkHosts);
  const wrapped = (target: string, programme = '111', publisher = '999', ref = 'paras-kreatiini.kortti') =>
    adtraction
      .replace('{programme}', programme)
      .replace('{publisher}', publisher)
      .replace('{ref}', encodeURIComponent(ref))
      .replace('{url}', encodeURIComponent(target));

  it('passes the network’s tracking link around the shop’s address, and a direct link to a shop without a programme', () => {
    expect(check(wrapped('https://www.bodystore.com/fi/search?q=Kreatiini'), 'https://puhti.fi/?s=Testi')).toEqual({
      problems: [],
      tracked: 1,
    });
  });

  it('names a direct link to a shop whose programme and publisher id are configured', () => {
    expect(check('https://www.bodystore.com/fi/search?q=Kreatiini').problems).toEqual([
      'sivu: bodystore (adtraction) ilman seurantalinkkiä: https://www.bodystore.com/fi/search?q=Kreatiini',
    ]);
  });

  it('names a tracking link around another shop’s address, or with another programme or publisher', () => {
    expect(check(wrapped('https://puhti.fi/?s=Testi')).problems).toEqual([
      expect.stringContaining('bodystore-ohjelman seurantalinkki vie muualle'),
    ]);
    expect(check(wrapped('https://www.bodystore.com/', '111', '123')).problems).toEqual([
      expect.stringContaining('ohjelmaa tai julkaisijaa ei ole määritetty'),
    ]);
  });

  it.each([
    ['an empty click reference', ''],
    ['a reference without its placement', 'paras-kreatiini'],
    ['a reference that is not the site’s', 'Paras Kreatiini.kortti'],
  ])('names a tracking link with %s', (_, ref) => {
    expect(check(wrapped('https://www.bodystore.com/', '111', '999', ref)).problems).toEqual([
      `sivu: bodystore-ohjelman seurantalinkiltä puuttuu sivun ja paikan viite: ${wrapped('https://www.bodystore.com/', '111', '999', ref)}`,
    ]);
  });

  it('reads the click reference wherever the network’s template puts it', () => {
    const tradetracker = 'https://tc.tradetracker.net/?c={programme}&m=12&a={publisher}&r={ref}&u={url}';
    const own: GateShop[] = [{ ...shops[0]!, tracking: { ...shops[0]!.tracking!, template: tradetracker } }];
    const href = 'https://tc.tradetracker.net/?c=111&m=12&a=999&r=tuotteet.kortti&u=https%3A%2F%2Fwww.bodystore.com%2F';
    expect(trackingProblems(page(link(href)), 'sivu', own, ['tc.tradetracker.net'])).toEqual({
      problems: [],
      tracked: 1,
    });
  });
});
