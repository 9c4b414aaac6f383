import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ArticleCard } from '~/components/ArticleCard';
import type { ArticleCardData } from '~/data/cards';
import { CardGrid } from '~/components/Card';
import { Image } from '~/components/Image';
import { ProductGrid } from '~/components/ProductGrid';
import { RichText } from '~/components/RichText';
import { CheckedNote, Sources } from '~/components/Sources';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type {
  ArticleView as ArticleViewData,
  ProductFactsView,
  SummaryRow,
  ViewSection,
} from '~/data/article-view.server';
import { formatDate, formatRating, ratingLabel } from '~/lib/format';
import { unknownFact } from '~/lib/product-facts';
import { nextSort, sortRows, type TableSort } from '~/lib/table-sort';
import { parsePrice, type PriceBasis } from '~/lib/unit-price';
import { ArticleFrame, Wide } from './parts';
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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space.xs};
  }

  th,
  td {
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${theme.colors.primarySoft};
  }
`;

/**
 * A wide table scrolls inside this box on a narrow screen. It is a containing block (position: relative) so that the
 * absolutely positioned screen-reader texts inside its links are clipped with it instead of widening the page.
 */
const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
`;

const ProductSection = styled.section`
  .kuva {
    display: block;
    max-width: 20rem;
    margin: ${theme.space.md} 0;
    border-radius: ${theme.radii.md};
    overflow: hidden;
  }
`;

/** A product's "Tuotetiedot": the label facts as a two-column list, with where and when they were read. */
const FactsBox = styled.div`
  margin: ${theme.space.md} 0;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${`${theme.space.xxs} ${theme.space.md}`};
    margin: 0;
  }

  dl > div {
    display: contents;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  p {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.textMuted};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

function ProductFacts({ facts, headingId }: { facts: ProductFactsView; headingId: string }) {
  const host = new URL(facts.source).hostname.replace(/^www\./, '');
  return (
    <FactsBox>
      <h3 id={headingId}>Tuotetiedot</h3>
      <dl aria-labelledby={headingId}>
        {facts.rows.map((row) => (
          <div key={row.label + row.value}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Lähde:{' '}
        <a href={facts.source} target="_blank" rel="noopener noreferrer">
          {host}
          <VisuallyHidden> (avautuu uuteen välilehteen)</VisuallyHidden>
        </a>
        , luettu {formatDate(facts.checked)}.
        {facts.rows.some((row) => row.value === unknownFact) &&
          ' Tieto, jota lähteestä ei löytynyt, on merkitty viivalla.'}
      </p>
    </FactsBox>
  );
}

/** A strip of linked images that scrolls sideways; a containing block for the same reason as TableScroll. */
const Strip = styled.ul`
  position: relative;
  display: flex;
  gap: ${theme.space.sm};
  overflow-x: auto;
  padding: 0;
  list-style: none;

  li {
    flex: 0 0 10rem;
  }

  li + li {
    margin-top: 0;
  }
`;

const sponsored = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;

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

/** Scrolls smoothly to a section's heading, moves focus there and puts its id in the address (spec §2). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.pushState(window.history.state, '', `#${id}`);
}

function Heading({ section }: { section: ViewSection }) {
  if (!section.title) return null;
  return (
    <h2 id={section.id} tabIndex={-1}>
      {section.title}
    </h2>
  );
}

