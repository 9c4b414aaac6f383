import { useLoaderData } from 'react-router';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { pageData } from '~/data/head';
import { headFromLoader } from '~/lib/head-meta';
import { comparisonCards } from '~/data/pages';

export const meta = headFromLoader;

/** Build-time: a card for every registered comparison in the data set. */
export const loader = () => ({ ...pageData('/vertailut'), cards: comparisonCards() });

/** /vertailut (spec §2): heading "Vertailut" and every registered comparison, with no page size. */
export default function ComparisonsPage() {
  const { page, cards } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title="Vertailut" lead={page.description} />
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
