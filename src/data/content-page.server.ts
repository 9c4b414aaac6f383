// Build-time only: what the splat route shows for a path — an article, a review, or one of the error views.
import type { MetaDescriptor } from 'react-router';
import { articleIdFor, findRoute, normalizePath } from '~/config/routes';
import { buildRouteView, type ArticleView, type StandaloneView } from '~/data/article-view.server';
import { articleHead, notFoundHead, reviewHead } from '~/data/head.server';
import { buildReviewView, type ReviewView } from '~/data/reviews.server';

/** The page of an article or review route, or which error view a path gets. */
export type ContentPage = { head: MetaDescriptor[] } & (
  | { kind: 'article'; view: ArticleView | StandaloneView }
  | { kind: 'review'; view: ReviewView }
  | { kind: 'article-missing' }
  | { kind: 'review-missing' }
  | { kind: 'not-found' }
);

/**
 * The content page at `pathname`. A registry article or review shows its text; a registered route whose text is
 * missing, and any other slug below /articles/vertailut/ or /tuotearvostelut/, shows that folder's error view
 * (spec §2 and §8); every other path is the not-found page.
 */
export function contentPage(pathname: string): ContentPage {
  const path = normalizePath(pathname);
  const entry = findRoute(path);
  if (entry?.kind === 'article') {
    const view = buildRouteView(path);
    const articleId = articleIdFor(path);
    if (view.kind !== 'missing' && articleId) return { kind: 'article', view, head: articleHead(articleId, view) };
    return { kind: 'article-missing', head: notFoundHead('article') };
  }
  if (entry?.kind === 'review') {
    const view = buildReviewView(path);
    if (view.kind === 'review') return { kind: 'review', view, head: reviewHead(path, view) };
    return { kind: 'review-missing', head: notFoundHead('review') };
  }
  if (path.startsWith('/articles/vertailut/')) return { kind: 'article-missing', head: notFoundHead('article') };
  if (path.startsWith('/tuotearvostelut/')) return { kind: 'review-missing', head: notFoundHead('review') };
  return { kind: 'not-found', head: notFoundHead('page') };
}
