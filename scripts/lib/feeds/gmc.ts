// Google Merchant Center product feeds: RSS 2.0 (`<rss><channel><item>`) or Atom (`<feed><entry>`) with the product's
// fields in the `g:` namespace (http://base.google.com/ns/1.0). Read as a stream: each item is handed on as soon as it
// closes, so memory does not grow with the feed.
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { parseFeedPrice } from './price.ts';
import { FeedError, looksLikeHtml, readAvailability, type FeedRow } from './rows.ts';

const googleNamespace = 'http://base.google.com/ns/1.0';

/** Reads a GMC feed from a stream, calling `onRow` for every item; throws a FeedError on a feed it cannot read. */
export async function readGmcFeed(feed: string, stream: Readable, onRow: (row: FeedRow) => void): Promise<number> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let root: string | undefined;
  let item: { line: number; fields: Map<string, string> } | undefined;
  let field: string | undefined;
  let text = '';
  let count = 0;
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= new FeedError(feed, `XML ei kelpaa: ${error.message.replace(/^.*?:\d+:\d+: /, '')}`, {
      line: parser.line,
    });
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    root ??= tag.local;
    if (root !== 'rss' && root !== 'feed')
      failure ??= new FeedError(feed, `juurielementti <${tag.name}>, odotettiin <rss> tai <feed>`, {
        line: parser.line,
      });
    if (tag.local === 'item' || tag.local === 'entry') item = { line: parser.line, fields: new Map() };
    else if (item) {
      field = tag.uri === googleNamespace ? `g:${tag.local}` : tag.local;
      // Atom writes the product's address as <link href="…"/>.
      if (tag.local === 'link' && typeof tag.attributes.href === 'object')
        item.fields.set('link', tag.attributes.href.value);
      text = '';
    }
  });
  parser.on('text', (chunk) => {
    if (field) text += chunk;
  });
  parser.on('cdata', (chunk) => {
    if (field) text += chunk;
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (item && field && tag.local !== 'item' && tag.local !== 'entry') {
      if (text.trim() && !item.fields.has(field)) item.fields.set(field, text.trim());
      field = undefined;
    } else if (item && (tag.local === 'item' || tag.local === 'entry')) {
      onRow(rowOf(item.line, item.fields));
      count++;
      item = undefined;
    }
  });
  let first = true;
  // A character may be split between two chunks: the decoder holds its first bytes until the rest arrive.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream) {
    const piece = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (piece.length === 0) continue;
    if (first && looksLikeHtml(piece))
      throw new FeedError(feed, 'syöte on HTML-sivu (kirjautumis- tai virhesivu?), ei tuotesyöte');
    first = false;
    parser.write(piece.replace(/^\uFEFF/, ''));
    if (failure) throw failure;
  }
  if (first) throw new FeedError(feed, 'syöte on tyhjä');
  parser.close();
  if (failure) throw failure;
  return count;
}

/**
 * `g:sale_price_effective_date`, an ISO 8601 interval ("2026-11-20T00:00+02:00/2026-11-30T23:59+02:00"), as the days
 * it begins and ends on as the shop wrote them; an open or unreadable end is left out.
 */
export function saleDays(text: string | undefined): { from?: string; to?: string } {
  const [start, end] = (text ?? '').split('/');
  const day = (value: string | undefined) => value?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return { ...(day(start) ? { from: day(start) } : {}), ...(day(end) ? { to: day(end) } : {}) };
}

function rowOf(line: number, fields: ReadonlyMap<string, string>): FeedRow {
  const get = (name: string) => fields.get(name);
  const priceText = get('g:price');
  const saleText = get('g:sale_price');
  const salePrice = parseFeedPrice(saleText);
  const availabilityText = get('g:availability');
  const availability = readAvailability(availabilityText);
  return {
    line,
    id: get('g:id') ?? get('id') ?? '',
    ...(get('g:gtin') ? { gtin: get('g:gtin') } : {}),
    ...((get('g:title') ?? get('title')) ? { title: get('g:title') ?? get('title') } : {}),
    ...((get('g:link') ?? get('link')) ? { url: get('g:link') ?? get('link') } : {}),
    ...(priceText ? { priceText, ...(parseFeedPrice(priceText) ? { price: parseFeedPrice(priceText) } : {}) } : {}),
    ...(availability ? { availability } : availabilityText ? { availabilityText } : {}),
    ...(saleText
      ? {
          sale: {
            priceText: saleText,
            ...(salePrice ? { price: salePrice } : {}),
            ...saleDays(get('g:sale_price_effective_date')),
          },
        }
      : {}),
    ...(get('g:item_group_id') ? { groupId: get('g:item_group_id') } : {}),
  };
}
