/**
 * Prices per daily serving, per 100 g, 100 ml or litre, per piece, or per 100 g of protein, computed from a product's
 * pack facts and its price — never typed. Money is handled in whole cents; a result is rounded to the cent (half up)
 * only at the end.
 */

/**
 * What a price per unit is worked out per, as the summary table's column names it: "annos" is the maker's daily serving;
 * "100 g proteiinia" counts the protein the label states per serving over the servings in the pack.
 */
export const priceBases = ['annos', '100 g', '100 ml', 'litra', 'kpl', '100 g proteiinia', '1 000 mg EPA+DHA'] as const;
export type PriceBasis = (typeof priceBases)[number];

/** The pack facts a unit price needs (a subset of a product's facts). */
export interface PackSize {
  /** Pieces in a pack: capsules, tablets, sachets. */
  count?: number;
  /** Grams in a pack (powders). */
  grams?: number;
  /** Millilitres in a pack (liquids, creams). */
  ml?: number;
  /** The maker's serving: pieces, grams or millilitres. */
  serving?: { count?: number; grams?: number; ml?: number };
  /** What one serving holds as the label states it, e.g. protein 24 g. */
  perServing?: readonly { name: string; amount: number; unit: 'g' | 'mg' | 'µg' }[];
}

/** Grams of protein in one serving, from the label's amounts ("proteiini"); undefined when not stated. */
export function proteinPerServing(pack: PackSize): number | undefined {
  const item = pack.perServing?.find((entry) => entry.name.toLowerCase() === 'proteiini');
  if (!item) return undefined;
  return item.unit === 'g' ? item.amount : item.unit === 'mg' ? item.amount / 1000 : item.amount / 1_000_000;
}

/** Milligrams of EPA and DHA together in one serving ("EPA", "DHA" on the label); undefined unless both are stated. */
export function omega3PerServing(pack: PackSize): number | undefined {
  const mg = (name: string) => {
    const item = pack.perServing?.find((entry) => entry.name.toUpperCase() === name);
    if (!item) return undefined;
    return item.unit === 'mg' ? item.amount : item.unit === 'g' ? item.amount * 1000 : item.amount / 1000;
  };
  const [epa, dha] = [mg('EPA'), mg('DHA')];
  return epa !== undefined && dha !== undefined ? epa + dha : undefined;
}

/** "24,90 €" or "1 249,00 €" → cents; undefined for anything else. */
export function parsePrice(text: string | undefined): number | undefined {
  const match = /^(\d{1,3}(?: \d{3})*),(\d{2}) €$/.exec(text ?? '');
  if (!match) return undefined;
  return Number(match[1]!.replace(/ /g, '')) * 100 + Number(match[2]);
}

