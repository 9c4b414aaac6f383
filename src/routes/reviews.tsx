import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { registryMeta } from '~/config/page-meta';
import { routeFor } from '~/config/routes';

const entry = routeFor('/tuotearvostelut');

export const meta = () => registryMeta(entry.path);

export default function ReviewsPage() {
  return (
    <Container>
      <PageIntro title={entry.title ?? entry.label} lead={entry.description} />
    </Container>
  );
}
