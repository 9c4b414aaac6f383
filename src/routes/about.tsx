import { AboutText, aboutTitle } from '~/components/AboutText';
import { Container } from '~/components/Container';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';

export const meta = headFromLoader;

/** Build-time: the page's head. */
export const loader = () => pageData('/tietoa');

export default function AboutPage() {
  return (
    <Container>
      <h1>{aboutTitle}</h1>
      <AboutText />
    </Container>
  );
}
