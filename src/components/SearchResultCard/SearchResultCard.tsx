import styled from 'styled-components';
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
import { prototypeAttribute, slotAttribute, type ResultPrototype, type ResultSlot } from '~/lib/search-page';
import { sponsoredLinkNote } from '~/lib/store-links';
import { theme } from '~/styles/theme';

// The /haku results exist only in the browser, and the page's own script draws them before React has loaded
// (docs/decisions/006-search-results-before-hydration.md). Their markup is written here once, from the site's card
// components: the route renders the list and one card of each kind, hidden, and the page's drawing code
// (src/lib/search-page.ts) copies them and fills in each copy's texts and address, before hydration and after it.

const prototype = (name: ResultPrototype) => ({ [prototypeAttribute]: name });
const slot = (name: ResultSlot) => ({ [slotAttribute]: name });

/** The results as a grid of cards; a common word finds dozens, and those below the first screen are laid out late. */
const ResultList = styled(CardGrid)`
  > li:nth-child(n + 5) {
    content-visibility: auto;
    contain-intrinsic-size: auto 16rem;
  }
`;

/** "Mainoslinkki" beside a store result's category, for sighted readers (the link itself says it aloud). */
const AdLabel = styled.span`
  margin-left: ${theme.space.xs};
  padding: 1px ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.textMuted};
  letter-spacing: normal;
  text-transform: none;
`;

/**
 * One result as the site's card: category, title with its one link, description and the highlights (one prototype
 * item, copied for each). A store link is marked for every reader.
 */
function ResultCard({ store }: { store: boolean }) {
  return (
    <li {...prototype(store ? 'store' : 'page')}>
      <CardFrame>
        <CardBody>
          <CardCategory {...slot('category')}>
            {store && (
              <>
                {' '}
                <AdLabel aria-hidden="true">Mainoslinkki</AdLabel>
              </>
            )}
          </CardCategory>
          <CardTitle as="h2">
            {/* The address, and for a store's the attributes of a shop link, come with the result. */}
            <a {...slot('link')}>{store && <VisuallyHidden>{` ${sponsoredLinkNote}`}</VisuallyHidden>}</a>
          </CardTitle>
          <CardDescription {...slot('description')} />
          <HighlightList aria-label="Kohokohdat" {...slot('highlights')}>
            <li />
          </HighlightList>
        </CardBody>
      </CardFrame>
    </li>
  );
}

/**
 * The prototypes the drawing code copies, hidden: the page renders them once, after the results' element and after
 * the advertising disclosure that precedes any store link in the page.
 */
export function SearchResultPrototypes() {
  return (
    <div hidden>
      <ResultList {...prototype('list')}>
        <ResultCard store={false} />
        <ResultCard store />
      </ResultList>
    </div>
  );
}
