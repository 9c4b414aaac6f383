// A comparison's must-haves: what its own text says a product needs to be recommended (a validated blood-pressure
// monitor, a retinol product within the legal limit in force, a red-light device that is an LED device and not a heat
// lamp, a product sold in Finland). A compared product that
// fails one, or whose standing the data does not show, holds no pick and is not rated above one that meets them all.
import type { LimitStatus } from './legal-limits.ts';

/** The must-haves a comparison may state (its frontmatter `mustHaves`), each with its summary-table heading. */
export const mustHaveHeadings = {
  validated: 'Validoitu',
  'legal-limit': 'EU-rajan sisällä',
  'led-light': 'LED-valo',
  'sold-in-finland': 'Myynnissä Suomessa',
} as const;
export type MustHave = keyof typeof mustHaveHeadings;
export const mustHaveKeys = Object.keys(mustHaveHeadings) as [MustHave, ...MustHave[]];

/** Where a product stands on one must-have, and why, in the words of the build's message. */
export type Standing = { status: 'meets' } | { status: 'fails' | 'unknown'; why: string };

/** What the check reads of a compared product: its title, its rating and where it stands on each must-have. */
export interface StandingProduct {
  id: string;
  title: string;
  rating?: number;
  standings: Partial<Record<MustHave, Standing>>;
}

/** A validation result from the catalogue (`validation`): absent when no study or list was found. */
export interface ValidationFact {
  passed: boolean;
  protocol: string;
}

/** Validated: a published study or list shows the product passed a validation protocol. */
export const validationStanding = (validation: ValidationFact | undefined): Standing =>
  !validation
    ? { status: 'unknown', why: 'validointitietoa ei ole tuoteluettelossa (validation)' }
    : validation.passed
      ? { status: 'meets' }
      : { status: 'fails', why: `ei läpäissyt validointia (${validation.protocol})` };

/** Within the legal limit in force: from the sheets' limits and the label's concentration (legal-limits.ts). */
export const limitStanding = (status: LimitStatus): Standing =>
  status.status === 'exceeds'
    ? { status: 'fails', why: `pitoisuus ${String(status.percent).replace('.', ',')} % ylittää rajan` }
    : status.status === 'unknown'
      ? {
          status: 'unknown',
          why: `pitoisuutta ei ole tuoteluettelossa (facts.concentrations, tietosivu ${status.sheet})`,
        }
      : { status: 'meets' };

/** An LED light device: the catalogue's `lightSource` ("led"), not an infrared heat lamp. */
export const lightStanding = (lightSource: 'led' | 'infrared-heat-lamp' | undefined): Standing =>
  lightSource === 'led'
    ? { status: 'meets' }
    : lightSource
      ? { status: 'fails', why: 'infrapunalämpölamppu, ei LED-valolaite' }
      : { status: 'unknown', why: 'valonlähdettä ei ole tuoteluettelossa (lightSource)' };

/** Sold in Finland: a Finnish shop of the registry lists it with a price or on its own product page. */
export const soldStanding = (offers: readonly { price?: string; url?: string }[]): Standing =>
  offers.some((offer) => offer.price || offer.url)
    ? { status: 'meets' }
    : { status: 'unknown', why: 'yhdelläkään kaupalla ei ole hintaa eikä tuotesivua' };

/** A product's first unmet must-have among `required`, if any. */
export function unmet(product: StandingProduct, required: readonly MustHave[]) {
  for (const key of required) {
    const standing = product.standings[key] ?? { status: 'unknown', why: 'tietoa ei ole' };
    if (standing.status !== 'meets') return { key, ...standing };
  }
  return undefined;
}

const heading = (key: MustHave) => mustHaveHeadings[key].toLowerCase();
const format = (rating: number) => String(rating).replace('.', ',');

/** A pick of a product that does not meet every must-have: the build's message, or undefined. */
export function pickMustHaveProblem(
  label: string,
  product: StandingProduct,
  required: readonly MustHave[],
): string | undefined {
  const missing = unmet(product, required);
  if (!missing) return undefined;
  const status = missing.status === 'fails' ? 'ei täytä ehtoa' : 'ehdon täyttymistä ei tiedetä';
  return `"${label}" on ${product.title}, mutta ${status} "${heading(missing.key)}" (${missing.why}): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta`;
}

/** Products that do not meet every must-have but are rated above one that does: the build's messages. */
export function ratingOrderProblems(products: readonly StandingProduct[], required: readonly MustHave[]): string[] {
  const meeting = products.filter((product) => !unmet(product, required) && product.rating !== undefined);
  if (meeting.length === 0) return [];
  const lowest = Math.min(...meeting.map((product) => product.rating!));
  return products.flatMap((product) => {
    const missing = unmet(product, required);
    if (!missing || product.rating === undefined || product.rating <= lowest) return [];
    const below = meeting.filter((other) => other.rating! < product.rating!);
    return [
      `${product.title} (${format(product.rating)}) ei täytä ehtoa "${heading(missing.key)}" (${missing.why}), mutta sen arvosana on korkeampi kuin ehdot täyttävän: ${below.map((other) => `${other.title} ${format(other.rating!)}`).join(', ')}; laske arvosanaa tai täydennä tieto lähteineen`,
    ];
  });
}
