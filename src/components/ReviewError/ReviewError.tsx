import { ErrorView } from '~/components/ErrorView';

/** The review error view (spec §8): heading 'Virhe', text 'Arvostelua ei löytynyt' and a link back to the reviews. */
export function ReviewError() {
  return (
    <ErrorView
      heading="Virhe"
      message="Arvostelua ei löytynyt"
      links={[
        { to: '/tuotearvostelut', label: 'Takaisin tuotearvosteluihin' },
        { to: '/', label: 'Etusivulle' },
      ]}
    />
  );
}
