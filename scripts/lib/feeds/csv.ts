// Product feeds as CSV or TSV (Adtraction, Awin and most shops' own exports): a header row, then a row per product.
// Which column holds what is the feed's mapping (content/feeds.yaml); the separator is the mapping's or, when left out,
// the one the header row uses most (";", tab or ","). Read as a stream: memory does not grow with the feed.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { parseFeedPrice } from './price.ts';
import { FeedError, looksLikeHtml, peek, readAvailability, type FeedRow } from './rows.ts';

/** The feed's column for each field the importer reads; `id` and `price` are required. */
export interface ColumnMapping {
  id: string;
  price: string;
  gtin?: string;
  title?: string;
  url?: string;
  availability?: string;
  /** A column with the price's currency, for feeds that write it apart ("14,90" and "EUR"). */
  currency?: string;
}

/** The separator the header line uses most. */
export function guessDelimiter(headerLine: string): string {
  const counts = [';', '\t', ','].map((candidate) => [candidate, headerLine.split(candidate).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![1] > 0 ? counts[0]![0] : ',';
}

const csvMessages: Record<string, string> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'rivillä on eri määrä sarakkeita kuin otsikkorivillä (katkennut syöte?)',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'rivillä on eri määrä sarakkeita kuin otsikkorivillä (katkennut syöte?)',
  CSV_QUOTE_NOT_CLOSED: 'lainausmerkki jää sulkematta (katkennut syöte?)',
  CSV_INVALID_CLOSING_QUOTE: 'lainausmerkin jälkeen on merkki, jota ei odotettu',
};

/** Reads a CSV or TSV feed from a stream, calling `onRow` for every row; throws a FeedError on a feed it cannot read. */
export async function readCsvFeed(
  feed: string,
  stream: Readable,
  columns: ColumnMapping,
  onRow: (row: FeedRow) => void,
  delimiter?: string,
): Promise<number> {
  const { first: head, rest } = await peek(stream);
  const first = head.toString('utf8');
  if (looksLikeHtml(first))
    throw new FeedError(feed, 'syöte on HTML-sivu (kirjautumis- tai virhesivu?), ei tuotesyöte');
  if (!first.trim()) throw new FeedError(feed, 'syöte on tyhjä');
  const separator = delimiter ?? guessDelimiter(first.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!);
  const parser = rest.pipe(
    parse({ delimiter: separator, bom: true, columns: true, trim: true, skip_empty_lines: true, info: true }),
  );
  let count = 0;
  let checked = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (!checked) {
        const missing = Object.entries(columns).filter(([, column]) => column && !(column in record));
        if (missing.length > 0)
          throw new FeedError(
            feed,
            `sarakkeita ei ole: ${missing.map(([field, column]) => `${column} (${field})`).join(', ')}; otsikkorivillä on ${Object.keys(record).join(', ')}`,
            { line: 1 },
          );
        checked = true;
      }
      onRow(rowOf(info.lines, record, columns));
      count++;
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const line = (error as { lines?: number }).lines;
    throw new FeedError(feed, csvMessages[code] ?? `CSV ei kelpaa: ${(error as Error).message}`, { line });
  }
  return count;
}

function rowOf(line: number, record: Readonly<Record<string, string>>, columns: ColumnMapping): FeedRow {
  const get = (column: string | undefined) => (column ? record[column]?.trim() || undefined : undefined);
  const priceText = get(columns.price);
  const read = parseFeedPrice(priceText);
  const currency = get(columns.currency);
  const availabilityText = get(columns.availability);
  const availability = readAvailability(availabilityText);
  return {
    line,
    id: get(columns.id) ?? '',
    ...(get(columns.gtin) ? { gtin: get(columns.gtin) } : {}),
    ...(get(columns.title) ? { title: get(columns.title) } : {}),
    ...(get(columns.url) ? { url: get(columns.url) } : {}),
    ...(priceText ? { priceText } : {}),
    ...(read ? { price: { ...read, ...(currency && !read.currency ? { currency } : {}) } } : {}),
    ...(availability ? { availability } : availabilityText ? { availabilityText } : {}),
  };
}
