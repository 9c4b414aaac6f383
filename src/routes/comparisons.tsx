import { useLoaderData } from 'react-router';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { comparisonCards } from '~/data/pages.server';

export const meta = headFromLoader;

/** Build-time: a card for every registered comparison in the data set. */
export const loader = () => ({ ...pageData('/vertailut'), cards: comparisonCards() });

/** /vertailut (spec §2): heading "Vertailut" and every registered comparison, with no page size. */
export default function ComparisonsPage() {
  const { page, cards } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title="Vertailut" lead={page.description} />
      {/* The cards' titles are h3: a section heading keeps the outline in order for screen readers. */}
      <VisuallyHidden as="h2">Kaikki vertailut</VisuallyHidden>
      <CardGrid aria-label="Kaikki vertailut">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ArticleCard article={card} priority={index < 3} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
