import styled from 'styled-components';
import { theme } from '~/styles/theme';

/** A short note set apart from the text: the advertising disclosure, or when the prices a page writes are from. */
export const Notice = styled.p`
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * The advertising-link disclosure, before the first store link of every page that has one (Finnish consumer guidance),
 * and when the page's text writes prices, when those prices are from.
 */
export function AdDisclosure({ pricesNote }: { pricesNote?: string }) {
  return (
    <Notice>
      <strong>Sivu sisältää mainoslinkkejä.</strong> Jos ostat tuotteen linkkiemme kautta, voimme saada verkkokaupalta
      palkkion. Se ei nosta hintaasi eikä vaikuta siihen, mitä suosittelemme.
      {pricesNote && ` ${pricesNote}`}
    </Notice>
  );
}
