import styled from 'styled-components';
import { theme } from '~/styles/theme';

/** A table of an article: the comparison's summary, the recommendations. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};

  caption {
    /* No wider than the box the table scrolls in, so that a phone reads it without scrolling sideways. */
    max-inline-size: 100cqi;
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
 * absolutely positioned screen-reader texts inside its links are clipped with it instead of widening the page, and a
 * size container, whose width (`cqi`) the table's caption keeps to.
 */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  container-type: inline-size;
`;

/** A price in a cell, kept on one line. */
export const Amount = styled.span`
  display: block;
  white-space: nowrap;
`;

/** What a cell adds under its value: the price's date, the stock. */
export const CellNote = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;
