import { ErrorView } from '~/components/ErrorView';

/** The article error view (spec §8): heading 'Virhe', text 'Artikkelia ei löytynyt', and links onwards. */
export function ArticleError() {
  return (
    <ErrorView
      heading="Virhe"
      message="Artikkelia ei löytynyt"
      links={[
        { to: '/vertailut', label: 'Kaikki vertailut' },
        { to: '/artikkelit', label: 'Kaikki artikkelit' },
        { to: '/', label: 'Etusivulle' },
      ]}
    />
  );
}
