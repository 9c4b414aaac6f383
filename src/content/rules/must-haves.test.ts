import { describe, expect, it } from 'vitest';
import {
  lightStanding,
  limitStanding,
  pickMustHaveProblem,
  ratingOrderProblems,
  soldStanding,
  unmet,
  validationStanding,
  type Standing,
  type StandingProduct,
} from './must-haves';

const meets: Standing = { status: 'meets' };
const unknown: Standing = { status: 'unknown', why: 'validointitietoa ei ole tuoteluettelossa (validation)' };
const product = (id: string, rating: number | undefined, validated: Standing): StandingProduct => ({
  id,
  title: id,
  rating,
  standings: { validated, 'sold-in-finland': meets },
});

describe('standings: where a product stands, from the catalogue, and why', () => {
  const limit = { products: 'kasvotuotteet', subjects: ['retinoli'], maxPercent: 0.3, from: '2025-11-01' };
  it.each<[string, Standing, Standing]>([
    ['a passed study meets', validationStanding({ passed: true, protocol: 'ISO 81060-2:2018' }), meets],
    [
      'a failed study fails',
      validationStanding({ passed: false, protocol: 'ESH-IP 2010' }),
      { status: 'fails', why: 'ei läpäissyt validointia (ESH-IP 2010)' },
    ],
    ['no study found is unknown', validationStanding(undefined), unknown],
    [
      'over a limit in force fails',
      limitStanding({ status: 'exceeds', sheet: 'retinoli', percent: 1.5, limit }),
      { status: 'fails', why: 'pitoisuus 1,5 % ylittää rajan' },
    ],
    [
      'a concentration not stated is unknown',
      limitStanding({ status: 'unknown', sheet: 'retinoli', limit }),
      { status: 'unknown', why: 'pitoisuutta ei ole tuoteluettelossa (facts.concentrations, tietosivu retinoli)' },
    ],
    ['no limit that applies meets', limitStanding({ status: 'none' }), meets],
    ['an LED device meets', lightStanding('led'), meets],
    [
      'a heat lamp fails',
      lightStanding('infrared-heat-lamp'),
      { status: 'fails', why: 'infrapunalämpölamppu, ei LED-valolaite' },
    ],
    [
      'a light source not recorded is unknown',
      lightStanding(undefined),
      { status: 'unknown', why: 'valonlähdettä ei ole tuoteluettelossa (lightSource)' },
    ],
    ['a shop with a price meets', soldStanding([{ price: '59,90 €' }]), meets],
    ['a shop with a product page meets', soldStanding([{ url: 'https://www.verkkokauppa.com/fi/product/1' }]), meets],
    ['one shop of several with a price meets', soldStanding([{}, { price: '59,90 €' }]), meets],
    [
      'only search links is unknown',
      soldStanding([{}, {}]),
      { status: 'unknown', why: 'yhdelläkään kaupalla ei ole hintaa eikä tuotesivua' },
    ],
  ])('%s', (_case, standing, expected) => {
    expect(standing).toEqual(expected);
  });
});

describe('unmet: the first must-have a product does not meet', () => {
  const monitor: StandingProduct = { id: 'x', title: 'x', standings: { validated: meets } };
  it.each<[string, Parameters<typeof unmet>[1], ReturnType<typeof unmet>]>([
    ['all met', ['validated'], undefined],
    [
      'none recorded is unknown',
      ['validated', 'led-light'],
      { key: 'led-light', status: 'unknown', why: 'tietoa ei ole' },
    ],
  ])('%s', (_case, required, expected) => {
    expect(unmet(monitor, required)).toEqual(expected);
  });
});

