// Matching a feed's rows to the catalogue and planning what to write: by GTIN first, then by the shop's own product id
// kept in the catalogue, never by a name. Only the rows that match are kept, so memory does not grow with the feed.
import { normaliseGtin } from '../../../src/lib/gtin.ts';
import { formatCents, parsePrice } from '../../../src/lib/unit-price.ts';
import type { Offer, Product } from '../../../src/content/schemas/product.ts';
import { FeedError, type Availability, type FeedRow, type RowField } from './rows.ts';

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
  /** Whether the shop's host serves its pages over https (its search page there is an https address). */
  https: boolean;
  /** The feed's own names of the fields a problem can be in (GMC's `g:price`, a CSV's column); by default the row's. */
  fields?: Partial<Record<RowField, string>>;
}

/** How many times up or down a price may move before it is held for an editor, unless told otherwise. */
export const defaultPriceFactor = 2;

/** How the plan treats a feed's prices. */
export interface PriceRules {
  /** The day the prices are checked, yyyy-mm-dd: a sale price holds on it or not. */
  today: string;
  /** A price that moves more than this many times up or down is held for an editor (`defaultPriceFactor`). */
  maxPriceFactor?: number;
  /** Products whose held price an editor has looked at and lets through. */
  accept?: readonly string[];
}

/** Query parameters that say where a click came from, not which page: analytics and ad-click ids. */
const trackingParameter = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A row's product page as the catalogue keeps it: on the shop's host, over https (an `http://` address is moved to
 * https when the shop's host serves it), without tracking parameters. A message when it cannot be used.
 */
export function productPage(
  url: string,
  target: Pick<FeedTarget, 'domain' | 'https'>,
): { url: string } | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `tuotesivu «${url}» ei ole osoite` };
  }
  if (parsed.hostname !== target.domain)
    return { problem: `tuotesivu ${url} ei ole kaupan verkkotunnuksessa ${target.domain}` };
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && target.https))
    return { problem: `tuotesivu ${url} ei ole https-osoite, eikä kaupan sivuja tiedetä https-osoitteista` };
  // The query is filtered as written, so that the parameters kept keep their own encoding.
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !trackingParameter.test(parameterName(pair)));
  const clean = `https://${parsed.host}${parsed.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${parsed.hash}`;
  return { url: clean };
}

