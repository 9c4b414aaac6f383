/**
 * A yyyy-mm-dd date in Finnish form, e.g. "2025-01-07" → "7.1.2025". Invalid dates give an empty string.
 *
 * Written out by hand rather than with Intl.DateTimeFormat: the Finnish numeric form is day.month.year without leading
 * zeros, and a formatter built per call cost a list page like /artikkelit about 45 ms of hydration on a desktop CPU
 * (one date per card).
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${day}.${month}.${year}`;
}

/** A rating as cards show it: "{n}/5" with a decimal comma, e.g. 4.5 → "4,5/5", 4 → "4/5". */
export function formatRating(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return `${String(rounded).replace('.', ',')}/5`;
}

/** The accessible reading of a rating, e.g. "Arvosana 4,5/5" → "Arvosana 4,5 / 5". */
export function ratingLabel(rating: number): string {
  return `Arvosana ${formatRating(rating).replace('/', ' / ')}`;
}

/** Reading time as the spec writes it: "{n} min luku". */
export const formatReadingTime = (minutes: number) => `${minutes} min luku`;

/** Publish date as the spec writes it: "Julkaistu: {date}". */
export const formatPublished = (isoDate: string) => `Julkaistu: ${formatDate(isoDate)}`;

/**
 * A product description's bullet lines: one per non-empty line, a leading "•", "-" or "*" bullet and surrounding
 * whitespace removed (the card draws its own bullets).
 */
export function descriptionLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[•*-]\s*)?/, '').trim())
    .filter((line) => line !== '');
}

/** Cards show at most three highlights (spec §5, §9). */
export const cardHighlights = (highlights: readonly string[] | undefined) => (highlights ?? []).slice(0, 3);
