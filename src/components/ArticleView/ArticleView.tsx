import styled from 'styled-components';
import { ArticleCard } from '~/components/ArticleCard';
import type { ArticleCardData } from '~/data/cards';
import { CardGrid } from '~/components/Card';
import { Image } from '~/components/Image';
import { ProductGrid } from '~/components/ProductGrid';
import { RichText } from '~/components/RichText';
import { Sources } from '~/components/Sources';
import type { ArticleView as ArticleViewData } from '~/data/article-view.server';
import { JumpLink } from './JumpLink';
import { ArticleFrame, SponsoredLink, Wide } from './parts';
import { Section } from './Section';
import { SummaryTable } from './SummaryTable';
import { Amount, CellNote, Table, TableScroll } from './tables';
import { theme } from '~/styles/theme';

const MainImage = styled.div`
  margin: ${theme.space.lg} 0;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
`;

const Toc = styled.nav`
  margin: ${theme.space.xl} 0;
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }
`;

/** "Sisällys": a jump link to each titled section. */
function TableOfContents({ entries }: { entries: ArticleViewData['toc'] }) {
  if (entries.length === 0) return null;
  return (
    <Toc aria-labelledby="sisallys">
      <h2 id="sisallys">Sisällys</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <JumpLink to={entry.id}>{entry.title}</JumpLink>
          </li>
        ))}
      </ol>
    </Toc>
  );
}

/** A goal per row and the test recommended for it, with its price. */
function RecommendationTable({ table }: { table: NonNullable<ArticleViewData['recommendationTable']> }) {
  if (table.rows.length === 0) return null;
  return (
    <section aria-labelledby="suositukset">
      <h2 id="suositukset">{table.title}</h2>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Tavoite</th>
              <th scope="col">Suositeltu testi ja hinta</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.goal}>
                <th scope="row">{row.goal}</th>
                <td>
                  <SponsoredLink href={row.product.href}>{row.product.title}</SponsoredLink>
                  {/* The price under the test's name: two columns fit a phone without scrolling sideways. */}
                  <Amount>{row.product.price ?? '–'}</Amount>
                  <CellNote>{row.priceNote}</CellNote>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </section>
  );
}

/** A titled grid of article cards, a region named by its heading (the comparison cards of an article). */
function CardsSection({ id, title, cards }: { id: string; title: string; cards: readonly ArticleCardData[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Wide>
        <CardGrid>
          {cards.map((card) => (
            <li key={card.id}>
              <ArticleCard article={card} />
            </li>
          ))}
        </CardGrid>
      </Wide>
    </section>
  );
}

/** The comparisons of a hub's article: the featured one, then the grid of the rest. */
function ComparisonCards({ cards }: { cards: NonNullable<ArticleViewData['comparisonCards']> }) {
  return (
    <>
      <CardsSection id="vertailukortit" title={cards.featured.title} cards={[cards.featured.card]} />
      <CardsSection id="vertailukortit-ruudukko" title={cards.grid.title} cards={cards.grid.cards} />
    </>
  );
}

function Conclusion({ conclusion }: { conclusion: NonNullable<ArticleViewData['conclusion']> }) {
  return (
    <section aria-labelledby={conclusion.title ? 'yhteenveto' : undefined}>
      {conclusion.title && (
        <h2 id="yhteenveto" tabIndex={-1}>
          {conclusion.title}
        </h2>
      )}
      <RichText blocks={conclusion.content} />
    </section>
  );
}

function EndGrid({ grid }: { grid: NonNullable<ArticleViewData['endGrid']> }) {
  return (
    <section aria-labelledby="suositellut-tuotteet">
      <h2 id="suositellut-tuotteet">{grid.title}</h2>
      <Wide>
        <ProductGrid products={grid.products} />
      </Wide>
    </section>
  );
}

/** The article viewer (spec §2, "Article viewer"). */
export function ArticleView({ view }: { view: ArticleViewData }) {
  return (
    <ArticleFrame
      crumbs={view.breadcrumbs}
      title={view.title}
      updateDate={view.updateDate}
      pricesNote={view.pricesNote}
      hasStoreLinks={view.hasStoreLinks}
    >
      {view.image && (
        <MainImage>
          <Image src={view.image.src} alt={view.image.alt} width={1200} height={675} priority />
        </MainImage>
      )}
      <RichText blocks={view.introduction} />
      <TableOfContents entries={view.toc} />
      {view.summary.length >= 2 && (
        <SummaryTable
          rows={view.summary}
          priceBasis={view.priceBasis}
          mustHaves={view.mustHaves}
          captionNote={view.summaryPricesNote}
          valueNote={view.summaryValueNote}
        />
      )}
      {view.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      {view.recommendationTable && <RecommendationTable table={view.recommendationTable} />}
      {view.comparisonCards && <ComparisonCards cards={view.comparisonCards} />}
      {view.conclusion && <Conclusion conclusion={view.conclusion} />}
      <Sources sources={view.sources} />
      {view.endGrid && <EndGrid grid={view.endGrid} />}
    </ArticleFrame>
  );
}
