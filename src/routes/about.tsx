import { AboutText, aboutTitle } from '~/components/AboutText';
import { Container } from '~/components/Container';
import { registryMeta } from '~/config/page-meta';

export const meta = () => registryMeta('/tietoa');

export default function AboutPage() {
  return (
    <Container>
      <h1>{aboutTitle}</h1>
      <AboutText />
    </Container>
  );
}
