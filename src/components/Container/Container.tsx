import styled from 'styled-components';

/** Centres content in the site's content column with the page's side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};

  @media (max-width: 600px) {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;
