import { NotFound } from '~/components/NotFound';
import { siteMeta } from '~/config/page-meta';

export const meta = () => siteMeta({ title: 'Sivua ei löytynyt', noindex: true });

/** The catch-all route: every path the registry does not know. Prerendered at /404 for the server's 404 answers. */
export default NotFound;
