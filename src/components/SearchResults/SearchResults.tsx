import { Link } from 'react-router';
import {
  CardBody,
  CardCategory,
  CardDescription,
  CardFrame,
  CardGrid,
  CardTitle,
  HighlightList,
} from '~/components/Card';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { SearchIndexEntry } from '~/lib/search-index-entry';

/** One search result: title with its link, category, description and at most three highlights. */
function ResultCard({ entry }: { entry: SearchIndexEntry }) {
  return (
    <CardFrame>
      <CardBody>
        <CardCategory>{entry.category}</CardCategory>
        <CardTitle as="h2">
          {entry.path ? (
            <Link to={entry.path}>{entry.title}</Link>
          ) : (
            <a href={entry.href} target="_blank" rel="sponsored noopener noreferrer">
              {entry.title}
              <VisuallyHidden> (mainoslinkki verkkokauppaan, avautuu uuteen välilehteen)</VisuallyHidden>
            </a>
          )}
        </CardTitle>
        <CardDescription>{entry.description}</CardDescription>
        {entry.highlights.length > 0 && (
          <HighlightList aria-label="Kohokohdat">
            {entry.highlights.slice(0, 3).map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </HighlightList>
        )}
      </CardBody>
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
