import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, headTags, reviewData, websiteData, type HeadInput } from './head';
import { shareImageFor } from './share-images';

const site = { name: 'Hyvinvointivertailu', origin: 'https://example.fi' };
const base: HeadInput = {
  title: 'Paras magnesium',
  description: 'Vertailimme magnesiumvalmisteita.',
  canonicalPath: '/paras-magnesium',
  image: shareImageFor('lisaravinteet'),
};

const find = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://example.fi/'],
    ['/melatoniini', 'https://example.fi/melatoniini'],
    ['/paras-lisäravinne-50-vuotiaille', 'https://example.fi/paras-lis%C3%A4ravinne-50-vuotiaille'],
    ['/haku?q=a b', 'https://example.fi/haku?q=a%20b'],
  ])('%s → %s', (path, url) => {
    expect(absoluteUrl(site.origin, path)).toBe(url);
  });
});

describe('headTags', () => {
  it('titles the page "{title} | {site}" and describes it', () => {
    const tags = headTags(site, base);
    expect(tags[0]).toEqual({ title: 'Paras magnesium | Hyvinvointivertailu' });
    expect(find(tags, 'name', 'description')?.content).toBe(base.description);
  });

  it.each([
    ['canonical link', 'rel', 'canonical', 'href', 'https://example.fi/paras-magnesium'],
    ['og:url', 'property', 'og:url', 'content', 'https://example.fi/paras-magnesium'],
    ['og:locale', 'property', 'og:locale', 'content', 'fi_FI'],
    ['og:type', 'property', 'og:type', 'content', 'website'],
    ['og:image', 'property', 'og:image', 'content', 'https://example.fi/images/og/lisaravinteet.png'],
    ['og:image:width', 'property', 'og:image:width', 'content', '1200'],
    ['twitter:card', 'name', 'twitter:card', 'content', 'summary_large_image'],
    ['twitter:image', 'name', 'twitter:image', 'content', 'https://example.fi/images/og/lisaravinteet.png'],
  ])('writes the %s', (_, key, value, field, expected) => {
    expect(find(headTags(site, base), key, value)?.[field]).toBe(expected);
  });

  it('marks noindex pages and leaves out the canonical of pages without an address', () => {
    const tags = headTags(site, { ...base, canonicalPath: undefined, noindex: true });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
    expect(find(tags, 'rel', 'canonical')).toBeUndefined();
    expect(find(tags, 'property', 'og:url')).toBeUndefined();
  });

  it('gives articles their type and modification time, and writes each JSON-LD object as its own script', () => {
    const tags = headTags(site, { ...base, type: 'article', modified: '2025-05-01', jsonLd: [{ a: 1 }, { b: 2 }] });
    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
    expect(find(tags, 'property', 'article:modified_time')?.content).toBe('2025-05-01');
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toEqual([
      { 'script:ld+json': { a: 1 } },
      { 'script:ld+json': { b: 2 } },
    ]);
  });
});

describe('structured data', () => {
  it('numbers breadcrumb steps from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(site.origin, [
        { label: 'Etusivu', path: '/' },
        { label: 'Vertailut', path: '/vertailut' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Etusivu', item: 'https://example.fi/' },
      { '@type': 'ListItem', position: 2, name: 'Vertailut', item: 'https://example.fi/vertailut' },
    ]);
  });

  it('rates a review out of 5 and names the reviewed product', () => {
    const data = reviewData({
      name: 'Oura-sormus – arvostelu',
      description: 'x',
      url: 'https://example.fi/tuotearvostelut/oura-sormus',
      rating: 4.6,
      dateModified: '2025-06-07',
      product: { name: 'Oura Ring 4' },
      author: 'Toimitus',
      publisher: { name: 'H', url: 'https://example.fi/', logo: 'https://example.fi/logo.png' },
    });
    expect(data.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 4.6, bestRating: 5, worstRating: 1 });
    expect(data.itemReviewed).toEqual({ '@type': 'Product', name: 'Oura Ring 4' });
  });

  it('points the site search action at /haku?q=', () => {
    const data = websiteData({ name: 'H', url: 'https://example.fi/', description: 'd', searchPath: 'haku' });
    expect(data.potentialAction.target.urlTemplate).toBe('https://example.fi/haku?q={search_term_string}');
  });
});

describe('shareImageFor', () => {
  it.each([
    ['uni', '/images/og/uni.png'],
    ['kauneus', '/images/og/kauneus.png'],
    [undefined, '/images/og/sivusto.png'],
    ['tuntematon', '/images/og/sivusto.png'],
  ])('%s → %s', (hub, path) => {
    expect(shareImageFor(hub).path).toBe(path);
  });
});
