import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { theme } from '~/styles/theme';

/**
 * A browser page (/tuotteet, /artikkelit) whose filters live in the address. It keeps a screen's height whatever it
 * shows, so the footer starts below the first screen and stays there while the list below the filters changes length.
 */
export const BrowserPage = styled(Container)`
  min-height: 100vh;
`;

const waitingRule = '[data-address-filters=waiting]{display:none}[data-address-filters=note]{display:block}';

const Note = styled.p`
  display: none;
  color: ${theme.colors.textMuted};
`;

/**
 * The part of a browser page that the address's filters change. The prerendered page shows every item and applies the
 * address's filters once it is hydrated. At a filtered address the whole list would show first and then shrink to the
 * filtered one (0.41 of layout shift on /artikkelit?kategoria=Mindfulness at 390 px), so until hydration this part is
 * held out of sight behind a note: a script in the page, run before the part is drawn, adds a style rule when the
 * address has any of `params`. Without scripts the rule never comes and every item shows, as the static page says.
 */
export function FilteredByAddress({
  params,
  hydrated,
  note,
  children,
}: {
  /** The query parameters the page's filters read. */
  params: readonly string[];
  /** Whether the page is hydrated and shows the address's filters. */
  hydrated: boolean;
  /** What the reader sees while the filters wait: "Rajataan tuotteita valintojesi mukaan…". */
  note: string;
  children: ReactNode;
}) {
  const filtered = `/[?&](?:${params.join('|')})=/`;
  const script = `if(${filtered}.test(location.search)){var s=document.createElement('style');s.textContent='${waitingRule}';document.head.append(s)}`;
  // The same wrapper before and after hydration, so that hydrating does not mount the list again.
  return (
    <>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: script }} />}
      {!hydrated && (
        <Note data-address-filters="note" role="status">
          {note}
        </Note>
      )}
      <div data-address-filters={hydrated ? undefined : 'waiting'}>{children}</div>
    </>
  );
}
