// Repeated sentences: a sentence of 12 or more words that stands word for word in two or more files reads as
// boilerplate, and the content report lists each one (goal 0 outside quotes). Articles are written one sentence per
// line, so a line break always ends a sentence; inside a line a sentence ends at ".", "!", "?" or "…" (or a run of
// them, with closing quotes, brackets or emphasis after it) followed by whitespace or the end of the line. A dot
// inside a number or a date ("3.5", "25.11.2026") is not followed by whitespace; a dot after a listed abbreviation
// ("esim.", "ks.") or after a number followed by a lower-case word (an ordinal: "25. marraskuuta") ends nothing.
//
// Kept simple on purpose; not handled:
// - An abbreviation outside the list below ("tms.", "ym.") ends a sentence, and one in the list never does, so a
//   sentence ending in "jne." runs on into the next sentence on the same line.
// - A "?" or "!" inside a quotation in the middle of a sentence ends the sentence there.
// - Quotation marks are paired within a line only; "’…’" is not read as a quotation, and a straight `"` used as an
//   inch mark opens or closes one.
// - Markdown inside a line (emphasis, links) is compared as written; front matter, code blocks, tables and directives
//   are the caller's to leave out. A line's heading, list or blockquote marker is dropped, and a piece with no letter
//   or digit ("---") is not a sentence.

/** A sentence as written, and whether all of it stands inside quotation marks or a blockquote. */
export interface Sentence {
  text: string;
  quoted: boolean;
}

/** A sentence found in two or more files: as first written, and the files it stands in, sorted. */
export interface RepeatedSentence {
  sentence: string;
  files: string[];
}

// Abbreviations whose dot does not end a sentence, lower case and without the dot.
const abbreviations: ReadonlySet<string> = new Set([
  'esim',
  'mm',
  'ns',
  'yms',
  'jne',
  'n',
  'ks',
  'vrt',
  'klo',
  's',
  'p',
  't',
]);

const terminators = new Set(['.', '!', '?', '…']);
// Marks that may follow a sentence's last terminator before the whitespace: closing quotes, brackets and emphasis.
const closers = new Set(['”', '"', '»', '’', "'", ')', ']', '*', '_']);
const wordCharacter = /[\p{L}\p{N}]/u;

/** Whether a quotation is open after each character: “ and « open one; ”, " and » close an open one, else open one. */
function quoteStates(line: readonly string[]): boolean[] {
  let open = false;
  return line.map((character) => {
    if (character === '“' || character === '«') open = true;
    else if (character === '”' || character === '"' || character === '»') open = !open;
    return open;
  });
}

/** Where the sentences of one line (its markers dropped) end: the index just past each sentence, then the line's end. */
function sentenceEnds(line: readonly string[]): number[] {
  const ends: number[] = [];
  for (let index = 0; index < line.length; index++) {
    // A mark inside a run is reached only when the run (with its closers) is followed by something other than
    // whitespace, so it ends nothing either.
    if (!terminators.has(line[index]!)) continue;
    let end = index;
    while (end < line.length && terminators.has(line[end]!)) end++;
    const run = end - index;
    while (end < line.length && closers.has(line[end]!)) end++;
    if (end < line.length && !/\s/u.test(line[end]!)) continue;
    if (run === 1 && line[index] === '.') {
      const before = line.slice(0, index).join('');
      const token = before.match(/[^\s([{“”"«»'’]*$/u)![0].toLowerCase();
      if (abbreviations.has(token)) continue;
      const next = line.slice(end).join('').trimStart();
      if (/^\d[\d.]*$/u.test(token) && /^\p{Ll}/u.test(next)) continue;
    }
    ends.push(end);
    index = end - 1;
  }
  // The rest of the line: empty when its last sentence ended it, and then dropped by the caller as a piece with no letter.
  ends.push(line.length);
  return ends;
}

/** The sentences of a text in order, each line on its own, with whether each is quoted. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/u)) {
    const blockquote = rawLine.match(/^\s*(?:>\s?)+/u);
    const line = rawLine
      .slice(blockquote ? blockquote[0].length : 0)
      .replace(/^\s*(?:#{1,6}|[-*+]|\d{1,9}[.)])\s+/u, '');
    const characters = [...line];
    const inside = quoteStates(characters);
    let start = 0;
    for (const end of sentenceEnds(characters)) {
      const letters = characters
        .map((character, index) => ({ character, quoted: inside[index]! }))
        .slice(start, end)
        .filter(({ character }) => wordCharacter.test(character));
      const piece = characters.slice(start, end).join('').trim();
      start = end;
      if (letters.length === 0) continue;
      sentences.push({ text: piece, quoted: Boolean(blockquote) || letters.every(({ quoted }) => quoted) });
    }
  }
  return sentences;
}

/** The sentences of a text in order, as written (see sentencesOf). */
export function splitSentences(text: string): string[] {
  return sentencesOf(text).map((sentence) => sentence.text);
}

/** The number of words: whitespace-separated tokens with at least one letter or digit. */
export function countWords(sentence: string): number {
  return sentence.split(/\s+/u).filter((token) => wordCharacter.test(token)).length;
}

/** A sentence as compared: NFC, lower case, whitespace collapsed, quotes and punctuation trimmed from both ends. */
export function normaliseSentence(sentence: string): string {
  return sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^(?:(?!%)[\s\p{P}])+|(?:(?!%)[\s\p{P}])+$/gu, '');
}

/**
 * The unquoted sentences of at least `minimumWords` words that stand in two or more different files, the ones in most
 * files first, then alphabetically.
 */
export function repeatedSentences(
  texts: readonly { file: string; text: string }[],
  minimumWords = 12,
): RepeatedSentence[] {
  const found = new Map<string, { sentence: string; files: Set<string> }>();
  for (const { file, text } of texts) {
    for (const { text: sentence, quoted } of sentencesOf(text)) {
      if (quoted || countWords(sentence) < minimumWords) continue;
      const key = normaliseSentence(sentence);
      const entry = found.get(key) ?? { sentence, files: new Set<string>() };
      entry.files.add(file);
      found.set(key, entry);
    }
  }
  const collator = new Intl.Collator('fi');
  return [...found.values()]
    .filter((entry) => entry.files.size >= 2)
    .map((entry) => ({ sentence: entry.sentence, files: [...entry.files].sort() }))
    .sort((a, b) => b.files.length - a.files.length || collator.compare(a.sentence, b.sentence));
}
