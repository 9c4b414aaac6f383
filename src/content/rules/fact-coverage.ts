// Which compared products have the data their comparison needs: the pack facts its price basis computes from (what
// each basis needs is `missingFacts`, declared once in src/lib/unit-price.ts), the specs its kind of device compares
// (`specKinds`, src/content/device-specs.ts), the identifier a shop's feed matches on, and the maker's page.
// content:report lists it per comparison; the goal is every product complete.
import { missingFacts, type PackSize, type PriceBasis } from '../../lib/unit-price.ts';
import { specKinds, type SpecKey, type SpecKind } from '../device-specs.ts';
import { specsTyped } from './spec-claims.ts';

/** The categories of products a reader takes by the serving: their comparisons compute a price per serving. */
export const servingCategories = [
  'Lisäravinteet',
  'Lisäravinteet 50+',
  'Elektrolyytit',
  'Kreatiini',
  'Kollageenivalmisteet',
  'Proteiinijauheet',
  'Superfoodit',
] as const;

/** A comparison of products taken by the serving, which must name its `priceBasis`. */
export const needsPriceBasis = (categories: readonly string[]) =>
  categories.length > 0 && categories.every((category) => (servingCategories as readonly string[]).includes(category));

/** The build's message for such a comparison without a basis. */
export const priceBasisMessage =
  'vertailun tuotteet otetaan annoksina: kirjoita priceBasis (annos, 100 g proteiinia …), niin taulukko laskee hinnan per annos tuotetiedoista';

/** What the coverage reads of a compared product. */
export interface CoveredProduct {
  id: string;
  facts?: PackSize;
  specs?: Partial<Record<SpecKey, unknown>>;
  gtin?: string;
  makerPage?: string;
  /** The card's lines, read for specs typed there without a source. */
  description?: readonly string[];
}

/**
 * A comparison's products: those with every field it needs, and the others with the fields they lack. A device whose
 * card types a spec it lacks in `specs` ("Akunkesto jopa 8 päivää") has those lines in `typed`: the figure is there,
 * its source is not, and it is the first to look up.
 */
export function factCoverage(basis: PriceBasis | undefined, products: readonly CoveredProduct[], kind?: SpecKind) {
  const specs: readonly SpecKey[] = kind ? specKinds[kind] : [];
  const rows = products.map((product) => {
    const lacking = specs.filter((key) => product.specs?.[key] === undefined);
    const typed = [...new Set(specsTyped(product.description ?? [], lacking).map(({ line }) => line))];
    return {
      id: product.id,
      fields: [
        ...(basis ? missingFacts(product.facts, basis) : []),
        ...lacking.map((key) => `specs.${key}`),
        ...(product.gtin ? [] : ['gtin']),
        ...(product.makerPage ? [] : ['makerPage']),
      ],
      ...(typed.length > 0 ? { typed } : {}),
    };
  });
  return {
    complete: rows.filter((row) => row.fields.length === 0).map((row) => row.id),
    missing: rows.filter((row) => row.fields.length > 0),
  };
}
