import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  max-width: ${({ theme }) => theme.textWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A page's heading (h1) and an optional lead paragraph. */
export function PageIntro({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <Wrapper>
      <h1>{title}</h1>
      {lead && <Lead>{lead}</Lead>}
    </Wrapper>
  );
}
