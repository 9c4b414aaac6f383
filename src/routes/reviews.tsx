import { useLoaderData } from 'react-router';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { ReviewCard } from '~/components/ReviewCard';
import { registryMeta } from '~/config/page-meta';
import { routeFor } from '~/config/routes';
import { reviewCards } from '~/data/reviews';

const entry = routeFor('/tuotearvostelut');

export const meta = () => registryMeta(entry.path);

/** Build-time: a card for every review that has its text and its route, best rated first. */
export const loader = () => ({ cards: reviewCards() });

/** /tuotearvostelut: a grid of review cards, each linking to its own route (spec §2). */
export default function ReviewsPage() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title={entry.title ?? entry.label} lead={entry.description} />
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
