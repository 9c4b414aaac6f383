import { Link } from 'react-router';
import styled from 'styled-components';
import { CardFrame, CardGrid, HighlightList } from '~/components/Card';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { SearchIndexEntry } from '~/lib/search-index-entry';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Category = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:focus-visible {
    outline: none;
  }

  /* The whole card is the link's click area; keyboard users meet one link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One search result: title with its link, category, description and at most three highlights. */
function ResultCard({ entry }: { entry: SearchIndexEntry }) {
  return (
    <CardFrame>
      <Body>
        <Category>{entry.category}</Category>
        <Title>
          {entry.path ? (
            <Link to={entry.path}>{entry.title}</Link>
          ) : (
            <a href={entry.href} target="_blank" rel="sponsored noopener noreferrer">
              {entry.title}
              <VisuallyHidden> (mainoslinkki verkkokauppaan, avautuu uuteen välilehteen)</VisuallyHidden>
            </a>
          )}
        </Title>
        <Description>{entry.description}</Description>
        {entry.highlights.length > 0 && (
          <HighlightList aria-label="Kohokohdat">
            {entry.highlights.slice(0, 3).map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </HighlightList>
        )}
      </Body>
    </CardFrame>
  );
}

/** The grid of search results. */
export function SearchResults({ results }: { results: readonly SearchIndexEntry[] }) {
  return (
    <CardGrid aria-label="Hakutulokset">
      {results.map((entry) => (
        <li key={`${entry.type}:${entry.path ?? entry.href}`}>
          <ResultCard entry={entry} />
        </li>
      ))}
    </CardGrid>
  );
}
