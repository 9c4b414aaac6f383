// Dates a reader sees typed in a page — in its text or in the title of a source it lists ("(päivitetty 6.9.2021)",
// "toukokuussa 2026", "28.5.2026") — cannot be later than the page's update date: a page cannot tell of a day after it
// was last written, and a source dated after the update was not read for that update.

const months = [
  'tammikuu',
  'helmikuu',
  'maaliskuu',
  'huhtikuu',
  'toukokuu',
  'kesäkuu',
  'heinäkuu',
  'elokuu',
  'syyskuu',
  'lokakuu',
  'marraskuu',
  'joulukuu',
] as const;

/** A date as a text writes it, and the earliest day it can mean, yyyy-mm-dd. */
export interface TypedDate {
  text: string;
  earliest: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** "28.5.2026" or "28. toukokuuta 2026" (a day), "toukokuussa 2026" (a month), "2026-05-28". */
const patterns: [RegExp, (match: RegExpMatchArray) => string | undefined][] = [
  [
    /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/g,
    (match) => {
      const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? iso(year, month, day) : undefined;
    },
  ],
  [/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (match) => iso(Number(match[1]), Number(match[2]), Number(match[3]))],
  [
    new RegExp(String.raw`(?<![\p{L}\d])(?:(\d{1,2})\.\s*)?(${months.join('|')})\p{L}*\s+(\d{4})(?!\d)`, 'giu'),
    (match) => {
      const month = months.indexOf(match[2]!.toLowerCase() as (typeof months)[number]) + 1;
      return iso(Number(match[3]), month, match[1] ? Number(match[1]) : 1);
    },
  ],
];

/** The dates a text types, each with the earliest day it can mean; a date inside another match counts once. */
export function typedDates(text: string): TypedDate[] {
  const found: (TypedDate & { at: number; end: number })[] = [];
  for (const [pattern, parse] of patterns)
    for (const match of text.matchAll(pattern)) {
      const earliest = parse(match);
      const at = match.index!;
      const end = at + match[0].length;
      if (!earliest || found.some((other) => at < other.end && end > other.at)) continue;
      found.push({ text: match[0], earliest, at, end });
    }
  return found.sort((a, b) => a.at - b.at).map(({ text, earliest }) => ({ text, earliest }));
}

/** Words that make a later date a schedule the page may know ahead: a law's deadline, a sale that ends. */
const schedule =
  /(?<!\p{L})(?:asti|saakka|mennessä|alkaen|lähtien|päättyy|päättyvät|voimaan|alkaa|siirtymäaika\p{L}*)(?!\p{L})/iu;

/** The typed dates later than the page's update date, unless the text gives them as a schedule ("30.4.2027 asti"). */
export const datesAfter = (text: string, updateDate: string) =>
  schedule.test(text) ? [] : typedDates(text).filter((date) => date.earliest > updateDate);

/** The build's message for one. */
export const dateAfterMessage = (date: TypedDate, updateDate: string, where: string) =>
  `${where} kertoo päivästä ${date.text}, joka on päivityspäivän ${updateDate} jälkeen: sivu ei voi kertoa päivästä, jonka jälkeen sitä ei ole päivitetty; siirrä päivityspäivä tai korjaa päivä`;

/**
 * The body lines of a Markdown source (frontmatter skipped) that type a date after `updateDate`, with their 1-based line;
 * a product's own name ("Polar Vantage V3") and references (`:price[…]`) are not dates.
 */
export function bodyDatesAfter(source: string, updateDate: string): { line: number; date: TypedDate }[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  return lines.flatMap((text, index) =>
    index <= end
      ? []
      : datesAfter(text.replace(/:[a-z]+\[[^\]]*\](?:\{[^}]*\})?/g, ' '), updateDate).map((date) => ({
          line: index + 1,
          date,
        })),
  );
}
