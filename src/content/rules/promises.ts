// A card's highlights are promises the page must keep: each names something a section title, a column or the lead of a
// paragraph ("**Pitoisuus.** …") answers. Words are compared by their first five letters (Finnish inflects the end),
// words shorter than five letters aside.

/** Words of a text worth comparing: five letters or more, by their first five. */
export const promiseStems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\d]/u)
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, 5));

/** The leads of a text's paragraphs and list items: the words before the first full stop, colon or question mark. */
export const paragraphLeads = (text: string) =>
  [...text.matchAll(/^\s*(?:- )?([^\n.:?]{3,60})[.:?]/gmu)].map((match) => match[1]!);

/** A highlight no title or lead answers, and whether the body mentions it at all. */
export interface UnkeptPromise {
  promise: string;
  inText: boolean;
}

/**
 * The highlights that nothing on the page answers: no word of the highlight is in a section title (or another heading
 * the page shows, e.g. a table's columns) or in the lead of a paragraph.
 */
export function unkeptPromises(
  highlights: readonly string[],
  page: { titles: readonly string[]; text: string },
): UnkeptPromise[] {
  const answers = new Set([...page.titles, ...paragraphLeads(page.text)].flatMap(promiseStems));
  const words = new Set(promiseStems(page.text));
  return highlights.flatMap((promise) => {
    const promised = promiseStems(promise);
    if (promised.length === 0 || promised.some((stem) => answers.has(stem))) return [];
    return [{ promise, inText: promised.some((stem) => words.has(stem)) }];
  });
}

/** The build's message for a promise the page does not keep. */
export const unkeptMessage = ({ promise, inText }: UnkeptPromise) =>
  `kortin lupaus "${promise}" ei vastaa mihinkään osion otsikkoon tai kappaleen alkuun (${inText ? 'vain leipätekstissä' : 'ei sivulla lainkaan'}): kirjoita sille osio tai muuta lupausta`;

/**
 * The topics a card description promises: the list after its first colon ("Painopeitot vertailussa: paino, täyte ja
 * lämpöisyys."), up to the end of that sentence, split at commas and at "ja", "sekä", "tai" and "vai".
 */
export function descriptionPromises(description: string): string[] {
  const colon = description.search(/:\s/u);
  if (colon === -1) return [];
  const list = description.slice(colon + 1).split(/[.!?](?:\s|$)/u)[0]!;
  return list
    .split(/,\s|\s(?:ja|sekä|tai|vai)\s/u)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
