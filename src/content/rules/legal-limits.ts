// Legal limits on an ingredient's concentration, as its fact sheet holds them (e.g. retinol at most 0.3 % in face
// products under Regulation (EU) 2024/996 from 1.11.2025), checked against the concentrations a product's label states.
// A product above a limit in force on the build's day holds no pick in any comparison.

/** A limit as a sheet writes it (src/content/schemas/ingredient.ts `limits`). */
export interface LegalLimit {
  /** What products it concerns, as a reader reads it, e.g. "kasvotuotteet". */
  products: string;
  /** The catalogue subjects it applies to, e.g. ["retinoli"]. */
  subjects: readonly string[];
  /** The highest concentration allowed, in per cent. */
  maxPercent: number;
  /** The day from which a product above it may not be placed on the market, yyyy-mm-dd. */
  from: string;
}

/** A sheet's limits and the names its ingredient goes by on a label. */
export interface LimitedIngredient {
  sheet: string;
  names: readonly string[];
  limits: readonly LegalLimit[];
}

/** What the check reads of a product: its subjects and the concentrations its label states. */
export interface LimitedProduct {
  subjects: readonly string[];
  facts?: { concentrations?: readonly { name: string; percent: number }[] };
}

/** A product's standing against the limits in force that apply to it. */
export type LimitStatus =
  | { status: 'none' }
  | { status: 'meets' }
  | { status: 'unknown'; sheet: string; limit: LegalLimit }
  | { status: 'exceeds'; sheet: string; limit: LegalLimit; percent: number };

/**
 * How a product stands on the build's day: `exceeds` when a stated concentration is above a limit in force that applies
 * to it, `unknown` when such a limit applies and its label's concentration is not in the catalogue, `meets` when every
 * applying limit is met, `none` when no limit in force applies.
 */
export function limitStatus(
  product: LimitedProduct,
  ingredients: readonly LimitedIngredient[],
  today: string,
): LimitStatus {
  let unknown: LimitStatus | undefined;
  let applies = false;
  for (const ingredient of ingredients)
    for (const limit of ingredient.limits) {
      if (limit.from > today || !limit.subjects.some((subject) => product.subjects.includes(subject))) continue;
      applies = true;
      const stated = product.facts?.concentrations?.find((item) => ingredient.names.includes(item.name.toLowerCase()));
      if (!stated) unknown ??= { status: 'unknown', sheet: ingredient.sheet, limit };
      else if (stated.percent > limit.maxPercent)
        return { status: 'exceeds', sheet: ingredient.sheet, limit, percent: stated.percent };
    }
  return unknown ?? { status: applies ? 'meets' : 'none' };
}

const percent = (value: number) => `${String(value).replace('.', ',')} %`;
const day = (iso: string) => iso.split('-').map(Number).reverse().join('.');

/** Why a product above a limit cannot be a pick, for the build's message. */
export const exceedsMessage = (label: string, title: string, status: Extract<LimitStatus, { status: 'exceeds' }>) =>
  `"${label}" on ${title}, jonka pitoisuus ${percent(status.percent)} ylittää rajan ${percent(status.limit.maxPercent)} (${status.limit.products}, ${day(status.limit.from)} alkaen; tietosivu ${status.sheet}): rajan ylittävä tuote ei voi olla valinta`;
