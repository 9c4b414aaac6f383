// Matching a feed's rows to the catalogue and planning what to write: by GTIN first, then by the shop's own product id
// kept in the catalogue, never by a name. Only the rows that match are kept, so memory does not grow with the feed.
import { normaliseGtin } from '../../../src/lib/gtin.ts';
import { formatCents } from '../../../src/lib/unit-price.ts';
import type { Offer, Product } from '../../../src/content/schemas/product.ts';
import { FeedError, type Availability, type FeedRow } from './rows.ts';

/** A catalogue product where it is written: its file and its place in the file's list. */
export interface PlacedProduct {
  file: string;
  index: number;
  product: Product;
}

/** What a feed is for: its name in messages, the shop it lists and the shop's host name. */
export interface FeedTarget {
  feed: string;
  shop: string;
  domain: string;
}

/** The fields the importer writes into an offer. */
export interface OfferValues {
  price: string;
  checkedAt: string;
  shopProductId: string;
  url?: string;
  availability?: Availability;
}

/** One offer to write: the product, the offer's place (none for a shop the product has no offer at yet) and its values. */
export interface OfferUpdate {
  file: string;
  productIndex: number;
  productId: string;
  offerIndex?: number;
  values: OfferValues;
  /** What changed, for the report, e.g. "hinta 19,90 € → 20,90 €". */
  changes: string[];
}

const availabilityNames: Record<Availability, string> = {
  in_stock: 'varastossa',
  out_of_stock: 'loppu',
  preorder: 'ennakkotilaus',
  backorder: 'jälkitoimitus',
};

/** What changed between an offer as it is and the values a feed gives it. */
function changesOf(offer: Offer | undefined, values: OfferValues): string[] {
  if (!offer) return [`uusi tarjous ${values.price}`];
  const changes: string[] = [];
  if (offer.price !== values.price) changes.push(`hinta ${offer.price ?? '—'} → ${values.price}`);
  if (values.availability && offer.availability !== values.availability)
    changes.push(
      `saatavuus ${offer.availability ? availabilityNames[offer.availability] : '—'} → ${availabilityNames[values.availability]}`,
    );
  if (values.url && offer.url !== values.url) changes.push(offer.url ? 'tuotesivu vaihtui' : 'tuotesivu lisätty');
  return changes;
}

/**
 * Collects a feed's rows against the catalogue. `add` takes each row as it is read; `plan` gives the offers to write,
 * or throws a FeedError when a matched row cannot be used (no price, price 0, another currency, a product page on
 * another host, the same product or id twice), so that a bad feed changes nothing.
 */
export function offerMatcher(target: FeedTarget, products: readonly PlacedProduct[], today: string) {
  const byGtin = new Map<string, PlacedProduct>();
  const byShopId = new Map<string, PlacedProduct>();
  for (const placed of products) {
    const gtin = normaliseGtin(placed.product.gtin);
    if (gtin) byGtin.set(gtin, placed);
    const own = placed.product.offers.find((offer) => offer.store === target.shop)?.shopProductId;
    if (own) byShopId.set(own, placed);
  }
  const matched = new Map<string, { row: FeedRow; placed: PlacedProduct }>();
  const ids = new Map<string, number>();
  const fail = (message: string, row: FeedRow) => new FeedError(target.feed, message, row.line);

  function add(row: FeedRow) {
    if (row.price?.currency && row.price.currency !== 'EUR')
      throw fail(`hinta on valuutassa ${row.price.currency} («${row.priceText}»); sivusto näyttää euroja`, row);
    const gtin = normaliseGtin(row.gtin);
    const placed = (gtin && byGtin.get(gtin)) || byShopId.get(row.id);
    if (!placed) return;
    if (!row.id) throw fail('rivillä ei ole tuotteen tunnusta', row);
    const earlier = ids.get(row.id);
    if (earlier !== undefined) throw fail(`tunnus ${row.id} on jo rivillä ${earlier}`, row);
    ids.set(row.id, row.line);
    const twice = matched.get(placed.product.id);
    if (twice) throw fail(`tuote ${placed.product.id} on jo rivillä ${twice.row.line} (tunnus ${twice.row.id})`, row);
    if (!row.price) throw fail(`hinta puuttuu tai ei ole hinta («${row.priceText ?? ''}»)`, row);
    if (row.price.cents === 0) throw fail(`hinta on 0 («${row.priceText}»): syöte ei kerro oikeaa hintaa`, row);
    if (row.url && new URL(row.url).hostname !== target.domain)
      throw fail(`tuotesivu ${row.url} ei ole kaupan verkkotunnuksessa ${target.domain}`, row);
    matched.set(placed.product.id, { row, placed });
  }

  function plan(): { updates: OfferUpdate[]; notFound: string[] } {
    const updates = [...matched.values()].map(({ row, placed }): OfferUpdate => {
      const offerIndex = placed.product.offers.findIndex((offer) => offer.store === target.shop);
      const values: OfferValues = {
        price: formatCents(row.price!.cents),
        checkedAt: today,
        shopProductId: row.id,
        ...(row.url ? { url: row.url } : {}),
        ...(row.availability ? { availability: row.availability } : {}),
      };
      return {
        file: placed.file,
        productIndex: placed.index,
        productId: placed.product.id,
        ...(offerIndex >= 0 ? { offerIndex } : {}),
        values,
        changes: changesOf(placed.product.offers[offerIndex], values),
      };
    });
    // The shop's offers that the feed should have had (the catalogue knows their GTIN or the shop's id) but did not.
    const notFound = products
      .filter(({ product }) => !matched.has(product.id))
      .filter(({ product }) => {
        const offer = product.offers.find((item) => item.store === target.shop);
        return offer && (offer.shopProductId || normaliseGtin(product.gtin));
      })
      .map(({ product }) => product.id);
    return { updates, notFound };
  }

  return { add, plan };
}
