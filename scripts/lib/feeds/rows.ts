// What the importer reads from any feed: one row per product the shop sells, whatever the feed's format.
import { Readable } from 'node:stream';
import { ProblemError } from '../../../src/lib/problem.ts';
import type { FeedPrice } from './price.ts';

/** Whether the shop has the product: the values of Google Merchant Center's `availability`. */
export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

/** One product of a feed, as read: the line it starts on, for messages. */
export interface FeedRow {
  line: number;
  /** The shop's own id for the product (GMC `g:id`, a CSV's product id column). */
  id: string;
  gtin?: string;
  title?: string;
  /** The product's page at the shop. */
  url?: string;
  /** The price as written, and read. */
  priceText?: string;
  price?: FeedPrice;
  availability?: Availability;
  /** The availability as written, when it is none of the four. */
  availabilityText?: string;
  /**
   * A sale price (GMC `g:sale_price`), with the days it holds from and to (`g:sale_price_effective_date`, as
   * yyyy-mm-dd in the shop's own time); without days it holds until the feed drops it.
   */
  sale?: { priceText: string; price?: FeedPrice; from?: string; to?: string };
  /** The product group a variant belongs to (GMC `g:item_group_id`): never an id of the product itself. */
  groupId?: string;
}

/** Where in a feed a problem is: the row's line, the row's own id and the feed's field (`g:price`, a CSV column). */
export interface FeedPlace {
  line?: number;
  entry?: string;
  field?: string;
}

/** A feed that cannot be used: the message says why and where, in the one format; the importer changes nothing. */
export class FeedError extends ProblemError {
  readonly feed: string;
  readonly line?: number;

  constructor(feed: string, message: string, place: FeedPlace = {}) {
    super({ file: feed, ...place, message });
    this.name = 'FeedError';
    this.feed = feed;
    this.line = place.line;
  }
}

/** The fields of a row a problem can be in, and their names in a GMC feed. */
export type RowField = 'id' | 'price' | 'currency' | 'url';
export const gmcFields: Record<RowField, string> = { id: 'g:id', price: 'g:price', currency: 'g:price', url: 'g:link' };

const availabilityWords: Record<string, Availability> = {
  in_stock: 'in_stock',
  'in stock': 'in_stock',
  instock: 'in_stock',
  varastossa: 'in_stock',
  yes: 'in_stock',
  true: 'in_stock',
  '1': 'in_stock',
  out_of_stock: 'out_of_stock',
  'out of stock': 'out_of_stock',
  outofstock: 'out_of_stock',
  loppu: 'out_of_stock',
  no: 'out_of_stock',
  false: 'out_of_stock',
  '0': 'out_of_stock',
  preorder: 'preorder',
  'pre-order': 'preorder',
  backorder: 'backorder',
};

/** An availability as a feed writes it ("in stock", "in_stock", "1", "varastossa"); undefined when unknown. */
export const readAvailability = (text: string | undefined): Availability | undefined =>
  text === undefined ? undefined : availabilityWords[text.trim().toLowerCase()];

/** Whether a feed's first characters are an HTML page (a login or error page served instead of the feed). */
export const looksLikeHtml = (start: string) => /^\s*(?:<!doctype html|<html[\s>])/i.test(start.replace(/^\uFEFF/, ''));

/** The stream's first chunk, and a stream that still yields everything from the start (the first chunk included). */
export async function peek(stream: Readable): Promise<{ first: Buffer | string; rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const head = await iterator.next();
  const first = head.done ? Buffer.alloc(0) : (head.value as Buffer | string);
  async function* all() {
    if (!head.done) yield first;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { first, rest: Readable.from(all(), { objectMode: false }) };
}
