import styled from 'styled-components';
import { about } from '@content/about';

const Text = styled.div`
  max-width: ${({ theme }) => theme.textWidth};
`;

/** The about text's six paragraphs (spec §1): one source for the home page and /tietoa. */
export function AboutText() {
  return (
    <Text>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </Text>
  );
}

/** The about text's heading. */
export const aboutTitle = about.title;
