import { useLoaderData } from 'react-router';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { ReviewCard } from '~/components/ReviewCard';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { reviewCards } from '~/data/reviews.server';

export const meta = headFromLoader;

/** Build-time: a card for every review that has its text and its route, best rated first. */
export const loader = () => ({ ...pageData('/tuotearvostelut'), cards: reviewCards() });

/** /tuotearvostelut: a grid of review cards, each linking to its own route (spec §2). */
export default function ReviewsPage() {
  const { page, cards } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title={page.title} lead={page.description} />
      <VisuallyHidden as="h2">Kaikki arvostelut</VisuallyHidden>
      <CardGrid aria-label="Tuotearvostelut">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ReviewCard review={card} priority={index < 3} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
