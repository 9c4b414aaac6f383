// What the checks that span collections share: the catalogue as the build validated it, and where to put problems.
import type { LimitedIngredient } from './rules/legal-limits.ts';
import type { ProblemList } from './problems.ts';
import type { Product } from './schemas/product.ts';

/** What a collection's cross-checks are given. */
export interface CheckContext {
  problems: ProblemList;
  /** The valid products by id; undefined when the check runs without a catalogue, which then checks no product id. */
  products?: ReadonlyMap<string, Product>;
  /** The ids of every article, standalone page and review. */
  documentIds: ReadonlySet<string>;
  /** Reports a site image ("/images/…") that public/ does not have. */
  checkImage: (file: string, entry: string, field: string, image: string | undefined, line?: number) => void;
  /** The build's day, that legal limits are in force on; without it no limit is checked. */
  today?: string;
  /** The last day a page may be dated (`latestUpdateDay`); without it no update date is checked against a day. */
  lastUpdateDay?: string;
  /** The sheets' legal limits; without them no limit is checked. */
  limits?: readonly LimitedIngredient[];
  /** The day each fact sheet was checked against its sources (`reviewed`), by id. */
  sheetsReviewed?: ReadonlyMap<string, string>;
}

/** Product ids a page names that the catalogue does not have. */
export function checkProductIds(
  context: CheckContext,
  place: { file: string; entry: string; field: string; line?: number },
  ids: readonly (string | undefined)[],
) {
  if (!context.products) return;
  for (const id of ids)
    if (id !== undefined && !context.products.has(id))
      context.problems.add(
        place.file,
        place.entry,
        place.field,
        `tuotetta "${id}" ei ole tuoteluettelossa`,
        place.line,
      );
}
