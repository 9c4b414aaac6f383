// What a reader is told of an offer's price: the price with the day it was checked at the shop, the price the editors
// entered without a check (and that it was not checked), or no price at all when the last one is older than the site's
// limit or none is known. Also the order in which a product's shops are shown.
import { formatDate } from './format.ts';
import { parsePrice } from './unit-price.ts';

/** The build's day and how many days old a price may be before it is no longer shown (content/site.yaml). */
export interface PriceClock {
  /** yyyy-mm-dd: the build's "today" (SITE_TODAY, else the day it runs). */
  today: string;
  /** A price older than this many days is not shown as a price. */
  maxAgeDays: number;
}

/** The parts of an offer that its price and place in the list depend on (src/content/schemas/product.ts). */
export interface DatedOffer {
  price?: string;
  /** The day the price was read at the shop or from its feed. */
  checkedAt?: string;
  /** The day the editors entered the price without checking it at the shop. */
  enteredAt?: string;
  availability?: 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';
}

/** An offer's price as a reader may see it. */
export type OfferPrice =
  | { state: 'checked'; price: string; date: string }
  | { state: 'entered'; price: string; date: string }
  /** The last known price is older than the limit: not shown; the reader is sent to the shop for it. */
  | { state: 'stale'; date: string }
  | { state: 'unknown' };

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/** Whole days from one yyyy-mm-dd day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));

/** The day an offer's price is dated, and whether it was checked at the shop that day. */
export function priceDate(offer: DatedOffer): { date: string; checked: boolean } | undefined {
  if (!offer.price) return undefined;
  if (offer.checkedAt) return { date: offer.checkedAt, checked: true };
  if (offer.enteredAt) return { date: offer.enteredAt, checked: false };
  return undefined;
}

/**
 * What the reader is told of an offer's price on the clock's day. A price without a date is not shown (the catalogue
 * refuses one); a price dated after the build's day counts as new.
 */
export function offerPrice(offer: DatedOffer, clock: PriceClock): OfferPrice {
  const dated = priceDate(offer);
  if (!dated || !offer.price) return { state: 'unknown' };
  if (daysBetween(dated.date, clock.today) > clock.maxAgeDays) return { state: 'stale', date: dated.date };
  return { state: dated.checked ? 'checked' : 'entered', price: offer.price, date: dated.date };
}

/** The price the reader may see, or undefined when none is shown. */
export const shownPrice = (price: OfferPrice) =>
  price.state === 'checked' || price.state === 'entered' ? price.price : undefined;

/** The day a shown price is dated, and whether it was checked at the shop that day or entered without a check. */
export interface PriceDate {
  date: string;
  checked: boolean;
}

/** The date of a price the reader may see, or undefined when none is shown. */
export const shownPriceDate = (price: OfferPrice): PriceDate | undefined =>
  price.state === 'checked' || price.state === 'entered'
    ? { date: price.date, checked: price.state === 'checked' }
    : undefined;

/** The words beside a price on a card (or in its place): when it was checked, that it was not, or where to find it. */
export function priceNote(dated: PriceDate | undefined): string {
  if (!dated) return 'katso hinta kaupasta';
  return dated.checked
    ? `hinta tarkistettu ${formatDate(dated.date)}`
    : `hinta kirjattu ${formatDate(dated.date)}, ei tarkistettu kaupasta`;
}

/** The same in a table's price cell, under the price. */
export const cellPriceNote = (dated: PriceDate) =>
  dated.checked ? `tarkistettu ${formatDate(dated.date)}` : `kirjattu ${formatDate(dated.date)}, ei tarkistettu`;

/**
 * One line for a table's caption when every price shown in it is dated alike ("Hinnat tarkistettu 25.11.2026."); rows
 * without a shown price need no date. Undefined when the dates differ or no row has a price: each cell then says its own.
 */
