import { describe, expect, it } from 'vitest';
import { offerPageMismatches, wordsOf, type PageOffer, type PageProduct } from './offer-pages';

const star: PageProduct = {
  id: 'star-nutrition-creatine-monohydrate',
  title: 'Star Nutrition Creatine Monohydrate',
  brand: 'Star Nutrition',
};
const now: PageProduct = {
  id: 'now-foods-creatine-monohydrate',
  title: 'NOW Foods Creatine Monohydrate',
  brand: 'NOW Foods',
};
const electrolytes: PageProduct = {
  id: 'puhdistamo-elektrolyyttijauhe',
  title: 'Puhdistamo Elektrolyyttijauhe',
  brand: 'Puhdistamo',
};
const daily: PageProduct = {
  id: 'puhdistamo-daily-elektrolyyttijauhe',
  title: 'Puhdistamo Daily Elektrolyyttijauhe',
  brand: 'Puhdistamo',
  gtin: '6430057780011',
};
const magnesium: PageProduct = { id: 'moller-magnesium', title: 'Möller’s Magnesium', brand: 'Möller’s' };
const lemon: PageProduct = {
  id: 'puhdistamo-elektrolyyttijauhe-sitruuna',
  title: 'Puhdistamo Elektrolyyttijauhe Sitruuna',
  brand: 'Puhdistamo',
};
const codLiverOil: PageProduct = {
  id: 'moller-kalanmaksaoljy',
  title: 'Möller’s Kalanmaksaöljy',
  brand: 'Möller’s',
};
const creatine: PageProduct = { id: 'puhdistamo-creatine', title: 'Puhdistamo Creatine', brand: 'Puhdistamo' };
const products = [star, now, electrolytes, daily, magnesium, lemon, codLiverOil, creatine];

const offer = (product: PageProduct, url: string, shopProductId?: string): PageOffer => ({
  product,
  store: 'kauppa',
  url,
  index: 0,
  ...(shopProductId ? { shopProductId } : {}),
});
const pages = {
  star: 'https://www.fitnesstukku.fi/star-nutrition-creatine-monohydrate-500-g/1234.html',
  now: 'https://www.fitnesstukku.fi/now-foods-creatine-monohydrate-227-g/5678.html',
  electrolytes: 'https://puhdistamo.fi/products/elektrolyyttijauhe',
  daily: 'https://puhdistamo.fi/products/puhdistamo-daily-elektrolyyttijauhe',
};

describe('wordsOf', () => {
  it.each([
    ['Möller’s Magnesium', ['moller', 's', 'magnesium']],
    ['/tuote/SÄRKYLÄÄKE-500mg?v=1', ['tuote', 'sarkylaake', '500mg', 'v', '1']],
  ])('%s', (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });
});

describe('offerPageMismatches: a product page belongs to its product', () => {
  it.each<[string, PageOffer[], string[]]>([
    ['each product with its own page', [offer(star, pages.star), offer(now, pages.now)], []],
    [
      'two products’ links swapped: both refused',
      [offer(star, pages.now), offer(now, pages.star)],
      [
        'now-foods-creatine-monohydrate: osoite näyttää olevan tuotteen Star Nutrition Creatine Monohydrate sivu',
        'star-nutrition-creatine-monohydrate: osoite näyttää olevan tuotteen NOW Foods Creatine Monohydrate sivu',
      ].reverse(),
    ],
    [
      'the same brand, the longer name’s page under the shorter name',
      [offer(electrolytes, pages.daily), offer(daily, pages.electrolytes)],
      [
        'puhdistamo-elektrolyyttijauhe: osoite näyttää olevan tuotteen Puhdistamo Daily Elektrolyyttijauhe sivu',
        'puhdistamo-daily-elektrolyyttijauhe: osoite näyttää olevan tuotteen Puhdistamo Elektrolyyttijauhe sivu',
      ],
    ],
    [
      'a page that names only the brand',
      [offer(daily, 'https://puhdistamo.fi/collections/puhdistamo')],
      ['puhdistamo-daily-elektrolyyttijauhe: osoite ei nimeä tuotetta Puhdistamo Daily Elektrolyyttijauhe'],
    ],
    [
      'an opaque address with the shop’s id for the product',
      [offer(daily, 'https://kauppa.fi/p/ab-991', 'AB-991')],
      [],
    ],
    ['an opaque address with the GTIN', [offer(daily, 'https://kauppa.fi/tuote/6430057780011')], []],
    [
      'an opaque address with another product’s id',
      [offer(daily, 'https://kauppa.fi/p/ab-992', 'AB-991')],
      ['puhdistamo-daily-elektrolyyttijauhe: osoite ei nimeä tuotetta'],
    ],
    ['accents and encoded letters', [offer(magnesium, 'https://www.apteekki.fi/m%C3%B6ller-s-magnesium')], []],
    [
      'a name word with a letter the address encodes',
      [offer(codLiverOil, 'https://www.apteekki.fi/kalanmaksa%C3%B6ljy-250-ml')],
      [],
    ],
    [
      'a stray % in the address is read as written',
      [offer(magnesium, 'https://www.apteekki.fi/magnesium-100%-puhdas')],
      [],
    ],
    [
      'an address with no word and a shop id with no word',
      [offer(daily, 'https://kauppa.fi/', '-')],
      ['puhdistamo-daily-elektrolyyttijauhe: osoite ei nimeä tuotetta'],
    ],
    ['a shorter name’s own page, which a longer name fits in part', [offer(electrolytes, pages.electrolytes)], []],
    [
      'another product with as many words and the same share does not fit better',
      [offer(star, 'https://kauppa.fi/creatine-monohydrate-500-g')],
      [],
    ],
    [
      'another product with fewer words does not fit better, even with a larger share',
      [offer(star, 'https://kauppa.fi/star-nutrition-creatine-300-g')],
      [],
    ],
    [
      'the share counts the words beyond the brand: all of a short name beats half of a longer one',
      [offer(lemon, 'https://kauppa.fi/magnesium-sitruuna')],
      ['puhdistamo-elektrolyyttijauhe-sitruuna: osoite näyttää olevan tuotteen Möller’s Magnesium sivu'],
    ],
  ])('%s', (_case, offers, expected) => {
    const found = offerPageMismatches(offers, products).map(
      (mismatch) => `${mismatch.offer.product.id}: ${mismatch.message}`,
    );
    expect(found).toHaveLength(expected.length);
    expected.forEach((start, index) => expect(found[index]).toContain(start));
  });

  it('never takes a catalogue entry with the offer’s own product id for another product', () => {
    const duplicate = { ...daily, id: lemon.id };
    expect(offerPageMismatches([offer(lemon, pages.daily)], [duplicate])).toEqual([]);
  });
});
