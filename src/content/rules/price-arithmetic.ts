// "Jaa pakkauksen hinta päiväannosten määrällä", "laske se pakkauksen merkinnöistä": a page that tells the reader to
// work out a price per serving, per millilitre or per use hands over the comparison's own work. The summary table
// computes it from the products' facts and the dated price (`priceBasis`); the text says what to compare and why, not
// how to calculate. Refused: an instruction to divide or multiply a price, to compute a price or to count servings for
// one. Left alone: "vertaa hintaa päiväannosta kohden", "laskemme taulukkoon", "laske magnesium yhteen", "laske
// itsesi alas".
import { bodyLines, sentences } from './price-claims.ts';

/** A word of price: "hinta", "hinnan", "annoshinta", "millilitrahintaa", "hintoja". */
const priceWord = /\p{L}*hin(?:ta|na|no|to)\p{L}*/iu;

/** A word of servings: "annos", "päiväannosta", "annosten". */
const servingWord = /\p{L}*annok?s\p{L}*/iu;

/** What an instruction needs beside it in its sentence to be about a price. */
type Needs = 'price' | 'price or serving';

/** The instructions, each with what its sentence must also mention. */
const instructions: [RegExp, Needs][] = [
  // "jaa pakkauksen hinta …", "jaa hinta pakkauksen millilitroilla", "jaat purkin hinnan …"
  [/(?<!\p{L})jaat?(?!\p{L})[^.:;!?]*?\p{L}*hin(?:ta|na)\p{L}*/iu, 'price'],
  // "saat annosten määrän jakamalla …", "annoshinnan kertomalla …"
  [/(?<!\p{L})(?:jakamalla|kertomalla|laskemalla)(?!\p{L})/iu, 'price or serving'],
  // "kerro tulos päivittäisellä kapselimäärällä", "kerro sadalla": multiply by, not "kerro lääkärille"
  [/(?<!\p{L})kerro(?!\p{L})(?:\s+[\p{L}-]+){0,4}?\s+[\p{L}-]+ll[aä](?!\p{L})/iu, 'price'],
  // "laske hinta …", "laske myös hinta painoa kohden", "laske se pakkauksen merkinnöistä"; not "hinnan lisäksi",
  // "hintaan mukaan" or "yhteen": those take a cost into account
  [
    /(?<!\p{L})lasket?(?!\p{L})\s+(?:(?:myös|ensin|itse|sitten|siis)\s+)?(?:se|ne|\p{L}*hin(?:ta|nan|taa|nat|toja))(?!\p{L})(?!\s+(?:lisäksi|mukaan|yhteen)(?!\p{L}))/iu,
    'price',
  ],
  // "lasket, montako 5 ml:n päiväannosta …", "laske, paljonko …"
  [/(?<!\p{L})lasket?,?\s+(?:montako|kuinka monta|paljonko)(?!\p{L})/iu, 'price or serving'],
];

/** Price arithmetic a body asks the reader to do. */
export interface PriceInstruction {
  /** 1-based line in the file. */
  line: number;
  /** `:::product{id="…"}` in a product's section, otherwise `teksti`. */
  field: string;
  /** The sentence it is in, without Markdown emphasis. */
  sentence: string;
  /** The words that instruct, e.g. "jaa pakkauksen hinta". */
  words: string;
}

/** The first words in a sentence that ask for price arithmetic, if any. */
export function priceInstruction(sentence: string): string | undefined {
  const found = instructions.flatMap(([pattern, needs]) => {
    const match = pattern.exec(sentence);
    const about = priceWord.test(sentence) || (needs === 'price or serving' && servingWord.test(sentence));
    return match && about ? [match] : [];
  });
  return found.sort((a, b) => a.index - b.index)[0]?.[0];
}

/** The sentences of a content file's Markdown body (frontmatter and directive lines skipped) that ask for arithmetic. */
export const priceInstructions = (source: string): PriceInstruction[] =>
  bodyLines(source).flatMap(({ line, text, field }) =>
    sentences(text.replace(/\*\*|__/g, '').replace(/^\s*[-*]\s+/, '')).flatMap((sentence) => {
      const words = priceInstruction(sentence);
      return words === undefined ? [] : [{ line, field, sentence: sentence.trim(), words }];
    }),
  );

/** The build's message for one instruction: what to write instead. */
export const priceInstructionMessage = (instruction: Pick<PriceInstruction, 'sentence' | 'words'>) =>
  `«${instruction.sentence}» neuvoo lukijaa laskemaan hinnan itse («${instruction.words}»): teksti kertoo, mitä kannattaa verrata ja miksi, ei miten lasketaan. Vertailun yhteenvetotaulukko laskee hinnan annosta, 100 g:aa, 100 ml:aa tai kappaletta kohden tuotetiedoista, kun frontmatterissa on priceBasis (esim. priceBasis: annos); aiheartikkelissa linkitä vertailuun, jonka taulukko sen näyttää`;
