import { memo, useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardBody, CardCategory, CardDescription, CardFrame, CardTitle, HighlightList } from '~/components/Card';
import { Image } from '~/components/Image';
import { cardHighlights, formatPublished, formatReadingTime } from '~/lib/format';
import type { ArticleCardData } from '~/data/cards';
import { theme } from '~/styles/theme';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${`0 ${theme.space.md}`};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

/**
 * An article card: image, category, title linking to the article, description, up to three highlights, meta.
 * Memoised: its props come from the loader's data and do not change, so when a list page re-renders once it is hydrated
 * (its filters read the address only then) the cards are not rendered again.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  priority = false,
}: {
  article: ArticleCardData;
  priority?: boolean;
}) {
  // Unique on the page even when one item is shown twice (the home page may list an article in two sections).
  const titleId = `artikkeli-${useId()}`;
  const highlights = cardHighlights(article.highlights);
  return (
    <CardFrame aria-labelledby={titleId}>
      <Image src={article.image} alt="" width={1200} height={675} priority={priority} />
      <CardBody>
        <CardCategory>{article.category}</CardCategory>
        <CardTitle id={titleId}>
          <Link to={article.path}>{article.title}</Link>
        </CardTitle>
        <CardDescription>{article.description}</CardDescription>
        {highlights.length > 0 && (
          <HighlightList aria-label="Kohokohdat">
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </HighlightList>
        )}
        {(article.readingTime !== undefined || article.publishDate) && (
          <Meta>
            {article.readingTime !== undefined && <span>{formatReadingTime(article.readingTime)}</span>}
            {article.publishDate && <span>{formatPublished(article.publishDate)}</span>}
          </Meta>
        )}
      </CardBody>
    </CardFrame>
  );
});
