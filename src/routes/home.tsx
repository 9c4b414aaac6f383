import { Link } from 'react-router';
import styled from 'styled-components';
import { AboutText, aboutTitle } from '~/components/AboutText';
import { Container } from '~/components/Container';
import { LinkCardGrid } from '~/components/LinkCardGrid';
import { registryMeta } from '~/config/page-meta';
import { footerNavigation } from '~/config/routes';
import { site } from '~/config/site';

export const meta = () => registryMeta('/');

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};

  h1 {
    max-width: 18ch;
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.textWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PrimaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: #fff;
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
`;

export default function Home() {
  return (
    <Container>
      <Hero aria-labelledby="etusivu-otsikko">
        <h1 id="etusivu-otsikko">Hyvinvointituotteet vertailussa</h1>
        <Tagline>{site.tagline}</Tagline>
        <PrimaryLink to="/vertailut">Katso vertailut</PrimaryLink>
      </Hero>
      <Section aria-labelledby="etusivu-aiheet">
        <h2 id="etusivu-aiheet">Aiheet</h2>
        <LinkCardGrid
          cards={footerNavigation.topics.map((topic) => ({
            to: topic.path,
            title: topic.label,
            text: topic.description,
          }))}
        />
      </Section>
      <Section aria-labelledby="etusivu-tietoa">
        <h2 id="etusivu-tietoa">{aboutTitle}</h2>
        <AboutText />
      </Section>
    </Container>
  );
}
