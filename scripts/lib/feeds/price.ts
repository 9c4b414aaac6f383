// Prices as feeds write them: "14.90 EUR" (Google Merchant Center), "14,90" with the currency in its own column
// (Adtraction, Awin CSV), "1 249,00 €", "1,249.00 EUR".

/** A price read from a feed: in cents, and its currency (ISO 4217) where the feed says. */
export interface FeedPrice {
  cents: number;
  currency?: string;
}

const currencySigns: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', kr: 'SEK' };

/**
 * Reads a price; undefined when the text is not one. The decimal separator is the last "," or "." followed by one or
 * two digits at the end; any other "," "." or space groups thousands.
 */
export function parseFeedPrice(text: string | undefined): FeedPrice | undefined {
  const trimmed = (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
  const match = trimmed.match(/^(?:([A-Z]{3}|€|\$|£)\s*)?([\d][\d\s.,]*?)(?:\s*([A-Z]{3}|€|\$|£|kr))?$/u);
  if (!match) return undefined;
  const [, before, amount, after] = match;
  const sign = before ?? after;
  const currency = sign ? (currencySigns[sign] ?? sign) : undefined;
  const decimal = amount!.match(/[.,](\d{1,2})$/);
  const whole = (decimal ? amount!.slice(0, -decimal[0].length) : amount!).replace(/[\s.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0);
  return { cents, ...(currency ? { currency } : {}) };
}
