import type { MetaDescriptor } from 'react-router';

/** The picture that link previews show: one of the site's own raster images (social sites do not show SVG). */
export interface ShareImage {
  /** A path under the site's origin. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** Everything a page says about itself in its <head>. */
export interface HeadInput {
  /** The page's own title; " | {siteName}" is appended to the document title. */
  title: string;
  description: string;
  /** The page's canonical path (an alias gives its primary path); not-found pages, which have no address, have none. */
  canonicalPath?: string;
  /** Ask search engines not to index the page (search results, error pages, the component gallery). */
  noindex?: boolean;
  /** Open Graph type: articles and reviews are 'article', every other page 'website'. */
  type?: 'website' | 'article';
  image: ShareImage;
  /** The content's last update, an ISO date. */
  modified?: string;
  /** Structured data objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
}

/** The site's identity as the head needs it. */
export interface HeadSite {
  name: string;
  /** The origin without a trailing slash, e.g. https://hyvinvointivertailu.fi */
  origin: string;
}

/** An absolute URL from the origin and a path as the registry writes it (non-ASCII letters unencoded). */
export const absoluteUrl = (origin: string, path: string) => `${origin}${encodeURI(path)}`;

/**
 * The head tags of a page: title, description, canonical link, robots, Open Graph, Twitter and JSON-LD. Returned as
 * React Router meta descriptors; loaders build them at build time so that the browser bundle holds none of the data.
 */
export function headTags(site: HeadSite, input: HeadInput): MetaDescriptor[] {
  const url = input.canonicalPath === undefined ? undefined : absoluteUrl(site.origin, input.canonicalPath);
  const image = absoluteUrl(site.origin, input.image.path);
  const tags: MetaDescriptor[] = [
    { title: `${input.title} | ${site.name}` },
    { name: 'description', content: input.description },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (url) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  tags.push(
    { property: 'og:locale', content: 'fi_FI' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(input.image.width) },
    { property: 'og:image:height', content: String(input.image.height) },
    { property: 'og:image:alt', content: input.image.alt },
  );
  if (input.type === 'article' && input.modified)
    tags.push({ property: 'article:modified_time', content: input.modified });
  tags.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.image.alt },
  );
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** One step of a breadcrumb trail: a label and its path. */
export interface TrailStep {
  label: string;
  path: string;
}

/** schema.org BreadcrumbList from Home to the page itself. */
export function breadcrumbList(origin: string, trail: TrailStep[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** The organisation behind the site, as author and publisher. */
export interface Publisher {
  name: string;
  url: string;
  logo: string;
}

const organization = (publisher: Publisher) => ({
  '@type': 'Organization',
  name: publisher.name,
  url: publisher.url,
  logo: { '@type': 'ImageObject', url: publisher.logo },
});

/** schema.org Article for an article page. */
export function articleData(input: {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished?: string;
  dateModified: string;
  author: string;
  publisher: Publisher;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: input.url,
    url: input.url,
    image: input.image,
    inLanguage: 'fi-FI',
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    dateModified: input.dateModified,
    author: { '@type': 'Organization', name: input.author, url: input.publisher.url },
    publisher: organization(input.publisher),
  };
}

/** schema.org Review with its rating out of 5 and the reviewed product. */
export function reviewData(input: {
  name: string;
  description: string;
  url: string;
  rating: number;
  dateModified: string;
  product: { name: string; image?: string };
  author: string;
  publisher: Publisher;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: 'fi-FI',
    datePublished: input.dateModified,
    dateModified: input.dateModified,
    reviewRating: { '@type': 'Rating', ratingValue: input.rating, bestRating: 5, worstRating: 1 },
    itemReviewed: {
      '@type': 'Product',
      name: input.product.name,
      ...(input.product.image ? { image: input.product.image } : {}),
    },
    author: { '@type': 'Organization', name: input.author, url: input.publisher.url },
    publisher: organization(input.publisher),
  };
}

/** schema.org Organization for the home page. */
export function organizationData(publisher: Publisher & { email: string; sameAs: string[] }) {
  return {
    '@context': 'https://schema.org',
    ...organization(publisher),
    email: publisher.email,
    sameAs: publisher.sameAs,
  };
}

/** schema.org WebSite with the site search as its SearchAction. */
export function websiteData(input: { name: string; url: string; description: string; searchPath: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    description: input.description,
    inLanguage: 'fi-FI',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.url}${input.searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
