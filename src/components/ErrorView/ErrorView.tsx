import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { theme } from '~/styles/theme';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space.xs} ${theme.space.lg}`};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
    font-weight: 600;
  }
`;

/** Where an error view sends the reader onwards. */
export interface ErrorViewLink {
  to: string;
  label: string;
}

/** A Finnish error view inside the layout: a heading, a sentence and links onwards. */
export function ErrorView({
  heading,
  message,
  links,
}: {
  heading: string;
  message: string;
  links: readonly ErrorViewLink[];
}) {
  return (
    <Container>
      <h1>{heading}</h1>
      <p>{message}</p>
      <nav aria-label="Jatka sivustolla">
        <Links>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </Links>
      </nav>
    </Container>
  );
}
