import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { coversCard, solidButton } from '~/styles/buttons';
import { CardBody, CardDescription, CardFrame, CardTitle } from '~/components/Card';
import { Image } from '~/components/Image';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { ReviewCardData } from '~/data/reviews.server';
import { formatRating, ratingLabel } from '~/lib/format';
import { theme } from '~/styles/theme';

const Rating = styled.p`
  display: inline-flex;
  gap: ${theme.space.xxs};
  align-items: center;
  align-self: flex-start;
  margin: 0;
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryStrong};
  font-weight: 700;

  svg {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }
`;

const ReadLink = styled(Link)`
  ${solidButton('primary')}
  min-height: 44px;
  margin-top: auto;
  padding: 0 ${theme.space.lg};
  ${coversCard}
`;

const Body = styled(CardBody)`
  flex: 1 1 auto;
`;

/** A star, drawn beside the rating; the rating itself is read as text. */
const Star = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
  </svg>
);

/** A review card (spec §2): image, title, rating "n/5", description and the "Lue arvostelu" link. */
export function ReviewCard({ review, priority = false }: { review: ReviewCardData; priority?: boolean }) {
  // Unique on the page even when one item is shown twice.
  const titleId = `arvostelu-${useId()}`;
  return (
    <CardFrame aria-labelledby={titleId}>
      <Image src={review.image} alt="" width={1200} height={675} priority={priority} />
      <Body>
        <CardTitle id={titleId}>{review.title}</CardTitle>
        <Rating>
          <Star />
          <span aria-hidden="true">{formatRating(review.rating)}</span>
          <VisuallyHidden>{ratingLabel(review.rating)}</VisuallyHidden>
        </Rating>
        <CardDescription>{review.description}</CardDescription>
        <ReadLink to={review.path}>
          Lue arvostelu<VisuallyHidden>: {review.title}</VisuallyHidden>
        </ReadLink>
      </Body>
    </CardFrame>
  );
}
