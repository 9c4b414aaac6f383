import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testOffers } from '../../../scripts/lib/test-world.mjs';
import { formatProblem } from '../problems';
import type { Product } from '../schemas/product';
import { inOfferWorld, offerWorld, readOfferWorld } from './offer-world.server';
import { catalogueFiles, productsOf } from './products.server';
import { shops } from './shops.server';

const product = (id: string, offers: Product['offers']): Product =>
  ({
    id,
    title: id,
    brand: 'B',
    category: 'Kreatiini',
    subjects: ['kreatiini'],
    description: ['d'],
    offers,
  }) as Product;

describe('readOfferWorld', () => {
  it('reads each product’s offers', () => {
    const { world, problems } = readOfferWorld(
      'w.yaml',
      'a:\n  - store: kauppa\n    price: 9,90 €\n    checkedAt: 2026-11-20\n    availability: out_of_stock\nb: []\n',
    );
    expect(problems).toEqual([]);
    expect([...world!]).toEqual([
      ['a', [{ store: 'kauppa', price: '9,90 €', checkedAt: '2026-11-20', availability: 'out_of_stock' }]],
      ['b', []],
    ]);
  });

  it('an empty file is an empty world', () => {
    expect([...readOfferWorld('w.yaml', '# vain kommentti\n').world!]).toEqual([]);
  });

  it.each([
    [
      'a price in another form',
      'a:\n  - store: kauppa\n    price: 9.90\n    enteredAt: 2026-11-20\n',
      /^w\.yaml:3 › a › offers\.0\.price: /,
    ],
    [
      'a price without its day',
      'a:\n  - store: kauppa\n    price: 9,90 €\n',
      /^w\.yaml:3 › a › offers\.0\.price: hinnalla ei ole päivää/,
    ],
    [
      'a field offers do not have',
      'a:\n  - store: kauppa\n    hinta: 1\n',
      /^w\.yaml:3 › a › offers\.0\.hinta: tuntematon kenttä hinta/,
    ],
    [
      'a list instead of products',
      '- a\n',
      /^w\.yaml:1 › \(tiedosto\) › \(tiedosto\): tuotteiden tarjoukset tunnuksittain$/,
    ],
    ['offers that are not a list', 'a: kauppa\n', /^w\.yaml:1 › a › offers: /],
    ['YAML that does not parse', 'a: [\n', /^w\.yaml:\d+ › /],
  ])('refuses %s, naming file, line, product and field', (_, source, message) => {
    const { world, problems } = readOfferWorld('w.yaml', source);
    expect(world).toBeUndefined();
    expect(problems.map(formatProblem).join('\n')).toMatch(message);
  });
});

describe('inOfferWorld', () => {
  it('gives a product the world’s offers and leaves a product the world does not hold as it is', () => {
    const live = [
      product('a', [{ store: 'kauppa', price: '12,90 €', checkedAt: '2026-12-01', availability: 'out_of_stock' }]),
      product('new', [{ store: 'kauppa', price: '5,00 €', enteredAt: '2026-12-01' }]),
    ];
    const world = new Map([
      ['a', [{ store: 'kauppa', price: '9,90 €', enteredAt: '2026-11-24' }]],
      ['gone', []],
    ]);
    expect(inOfferWorld(live, world).map((item) => [item.id, item.offers])).toEqual([
      ['a', [{ store: 'kauppa', price: '9,90 €', enteredAt: '2026-11-24' }]],
      ['new', [{ store: 'kauppa', price: '5,00 €', enteredAt: '2026-12-01' }]],
    ]);
    // The catalogue's own products are not changed in place.
    expect(live[0]!.offers[0]!.price).toBe('12,90 €');
  });
});

describe('offerWorld: SITE_OFFERS', () => {
  it('none when it is unset or blank', () => {
    expect(offerWorld({})).toBeUndefined();
    expect(offerWorld({ SITE_OFFERS: ' ' })).toBeUndefined();
  });

  it('stops on a file that is not there', () => {
    expect(() => offerWorld({ SITE_OFFERS: 'e2e/world/ei-ole.yaml' })).toThrow(
      'SITE_OFFERS=e2e/world/ei-ole.yaml: tiedostoa ei ole',
    );
  });

  it('reads the suite’s world', () => {
    expect(offerWorld({ SITE_OFFERS: testOffers })?.get('star-nutrition-creatine-monohydrate')).toEqual(
      readOfferWorld(testOffers, readFileSync(testOffers, 'utf8')).world!.get('star-nutrition-creatine-monohydrate'),
    );
  });
});

describe('the suite’s world', () => {
  it('holds every product of the catalogue and no other (npm run offers:world adds and removes them)', () => {
    const world = offerWorld({ SITE_OFFERS: testOffers })!;
    const ids = productsOf(catalogueFiles()).map((item) => item.id);
    expect([...world.keys()].sort()).toEqual([...ids].sort());
  });

  it('names only shops content/shops.yaml has, each once a product', () => {
    const known = new Set(shops().map((shop) => shop.id));
    for (const [id, offers] of offerWorld({ SITE_OFFERS: testOffers })!) {
      const stores = offers.map((offer) => offer.store);
      expect(
        stores.filter((store) => !known.has(store)),
        id,
      ).toEqual([]);
      expect(new Set(stores).size, id).toBe(stores.length);
    }
  });
});
