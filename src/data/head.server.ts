// Build-time only: the <head> of every page (title, description, canonical, Open Graph, Twitter, JSON-LD), from the
// route registry and the content. Loaders return it and each route's meta function only hands it on, so none of this
// reaches the browser bundle.
import type { MetaDescriptor } from 'react-router';
import { contentItems } from '~/content/collections.server';
import { findRoute, routeFor } from '~/config/routes';
import { buildSite } from '~/content/collections/site.server';
import type { ArticleView, Crumb, StandaloneView } from '~/data/article-view.server';
import type { ReviewView } from '~/data/reviews.server';
import {
  absoluteUrl,
  articleData,
  breadcrumbList,
  headTags,
  organizationData,
  reviewData,
  websiteData,
  type Publisher,
  type TrailStep,
} from '~/lib/head';
import { publisherLogoPath, shareImageFor } from '~/lib/share-images';
import { ProblemError } from '~/lib/problem';

const publisher = (site = buildSite()): Publisher => ({
  name: site.name,
  url: `${site.origin}/`,
  logo: absoluteUrl(site.origin, publisherLogoPath),
});

const home: TrailStep = { label: 'Etusivu', path: '/' };

/** The hub whose preview image a registry page uses: a hub page its own. */
const hubOfPage = (path: string) => (findRoute(path)?.kind === 'hub' ? path.slice(1) : undefined);

/** The head of a registry page with a layout of its own (home, hubs, lists, about, search, gallery). */
export function pageHead(path: string): MetaDescriptor[] {
  const site = buildSite();
  const entry = routeFor(path);
  const title = entry.title ?? entry.label;
  const description = entry.description;
  if (!description)
    throw new ProblemError({
      file: 'src/config/routes.ts',
      entry: path,
      field: 'description',
      message: 'kuvaus puuttuu',
    });
  const jsonLd =
    path === '/'
      ? [
          organizationData({
            ...publisher(),
            email: site.email,
            sameAs: site.socialLinks.map((link) => link.url),
          }),
          websiteData({ name: site.name, url: `${site.origin}/`, description, searchPath: 'haku' }),
        ]
      : [breadcrumbList(site.origin, [home, { label: entry.label, path }])];
  return headTags(site, {
    title,
    description,
    canonicalPath: path,
    noindex: entry.noindex,
    image: shareImageFor(hubOfPage(path)),
    jsonLd,
  });
}

/** Breadcrumbs as a trail of paths; the last step, the page itself, is its canonical path. */
const trailOf = (crumbs: Crumb[], canonicalPath: string): TrailStep[] =>
  crumbs.map((crumb, index) => ({
    label: crumb.label,
    path: crumb.to ?? (index === crumbs.length - 1 ? canonicalPath : '/'),
  }));

/** The head of an article, a comparison or a standalone comparison page. */
export function articleHead(articleId: string, view: ArticleView | StandaloneView): MetaDescriptor[] {
  const site = buildSite();
  const item = contentItems().find((entry) => entry.id === articleId);
  const image = shareImageFor(item?.hub);
  const url = absoluteUrl(site.origin, view.canonicalPath);
  const modified = view.updateDate ?? item?.meta.updateDate;
  return headTags(site, {
    title: view.headTitle,
    description: view.description,
    canonicalPath: view.canonicalPath,
    type: 'article',
    image,
    modified,
    jsonLd: [
      articleData({
        headline: view.title,
        description: view.description,
        url,
        image: absoluteUrl(site.origin, image.path),
        datePublished: item?.publishDate,
        dateModified: modified ?? item?.publishDate ?? '',
        author: item?.meta.author ?? `${site.name}n toimitus`,
        publisher: publisher(),
      }),
      breadcrumbList(site.origin, trailOf(view.breadcrumbs, view.canonicalPath)),
    ],
  });
}

/** The head of a product review: Review with its rating and the reviewed Product. */
export function reviewHead(path: string, view: ReviewView): MetaDescriptor[] {
  const site = buildSite();
  const item = contentItems().find((entry) => entry.id === view.id);
  const image = shareImageFor(item?.hub);
  const productImage = view.product?.image.src ?? view.image.src;
  return headTags(site, {
    title: view.title,
    description: view.description,
    canonicalPath: path,
    type: 'article',
    image,
    modified: view.updateDate,
    jsonLd: [
      reviewData({
        name: view.title,
        description: view.description,
        url: absoluteUrl(site.origin, path),
        rating: view.rating,
        dateModified: view.updateDate,
        product: {
          name: view.product?.title ?? view.title,
          image: productImage.startsWith('/') ? absoluteUrl(site.origin, productImage) : productImage,
        },
        author: item?.meta.author ?? `${site.name}n toimitus`,
        publisher: publisher(),
      }),
      breadcrumbList(site.origin, trailOf(view.breadcrumbs, path)),
    ],
  });
}

/** What each kind of not-found page says in its head; these pages are never indexed and have no canonical address. */
const notFoundTexts = {
  page: {
    title: 'Sivua ei löytynyt',
    description: 'Hakemaasi sivua ei löytynyt. Jatka etusivulta, vertailuista tai hausta.',
  },
  article: {
    title: 'Artikkelia ei löytynyt',
    description: 'Hakemaasi artikkelia ei löytynyt. Kaikki vertailumme löydät vertailusivulta.',
  },
  review: {
    title: 'Arvostelua ei löytynyt',
    description: 'Hakemaasi tuotearvostelua ei löytynyt. Kaikki arvostelumme löydät tuotearvostelujen sivulta.',
  },
} as const;

/** The head of a not-found or error view: noindex, no canonical. */
export const notFoundHead = (kind: keyof typeof notFoundTexts): MetaDescriptor[] =>
  headTags(buildSite(), { ...notFoundTexts[kind], noindex: true, image: shareImageFor() });

/** What a registry page's loader returns besides its own data: its head, and its title and description to show. */
export function pageData(path: string) {
  const entry = routeFor(path);
  return {
    head: pageHead(path),
    page: { title: entry.title ?? entry.label, description: entry.description ?? '' },
  };
}
