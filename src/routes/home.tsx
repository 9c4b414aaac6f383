import { Link, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { solidButton } from '~/styles/buttons';
import { AboutText } from '~/components/AboutText';
import { ArticleCard } from '~/components/ArticleCard';
import type { ArticleCardData } from '~/data/cards';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { LinkCardGrid } from '~/components/LinkCardGrid';
import { ReviewCard } from '~/components/ReviewCard';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { site } from '~/config/site';
import { homeData } from '~/data/pages.server';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** Build-time: the popular, newest and review cards. */
export const loader = () => ({ ...pageData('/'), ...homeData() });

const Hero = styled.section`
  padding: ${`${theme.space.xl} 0 ${theme.space.xxl}`};

  h1 {
    max-width: 18ch;
    font-size: ${theme.fontSizes.hero};
  }
`;

const Tagline = styled.p`
  max-width: ${theme.textWidth};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

const PrimaryLink = styled(Link)`
  ${solidButton('primary')}
  min-height: 48px;
  margin-top: ${theme.space.md};
  padding: 0 ${theme.space.lg};
`;

const Section = styled.section`
  padding: ${theme.space.xl} 0;
`;

function ArticleSection({
  id,
  title,
  cards,
  priority = false,
}: {
  id: string;
  title: string;
  cards: readonly ArticleCardData[];
  priority?: boolean;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <CardGrid>
        {cards.map((card) => (
          <li key={card.id}>
            <ArticleCard article={card} priority={priority} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export default function Home() {
  const { popular, newest, reviews, topics, about } = useLoaderData<typeof loader>();
  return (
    <Container>
      <Hero aria-labelledby="etusivu-otsikko">
        <h1 id="etusivu-otsikko">Hyvinvointituotteet vertailussa</h1>
        <Tagline>{site.tagline}</Tagline>
        <PrimaryLink to="/vertailut">Katso vertailut</PrimaryLink>
      </Hero>
      <ArticleSection id="suositut-artikkelit" title="Suositut artikkelit" cards={popular} priority />
      <ArticleSection id="uusimmat-artikkelit" title="Uusimmat artikkelit" cards={newest} />
      <Section aria-labelledby="suositut-tuotearvostelut">
        <h2 id="suositut-tuotearvostelut">Suositut tuotearvostelut</h2>
        {reviews.length > 0 ? (
          <CardGrid>
            {reviews.map((card) => (
              <li key={card.id}>
                <ReviewCard review={card} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p>
            Kaikki arvostelumme löydät sivulta <Link to="/tuotearvostelut">Tuotearvostelut</Link>.
          </p>
        )}
      </Section>
      <Section aria-labelledby="etusivu-aiheet">
        <h2 id="etusivu-aiheet">Aiheet</h2>
        <LinkCardGrid cards={topics} />
      </Section>
      <Section aria-labelledby="etusivu-tietoa">
        <h2 id="etusivu-tietoa">{about.title}</h2>
        <AboutText paragraphs={about.paragraphs} />
      </Section>
    </Container>
  );
}