describe('pickMustHaveProblem: a product that fails a must-have, or whose standing is unknown, holds no pick', () => {
  it.each<[string, StandingProduct, readonly ('validated' | 'sold-in-finland')[], string | undefined]>([
    ['a validated monitor may be a pick', product('omron', 4.6, meets), ['validated'], undefined],
    [
      'a monitor whose validation is unknown may not',
      product('beurer', 4, unknown),
      ['validated'],
      '"Edullisin" on beurer, mutta ehdon täyttymistä ei tiedetä "validoitu" (validointitietoa ei ole tuoteluettelossa (validation)): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta',
    ],
    [
      'a monitor that failed may not',
      product('x', 4, validationStanding({ passed: false, protocol: 'ESH-IP 2010' })),
      ['validated'],
      '"Edullisin" on x, mutta ei täytä ehtoa "validoitu" (ei läpäissyt validointia (ESH-IP 2010)): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta',
    ],
    ['a page that states no must-have checks none', product('beurer', 4, unknown), [], undefined],
    [
      'a must-have with no standing recorded is unknown',
      { id: 'x', title: 'x', rating: 4, standings: { validated: meets } },
      ['validated', 'sold-in-finland'],
      '"Edullisin" on x, mutta ehdon täyttymistä ei tiedetä "myynnissä suomessa" (tietoa ei ole): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta',
    ],
  ])('%s', (_case, pick, required, message) => {
    expect(pickMustHaveProblem('Edullisin', pick, required)).toBe(message);
  });
});

describe('ratingOrderProblems: a product short of a must-have is not rated above one that meets them', () => {
  // Each message as "refused > the compliant products it is rated above".
  const summary = (message: string) => message.replace(/^(\S+) .*täyttävän: (.*); laske .*$/u, '$1 > $2');
  it.each<[string, StandingProduct[], string[]]>([
    ['below every compliant product is fine', [product('a', 4.6, meets), product('b', 4, unknown)], []],
    ['level with the lowest compliant one is fine', [product('a', 4.2, meets), product('b', 4.2, unknown)], []],
    ['above a compliant one is refused', [product('a', 4.2, meets), product('b', 4.5, unknown)], ['b > a 4,2']],
    ['with no compliant product there is nothing to rank against', [product('b', 4.5, unknown)], []],
    [
      'above one of two compliant ones, it names that one',
      [product('a', 4.2, meets), product('c', 4.8, meets), product('b', 4.5, unknown)],
      ['b > a 4,2'],
    ],
    [
      'a compliant one rated the same is not below it',
      [product('a', 4.2, meets), product('c', 4.5, meets), product('b', 4.5, unknown)],
      ['b > a 4,2'],
    ],
    [
      'above two compliant ones, it names both',
      [product('a', 4.2, meets), product('d', 4, meets), product('b', 4.5, unknown)],
      ['b > a 4,2, d 4'],
    ],
    [
      'a product short of a must-have is not one to rank against',
      [product('a', 4.2, meets), product('b', 4.5, unknown), product('c', 4, unknown)],
      ['b > a 4,2'],
    ],
    ['a product without a rating is not ranked', [product('a', 4.2, meets), product('b', undefined, unknown)], []],
    [
      'a compliant product without a rating sets no floor',
      [product('a', undefined, meets), product('b', 4.5, unknown)],
      [],
    ],
  ])('%s', (_case, products, refused) => {
    expect(ratingOrderProblems(products, ['validated']).map(summary)).toEqual(refused);
  });

  it('a page that states no must-have ranks nothing', () => {
    expect(ratingOrderProblems([product('a', 4.2, meets), product('b', 4.5, unknown)], [])).toEqual([]);
  });

  it('names the product, its rating, the must-have and those rated lower', () => {
    expect(
      ratingOrderProblems([product('Withings', 4.2, meets), product('Omron M3', 4.5, unknown)], ['validated']),
    ).toEqual([
      'Omron M3 (4,5) ei täytä ehtoa "validoitu" (validointitietoa ei ole tuoteluettelossa (validation)), mutta sen arvosana on korkeampi kuin ehdot täyttävän: Withings 4,2; laske arvosanaa tai täydennä tieto lähteineen',
    ]);
  });
});
