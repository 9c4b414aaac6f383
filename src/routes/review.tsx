import { ErrorView } from '~/components/ErrorView';
import { siteMeta } from '~/config/page-meta';

export const meta = () => siteMeta({ title: 'Virhe', noindex: true });

/** A review route. Until the review exists in the data, the route shows the spec's review-not-found view (spec §8). */
export default function ReviewPage() {
  return (
    <ErrorView
      heading="Virhe"
      message="Arvostelua ei löytynyt"
      links={[{ to: '/tuotearvostelut', label: 'Takaisin tuotearvosteluihin' }]}
    />
  );
}
