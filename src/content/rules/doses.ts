// The dose check of the ingredient fact sheets: a sentence that names a sheet's ingredient and states a daily dose
// larger than the sheet's guidance covers must say why ("lääkärin ohjeesta", "saannin yläraja"), so an article cannot
// present a high dose as ordinary. Articles are written one sentence per line, so a line is the unit checked; a line
// that names no ingredient is about the one its heading names ("## D-vitamiini" then "Aikuisille 50 µg päivässä.").

/** A unit an amount is written in, normalised: a dose's, or a concentration's per cent (a sheet's legal limit). */
export type DoseUnit = 'µg' | 'mg' | 'g' | 'IU' | '%';

/** An amount a text states, e.g. "20–50 µg" gives 20 µg and 50 µg. */
export interface Amount {
  value: number;
  unit: DoseUnit;
  /** The amount as written, for messages. */
  text: string;
}

const number = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const units: [RegExp, DoseUnit][] = [
  [/^(?:µg|μg|mcg|mikrog\p{L}*)/u, 'µg'],
  [/^(?:mg|milligramm\p{L}*)/u, 'mg'],
  [/^(?:g|gramm\p{L}*)(?![\p{L}\d])/u, 'g'],
  [/^(?:IU|KY|kansainvälis\p{L}* yksikkö\p{L}*)/u, 'IU'],
  [/^%/u, '%'],
];
const amountPattern = new RegExp(
  String.raw`(?<![\d,])(${number})(?:[ \u00a0]?[–-][ \u00a0]?(${number}))?[ \u00a0\u202f]?`,
  'gu',
);

const toNumber = (text: string) => Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));

/** The amounts with a unit in a text, in order; a range gives both ends. */
export function amountsIn(text: string): Amount[] {
  const found: Amount[] = [];
  for (const match of text.matchAll(amountPattern)) {
    const rest = text.slice(match.index + match[0].length);
    const unit = units.find(([pattern]) => pattern.test(rest))?.[1];
    if (!unit) continue;
    const word = rest.match(/^[^\s.,;)]*/u)![0];
    // "100 grammaan", "100 g:ssa": an amount per which something is measured, not a dose.
    if (/(?:aan|ään|ssa|ssä)$/u.test(word)) continue;
    const written = `${match[0]}${rest.match(units.find(([, name]) => name === unit)![0])![0]}`;
    found.push({ value: toNumber(match[1]!), unit, text: written });
    if (match[2]) found.push({ value: toNumber(match[2]), unit, text: written });
  }
  return found;
}

/** Whether a text names the ingredient: one of its names at the start of a word, in any inflection. */
export function namesIngredient(text: string, names: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return names.some((name) => {
    let index = lower.indexOf(name);
    while (index !== -1) {
      if (index === 0 || !/[\p{L}\d]/u.test(lower[index - 1]!)) return true;
      index = lower.indexOf(name, index + 1);
    }
    return false;
  });
}

/**
 * The amounts a clause states for the ingredient. In a listing ("natriumia 430 mg, kaliumia 163 mg, magnesiumia
 * 94 mg") each amount belongs to the item it is written in; where the items naming the ingredient state no amount
 * ("Moni ottaa D-vitamiinia, jopa 50 µg"), every amount of the clause counts.
 */
function amountsOf(clause: string, names: readonly string[]): Amount[] {
  const items = clause.split(/,\s|\sja\s/u);
  const own = items.filter((item) => namesIngredient(item, names)).flatMap((item) => amountsIn(item));
  return own.length > 0 ? own : amountsIn(clause);
}

/**
 * A text with each of `names` (longest first, so that a name inside a longer one goes with it) replaced by a space,
 * e.g. product names such as "Solgar Vitamin D3 100 µg" whose number is a name, not a dose. Most lines hold none of
 * them: a name is looked for before the line is split on it.
 */
export function withoutNames(text: string, sortedNames: readonly string[]): string {
  let line = text;
  for (const name of sortedNames) if (line.includes(name)) line = line.split(name).join(' ');
  return line;
}

