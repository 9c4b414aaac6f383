import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  articleData,
  breadcrumbList,
  headTags,
  organizationData,
  reviewData,
  websiteData,
  type HeadInput,
} from './head';
import { publisherLogoPath, shareImageFor, shareImageHubs } from './share-images';

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

  const ogImage = 'https://example.fi/images/og/lisaravinteet.png';
  const imageAlt = 'Hyvinvointivertailu: Lisäravinteet';
  const tagsBefore = (...middle: object[]) => [
    { title: 'Paras magnesium | Hyvinvointivertailu' },
    { name: 'description', content: 'Vertailimme magnesiumvalmisteita.' },
    ...middle,
    { property: 'og:locale', content: 'fi_FI' },
    { property: 'og:site_name', content: 'Hyvinvointivertailu' },
  ];
  const ogContent = (type: string, ...url: object[]) => [
    { property: 'og:type', content: type },
    { property: 'og:title', content: 'Paras magnesium' },
    { property: 'og:description', content: 'Vertailimme magnesiumvalmisteita.' },
    ...url,
    { property: 'og:image', content: ogImage },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
  ];
  const twitter = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: 'Paras magnesium' },
    { name: 'twitter:description', content: 'Vertailimme magnesiumvalmisteita.' },
    { name: 'twitter:image', content: ogImage },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  const canonical = { tagName: 'link', rel: 'canonical', href: 'https://example.fi/paras-magnesium' };
  const ogUrl = { property: 'og:url', content: 'https://example.fi/paras-magnesium' };
  const modifiedTime = { property: 'article:modified_time', content: '2025-05-01' };

  it.each<[string, Partial<HeadInput>, object[]]>([
    [
      'an indexed page with an address: canonical and og:url, no robots, no JSON-LD',
      {},
      [...tagsBefore(canonical), ...ogContent('website', ogUrl), ...twitter],
    ],
    [
      'a page without an address: no canonical, no og:url',
      { canonicalPath: undefined },
      [...tagsBefore(), ...ogContent('website'), ...twitter],
    ],
    [
      'a noindex page: robots before the canonical',
      { noindex: true },
      [...tagsBefore({ name: 'robots', content: 'noindex' }, canonical), ...ogContent('website', ogUrl), ...twitter],
    ],
    [
      'a website page with a modification date: no article:modified_time',
      { modified: '2025-05-01' },
      [...tagsBefore(canonical), ...ogContent('website', ogUrl), ...twitter],
    ],
    [
      'an article without a modification date: no article:modified_time',
      { type: 'article' },
      [...tagsBefore(canonical), ...ogContent('article', ogUrl), ...twitter],
    ],
    [
      'an article with a modification date and JSON-LD: the time after the image, the scripts last',
      { type: 'article', modified: '2025-05-01', jsonLd: [{ a: 1 }] },
      [
        ...tagsBefore(canonical),
        ...ogContent('article', ogUrl),
        modifiedTime,
        ...twitter,
        { 'script:ld+json': { a: 1 } },
      ],
    ],
  ])('writes every tag, in order, for %s', (_, input, expected) => {
    expect(headTags(site, { ...base, ...input })).toEqual(expected);
  });
});

const publisher = { name: 'Hyvinvointivertailu', url: 'https://example.fi/', logo: 'https://example.fi/logo.png' };
const publisherData = {
  '@type': 'Organization',
  name: 'Hyvinvointivertailu',
  url: 'https://example.fi/',
  logo: { '@type': 'ImageObject', url: 'https://example.fi/logo.png' },
};
const author = { '@type': 'Organization', name: 'Toimitus', url: 'https://example.fi/' };

