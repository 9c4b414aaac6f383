/** A yyyy-mm-dd date in Finnish form, e.g. "2025-01-07" → "7.1.2025". Invalid dates give an empty string. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1) return '';
  return new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(date);
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
