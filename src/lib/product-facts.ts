/**
 * A product's label facts as the rows of its "Tuotetiedot" box: what the label says, "—" where a fact the box shows was
 * not read, and the price per the comparison's basis computed from the facts and the lowest price. Pure: used at build
 * time by the article view.
 */
import { formatCents, unitPrice, type PackSize, type PriceBasis } from './unit-price.ts';

/** The facts the rows are made of (the catalogue's `facts`, less its source and date). */
export interface LabelFacts extends PackSize {
  form?: string;
  concentrations?: readonly { name: string; percent: number }[];
  spf?: number;
  spfPlus?: boolean;
}

/** One row of the box. */
export interface FactRow {
  label: string;
  value: string;
}

/** What an unknown fact shows. */
export const unknownFact = '—';

/** 5000 → "5 000", 0.5 → "0,5": Finnish digits with a space between thousands. */
export function formatAmount(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** "60 tablettia", "1 kapseli", "500 g", "30 ml": an amount of a pack or a serving in its unit. */
function amountOf(pack: { count?: number; grams?: number; ml?: number }, form: string | undefined): string | undefined {
  if (pack.count !== undefined) {
    const piece = form ?? 'kpl';
    // Finnish partitive after a number other than one: tabletti → tablettia, patukka → patukkaa; "kpl" stays.
    const word = pack.count === 1 || piece === 'kpl' ? piece : `${piece}a`;
    return `${formatAmount(pack.count)} ${word}`;
  }
  if (pack.grams !== undefined) return `${formatAmount(pack.grams)} g`;
  if (pack.ml !== undefined) return `${formatAmount(pack.ml)} ml`;
  return undefined;
}

const basisLabels: Record<PriceBasis, string> = {
  annos: 'Hinta / annos',
  '100 g': 'Hinta / 100 g',
  '100 ml': 'Hinta / 100 ml',
  litra: 'Hinta / litra',
  kpl: 'Hinta / kpl',
  '100 g proteiinia': 'Hinta / 100 g proteiinia',
  '1 000 mg EPA+DHA': 'Hinta / 1 000 mg EPA+DHA',
};

/**
 * The rows of a product's facts box. A supplement (a serving or an amount per serving on the label) shows its serving
 * and what one serving holds; a cosmetic its concentrations or SPF; every product its form and pack size, and, when the
 * comparison ranks on it, its price per basis — each "—" when not known.
 */
export function factRows(facts: LabelFacts, basis?: PriceBasis, priceCents?: number): FactRow[] {
  const known = (value: string | undefined) => value ?? unknownFact;
  const rows: FactRow[] = [
    { label: 'Muoto', value: known(facts.form) },
    { label: 'Pakkauskoko', value: known(amountOf(facts, facts.form)) },
  ];
  if (facts.serving || facts.perServing) {
    rows.push({ label: 'Päiväannos', value: known(facts.serving && amountOf(facts.serving, facts.form)) });
    rows.push({
      label: 'Annoksessa',
      value: facts.perServing?.length
        ? facts.perServing.map((item) => `${item.name} ${formatAmount(item.amount)} ${item.unit}`).join(', ')
        : unknownFact,
    });
  }
  for (const item of facts.concentrations ?? []) {
    rows.push({ label: 'Pitoisuus', value: `${item.name} ${formatAmount(item.percent)} %` });
  }
  if (facts.spf !== undefined)
    rows.push({ label: 'Suojakerroin', value: `SPF ${facts.spf}${facts.spfPlus ? '+' : ''}` });
  if (basis) {
    const cents = unitPrice(priceCents, facts, basis);
    rows.push({ label: basisLabels[basis], value: cents === undefined ? unknownFact : formatCents(cents) });
  }
  return rows;
}