describe('structured data', () => {
  it('makes a BreadcrumbList of the trail', () => {
    expect(breadcrumbList(site.origin, [{ label: 'Etusivu', path: '/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Etusivu', item: 'https://example.fi/' }],
    });
  });

  const article = {
    headline: 'Paras magnesium',
    description: 'Vertailimme magnesiumvalmisteita.',
    url: 'https://example.fi/paras-magnesium',
    image: 'https://example.fi/images/og/lisaravinteet.png',
    dateModified: '2025-06-07',
    author: 'Toimitus',
    publisher,
  };
  const articleExpected = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'Paras magnesium',
    description: 'Vertailimme magnesiumvalmisteita.',
    mainEntityOfPage: 'https://example.fi/paras-magnesium',
    url: 'https://example.fi/paras-magnesium',
    image: 'https://example.fi/images/og/lisaravinteet.png',
    inLanguage: 'fi-FI',
    dateModified: '2025-06-07',
    author,
    publisher: publisherData,
  };
  it.each([
    ['without a publication date', {}, articleExpected],
    ['with a publication date', { datePublished: '2025-01-15' }, { ...articleExpected, datePublished: '2025-01-15' }],
  ])('describes an article %s in Finnish, by the editors, published by the site', (_, extra, expected) => {
    expect(articleData({ ...article, ...extra })).toEqual(expected);
  });

  const review = {
    name: 'Oura-sormus – arvostelu',
    description: 'Testasimme Oura-sormusta.',
    url: 'https://example.fi/tuotearvostelut/oura-sormus',
    rating: 4.6,
    dateModified: '2025-06-07',
    author: 'Toimitus',
    publisher,
  };
  it.each([
    ['without an image', { name: 'Oura Ring 4' }, { '@type': 'Product', name: 'Oura Ring 4' }],
    [
      'with an image',
      { name: 'Oura Ring 4', image: 'https://cdn.example.fi/oura.jpg' },
      { '@type': 'Product', name: 'Oura Ring 4', image: 'https://cdn.example.fi/oura.jpg' },
    ],
  ])('describes a review of a product %s', (_, product, itemReviewed) => {
    expect(reviewData({ ...review, product })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: 'Oura-sormus – arvostelu',
      description: 'Testasimme Oura-sormusta.',
      url: 'https://example.fi/tuotearvostelut/oura-sormus',
      inLanguage: 'fi-FI',
      datePublished: '2025-06-07',
      dateModified: '2025-06-07',
      reviewRating: { '@type': 'Rating', ratingValue: 4.6, bestRating: 5, worstRating: 1 },
      itemReviewed,
      author,
      publisher: publisherData,
    });
  });

  it('describes the organisation with its e-mail and profiles', () => {
    expect(
      organizationData({ ...publisher, email: 'toimitus@example.fi', sameAs: ['https://www.instagram.com/hv'] }),
    ).toEqual({
      '@context': 'https://schema.org',
      ...publisherData,
      email: 'toimitus@example.fi',
      sameAs: ['https://www.instagram.com/hv'],
    });
  });

  it('describes the website in Finnish with its search action', () => {
    expect(websiteData({ name: 'H', url: 'https://example.fi/', description: 'd', searchPath: 'haku' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'H',
      url: 'https://example.fi/',
      description: 'd',
      inLanguage: 'fi-FI',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://example.fi/haku?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

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

  it.each([
    ['uni', { path: '/images/og/uni.png', width: 1200, height: 630, alt: 'Hyvinvointivertailu: Uni ja palautuminen' }],
    [
      undefined,
      {
        path: '/images/og/sivusto.png',
        width: 1200,
        height: 630,
        alt: 'Hyvinvointivertailu: vertailut ja arvostelut',
      },
    ],
  ])('describes the image of %s with its size and alt text', (hub, image) => {
    expect(shareImageFor(hub)).toEqual(image);
  });

  /** The width and height in a PNG file's header. */
  const pngSize = (path: string) => {
    const bytes = readFileSync(new URL(`../../public${path}`, import.meta.url));
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  };

  it.each([...shareImageHubs.map((hub) => hub.id), undefined])('the image of %s is a PNG of its stated size', (hub) => {
    const image = shareImageFor(hub);
    expect(pngSize(image.path)).toEqual([image.width, image.height]);
  });

  it('the publisher logo is a square PNG', () => {
    expect(publisherLogoPath).toBe('/images/og/logo.png');
    expect(pngSize(publisherLogoPath)).toEqual([512, 512]);
  });
});
