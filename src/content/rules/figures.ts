// The figures of the ingredient fact sheets: a page that states a recommendation gives its amount with
// `:figure[sheet]{name=…}`, so that sister pages cannot disagree with the sheet or with each other. Pages are written
// one sentence per line, so a line is the unit checked.
import { amountsIn, bodyLines, namesIngredient, withoutNames, type Amount } from './doses.ts';

/** What the check needs of a sheet. */
export interface FigureRule {
  /** The sheet's id, e.g. "d-vitamiini". */
  sheet: string;
  /** The words pages name the ingredient with; a page that names none of them is not checked against the sheet. */
  names: readonly string[];
  /** The sheet's figures by name, as a reader sees them, e.g. { aikuiset: '10 µg' }. */
  figures: Readonly<Record<string, string>>;
}

/** A held figure typed into a page beside a recommendation. */
export interface FigureCopy {
  /** 1-based line in the source. */
  line: number;
  sheet: string;
  name: string;
  /** The amount as the page typed it. */
  text: string;
}

/**
 * Words that make a line advice: a recommendation, a target, an upper or a legal limit, or the condition of a health
 * claim ("saantisuositus", "suositellaan", "tavoitteena 20–30 g", "saannin yläraja", "EU-rajan", "enintään 5 mg
 * vuorokaudessa", "väitteen ehtona", "jota terveysväite edellyttää"; "enintään 4 vuorokautta" is no dose).
 */
const recommends =
  /suosit|tavoit|väit|(?<!\p{L})ehto|(?<!\p{L})ehdo|edellyt|(?<!\p{L})raj(?:a|an|aa|alla|alle|at|ojen|oja)(?!\p{L})|yläraj|(?:enintään|korkeintaan)\s+\d[\d\s\u00a0\u202f,–-]*\s?(?:µg|mg|g\b|IU|mikrog|milligr|gramm)/iu;

const sameAmount = (a: Amount, b: Amount) => a.unit === b.unit && Math.abs(a.value - b.value) < 1e-9;

/** The figures a line repeats: a single amount equal to a single figure, or a range figure typed out whole. */
function heldFigures(line: string, rule: FigureRule, typed: readonly Amount[]) {
  return Object.entries(rule.figures).flatMap(([name, value]) => {
    const figure = amountsIn(value);
    if (figure.length === 2) return line.replace(/[\u00a0\u202f]/g, ' ').includes(value) ? [{ name, text: value }] : [];
    // An end of a range ("20–50 µg", "10–100 µg") is not the figure itself.
    const single = typed.filter((amount) => !/\d\s?[–-]\s?\d/u.test(amount.text));
    const copy = figure.length === 1 ? single.find((amount) => sameAmount(amount, figure[0]!)) : undefined;
    return copy ? [{ name, text: copy.text }] : [];
  });
}

/**
 * The lines of a Markdown source (frontmatter and directive lines skipped) that recommend an amount a sheet holds,
 * typed instead of written `:figure[…]`. Only sheets whose ingredient the page names anywhere are checked; `ignore`
 * are texts removed first, e.g. product names such as "Minisun D-vitamiini 10 mikrog".
 */
export function figureCopies(
  source: string,
  rules: readonly FigureRule[],
  ignore: readonly string[] = [],
): FigureCopy[] {
  const { lines, start } = bodyLines(source);
  const body = lines.slice(start).join('\n');
  const applying = rules.filter((rule) => namesIngredient(body, rule.names));
  const sortedIgnore = [...ignore].sort((a, b) => b.length - a.length);
  const copies: FigureCopy[] = [];
  for (let index = start; index < lines.length; index++) {
    let line = lines[index]!;
    if (/^\s*:{2,}/.test(line) || !recommends.test(line)) continue;
    line = withoutNames(line, sortedIgnore);
    // A figure written as a reference is the sheet's own: leave it out of what the line types.
    line = line.replace(/:figure\[[^\]]*\](?:\{[^}]*\})?/gu, ' ');
    const typed = amountsIn(line);
    for (const rule of applying)
      copies.push(...heldFigures(line, rule, typed).map((held) => ({ line: index + 1, sheet: rule.sheet, ...held })));
  }
  return copies;
}

