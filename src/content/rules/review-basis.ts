// What a review's rating rests on: whether the editors used the product, said in the frontmatter and shown beside the
// rating. A review the editors did not use may not write as if they had ("testasimme", "käytössämme"), and lists the
// sources it rests on instead.

/** A review's `basis` (src/content/schemas/review.ts). */
export interface ReviewBasis {
  /** Whether the editors used the product themselves. */
  used: boolean;
  /** How long and how, when they did: "kolme viikkoa nukkuessa". */
  period?: string;
}

/** The sentence shown beside the rating. */
export const basisText = (basis: ReviewBasis) =>
  basis.used
    ? `Toimitus käytti tuotetta itse (${basis.period}). Arvio perustuu käyttöön sekä valmistajan tietoihin ja lähteisiin.`
    : 'Toimitus ei ole käyttänyt tuotetta itse. Arvio perustuu valmistajan tietoihin ja lähteisiin, jotka on lueteltu sivun lopussa.';

/**
 * Words that tell of the editors' own use or test, in the first person plural or the passive of a test: "testasimme",
 * "kokeilimme", "käytimme", "käytössämme", "testissämme", "testijakson". An imperative to the reader
 * ("kokeile kokoa") is not one.
 */
const useWords =
  /(?<!\p{L})(?:testasimme|testaamme|testissämme|testijakso\p{L}*|kokeilimme|kokeilussamme|käytimme|käytössämme|käyttäessämme|mittasimme)(?!\p{L})/iu;

/** The sentences of a text that tell of use the editors did not have. */
export function impliedUse(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => useWords.test(sentence));
}

/** The build's message for one. */
export const impliedUseMessage = (sentence: string) =>
  `"${sentence}" kertoo toimituksen omasta käytöstä tai testistä, mutta basis.used on false: kirjoita, mihin arvio perustuu, tai kirjaa käyttö (basis.used: true ja period)`;

/**
 * A rating typed into the text ("Arvosana 4,2/5 on …"): the rating is the catalogue product's and the page shows it, so a
 * typed copy would go stale when the catalogue changes.
 */
export const typedRatings = (text: string) =>
  [...text.matchAll(/(?<![\d,])\d,\d\s*\/\s*5(?!\d)/g)].map((match) => match[0]);

/** The build's message for a typed rating. */
export const typedRatingMessage = (rating: string) =>
  `arvosana ${rating} on kirjoitettu tekstiin: arvosana on tuoteluettelon tuotteen rating, ja sivu näyttää sen itse; poista luku tekstistä`;
