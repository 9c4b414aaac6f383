import { useLoaderData } from 'react-router';
import { AboutText } from '~/components/AboutText';
import { Container } from '~/components/Container';
import { pageData } from '~/data/head.server';
import { aboutData } from '~/data/pages.server';
import { headFromLoader } from '~/lib/head-meta';

export const meta = headFromLoader;

/** Build-time: the page's head and the about text. */
export const loader = () => ({ ...pageData('/tietoa'), about: aboutData() });

export default function AboutPage() {
  const { about } = useLoaderData<typeof loader>();
  return (
    <Container>
      <h1>{about.title}</h1>
      <AboutText paragraphs={about.paragraphs} />
    </Container>
  );
}
