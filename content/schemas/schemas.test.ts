import { describe, expect, it } from 'vitest';
import { articleBodySchema } from './article';
import { isoDateSchema, priceSchema, ratingSchema, slugSchema } from './common';
import { pageMetaSchema } from './page-meta';
import { reviewSchema } from './review';
import { standaloneComparisonSchema } from './standalone-comparison';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('common field schemas', () => {
  it.each([
    [priceSchema, '24,90 €', true],
    [priceSchema, '1 249,00 €', true],
    [priceSchema, '24.90 €', false],
    [priceSchema, '24,90€', false],
    [priceSchema, '1249,00 €', false],
    [ratingSchema, 4.5, true],
    [ratingSchema, 0, true],
    [ratingSchema, 5, true],
    [ratingSchema, 5.1, false],
    [ratingSchema, -1, false],
    [ratingSchema, 4.55, false],
    [isoDateSchema, '2025-01-07', true],
    [isoDateSchema, '2025-02-30', false],
    [isoDateSchema, '7.1.2025', false],
    [slugSchema, 'paras-kreatiini', true],
    [slugSchema, 'lisäravinne-50-vuotiaille', true],
    [slugSchema, 'Paras-Kreatiini', false],
    [slugSchema, 'paras--kreatiini', false],
  ])('%#: %j is valid: %s', (schema, value, valid) => {
    expect(ok(schema, value)).toBe(valid);
  });
});

const body = (sections: unknown[]) => ({
  id: 'kreatiini',
  updateDate: '2025-03-01',
  content: { introduction: 'Johdanto.\nToinen rivi.', sections, conclusion: 'Loppu.', conclusionTitle: 'Yhteenveto' },
});

describe('article body sections', () => {
  it.each([
    ['plain rich text', { title: 'Teksti', type: 'text', content: '**Lihavoitu** ja rivinvaihto<br>' }, true],
    ['text as a list of strings', { title: '', type: 'text', content: ['Yksi.', 'Kaksi.'] }, true],
    [
      'text with image and product',
      {
        title: 'Tuote',
        type: 'text-with-image',
        content: 'Teksti.',
        imagePath: '/images/categories/kreatiini.svg',
        productIds: ['a'],
      },
      true,
    ],
    ['products with three ids', { title: 'Tuotteet', type: 'products', productIds: ['a', 'b', 'c'] }, true],
    ['products with two ids', { title: 'Tuotteet', type: 'products', productIds: ['a', 'b'] }, false],
    ['products with ten ids', { title: 'Tuotteet', type: 'products', productIds: 'abcdefghij'.split('') }, false],
    ['product images', { title: 'Kuvat', type: 'product-images', productIds: ['a'] }, true],
    ['bullets', { title: 'Mukana vertailussa', type: 'bullets', content: ['• Yksi', 'Kaksi'] }, true],
    ['bullets as one string', { title: 'Lista', type: 'bullets', content: 'Yksi' }, false],
    ['an unknown kind', { title: 'Taulukko', type: 'table', content: 'x' }, false],
    [
      'an http image',
      { title: 'Tuote', type: 'text-with-image', content: 'x', imagePath: 'http://kuva.fi/x.jpg' },
      false,
    ],
  ])('%s: valid %s', (_case, section, valid) => {
    expect(ok(articleBodySchema, body([section]))).toBe(valid);
  });

  it('needs at least one section and an ISO update date', () => {
    expect(ok(articleBodySchema, body([]))).toBe(false);
    expect(
      ok(articleBodySchema, { ...body([{ title: '', type: 'text', content: 'x' }]), updateDate: '1.3.2025' }),
    ).toBe(false);
  });
});

const review = {
  id: 'oura-sormus',
  title: 'Oura-sormus – arvostelu',
  rating: 4.5,
  description: 'Arvostelussa unen ja palautumisen seurantaan tehty sormus.',
  productId: 'oura-ring-4',
  routePath: '/tuotearvostelut/oura-sormus',
  imageSrc: '/images/articles/oura-sormus.svg',
  imageAlt: 'Oura-sormus',
  updateDate: '2025-06-07',
  highlights: [
    { text: 'Huomaamaton', type: 'positive' },
    { text: 'Jäsenyysmaksu', type: 'negative' },
    { text: 'Titaaninen runko', type: 'neutral' },
  ],
  content: {
    overview: 'Yleiskatsaus.',
    sections: [
      { title: 'Käyttö', content: 'Teksti.' },
      { title: 'Plussat', content: ['Yksi', 'Kaksi'] },
    ],
    verdict: { recommend: ['haluat seurata unta'], consider: ['et halua kuukausimaksua'] },
  },
};

describe('review', () => {
  it.each([
    ['the example', review, true],
    [
      'an introduction instead of an overview',
      { ...review, content: { ...review.content, overview: undefined, introduction: 'Johdanto.' } },
      true,
    ],
    ['neither overview nor introduction', { ...review, content: { ...review.content, overview: undefined } }, false],
    ['a rating out of range', { ...review, rating: 6 }, false],
    [
      'an unknown highlight type',
      { ...review, highlights: [...review.highlights, { text: 'x y', type: 'good' }] },
      false,
    ],
    [
      'an empty verdict list',
      { ...review, content: { ...review.content, verdict: { recommend: [], consider: ['x y z'] } } },
      false,
    ],
  ])('%s: valid %s', (_case, value, valid) => {
    expect(ok(reviewSchema, value)).toBe(valid);
  });
});

const standalone = (content: unknown[]) => ({
  id: 'aktiivisuusrannekkeet',
  title: 'Parhaat aktiivisuusrannekkeet 2025',
  description: 'Viisi aktiivisuusranneketta vertailussa: hyvät ja huonot puolet sekä kenelle kukin sopii parhaiten.',
  content: { introduction: 'Johdanto.', sections: [{ title: 'Rannekkeet', content }], conclusion: 'Loppu.' },
  meta: { updateDate: '2024-03-20' },
});

describe('standalone comparison page', () => {
  it.each([
    [
      'devices with pros and cons',
      [
        {
          name: 'Fitbit Charge 6',
          description: 'Monipuolinen ranneke päivittäiseen käyttöön.',
          pros: ['Kevyt'],
          cons: ['Tilaus'],
        },
      ],
      true,
    ],
    ['apps with feature lists', [{ subtitle: 'Yazio', features: ['Viivakoodinlukija'] }], true],
    [
      'a device without cons',
      [
        {
          name: 'Fitbit Charge 6',
          description: 'Monipuolinen ranneke päivittäiseen käyttöön.',
          pros: ['Kevyt'],
          cons: [],
        },
      ],
      false,
    ],
    ['an app without features', [{ subtitle: 'Yazio', features: [] }], false],
  ])('%s: valid %s', (_case, content, valid) => {
    expect(ok(standaloneComparisonSchema, standalone(content))).toBe(valid);
  });
});

describe('page meta', () => {
  it.each([
    [
      { title: 'Vertailut', description: 'Kaikki hyvinvointituotteiden ja -palveluiden vertailumme yhdessä paikassa.' },
      true,
    ],
    [{ title: 'Vertailut', description: 'Liian lyhyt.' }, false],
    [{ title: '', description: 'Kaikki hyvinvointituotteiden ja -palveluiden vertailumme yhdessä paikassa.' }, false],
  ])('%j: valid %s', (value, valid) => {
    expect(ok(pageMetaSchema, value)).toBe(valid);
  });
});