/** A dose recommended in a page's own words for an ingredient a sheet covers, not drawn from the sheet. */
export interface TypedRecommendation {
  /** 1-based line in the source. */
  line: number;
  sheet: string;
  /** The amount as the page typed it. */
  text: string;
}

/**
 * Vitamins and minerals of the food-information regulation's reference intakes (EU 1169/2011, annex XIII) that no
 * sheet covers: a sentence about one of them is not advice about the ingredient of its heading or page.
 */
const otherNutrients = [
  'a-vitamiini',
  'e-vitamiini',
  'k-vitamiini',
  'k2-vitamiini',
  'c-vitamiini',
  'tiamiini',
  'riboflaviini',
  'niasiini',
  'b6-vitamiini',
  'folaatti',
  'foolihappo',
  'b12-vitamiini',
  'pantoteenihappo',
  'kloridi',
  'kalsium',
  'fosfori',
  'rauta',
  'sinkki',
  'sinkin',
  'kupari',
  'mangaani',
  'fluoridi',
  'seleeni',
  'kromi',
  'molybdeeni',
  'jodi',
];

/** Doses, as opposed to lengths, lux or decibels: the units a sheet's guidance is given in. */
const doseUnits = new Set(['µg', 'mg', 'g', 'IU']);

/**
 * The sentences of a Markdown source that advise ("suosit…", "tavoit…", "yläraj…") an amount of an ingredient a sheet
 * covers, typed by hand: the sentence names the ingredient, or else the heading it is under, or else the page's title. Advice a sheet holds reaches a page only through
 * the sheet (`:figure[sheet]{name=…}`), so sister pages cannot disagree; a figure the sheet does not hold is added to it
 * with its source first. In a product's own section (`:::product`) a single amount is its label's, left to the
 * catalogue, and only a range counts as advice; amounts equal to a sheet figure are `figureCopies`' to report.
 */
export function typedRecommendations(
  source: string,
  rules: readonly FigureRule[],
  ignore: readonly string[] = [],
): TypedRecommendation[] {
  const { lines, start } = bodyLines(source);
  const title = lines.slice(0, start).find((line) => /^title:/.test(line)) ?? '';
  const sortedIgnore = [...ignore].sort((a, b) => b.length - a.length);
  const found: TypedRecommendation[] = [];
  let heading = '';
  let inProduct = false;
  for (let index = start; index < lines.length; index++) {
    const raw = lines[index]!;
    if (/^:::product\{/.test(raw)) inProduct = true;
    else if (/^:::\s*$/.test(raw)) inProduct = false;
    if (/^#{2,6}\s/.test(raw)) heading = raw;
    if (/^\s*:{2,}/.test(raw) || /^#{1,6}\s/.test(raw)) continue;
    const line = withoutNames(raw.replace(/:figure\[[^\]]*\](?:\{[^}]*\})?/gu, ' '), sortedIgnore);
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d*])/u)) {
      if (!recommends.test(sentence)) continue;
      // A product's section states its label's single amounts; a range there ("20–30 g:n annos") is advice.
      const amounts = amountsIn(sentence).filter(
        (amount) => doseUnits.has(amount.unit) && (!inProduct || /\d\s?[–-]\s?\d/u.test(amount.text)),
      );
      if (amounts.length === 0) continue;
      // The nearest text that names a nutrient says whose advice it is: the sentence, its list item's label, its
      // heading, the page's title. A nutrient no sheet covers ("sinkki") ends the search unchecked.
      const label = /^\s*[-*]\s+\*\*([^*]+)\*\*/u.exec(raw)?.[1] ?? '';
      const subject =
        [sentence, label, heading, title].find(
          (text) => namesIngredient(text, otherNutrients) || rules.some((rule) => namesIngredient(text, rule.names)),
        ) ?? '';
      for (const rule of rules) {
        if (!namesIngredient(subject, rule.names)) continue;
        const held = Object.values(rule.figures).flatMap((value) => amountsIn(value));
        const own = amounts.filter((amount) => !held.some((figure) => sameAmount(figure, amount)));
        // A range's two ends are one amount as written.
        for (const text of new Set(own.map((amount) => amount.text)))
          found.push({ line: index + 1, sheet: rule.sheet, text });
      }
    }
  }
  return found;
}
