// A shortlist is not one brand's catalogue: a comparison gives one brand at most two places, unless a sentence of the
// page names the brand and says why ("Puhdistamolta on mukana kolme jauhetta, koska ne on tehty eri käyttöön").

/** What the check reads of a compared product. */
export interface BrandedProduct {
  title: string;
  brand: string;
}

/** How many places one brand may hold without a reason. */
export const brandPlaces = 2;

/** Words that give a reason in Finnish. */
const reasonWords = /\b(?:koska|siksi|vuoksi|jotta)\b/iu;

/** Whether a sentence of the text names the brand (its first word, inflected: "Puhdistamolta") and says why. */
export function explainsBrand(text: string, brand: string): boolean {
  const word = brand.toLowerCase().split(/\s/)[0]!;
  return text
    .split(/\n|(?<=[.!?])\s/u)
    .some((sentence) => sentence.toLowerCase().includes(word) && reasonWords.test(sentence));
}

/** The brands holding more than two places of a comparison that the page does not explain, with their products. */
export function unexplainedBrands(compared: readonly BrandedProduct[], text: string) {
  const byBrand = new Map<string, string[]>();
  for (const product of compared) byBrand.set(product.brand, [...(byBrand.get(product.brand) ?? []), product.title]);
  return [...byBrand]
    .filter(([brand, titles]) => titles.length > brandPlaces && !explainsBrand(text, brand))
    .map(([brand, titles]) => ({ brand, titles, of: compared.length }));
}

/** The build's message for one. */
export const brandMessage = ({ brand, titles, of }: ReturnType<typeof unexplainedBrands>[number]) =>
  `${brand} on vertailussa ${titles.length} kertaa ${of}:stä (${titles.join(', ')}): yhdellä merkillä on enintään ${brandPlaces} paikkaa, ellei sivu kerro miksi (lause, joka nimeää merkin ja sanoo "koska")`;
