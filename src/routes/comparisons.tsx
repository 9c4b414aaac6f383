import { useLoaderData } from 'react-router';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { registryMeta } from '~/config/page-meta';
import { routeFor } from '~/config/routes';
import { comparisonCards } from '~/data/pages';

const entry = routeFor('/vertailut');

export const meta = () => registryMeta(entry.path);

/** Build-time: a card for every registered comparison in the data set. */
export const loader = () => ({ cards: comparisonCards() });

/** /vertailut (spec §2): heading "Vertailut" and every registered comparison, with no page size. */
export default function ComparisonsPage() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title="Vertailut" lead={entry.description} />
      <CardGrid aria-label="Kaikki vertailut">
        {cards.map((card) => (
          <li key={card.id}>
            <ArticleCard article={card} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
