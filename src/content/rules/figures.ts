// The figures of the ingredient fact sheets: a page that states a recommendation gives its amount with
// `:figure[sheet]{name=…}`, so that sister pages cannot disagree with the sheet or with each other. Pages are written
// one sentence per line, so a line is the unit checked.
import { amountsIn, bodyLines, namesIngredient, type Amount } from './doses.ts';

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

/** Words that make a line a recommendation ("saantisuositus", "suositellaan", "suosituksen mukainen"). */
const recommends = /suosit/iu;

const sameAmount = (a: Amount, b: Amount) => a.unit === b.unit && Math.abs(a.value - b.value) < 1e-9;

/** The figures a line repeats: a single amount equal to a single figure, or a range figure typed out whole. */
function heldFigures(line: string, rule: FigureRule, typed: readonly Amount[]) {
  return Object.entries(rule.figures).flatMap(([name, value]) => {
    const figure = amountsIn(value);
    if (figure.length === 2) return line.replace(/[\u00a0\u202f]/g, ' ').includes(value) ? [{ name, text: value }] : [];
    // An end of a range ("20–50 µg", "10–100 µg") is not the figure itself.
    const single = typed.filter((amount) => !/\d\s?[–-]\s?\d/u.test(amount.text));
    const copy = figure.length === 1 ? single.find((amount) => sameAmount(amount, figure[0]!)) : undefined;
    return copy ? [{ name, text: copy.text.trim() }] : [];
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
    for (const name of sortedIgnore) line = line.split(name).join(' ');
    // A figure written as a reference is the sheet's own: leave it out of what the line types.
    line = line.replace(/:figure\[[^\]]*\](?:\{[^}]*\})?/gu, ' ');
    const typed = amountsIn(line);
    for (const rule of applying)
      copies.push(...heldFigures(line, rule, typed).map((held) => ({ line: index + 1, sheet: rule.sheet, ...held })));
  }
  return copies;
}