function Section({ section }: { section: ViewSection }) {
  switch (section.type) {
    case 'text':
      return (
        <section aria-labelledby={section.title ? section.id : undefined}>
          <Heading section={section} />
          <RichText blocks={section.content} />
          {section.checked && <CheckedNote date={section.checked} />}
        </section>
      );
    case 'bullets':
      return (
        <section aria-labelledby={section.title ? section.id : undefined}>
          <Heading section={section} />
          <ul>
            {section.items.map((item, index) => (
              <li key={index}>
                {item.target ? (
                  <a href={`#${item.target}`} onClick={(event) => jumpTo(event, item.target!)}>
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'text-with-image':
      return (
        <ProductSection aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {section.product ? (
              <a href={section.product.href} {...sponsored}>
                {section.title}
                <VisuallyHidden> (mainoslinkki, avautuu uuteen välilehteen)</VisuallyHidden>
              </a>
            ) : (
              section.title
            )}
          </h2>
          {section.image &&
            (section.product ? (
              <a className="kuva" href={section.product.href} {...sponsored} tabIndex={-1} aria-hidden="true">
                <Image {...section.image} width={400} height={400} />
              </a>
            ) : (
              <span className="kuva">
                <Image {...section.image} width={400} height={400} />
              </span>
            ))}
          <RichText blocks={section.content} />
          {section.facts && <ProductFacts facts={section.facts} headingId={`${section.id}-tiedot`} />}
        </ProductSection>
      );
    case 'products':
      if (section.products.length === 0) return null;
      return (
        <section aria-labelledby={section.id}>
          <Heading section={section} />
          <Wide>
            <ProductGrid products={section.products} />
          </Wide>
        </section>
      );
    case 'product-images':
      if (section.products.length === 0) return null;
      return (
        <section aria-labelledby={section.title ? section.id : undefined}>
          <Heading section={section} />
          <Strip>
            {section.products.map((product) => (
              <li key={product.id}>
                <a href={product.href} {...sponsored}>
                  <Image {...product.image} width={400} height={400} />
                  <VisuallyHidden> (mainoslinkki, avautuu uuteen välilehteen)</VisuallyHidden>
                </a>
              </li>
            ))}
          </Strip>
        </section>
      );
  }
}

type SortKey = 'rating' | 'price' | 'unitPrice';

/** A column the table can be sorted by: its heading and which way its first click sorts. */
const sortable: Record<
  SortKey,
  { first: TableSort<SortKey>['direction']; order: Record<TableSort<SortKey>['direction'], string> }
> = {
  rating: { first: 'descending', order: { descending: 'paras ensin', ascending: 'heikoin ensin' } },
  price: { first: 'ascending', order: { ascending: 'edullisin ensin', descending: 'kallein ensin' } },
  unitPrice: { first: 'ascending', order: { ascending: 'edullisin ensin', descending: 'kallein ensin' } },
};

const sortValue = (row: SummaryRow, key: SortKey) =>
  key === 'rating' ? row.rating : key === 'price' ? parsePrice(row.price) : row.unitPrice?.cents;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  text-align: left;

  svg {
    flex: none;
    width: 0.75em;
    height: 0.75em;
  }
`;

/** A number cell: a price never breaks between the amount and the euro sign. */
const NumberCell = styled.td`
  white-space: nowrap;

  /* What a price per unit lacks wraps under it. */
  span {
    min-width: 9rem;
    white-space: normal;
  }
`;

/** A price in a cell, kept on one line. */
const Amount = styled.span`
  display: block;
  white-space: nowrap;
`;

/** The longest cell, last: wide enough to read in a few lines when a phone scrolls the table to it. */
const BestForCell = styled.td`
  min-width: 14rem;
`;

/** What a cell adds under its value: the price's date, the stock. */
const CellNote = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

/** The caption's second line: the one date of every price in the table. */
const CaptionNote = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 400;
`;

/** The arrows of a sortable heading: both dim when unsorted, one when sorted. */
function SortArrows({ direction }: { direction?: TableSort<SortKey>['direction'] }) {
  return (
    <svg viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path d="M5 0 10 6H0z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M5 14 0 8h10z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}

/**
 * The comparison's summary: a row per product. Prerendered in the editors' order; once the page is interactive, the
 * rating and price columns sort with their heading buttons (`aria-sort` on the heading, the order told in a status
 * line), and a product without the value goes last.
 */
function SummaryTable({
  rows,
  priceBasis,
  mustHaves = [],
  captionNote,
  valueNote,
}: {
  rows: readonly SummaryRow[];
  priceBasis?: PriceBasis;
  /** The comparison's must-haves, a column each: where every product stands on it. */
  mustHaves?: readonly string[];
  captionNote?: string;
  /** Why the table has no price per unit although the comparison ranks on one. */
  valueNote?: string;
}) {
  const [sort, setSort] = useState<TableSort<SortKey> | null>(null);
  const shown = sortRows(rows, sort, sortValue);
  const heading = (key: SortKey, label: string) => {
    const direction = sort?.key === key ? sort.direction : undefined;
    return (
      <th scope="col" aria-sort={direction}>
        <SortButton type="button" onClick={() => setSort(nextSort(sort, key, sortable[key].first))}>
          {label}
          <SortArrows direction={direction} />
        </SortButton>
      </th>
    );
  };
  const labels: Record<SortKey, string> = {
    rating: 'Arvosana',
    price: 'Hinta',
    unitPrice: `Hinta / ${priceBasis ?? ''}`,
  };
  // A comparison that recommends none of its products for a use has no "Paras valinta, jos" column of dashes.
  const anyBestFor = rows.some((row) => row.bestFor);
  // Every price in the table is dated: once in the caption when all are dated alike, else under each price.
  return (
    <Wide>
      <TableScroll>
        <Table>
          <caption>
            Vertailun tuotteet lyhyesti
            {captionNote && <CaptionNote>{captionNote}</CaptionNote>}
            {valueNote && <CaptionNote>{valueNote}</CaptionNote>}
          </caption>
          <thead>
            <tr>
              <th scope="col">Tuote</th>
              {heading('price', labels.price)}
              <th scope="col">Kauppa</th>
              {priceBasis && heading('unitPrice', labels.unitPrice)}
              {mustHaves.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              {heading('rating', labels.rating)}
              {anyBestFor && <th scope="col">Paras valinta, jos</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.target}>
                <th scope="row">
                  <a href={`#${row.target}`} onClick={(event) => jumpTo(event, row.target)}>
                    {row.name}
                  </a>
                </th>
                <td>
                  <Amount>{row.price ?? '–'}</Amount>
                  {row.priceNote && <CellNote>{row.priceNote}</CellNote>}
                </td>
                <td>
                  <a href={row.href} {...sponsored}>
                    {row.storeName}
                    <VisuallyHidden> (mainoslinkki, avautuu uuteen välilehteen)</VisuallyHidden>
                  </a>
                  {row.stock && <CellNote>{row.stock}</CellNote>}
                </td>
                {priceBasis && (
                  <NumberCell>
                    {row.unitPrice?.text ?? 'ei tiedossa'}
                    {row.unitPriceNote && <CellNote>{row.unitPriceNote}</CellNote>}
                  </NumberCell>
                )}
                {mustHaves.map((label, index) => (
                  <td key={label}>
                    {row.mustHaves?.[index]?.text ?? 'ei tiedossa'}
                    {row.mustHaves?.[index]?.note && <CellNote>{row.mustHaves[index].note}</CellNote>}
                  </td>
                ))}
                <td>
                  {row.rating !== undefined ? (
                    <>
                      <span aria-hidden="true">{formatRating(row.rating)}</span>
                      <VisuallyHidden>{ratingLabel(row.rating)}</VisuallyHidden>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
                {anyBestFor && <BestForCell>{row.bestFor ?? '–'}</BestForCell>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <VisuallyHidden role="status">
        {sort ? `Järjestys: ${labels[sort.key]}, ${sortable[sort.key].order[sort.direction]}.` : ''}
      </VisuallyHidden>
    </Wide>
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
      {view.toc.length > 0 && (
        <Toc aria-labelledby="sisallys">
          <h2 id="sisallys">Sisällys</h2>
          <ol>
            {view.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </Toc>
      )}
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
      {view.recommendationTable && view.recommendationTable.rows.length > 0 && (
        <section aria-labelledby="suositukset">
          <h2 id="suositukset">{view.recommendationTable.title}</h2>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Tavoite</th>
                  <th scope="col">Suositeltu testi ja hinta</th>
                </tr>
              </thead>
              <tbody>
                {view.recommendationTable.rows.map((row) => (
                  <tr key={row.goal}>
                    <th scope="row">{row.goal}</th>
                    <td>
                      <a href={row.product.href} {...sponsored}>
                        {row.product.title}
                        <VisuallyHidden> (mainoslinkki, avautuu uuteen välilehteen)</VisuallyHidden>
                      </a>
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
      )}
      {view.comparisonCards && (
        <>
          <CardsSection
            id="vertailukortit"
            title={view.comparisonCards.featured.title}
            cards={[view.comparisonCards.featured.card]}
          />
          <CardsSection
            id="vertailukortit-ruudukko"
            title={view.comparisonCards.grid.title}
            cards={view.comparisonCards.grid.cards}
          />
        </>
      )}
      {view.conclusion && (
        <section aria-labelledby={view.conclusion.title ? 'yhteenveto' : undefined}>
          {view.conclusion.title && (
            <h2 id="yhteenveto" tabIndex={-1}>
              {view.conclusion.title}
            </h2>
          )}
          <RichText blocks={view.conclusion.content} />
        </section>
      )}
      <Sources sources={view.sources} />
      {view.endGrid && (
        <section aria-labelledby="suositellut-tuotteet">
          <h2 id="suositellut-tuotteet">{view.endGrid.title}</h2>
          <Wide>
            <ProductGrid products={view.endGrid.products} />
          </Wide>
        </section>
      )}
    </ArticleFrame>
  );
}
