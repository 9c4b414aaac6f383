import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArticleError } from '~/components/ArticleError';
import { ArticleView, StandaloneView } from '~/components/ArticleView';
import { NotFound } from '~/components/NotFound';
import { ReviewError } from '~/components/ReviewError';
import { ReviewView } from '~/components/ReviewView';
import { contentPage } from '~/data/content-page.server';
import { headFromLoader } from '~/lib/head-meta';

/** Build-time: the article or review of this path, or which error view it gets. */
export function loader({ url }: LoaderFunctionArgs) {
  return contentPage(url.pathname);
}

export const meta = headFromLoader;

/**
 * The splat route: every article route of the registry (topic pages, aliases, comparisons, standalone pages), every
 * review route, and every path the site does not have (spec §2 and §8).
 */
export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  switch (page.kind) {
    case 'article':
      return page.view.kind === 'standalone' ? <StandaloneView view={page.view} /> : <ArticleView view={page.view} />;
    case 'review':
      return <ReviewView view={page.view} />;
    case 'article-missing':
      return <ArticleError />;
    case 'review-missing':
      return <ReviewError />;
    default:
      return <NotFound />;
  }
}
