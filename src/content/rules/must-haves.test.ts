import { describe, expect, it } from 'vitest';
import {
  lightStanding,
  limitStanding,
  pickMustHaveProblem,
  ratingOrderProblems,
  soldStanding,
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

describe('standings: where a product stands, from the catalogue', () => {
  it.each<[string, Standing, Standing['status']]>([
    ['a passed study meets', validationStanding({ passed: true, protocol: 'ISO 81060-2:2018' }), 'meets'],
    ['a failed study fails', validationStanding({ passed: false, protocol: 'ESH-IP 2010' }), 'fails'],
    ['no study found is unknown', validationStanding(undefined), 'unknown'],
    [
      'over a limit in force fails',
      limitStanding({
        status: 'exceeds',
        sheet: 'retinoli',
        percent: 1,
        limit: { products: 'kasvotuotteet', subjects: ['retinoli'], maxPercent: 0.3, from: '2025-11-01' },
      }),
      'fails',
    ],
    [
      'a concentration not stated is unknown',
      limitStanding({
        status: 'unknown',
        sheet: 'retinoli',
        limit: { products: 'kasvotuotteet', subjects: ['retinoli'], maxPercent: 0.3, from: '2025-11-01' },
      }),
      'unknown',
    ],
    ['no limit that applies meets', limitStanding({ status: 'none' }), 'meets'],
    ['an LED device meets', lightStanding('led'), 'meets'],
    ['a heat lamp fails', lightStanding('infrared-heat-lamp'), 'fails'],
    ['a light source not recorded is unknown', lightStanding(undefined), 'unknown'],
    ['a shop with a price meets', soldStanding([{ price: '59,90 €' }]), 'meets'],
    ['a shop with a product page meets', soldStanding([{ url: 'https://www.verkkokauppa.com/fi/product/1' }]), 'meets'],
    ['only search links is unknown', soldStanding([{}, {}]), 'unknown'],
  ])('%s', (_case, standing, status) => {
    expect(standing.status).toBe(status);
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
  ])('%s', (_case, pick, required, message) => {
    expect(pickMustHaveProblem('Edullisin', pick, required)).toBe(message);
  });
});

describe('ratingOrderProblems: a product short of a must-have is not rated above one that meets them', () => {
  it.each<[string, StandingProduct[], string[]]>([
    ['below every compliant product is fine', [product('a', 4.6, meets), product('b', 4, unknown)], []],
    ['level with the lowest compliant one is fine', [product('a', 4.2, meets), product('b', 4.2, unknown)], []],
    ['above a compliant one is refused', [product('a', 4.2, meets), product('b', 4.5, unknown)], ['b']],
    ['with no compliant product there is nothing to rank against', [product('b', 4.5, unknown)], []],
  ])('%s', (_case, products, refused) => {
    expect(ratingOrderProblems(products, ['validated']).map((message) => message.split(' ')[0])).toEqual(refused);
  });

  it('names the product, its rating, the must-have and those rated lower', () => {
    expect(
      ratingOrderProblems([product('Withings', 4.2, meets), product('Omron M3', 4.5, unknown)], ['validated']),
    ).toEqual([
      'Omron M3 (4,5) ei täytä ehtoa "validoitu" (validointitietoa ei ole tuoteluettelossa (validation)), mutta sen arvosana on korkeampi kuin ehdot täyttävän: Withings 4,2; laske arvosanaa tai täydennä tieto lähteineen',
    ]);
  });
});