/** A query pair's name, decoded where it can be ("utm%5Fsource"); a malformed escape is kept as written. */
function parameterName(pair: string): string {
  const name = pair.split('=')[0]!;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The price a row asks on `today`: its sale price while the sale holds, else its regular price. */
function askedPrice(row: FeedRow, today: string) {
  const sale = row.sale;
  const holds = sale?.price && (!sale.from || sale.from <= today) && (!sale.to || today <= sale.to);
  return holds ? { price: sale.price!, text: sale.priceText } : { price: row.price, text: row.priceText };
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

/** A price the plan does not apply: it moved more than the factor allows, and waits for an editor. */
export interface HeldPrice {
  productId: string;
  from: string;
  to: string;
}

/** A matched row that cannot be used, at its line, its id and the feed's own name of the field. */
const rowError = (target: FeedTarget, row: FeedRow, field: RowField, message: string) =>
  new FeedError(target.feed, message, {
    line: row.line,
    ...(row.id ? { entry: row.id } : {}),
    field: target.fields?.[field] ?? field,
  });

/** The catalogue's products by GTIN and by the feed's shop's own product id. */
function catalogueKeys(target: FeedTarget, products: readonly PlacedProduct[]) {
  const byGtin = new Map<string, PlacedProduct>();
  const byShopId = new Map<string, PlacedProduct>();
  for (const placed of products) {
    const gtin = normaliseGtin(placed.product.gtin);
    if (gtin) byGtin.set(gtin, placed);
    const own = placed.product.offers.find((offer) => offer.store === target.shop)?.shopProductId;
    if (own) byShopId.set(own, placed);
  }
  return { byGtin, byShopId };
}

/**
 * Collects a feed's rows against the catalogue, by GTIN or by the shop's own id of the row itself (a variant's group
 * id is never used, and names never are). `add` takes each row as it is read and checks only the rows that match; it
 * throws a FeedError when a matched row cannot be used (no price, price 0, another currency, a product page that
 * cannot be kept, the same product or id twice), so that a bad feed changes nothing. `plan` gives the offers to
 * write and the prices held for an editor.
 */
export function offerMatcher(target: FeedTarget, products: readonly PlacedProduct[], rules: PriceRules) {
  const { today } = rules;
  const { byGtin, byShopId } = catalogueKeys(target, products);
  const matched = new Map<string, { row: FeedRow; placed: PlacedProduct; cents: number; url?: string }>();
  const ids = new Map<string, number>();
  const fail = (message: string, row: FeedRow, field: RowField) => rowError(target, row, field, message);

  /** Takes a row; true when it matched a catalogue product. */
  function add(row: FeedRow): boolean {
    const gtin = normaliseGtin(row.gtin);
    const placed = (gtin && byGtin.get(gtin)) || byShopId.get(row.id);
    if (!placed) return false;
    if (!row.id) throw fail('rivillä ei ole tuotteen tunnusta', row, 'id');
    const asked = askedPrice(row, today);
    const currency = asked.price?.currency;
    if (currency && currency !== 'EUR')
      throw fail(`hinta on valuutassa ${currency} («${asked.text}»); sivusto näyttää euroja`, row, 'currency');
    const earlier = ids.get(row.id);
    if (earlier !== undefined) throw fail(`tunnus on jo rivillä ${earlier}`, row, 'id');
    ids.set(row.id, row.line);
    const twice = matched.get(placed.product.id);
    if (twice)
      throw fail(`tuote ${placed.product.id} on jo rivillä ${twice.row.line} (tunnus ${twice.row.id})`, row, 'id');
    if (!asked.price) throw fail(`hinta puuttuu tai ei ole hinta («${asked.text ?? ''}»)`, row, 'price');
    if (asked.price.cents === 0) throw fail(`hinta on 0 («${asked.text}»): syöte ei kerro oikeaa hintaa`, row, 'price');
    const page = row.url === undefined ? undefined : productPage(row.url, target);
    if (page && 'problem' in page) throw fail(page.problem, row, 'url');
    matched.set(placed.product.id, { row, placed, cents: asked.price.cents, ...(page ? { url: page.url } : {}) });
    return true;
  }

  function plan(): { updates: OfferUpdate[]; held: HeldPrice[]; notFound: string[] } {
    const factor = rules.maxPriceFactor ?? defaultPriceFactor;
    const held: HeldPrice[] = [];
    const updates = [...matched.values()].flatMap(({ row, placed, cents, url }): OfferUpdate[] => {
      const offerIndex = placed.product.offers.findIndex((offer) => offer.store === target.shop);
      const offer = placed.product.offers[offerIndex];
      const price = formatCents(cents);
      const before = parsePrice(offer?.price);
      if (
        before !== undefined &&
        (cents > before * factor || cents * factor < before) &&
        !rules.accept?.includes(placed.product.id)
      ) {
        held.push({ productId: placed.product.id, from: offer!.price!, to: price });
        return [];
      }
      const values: OfferValues = {
        price,
        checkedAt: today,
        shopProductId: row.id,
        ...(url ? { url } : {}),
        ...(row.availability ? { availability: row.availability } : {}),
      };
      return [
        {
          file: placed.file,
          productIndex: placed.index,
          productId: placed.product.id,
          ...(offerIndex >= 0 ? { offerIndex } : {}),
          values,
          changes: changesOf(offer, values),
        },
      ];
    });
    // The shop's offers that the feed should have had (the catalogue knows their GTIN or the shop's id) but did not.
    const notFound = products
      .filter(({ product }) => !matched.has(product.id))
      .filter(({ product }) => {
        const offer = product.offers.find((item) => item.store === target.shop);
        return offer && (offer.shopProductId || normaliseGtin(product.gtin));
      })
      .map(({ product }) => product.id);
    return { updates, held, notFound };
  }

  return { add, plan };
}
