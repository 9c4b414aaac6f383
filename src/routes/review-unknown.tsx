import { ReviewError } from '~/components/ReviewError';
import { siteMeta } from '~/config/page-meta';

export const meta = () => siteMeta({ title: 'Arvostelua ei löytynyt', noindex: true });

/** /tuotearvostelut/{slug} for a slug that is not a review: the review error view (spec §8). */
export default function UnknownReviewPage() {
  return <ReviewError />;
}