export function pricesNote(dates: readonly (PriceDate | undefined)[]): string | undefined {
  const shown = dates.filter((dated): dated is PriceDate => dated !== undefined);
  const [first] = shown;
  if (!first || shown.some((dated) => dated.date !== first.date || dated.checked !== first.checked)) return undefined;
  return first.checked
    ? `Hinnat tarkistettu ${formatDate(first.date)}.`
    : `Hinnat kirjattu ${formatDate(first.date)}, ei tarkistettu kaupoista.`;
}

/** What a card says of an offer's stock, when the shop's feed said something other than "in stock". */
export function stockNote(availability: DatedOffer['availability']): string | undefined {
  switch (availability) {
    case 'out_of_stock':
      return 'loppu varastosta';
    case 'preorder':
      return 'ennakkotilattavissa';
    case 'backorder':
      return 'tilattavissa, toimitus viivästyy';
    default:
      return undefined;
  }
}

/**
 * What `:stock[id]{shop=…}` writes: the shop's stock as its feed last said it, with the day ("varastossa (tarkistettu
 * 28.11.2026)"), or that it is not known (no feed has said it).
 */
export function stockText(offer: Pick<DatedOffer, 'availability' | 'checkedAt'>): string {
  if (!offer.availability || !offer.checkedAt) return 'saatavuus ei ole tiedossa';
  return `${stockNote(offer.availability) ?? 'varastossa'} (tarkistettu ${formatDate(offer.checkedAt)})`;
}

/**
 * A product's offers in the order a reader meets them: the ones in stock first, each group by the price shown, lowest
 * first, offers without a shown price after the priced ones; equal places keep the catalogue's order. The card links
 * to the first, so an offer out of stock is never first while another shop has the product.
 */
export function offersForReader<O extends DatedOffer>(offers: readonly O[], clock: PriceClock): O[] {
  const rank = (offer: O) => ({
    soldOut: offer.availability === 'out_of_stock' ? 1 : 0,
    cents: parsePrice(shownPrice(offerPrice(offer, clock))) ?? Number.POSITIVE_INFINITY,
  });
  // The sort is stable, and two unpriced offers (Infinity − Infinity = NaN) count as equal, so ties keep their order.
  return offers
    .map((offer) => ({ offer, ...rank(offer) }))
    .sort((a, b) => a.soldOut - b.soldOut || a.cents - b.cents)
    .map(({ offer }) => offer);
}

/** Days as a list in Finnish: "24.11.2026", "24.11.2026 ja 25.11.2026", "1.11.2026, 2.11.2026 ja 3.11.2026". */
const dayList = (days: readonly string[]) =>
  [...new Set(days)]
    .sort()
    .map(formatDate)
    .join(', ')
    .replace(/, ([^,]*)$/, ' ja $1');

/**
 * The sentence a page shows beside its ad disclosure when its text writes prices: when they were checked at the shops
 * or entered without a check, and, when some are older than the limit, that the reader should look at the shop.
 * Undefined when the text writes no price.
 */
export function textPricesNote(offers: readonly DatedOffer[], clock: PriceClock): string | undefined {
  const dated = offers.flatMap((offer) => priceDate(offer) ?? []);
  if (dated.length === 0) return undefined;
  const checked = dated.filter((item) => item.checked).map((item) => item.date);
  const entered = dated.filter((item) => !item.checked).map((item) => item.date);
  const when = [
    ...(checked.length > 0 ? [`tarkistettu kaupoista ${dayList(checked)}`] : []),
    ...(entered.length > 0 ? [`kirjattu ${dayList(entered)} tarkistamatta niitä kaupoista`] : []),
  ].join(' tai ');
  const old = dated.filter((item) => daysBetween(item.date, clock.today) > clock.maxAgeDays).length;
  const age =
    old === 0
      ? ''
      : ` ${old === dated.length ? 'Ne ovat' : 'Osa niistä on'} yli ${clock.maxAgeDays} päivää vanhoja: katso ajantasainen hinta kaupasta.`;
  return `Tekstin hinnat on ${when}.${age}`;
}
