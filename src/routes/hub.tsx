import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { Container } from '~/components/Container';
import { LinkCardGrid } from '~/components/LinkCardGrid';
import { PageIntro } from '~/components/PageIntro';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { hubTopics } from '~/data/navigation.server';
import { hubData } from '~/data/pages.server';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** Build-time: the hub's introduction and article cards. */
export function loader({ url }: LoaderFunctionArgs) {
  const path = url.pathname;
  return { ...pageData(path), ...hubData(path.slice(1)), topics: hubTopics(path) };
}

const Section = styled.section`
  margin-top: ${theme.space.xl};
`;

/** A topic hub (/lisaravinteet, /liikunta, /terveysteknologia, /kauneus, /uni): introduction, topics and articles. */
export default function HubPage() {
  const { page, introduction, cards, topics } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro title={page.title} lead={introduction} />
      {topics.length > 0 && (
        <Section aria-labelledby="aiheet">
          <h2 id="aiheet">Aiheet</h2>
          <LinkCardGrid cards={topics.map((topic) => ({ to: topic.path, title: topic.label }))} />
        </Section>
      )}
      <Section aria-labelledby="artikkelit">
        <h2 id="artikkelit">Artikkelit ja vertailut</h2>
        <CardGrid>
          {cards.map((card, index) => (
            <li key={card.id}>
              <ArticleCard article={card} priority={index < 3} />
            </li>
          ))}
        </CardGrid>
      </Section>
    </Container>
  );
}
