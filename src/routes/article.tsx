import { ErrorView } from '~/components/ErrorView';
import { siteMeta } from '~/config/page-meta';

export const meta = () => siteMeta({ title: 'Virhe', noindex: true });

/** An article route. Until an article's body exists, the route shows the spec's article-not-found view (spec §8). */
export default function ArticlePage() {
  return (
    <ErrorView
      heading="Virhe"
      message="Artikkelia ei löytynyt"
      links={[
        { to: '/vertailut', label: 'Kaikki vertailut' },
        { to: '/', label: 'Etusivulle' },
      ]}
    />
  );
}