/** A Markdown source's lines, and the index of the first line after its frontmatter. */
export function bodyLines(source: string): { lines: string[]; start: number } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') return { lines, start: 0 };
  const end = lines.indexOf('---', 1);
  return { lines, start: end === -1 ? lines.length : end + 1 };
}

/** What the check needs of a sheet. */
export interface DoseRule {
  /** The sheet's id, e.g. "d-vitamiini". */
  sheet: string;
  names: readonly string[];
  unit: 'µg' | 'mg' | 'g';
  max: number;
  iuPerUnit?: number;
  why: readonly string[];
}

const perGram: Record<'µg' | 'mg' | 'g', number> = { µg: 1e6, mg: 1e3, g: 1 };

/** An amount in the rule's unit; undefined when it cannot be converted (IU without a factor, a percentage). */
export function inUnit(amount: Amount, rule: Pick<DoseRule, 'unit' | 'iuPerUnit'>): number | undefined {
  if (amount.unit === '%') return undefined;
  if (amount.unit === 'IU') return rule.iuPerUnit ? amount.value / rule.iuPerUnit : undefined;
  return (amount.value * perGram[rule.unit]) / perGram[amount.unit];
}

/** A sentence stating a dose above a sheet's range without saying why. */
export interface DoseProblem {
  /** 1-based line in the source. */
  line: number;
  sheet: string;
  amount: string;
  message: string;
}

const format = (value: number) => String(value).replace('.', ',');

/**
 * The lines of a Markdown source (frontmatter skipped) that name a sheet's ingredient and state a dose above its
 * `max` without one of its `why` words. `ignore` are texts removed first, e.g. product names such as
 * "Solgar Vitamin D3 100 µg" whose number is a name, not a dose.
 */
export function doseProblems(
  source: string,
  rules: readonly DoseRule[],
  ignore: readonly string[] = [],
): DoseProblem[] {
  const { lines, start } = bodyLines(source);
  const sortedIgnore = [...ignore].sort((a, b) => b.length - a.length);
  const problems: DoseProblem[] = [];
  const clean = (text: string) => {
    // A sheet's figure written as a reference (`:figure[d-vitamiini]{…}`) names the sheet, not the ingredient.
    const line = text.replace(/:figure\[[^\]]*\](?:\{[^}]*\})?/gu, ' ');
    return withoutNames(line, sortedIgnore);
  };
  const namesAny = (text: string) => rules.some((rule) => namesIngredient(text, rule.names));
  // The heading a line is under ("## D-vitamiini", "**D-vitamiini.**"): a line that names no ingredient is about it.
  let heading = '';
  for (let index = start; index < lines.length; index++) {
    const line = clean(lines[index]!);
    if (/^#{2,6}\s|^\*\*[^*]+\*\*\s*\\?$/u.test(line.trim())) {
      heading = line;
      continue;
    }
    if (/^:::/.test(line)) heading = '';
    const lower = line.toLowerCase();
    // "foolihappoa 400 µg sekä D-vitamiinia 10 µg": each part of a listing is about its own ingredient.
    const clauses = line.split(/;\s|\ssekä\s/u);
    const subject = namesAny(line) ? undefined : heading;
    for (const rule of rules) {
      if (rule.why.some((word) => lower.includes(word.toLowerCase()))) continue;
      const under = subject !== undefined && namesIngredient(subject, rule.names);
      const over = clauses
        .filter((clause) => under || namesIngredient(clause, rule.names))
        .flatMap((clause) => (under ? amountsIn(clause) : amountsOf(clause, rule.names)))
        .find((amount) => (inUnit(amount, rule) ?? 0) > rule.max + 1e-9);
      if (!over) continue;
      problems.push({
        line: index + 1,
        sheet: rule.sheet,
        amount: over.text,
        message:
          `${over.text} on enemmän kuin tietosivun ${rule.sheet} ohje kattaa (enintään ${format(rule.max)} ${rule.unit} ` +
          `päivässä): kerro samassa virkkeessä miksi (esim. ${rule.why
            .slice(0, 3)
            .map((word) => `"${word}…"`)
            .join(', ')})`,
      });
    }
  }
  return problems;
}