/** Cents as the site writes euros: 25 → "0,25 €", 123456 → "1 234,56 €". */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${rest} €`;
}

/** How many servings a pack holds, from the pieces, grams or millilitres of the pack and of one serving. */
export function servingsPerPack(pack: PackSize): number | undefined {
  const { serving } = pack;
  if (!serving) return undefined;
  if (pack.count && serving.count) return pack.count / serving.count;
  if (pack.grams && serving.grams) return pack.grams / serving.grams;
  if (pack.ml && serving.ml) return pack.ml / serving.ml;
  return undefined;
}

/**
 * The price per basis in cents, rounded to the cent; undefined when a fact it needs is missing, so that nothing is
 * shown (as "—") or ranked on a guess.
 */
export function unitPrice(
  priceCents: number | undefined,
  pack: PackSize | undefined,
  basis: PriceBasis,
): number | undefined {
  if (priceCents === undefined || !pack) return undefined;
  const per = (divisor: number | undefined) => (divisor && divisor > 0 ? Math.round(priceCents / divisor) : undefined);
  switch (basis) {
    case 'annos':
      return per(servingsPerPack(pack));
    case '100 g':
      return per(pack.grams ? pack.grams / 100 : undefined);
    case '100 ml':
      return per(pack.ml ? pack.ml / 100 : undefined);
    case 'litra':
      return per(pack.ml ? pack.ml / 1000 : undefined);
    case 'kpl':
      return per(pack.count);
    case '100 g proteiinia': {
      const servings = servingsPerPack(pack);
      const protein = proteinPerServing(pack);
      return per(servings && protein ? (servings * protein) / 100 : undefined);
    }
    case '1 000 mg EPA+DHA': {
      const servings = servingsPerPack(pack);
      const omega3 = omega3PerServing(pack);
      return per(servings && omega3 ? (servings * omega3) / 1000 : undefined);
    }
  }
}

/**
 * The facts a price per `basis` needs and the pack lacks, as the catalogue's field names (e.g. `facts.serving`), so a
 * build message can say what to add; empty when the price can be computed from the facts.
 */
export function missingFacts(pack: PackSize | undefined, basis: PriceBasis): string[] {
  if (!pack) return ['facts'];
  const amount = pack.count ? 'count' : pack.grams ? 'grams' : pack.ml ? 'ml' : undefined;
  switch (basis) {
    case 'annos':
      if (!amount) return ['facts.count | facts.grams | facts.ml', 'facts.serving'];
      if (!pack.serving?.[amount]) return [`facts.serving.${amount}`];
      return [];
    case '100 g':
      return pack.grams ? [] : ['facts.grams'];
    case '100 ml':
    case 'litra':
      return pack.ml ? [] : ['facts.ml'];
    case 'kpl':
      return pack.count ? [] : ['facts.count'];
    case '100 g proteiinia':
      return [
        ...missingFacts(pack, 'annos'),
        ...(proteinPerServing(pack) === undefined ? ['facts.perServing (proteiini)'] : []),
      ];
    case '1 000 mg EPA+DHA':
      return [
        ...missingFacts(pack, 'annos'),
        ...(omega3PerServing(pack) === undefined ? ['facts.perServing (EPA, DHA)'] : []),
      ];
  }
}

/**
 * The facts a price per `basis` is computed from (the fields `missingFacts` checks), as a reader is told them: in the
 * nominative ("tietoja (pakkauskoko ja annos) ei ole tarkistettu") and in the partitive ("pakkauskokoa ja annosta ei
 * ole tarkistettu").
 */
export const neededFacts: Record<PriceBasis, { nominative: string; partitive: string }> = {
  annos: { nominative: 'pakkauskoko ja annos', partitive: 'pakkauskokoa ja annosta' },
  '100 g': { nominative: 'pakkauskoko', partitive: 'pakkauskokoa' },
  '100 ml': { nominative: 'pakkauskoko', partitive: 'pakkauskokoa' },
  litra: { nominative: 'pakkauskoko', partitive: 'pakkauskokoa' },
  kpl: { nominative: 'kappalemäärä', partitive: 'kappalemäärää' },
  '100 g proteiinia': {
    nominative: 'pakkauskoko, annos ja proteiinin määrä',
    partitive: 'pakkauskokoa, annosta ja proteiinin määrää',
  },
  '1 000 mg EPA+DHA': {
    nominative: 'pakkauskoko, annos sekä EPA:n ja DHA:n määrä',
    partitive: 'pakkauskokoa, annosta sekä EPA:n ja DHA:n määrää',
  },
};

/** What the reader is told a price per unit lacks, for each catalogue field `missingFacts` names. */
const missingWords: Record<string, string> = {
  'offers.price': 'hinta',
  facts: 'pakkauksen tiedot',
  'facts.count | facts.grams | facts.ml': 'pakkauskoko',
  'facts.serving': 'annoskoko',
  'facts.serving.count': 'annoskoko',
  'facts.serving.grams': 'annoskoko',
  'facts.serving.ml': 'annoskoko',
  'facts.grams': 'pakkauskoko grammoina',
  'facts.ml': 'pakkauskoko millilitroina',
  'facts.count': 'kappalemäärä',
  'facts.perServing (proteiini)': 'proteiinia annoksessa',
  'facts.perServing (EPA, DHA)': 'EPA ja DHA annoksessa',
};

/** "ei tiedossa: pakkauskoko, annoskoko": what a table cell says when a price per unit cannot be computed. */
export function missingNote(fields: readonly string[]): string {
  const words = [...new Set(fields.map((field) => missingWords[field] ?? field))];
  return `puuttuu: ${words.join(', ')}`;
}

/**
 * What owning a product costs over some months: its price plus that many monthly fees, in cents; undefined when either
 * is unknown, so no total is written on a guess.
 */
export function totalCost(
  priceCents: number | undefined,
  monthlyCents: number | undefined,
  months: number,
): number | undefined {
  if (priceCents === undefined || monthlyCents === undefined) return undefined;
  return priceCents + monthlyCents * months;
}
