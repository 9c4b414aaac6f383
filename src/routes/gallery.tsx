import { useLoaderData } from 'react-router';
import styled from 'styled-components';
import { ArticleCard } from '~/components/ArticleCard';
import { CardGrid } from '~/components/Card';
import { AdDisclosure } from '~/components/AdDisclosure';
import { Container } from '~/components/Container';
import { PageIntro } from '~/components/PageIntro';
import { ProductCard } from '~/components/ProductCard';
import { ProductGrid } from '~/components/ProductGrid';
import { pageData } from '~/data/head.server';
import { headFromLoader } from '~/lib/head-meta';
import { articleCard, productCard, productCardsBySubjects } from '~/data/catalogue.server';
import { theme } from '~/styles/theme';

export const meta = headFromLoader;

/** A remote image that cannot load (the test fixture answers every remote request; a browser gets an error). */
const brokenRemoteImage = 'https://kuvat.example.invalid/tuote.jpg?width=1000';

/** Build-time data: real catalogue entries in every state a card can be in. */
export function loader() {
  const path = '/komponentit';
  const cards = { page: path, placement: 'kortti' } as const;
  const full = productCard('oura-ring-4', cards) ?? productCardsBySubjects(['unenseurantalaitteet'], cards)[0];
  if (!full) throw new Error('Galleria tarvitsee tuotteen aiheesta unenseurantalaitteet.');
  const articleIds = ['kreatiini', 'melatoniini', 'oura-sormus'];
  return {
    ...pageData(path),
    cards: [
      { name: 'Kaikki tiedot', product: full },
      {
        name: 'Ilman hintaa',
        product: {
          ...full,
          id: `${full.id}-ilman-hintaa`,
          price: undefined,
          priceDate: undefined,
          priceNote: 'katso hinta kaupasta',
        },
      },
      {
        name: 'Loppu varastosta',
        product: { ...full, id: `${full.id}-loppu`, stock: 'loppu varastosta' },
      },
      { name: 'Ilman arvosanaa', product: { ...full, id: `${full.id}-ilman-arvosanaa`, rating: undefined } },
      { name: 'Ilman kohokohtia', product: { ...full, id: `${full.id}-ilman-kohokohtia`, highlights: [] } },
      {
        name: 'Etäkuva (varakuvana oma kuvitus)',
        product: { ...full, id: `${full.id}-etakuva`, image: { ...full.image, src: brokenRemoteImage } },
      },
    ],
    grid: productCardsBySubjects(['korvatulpat'], cards).slice(0, 3),
    articles: articleIds.flatMap((id) => {
      const card = articleCard(id);
      return card ? [card] : [];
    }),
  };
}

const Section = styled.section`
  margin-top: ${theme.space.xxl};
`;

const StateName = styled.p`
  margin: 0 0 ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

/** The component gallery: every component of the library in each of its states, for development and tests only. */
export default function GalleryPage() {
  const { cards, grid, articles } = useLoaderData<typeof loader>();
  return (
    <Container>
      <PageIntro
        title="Komponenttigalleria"
        lead="Sivuston komponentit kaikissa tiloissaan. Sivu on kehitystä ja testejä varten: siihen ei linkitetä, eikä se ole hakukoneiden hakemistossa."
      />
      <AdDisclosure />
      <Section aria-labelledby="galleria-tuotekortit">
        <h2 id="galleria-tuotekortit">Tuotekortti</h2>
        <CardGrid>
          {cards.map(({ name, product }) => (
            <li key={name} data-state={name}>
              <StateName>{name}</StateName>
              <ProductCard product={product} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="galleria-ruudukko">
        <h2 id="galleria-ruudukko">Tuoteruudukko</h2>
        <ProductGrid products={grid} label="Tuoteruudukko: korvatulpat" />
        <StateName as="h3">Tyhjä ruudukko (ei näy lainkaan)</StateName>
        <div data-testid="tyhja-ruudukko">
          <ProductGrid products={[]} label="Tyhjä tuoteruudukko" />
        </div>
      </Section>
      <Section aria-labelledby="galleria-artikkelikortit">
        <h2 id="galleria-artikkelikortit">Artikkelikortti</h2>
        <CardGrid>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </CardGrid>
      </Section>
    </Container>
  );
}
