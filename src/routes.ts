import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routes, type RouteKind } from './config/routes';

/** The route module of each kind of page that has a layout of its own. */
const moduleFor: Record<Exclude<RouteKind, 'article' | 'review'>, string> = {
  home: 'routes/home.tsx',
  about: 'routes/about.tsx',
  search: 'routes/search.tsx',
  hub: 'routes/hub.tsx',
  reviews: 'routes/reviews.tsx',
  comparisons: 'routes/comparisons.tsx',
  products: 'routes/products.tsx',
  articles: 'routes/articles.tsx',
  gallery: 'routes/gallery.tsx',
};

/** A route id from a path; one module serves several paths (the hubs), so each needs an id of its own. */
const routeId = (path: string) => `page${path.replace(/\//g, ':')}`;

export default [
  ...routes.flatMap((entry) => {
    if (entry.kind === 'article' || entry.kind === 'review') return [];
    return entry.path === '/'
      ? [index(moduleFor[entry.kind], { id: routeId('/home') })]
      : [route(entry.path, moduleFor[entry.kind], { id: routeId(entry.path) })];
  }),
  // Every article and review, and every path the site does not have, share one splat route: its loader looks the path
  // up in the registry at build time. One route instead of one per article keeps the router's manifest, which every
  // page loads, the same size however much content there is. The not-found pages are prerendered at notFoundPath,
  // unknownComparisonPath and unknownReviewPath, and the server sends the nearest one with status 404.
  route('*', 'routes/content.tsx', { id: 'content' }),
] satisfies RouteConfig;
