import { ArticleError } from '~/components/ArticleError';
import { siteMeta } from '~/config/page-meta';

export const meta = () => siteMeta({ title: 'Artikkelia ei löytynyt', noindex: true });

/** /articles/vertailut/{slug} for a slug that is not an article: the article error view (spec §8). */
export default function UnknownArticlePage() {
  return <ArticleError />;
}
