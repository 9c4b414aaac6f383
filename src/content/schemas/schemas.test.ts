import { describe, expect, it } from 'vitest';
import { articleFrontmatterSchema } from './article';
import { isoDateSchema, priceSchema, ratingSchema, slugSchema } from './common';
import { pageMetaSchema } from './page-meta';
import { reviewFrontmatterSchema } from './review';
import { standaloneFrontmatterSchema } from './standalone-comparison';

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

const article = {
  title: 'Paras kreatiini 2025 – vertailu',
  route: '/paras-kreatiini',
  category: 'Vertailut',
  hub: 'lisaravinteet',
  description: 'Kreatiinimonohydraatit vertailussa: puhtaus, annos, hinta annosta kohden ja saatavuus Suomessa.',
  image: '/images/articles/kreatiini.svg',
  highlights: ['3–5 g päivässä'],
  publishDate: '2025-02-01',
  updateDate: '2025-03-01',
  products: { 'puhdistamo-kreatiini': { bestFor: 'haluat kotimaisen jauheen edullisesti' } },
};

describe('article frontmatter', () => {
  it.each([
    ['the example', article, true],
    [
      'without optional fields',
      { ...article, highlights: undefined, publishDate: undefined, products: undefined },
      true,
    ],
    ['an end grid of known subjects', { ...article, endGrid: ['kreatiini', 'proteiinijauheet'] }, true],
    ['an end grid of an unknown subject', { ...article, endGrid: ['kenkälusikat'] }, false],
    ['a misspelt field', { ...article, updatedDate: '2025-03-01' }, false],
    ['a route with a trailing slash', { ...article, route: '/paras-kreatiini/' }, false],
    ['an unknown field of a product', { ...article, products: { 'puhdistamo-kreatiini': { paras: 'x' } } }, false],
    ['a product id with capitals', { ...article, products: { 'Puhdistamo-Kreatiini': {} } }, false],
    ['a category outside the list', { ...article, category: 'Ruoka' }, false],
    ['a date written the Finnish way', { ...article, updateDate: '1.3.2025' }, false],
    ['an http image', { ...article, image: 'http://kuva.fi/x.jpg' }, false],
    ['a description too short for a card', { ...article, description: 'Lyhyt.' }, false],
    [
      'a recommendation table with one row',
      { ...article, recommendationTable: { title: 'Suositukset', rows: [{ goal: 'Raskaus', product: 'a' }] } },
      false,
    ],
  ])('%s: valid %s', (_case, value, valid) => {
    expect(ok(articleFrontmatterSchema, value)).toBe(valid);
  });
});

const review = {
  title: 'Oura-sormus – arvostelu',
  route: '/tuotearvostelut/oura-sormus',
  label: 'Oura-sormus',
  basis: { used: false },
  sources: [{ title: 'Oura: tukisivu', url: 'https://support.ouraring.com/hc/fi', read: '2026-11-27' }],
  description: 'Arvostelussa unen ja palautumisen seurantaan tehty sormus.',
  product: 'oura-ring-4',
  image: '/images/articles/oura-sormus.svg',
  imageAlt: 'Oura-sormus',
  hub: 'uni',
  updateDate: '2025-06-07',
  card: {
    description: 'Arvostelussa Oura-sormus: mitä se mittaa, miten sovellus toimii ja mitä se maksaa kuukaudessa.',
  },
  highlights: [
    { text: 'Huomaamaton', type: 'positive' },
    { text: 'Jäsenyysmaksu', type: 'negative' },
    { text: 'Titaaninen runko', type: 'neutral' },
  ],
  verdict: { recommend: ['haluat seurata unta'], consider: ['et halua kuukausimaksua'] },
};

describe('review frontmatter', () => {
  it.each([
    ['the example', review, true],
    // The rating is the catalogue product's (one home): a review that types its own is refused.
    ['a rating of its own', { ...review, rating: 4.5 }, false],
    [
      'an unknown highlight type',
      { ...review, highlights: [...review.highlights, { text: 'x y', type: 'good' }] },
      false,
    ],
    ['an empty verdict list', { ...review, verdict: { recommend: [], consider: ['x y z'] } }, false],
    ['no card', { ...review, card: undefined }, false],
    ['no basis: a rating must say what it rests on', { ...review, basis: undefined }, false],
    ['used, with how long', { ...review, basis: { used: true, period: 'kolme viikkoa nukkuessa' } }, true],
    ['used, without saying how long', { ...review, basis: { used: true } }, false],
    ['no sources', { ...review, sources: [] }, false],
  ])('%s: valid %s', (_case, value, valid) => {
    expect(ok(reviewFrontmatterSchema, value)).toBe(valid);
  });
});

const standalone = (group: unknown) => ({
  title: 'Parhaat aktiivisuusrannekkeet – 5 laitetta vertailussa',
  route: '/paras-aktiivisuusrannekkeet',
  category: 'Terveysteknologia',
  hub: 'terveysteknologia',
  description: 'Viisi aktiivisuusranneketta vertailussa: hyvät ja huonot puolet sekä kenelle kukin sopii parhaiten.',
  image: '/images/articles/aktiivisuusrannekkeet.svg',
  updateDate: '2024-03-20',
  groups: [group],
});
const device = {
  product: 'fitbit-charge-6',
  description: 'Monipuolinen ranneke päivittäiseen käyttöön.',
  pros: ['Kevyt'],
  cons: ['Tilaus'],
};

describe('standalone comparison frontmatter', () => {
  it.each([
    ['devices with pros and cons', { title: 'Rannekkeet', devices: [device] }, true],
    [
      'a device named but not in the catalogue',
      { title: 'Rannekkeet', devices: [{ ...device, product: undefined, name: 'Polar Loop' }] },
      true,
    ],
    [
      'apps with feature lists',
      { title: 'Sovellukset', apps: [{ name: 'Yazio', features: ['Viivakoodinlukija'] }] },
      true,
    ],
    ['a device without cons', { title: 'Rannekkeet', devices: [{ ...device, cons: [] }] }, false],
    ['an app without features', { title: 'Sovellukset', apps: [{ name: 'Yazio', features: [] }] }, false],
    ['a group of neither', { title: 'Muut', content: [] }, false],
  ])('%s: valid %s', (_case, group, valid) => {
    expect(ok(standaloneFrontmatterSchema, standalone(group))).toBe(valid);
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
