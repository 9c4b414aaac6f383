import styled from 'styled-components';

const Text = styled.div`
  max-width: ${({ theme }) => theme.textWidth};
`;

/** The about text's paragraphs (spec §1), given by the page's loader: one source for the home page and /tietoa. */
export function AboutText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Text>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </Text>
  );
}
