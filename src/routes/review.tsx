import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ReviewError } from '~/components/ReviewError';
import { ReviewView } from '~/components/ReviewView';
import { siteMeta } from '~/config/page-meta';
import { site } from '~/config/site';
import { buildReviewView } from '~/data/reviews';

/** Build-time: the review of this route, or 'missing' for the error view. */
export function loader({ request }: LoaderFunctionArgs) {
  return { ...buildReviewView(new URL(request.url).pathname), path: new URL(request.url).pathname };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || data.kind === 'missing') return siteMeta({ title: 'Arvostelua ei löytynyt', noindex: true });
  return [
    ...siteMeta({ title: data.title, description: data.description }),
    { tagName: 'link', rel: 'canonical', href: `${site.origin}${encodeURI(data.path)}` },
  ];
};

/** A review route (spec §2); a route whose review is missing from the data shows the review error view (spec §8). */
export default function ReviewPage() {
  const view = useLoaderData<typeof loader>();
  if (view.kind === 'missing') return <ReviewError />;
  return <ReviewView view={view} />;
}
