import styled from 'styled-components';
import { formatDate } from '~/lib/format';
import { theme } from '~/styles/theme';

/** A source under "Lähteet": its title, and its address and the day it was read where known. */
export interface SourceData {
  title: string;
  url?: string;
  read?: string;
}

/** Long addresses wrap instead of widening a phone's page. */
const List = styled.ul`
  a {
    overflow-wrap: anywhere;
  }
`;

/** "Lähteet": each source with its address as a link (new tab, no opener or referrer) and "(luettu d.m.yyyy)". */
export function Sources({ sources }: { sources: readonly SourceData[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="lahteet">
      <h2 id="lahteet">Lähteet</h2>
      <List>
        {sources.map((source) => (
          <li key={source.url ?? source.title}>
            {source.title}
            {source.url && (
              <>
                {', '}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.url.replace(/^https?:\/\//, '')}
                </a>
              </>
            )}
            {source.read && ` (luettu ${formatDate(source.read)})`}
          </li>
        ))}
      </List>
    </section>
  );
}

/** The line under a fact-sheet section: when its facts were last checked against the sources. */
export const SheetChecked = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** "Tarkistettu lähteitä vasten 25.11.2026. Lähteet sivun lopussa." */
export function CheckedNote({ date }: { date: string }) {
  return <SheetChecked>Tarkistettu lähteitä vasten {formatDate(date)}. Lähteet sivun lopussa.</SheetChecked>;
}
