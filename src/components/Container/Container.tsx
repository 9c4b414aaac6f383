import styled from 'styled-components';
import { theme } from '~/styles/theme';

/** Centres content in the site's content column with the page's side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};

  @media (max-width: 600px) {
    padding: 0 ${theme.space.md};
  }
`;
