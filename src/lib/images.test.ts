import { describe, expect, it } from 'vitest';
import { categoryImage, categorySlug, isRemoteImage, remoteSrcSet } from './images';

describe('remoteSrcSet', () => {
  it.each([
    [
      'https://cdn.kauppa.fi/kuva.jpg?width=1000',
      'https://cdn.kauppa.fi/kuva.jpg?width=700 700w, https://cdn.kauppa.fi/kuva.jpg?width=1000 1000w, https://cdn.kauppa.fi/kuva.jpg?width=1400 1400w',
    ],
    [
      'https://cdn.kauppa.fi/kuva.webp?w=700&q=80',
      'https://cdn.kauppa.fi/kuva.webp?w=700&q=80 700w, https://cdn.kauppa.fi/kuva.webp?w=1000&q=80 1000w, https://cdn.kauppa.fi/kuva.webp?w=1400&q=80 1400w',
    ],
    ['https://cdn.kauppa.fi/kuva.jpg', undefined],
    ['/images/categories/uni.svg', undefined],
    ['http://cdn.kauppa.fi/kuva.jpg?width=700', undefined],
    ['https://', undefined],
  ])('%s', (src, expected) => {
    expect(remoteSrcSet(src)).toBe(expected);
  });
});

describe('isRemoteImage', () => {
  it.each([
    ['https://cdn.kauppa.fi/kuva.jpg', true],
    ['/images/categories/uni.svg', false],
    ['http://cdn.kauppa.fi/kuva.jpg', false],
    ['/images/https://cdn.kauppa.fi/kuva.jpg', false],
  ])('%s → %s', (src, remote) => {
    expect(isRemoteImage(src)).toBe(remote);
  });
});

describe('categorySlug and categoryImage', () => {
  it.each([
    ["Älyvaa'at", 'alyvaaat'],
    ['Lisäravinteet 50+', 'lisaravinteet-50'],
    ['Luonnonkosmetiikan deodorantit', 'luonnonkosmetiikan-deodorantit'],
    ['Paljasjalkakengät', 'paljasjalkakengat'],
    ['Höyrysaunat', 'hoyrysaunat'],
    ['Åländska tuotteet', 'alandska-tuotteet'],
    ['Uni  ja palautuminen', 'uni-ja-palautuminen'],
    ['Lisäravinteet +', 'lisaravinteet'],
  ])('%s → %s', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
    expect(categoryImage(category)).toBe(`/images/categories/${slug}.svg`);
  });
});
