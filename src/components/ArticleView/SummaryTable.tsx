import { useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { SummaryRow } from '~/data/article-view.server';
import { formatRating, ratingLabel } from '~/lib/format';
import { nextSort, sortRows, type TableSort } from '~/lib/table-sort';
import { parsePrice, type PriceBasis } from '~/lib/unit-price';
import { JumpLink } from './JumpLink';
import { SponsoredLink, Wide } from './parts';
import { Amount, CellNote, Table, TableScroll } from './tables';
import { theme } from '~/styles/theme';

type SortKey = 'rating' | 'price' | 'unitPrice';
type Direction = TableSort<SortKey>['direction'];

/** A column the table can be sorted by: its heading and which way its first click sorts. */
const sortable: Record<SortKey, { first: Direction; order: Record<Direction, string> }> = {
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

/** The longest cell, last: wide enough to read in a few lines when a phone scrolls the table to it. */
const BestForCell = styled.td`
  min-width: 14rem;
`;

/** The caption's second line: the one date of every price in the table. */
const CaptionNote = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 400;
`;

/** The arrows of a sortable heading: both dim when unsorted, one when sorted. */
function SortArrows({ direction }: { direction?: Direction }) {
  return (
    <svg viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path d="M5 0 10 6H0z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M5 14 0 8h10z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}

/** What the table's columns are: the optional ones and the sortable ones' labels. */
interface Columns {
  priceBasis?: PriceBasis;
  /** The device specs every row has, by heading (`specColumns`). */
  specs: readonly string[];
  mustHaves: readonly string[];
  anyBestFor: boolean;
  labels: Record<SortKey, string>;
}

/** The heading row; a sortable column's heading is a button that sorts by it. */
function SummaryHead({
  columns,
  sort,
  onSort,
}: {
  columns: Columns;
  sort: TableSort<SortKey> | null;
  onSort: (sort: TableSort<SortKey>) => void;
}) {
  const heading = (key: SortKey) => {
    const direction = sort?.key === key ? sort.direction : undefined;
    return (
      <th scope="col" aria-sort={direction}>
        <SortButton type="button" onClick={() => onSort(nextSort(sort, key, sortable[key].first))}>
          {columns.labels[key]}
          <SortArrows direction={direction} />
        </SortButton>
      </th>
    );
  };
  return (
    <thead>
      <tr>
        <th scope="col">Tuote</th>
        {heading('price')}
        <th scope="col">Kauppa</th>
        {columns.priceBasis && heading('unitPrice')}
        {columns.specs.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {columns.mustHaves.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {heading('rating')}
        {columns.anyBestFor && <th scope="col">Paras valinta, jos</th>}
      </tr>
    </thead>
  );
}

/** A product's row. */
function SummaryTableRow({ row, columns }: { row: SummaryRow; columns: Columns }) {
  return (
    <tr>
      <th scope="row">
        <JumpLink to={row.target}>{row.name}</JumpLink>
      </th>
      <td>
        <Amount>{row.price ?? '–'}</Amount>
        {row.priceNote && <CellNote>{row.priceNote}</CellNote>}
      </td>
      <td>
        <SponsoredLink href={row.href}>{row.storeName}</SponsoredLink>
        {row.stock && <CellNote>{row.stock}</CellNote>}
      </td>
      {columns.priceBasis && (
        <NumberCell>
          {row.unitPrice?.text ?? 'ei tiedossa'}
          {row.unitPriceNote && <CellNote>{row.unitPriceNote}</CellNote>}
        </NumberCell>
      )}
      {row.specs?.map(({ heading, text }) => (
        <NumberCell key={heading}>{text}</NumberCell>
      ))}
      {columns.mustHaves.map((label, index) => (
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
      {columns.anyBestFor && <BestForCell>{row.bestFor ?? '–'}</BestForCell>}
    </tr>
  );
}

/**
 * The comparison's summary: a row per product. Prerendered in the editors' order; once the page is interactive, the
 * rating and price columns sort with their heading buttons (`aria-sort` on the heading, the order told in a status
 * line), and a product without the value goes last.
 */
export function SummaryTable({
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
  const columns: Columns = {
    priceBasis,
    specs: rows[0]?.specs?.map(({ heading }) => heading) ?? [],
    mustHaves,
    // A comparison that recommends none of its products for a use has no "Paras valinta, jos" column of dashes.
    anyBestFor: rows.some((row) => row.bestFor),
    labels: { rating: 'Arvosana', price: 'Hinta', unitPrice: `Hinta / ${priceBasis ?? ''}` },
  };
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
          <SummaryHead columns={columns} sort={sort} onSort={setSort} />
          <tbody>
            {sortRows(rows, sort, sortValue).map((row) => (
              <SummaryTableRow key={row.target} row={row} columns={columns} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <VisuallyHidden role="status">
        {sort ? `Järjestys: ${columns.labels[sort.key]}, ${sortable[sort.key].order[sort.direction]}.` : ''}
      </VisuallyHidden>
    </Wide>
  );
}
