// What a review's rating rests on: whether the editors used the product, said in the frontmatter, and whether they read
// the maker's own word on it, read from its sources; both shown beside the rating. A review the editors did not use may
// not write as if they had ("testasimme", "käytössämme"), and one whose sources hold nothing of the maker's may not say
// it rests on what the maker published.

/** A review's `basis` (src/content/schemas/review.ts). */
export interface ReviewBasis {
  /** Whether the editors used the product themselves. */
  used: boolean;
  /** How long and how, when they did: "kolme viikkoa nukkuessa". */
  period?: string;
}

/** The publisher a source's title names first: "Oura, tukisivu: Oura Ring 4 vs …" → "Oura". */
const publisherOf = (title: string) => title.split(/[,:]/u)[0]!.trim().toLowerCase();

/**
 * Whether the editors read the maker's own word on the product: its page in the catalogue (`makerPage`), or a source
 * whose title names the brand as its publisher ("Loop, lehdistötiedote: …").
 */
export const readMaker = (brand: string, sources: readonly { title: string }[], makerPage?: string) =>
  makerPage !== undefined || sources.some((source) => publisherOf(source.title) === brand.toLowerCase());

/** The sentence shown beside the rating. */
export function basisText(basis: ReviewBasis, makerRead: boolean) {
  const use = basis.used
    ? `Toimitus käytti tuotetta itse (${basis.period}).`
    : 'Toimitus ei ole käyttänyt tuotetta itse.';
  if (!makerRead)
    return `${use} Valmistajan tuotetietoja emme ole voineet tarkistaa: arvio perustuu ${basis.used ? 'käyttöön ja ' : ''}sivun lopussa lueteltuihin lähteisiin.`;
  return basis.used
    ? `${use} Arvio perustuu käyttöön sekä valmistajan tietoihin ja lähteisiin.`
    : `${use} Arvio perustuu valmistajan tietoihin ja lähteisiin, jotka on lueteltu sivun lopussa.`;
}

/**
 * Words by which a text says it rests on what the maker published: "valmistajan julkaisemien tuotetietojen",
 * "valmistajan tuotetietojen", "valmistajan teknisten tietojen", or the brand's own name in the genitive before
 * "julkaisemien" ("Garminin julkaisemien teknisten tietojen"). Values a text reports as the maker's ("valmistajan
 * ilmoittamat arvot") are what the sources say the maker declared, and are not a claim of reading the maker.
 */
const makerWords =
  /(?<!\p{L})valmistajan\s+(?:julkaisem|tuotetie|teknisten\s+tietoj|tietojen\s+perusteella)|(?<!\p{L})(\p{L}+)\s+julkaisem/giu;

/** The sentences of a text that say it rests on what the maker of `brand` published. */
export function claimedMaker(text: string, brand: string) {
  const claims = (sentence: string) =>
    [...sentence.matchAll(makerWords)].some(
      (match) => match[1] === undefined || match[1].toLowerCase().startsWith(brand.toLowerCase()),
    );
  return text
    .split(/\n|(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(claims);
}

/** The build's message for one, when the review's sources hold nothing of the maker's. */
export const claimedMakerMessage = (sentence: string, brand: string) =>
  `"${sentence}" sanoo arvion perustuvan valmistajan julkaisemiin tietoihin, mutta lähteissä ei ole valmistajan sivua (lähteen otsikko alkaa "${brand}, …") eikä tuotteella ole makerPage-osoitetta: kirjoita, mihin arvio perustuu, tai lisää lukemasi valmistajan sivu lähteisiin`;

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
