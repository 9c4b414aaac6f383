import { useLocation, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { LinkCardGrid } from '~/components/LinkCardGrid';
import { PageIntro } from '~/components/PageIntro';
import { registryMeta } from '~/config/page-meta';
import { navigation, routeFor } from '~/config/routes';

export const meta: MetaFunction = ({ location }) => registryMeta(location.pathname);

const Topics = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A topic hub (/lisaravinteet, /liikunta, /terveysteknologia, /kauneus, /uni): its heading and its topics. */
export default function HubPage() {
  const { pathname } = useLocation();
  const entry = routeFor(pathname);
  const topics = navigation.find((item) => item.link.path === entry.path)?.children ?? [];
  return (
    <Container>
      <PageIntro title={entry.title ?? entry.label} lead={entry.description} />
      <Topics aria-labelledby="aiheen-artikkelit">
        <h2 id="aiheen-artikkelit">Aiheen artikkelit</h2>
        <LinkCardGrid cards={topics.map((topic) => ({ to: topic.path, title: topic.label }))} />
      </Topics>
    </Container>
  );
}
