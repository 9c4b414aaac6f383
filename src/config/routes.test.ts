import { describe, expect, it } from 'vitest';
import {
  specAliasRoutes,
  specComparisonRoutes,
  specFooter,
  specHeader,
  specReviewRoutes,
  specTopicRoutes,
} from '../../e2e/spec-data';
import routeConfig from '../routes';
import { clickRef, pageRefName } from '../lib/store-links';
import { navigationData } from '../data/navigation.server';
import {
  findRoute,
  normalizePath,
  notFoundPath,
  prerenderPaths,
  routes,
  unknownComparisonPath,
  unknownReviewPath,
} from './routes';

describe('the route registry', () => {
  it('has unique paths that start with a slash and have no trailing slash or encoding', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\//);
      if (path !== '/') expect(path).not.toMatch(/\/$/);
      expect(path).not.toMatch(/%[0-9a-f]{2}/i);
    }
  });

  it('names each page in a click reference by a name no other page has, whole at any placement', () => {
    // An alias shows its primary route's page and its links carry that page's name, so aliases are left out.
    const pages = routes.filter((route) => !route.aliasOf).map((route) => route.path);
    const names = new Map<string, string[]>();
    for (const page of pages) names.set(pageRefName(page), [...(names.get(pageRefName(page)) ?? []), page]);
    expect([...names].filter(([, shared]) => shared.length > 1)).toEqual([]);
    // The longest placement still leaves every page's name whole.
    const shortened = pages.filter(
      (page) => clickRef({ page, placement: 'taulukko' }) !== `${pageRefName(page)}.taulukko`,
    );
    expect(shortened).toEqual([]);
  });

  it('holds every page route of the spec', () => {
    const specPages = [
      '/',
      '/tietoa',
      '/haku',
      '/lisaravinteet',
      '/liikunta',
      '/terveysteknologia',
      '/kauneus',
      '/uni',
      '/tuotearvostelut',
      '/vertailut',
      '/tuotteet',
      '/artikkelit',
    ];
    for (const path of specPages) expect(findRoute(path), path).toBeDefined();
  });

  it('holds exactly the topic pages, comparison routes, review routes and aliases the spec lists', () => {
    const pathsOf = (kind: string) =>
      routes
        .filter((route) => route.kind === kind)
        .map((route) => route.path)
        .sort();
    expect(pathsOf('article')).toEqual([...specTopicRoutes, ...specComparisonRoutes, ...specAliasRoutes].sort());
    expect(pathsOf('review')).toEqual([...specReviewRoutes].sort());
  });

  it('is what the router config and the prerender list are made of', () => {
    const configured = routeConfig.map((route) => (route.index ? '/' : route.path));
    // Pages with a layout of their own get a route each; every article and review, and every unknown path, share the
    // splat route, so the router's manifest in the browser does not grow with the content.
    expect(configured).toEqual([
      ...routes.filter((route) => route.kind !== 'article' && route.kind !== 'review').map((route) => route.path),
      '*',
    ]);
    expect(prerenderPaths()).toEqual([
      ...routes.map((route) => route.path),
      notFoundPath,
      unknownComparisonPath,
      unknownReviewPath,
    ]);
  });

  it('gives the header exactly the entries and submenus of the spec', () => {
    expect(
      navigationData().header.map((entry) => ({
        label: entry.link.label,
        path: entry.link.path,
        submenu: entry.children.map((child) => child.path),
      })),
    ).toEqual(specHeader);
  });

  it('gives the footer exactly the link groups of the spec', () => {
    const footerNavigation = navigationData().footer;
    expect(footerNavigation.site.map((route) => route.path)).toEqual(specFooter.site);
    expect(footerNavigation.topics.map((route) => route.path)).toEqual(specFooter.topics);
    expect(footerNavigation.latestArticles.map((route) => route.path)).toEqual(specFooter.latestArticles);
  });

  it('labels every page that a menu or the footer links to', () => {
    const { header, footer } = navigationData();
    const linked = [...header.flatMap((entry) => [entry.link, ...entry.children]), ...Object.values(footer).flat()];
    for (const route of linked) expect(route.label, route.path).not.toBe('');
  });
});

describe('normalizePath and findRoute', () => {
  it.each([
    ['/tietoa', '/tietoa'],
    ['/tietoa/', '/tietoa'],
    ['/', '/'],
    ['/paras-lis%C3%A4ravinne-50-vuotiaille', '/paras-lisäravinne-50-vuotiaille'],
    ['/paras-lis%c3%a4ravinne-50-vuotiaille/', '/paras-lisäravinne-50-vuotiaille'],
    ['/paras-%ZZ', '/paras-%ZZ'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each([
    ['/paras-lis%C3%A4ravinne-50-vuotiaille', true],
    ['/tietoa/', true],
    ['/ei-ole', false],
    ['/paras-%ZZ', false],
  ])('findRoute(%s) finds a page: %s', (path, found) => {
    expect(findRoute(path) !== undefined).toBe(found);
  });
});

describe('article routes', () => {
  it('map every article and written review route to an article of the list; aliases to a primary route', async () => {
    const { contentItems, loadContent } = await import('~/content/collections.server');
    const { articleIdFor, canonicalPathFor } = await import('./routes');
    const articleList = contentItems();
    const ids = new Set(articleList.map((item) => item.id));
    const written = new Set(loadContent().reviews.map((review) => review.id));
    for (const route of routes.filter((entry) => entry.kind === 'article' || entry.kind === 'review')) {
      const id = articleIdFor(route.path);
      // A review route whose review is not written shows the error view and has no list entry.
      if (route.kind === 'review' && id && !written.has(id)) continue;
      expect(id && ids.has(id), `${route.path} → ${id}`).toBe(true);
      if (route.aliasOf) {
        expect(findRoute(route.aliasOf)?.aliasOf, `${route.path} points to a primary route`).toBeUndefined();
        expect(canonicalPathFor(route.path)).toBe(route.aliasOf);
      } else {
        expect(canonicalPathFor(route.path)).toBe(route.path);
        expect(articleList.find((item) => item.id === id)?.path).toBe(route.path);
      }
    }
  });

  it.each([
    ['/articles/tukiartikkelit/melatoniini', 'melatoniini', '/melatoniini'],
    ['/articles/lisaravinteet/superfood', 'superfoodit', '/superfoodit'],
    ['/articles/vertailut/kauneusravintolisat', 'kauneusravintolisat', '/paras-kauneusravintolisa'],
    ['/articles/vertailut/mikroneulauslaitteet', 'mikroneulauslaitteet', '/articles/vertailut/mikroneulauslaitteet'],
    ['/paras-lis%C3%A4ravinne-50-vuotiaille', 'lisäravinne-50-vuotiaille', '/paras-lisäravinne-50-vuotiaille'],
  ])('%s shows %s with canonical %s', async (path, id, canonical) => {
    const { articleIdFor, canonicalPathFor } = await import('./routes');
    expect(articleIdFor(path)).toBe(id);
    expect(canonicalPathFor(path)).toBe(canonical);
  });
});
