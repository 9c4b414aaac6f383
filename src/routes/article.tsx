import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ArticleError } from '~/components/ArticleError';
import { ArticleView, StandaloneView } from '~/components/ArticleView';
import { siteMeta } from '~/config/page-meta';
import { site } from '~/config/site';
import { buildRouteView } from '~/data/article-view';

/** Build-time: the article of this route, or 'missing' for the error view. */
export function loader({ request }: LoaderFunctionArgs) {
  return buildRouteView(new URL(request.url).pathname);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || data.kind === 'missing') return siteMeta({ title: 'Artikkelia ei löytynyt', noindex: true });
  return [
    ...siteMeta({ title: data.headTitle, description: data.description }),
    { tagName: 'link', rel: 'canonical', href: `${site.origin}${encodeURI(data.canonicalPath)}` },
  ];
};

/** Every article route of the registry: topic pages, aliases, comparisons and the standalone pages. */
export default function ArticlePage() {
  const view = useLoaderData<typeof loader>();
  if (view.kind === 'missing') return <ArticleError />;
  if (view.kind === 'standalone') return <StandaloneView view={view} />;
  return <ArticleView view={view} />;
}
