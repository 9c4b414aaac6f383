// Amounts typed into a page's text: a number with a unit ("10 µg", "3–5 g", "0,3 %") written by hand rather than
// drawn from the catalogue (`:price`, `:unitprice`, …) or a fact sheet (`:figure`, `::fact`). content:report lists them
// so that an editor can move each one to where the data lives, or confirm that it belongs to the page.

/** A number (with a decimal comma, a range or thousands spaces) followed by a unit. */
const amount =
  /(?<![\p{L}\d])\d{1,3}(?:[ \u00a0]\d{3})*(?:,\d+)?(?:[–-]\d+(?:,\d+)?)?[ \u00a0]?(?:µg|mcg|mg|g|kg|ml|dl|l|%|IU|KY|kcal|mmol|luksia|lx|dB|nm|mW)(?![\p{L}])/gu;

/** The inline references the build writes from data, removed before amounts are looked for. */
const references = /:(?:price|unitprice|total|membership|figure)\[[^\]]*\](?:\{[^}]*\})?/g;

/** A sentence that types an amount, where it is. */
export interface TypedFigure {
  line: number;
  amounts: string[];
  sentence: string;
}

/** The sentences of a Markdown body (frontmatter, directives and table rows already removed) that type an amount. */
export function typedFigures(text: string): TypedFigure[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.replace(references, '');
    return line.split(/(?<=[.!?])\s+/u).flatMap((sentence) => {
      const amounts = [...sentence.matchAll(amount)].map((match) => match[0].replace(/\u00a0/g, ' '));
      return amounts.length > 0 ? [{ line: index + 1, amounts, sentence: sentence.trim() }] : [];
    });
  });
}
