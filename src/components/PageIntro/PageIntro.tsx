import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '~/styles/theme';

const Wrapper = styled.div`
  max-width: ${theme.textWidth};
  margin-bottom: ${theme.space.xl};
`;

const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
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
