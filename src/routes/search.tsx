import { useSearchParams } from 'react-router';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { registryMeta } from '~/config/page-meta';
import { useHydrated } from '~/hooks/useHydrated';

export const meta = () => registryMeta('/haku');

/** /haku?q= — the search results page. The query exists only in the browser, so it is shown after hydration. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  return (
    <Container>
      <PageIntro title={`Hakutulokset: ${query}`} />
    </Container>
  );
}
