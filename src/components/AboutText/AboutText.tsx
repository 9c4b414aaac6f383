import { Fragment } from 'react';
import styled from 'styled-components';
import { theme } from '~/styles/theme';

const Text = styled.div`
  max-width: ${theme.textWidth};
`;

/** An e-mail address in running text. */
const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A paragraph's text with each e-mail address as a `mailto:` link, so a reader can write to it with one click. */
function withMailLinks(paragraph: string) {
  return paragraph.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The about text's paragraphs (spec §1), given by the page's loader: one source for the home page and /tietoa. */
export function AboutText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Text>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{withMailLinks(paragraph)}</p>
      ))}
    </Text>
  );
}
