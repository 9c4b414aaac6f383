import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routes, type RouteKind } from './config/routes';

/** The route module that renders each kind of page. */
const moduleFor: Record<RouteKind, string> = {
  home: 'routes/home.tsx',
  about: 'routes/about.tsx',
  search: 'routes/search.tsx',
  hub: 'routes/hub.tsx',
  reviews: 'routes/reviews.tsx',
  comparisons: 'routes/comparisons.tsx',
  products: 'routes/products.tsx',
  articles: 'routes/articles.tsx',
  article: 'routes/article.tsx',
  review: 'routes/review.tsx',
  gallery: 'routes/gallery.tsx',
};

/** A route id from a path; one module serves many paths, so each needs an id of its own. */
const routeId = (path: string) => `page${path.replace(/\//g, ':')}`;

export default [
  ...routes.map((entry) =>
    entry.path === '/'
      ? index(moduleFor[entry.kind], { id: routeId('/home') })
      : route(entry.path, moduleFor[entry.kind], { id: routeId(entry.path) }),
  ),
  // Other slugs under /articles/vertailut/ (spec §2): the article error view, prerendered at unknownComparisonPath.
  route('articles/vertailut/:slug', 'routes/article-unknown.tsx', { id: 'article-unknown' }),
  // Other slugs under /tuotearvostelut/ (spec §8): the review error view, prerendered at unknownReviewPath.
  route('tuotearvostelut/:slug', 'routes/review-unknown.tsx', { id: 'review-unknown' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
