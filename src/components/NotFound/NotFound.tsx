import { ErrorView } from '~/components/ErrorView';

/** The not-found page's content: used by the catch-all route and by the root error boundary for a 404. */
export function NotFound() {
  return (
    <ErrorView
      heading="Sivua ei löytynyt"
      message="Etsimääsi sivua ei ole olemassa, tai se on siirretty uuteen osoitteeseen. Tarkista osoite tai jatka alla olevista linkeistä."
      links={[
        { to: '/', label: 'Etusivulle' },
        { to: '/vertailut', label: 'Vertailut' },
        { to: '/tuotearvostelut', label: 'Tuotearvostelut' },
        { to: '/tietoa', label: 'Tietoa meistä' },
      ]}
    />
  );
}
