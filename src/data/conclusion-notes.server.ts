// Build-time only: the notes a comparison's conclusion opens with, written from the catalogue so that each goes by
// itself when the data comes to support a pick (the rules are src/content/rules/curation.ts).
import type { Article } from '~/content/collections.server';
import { noBestNote, noPickNote, unvaluedTitles } from '~/content/rules/curation';
import type { StandingProduct } from '~/content/rules/must-haves';
import { productFacts, productStandings, productTitle } from '~/data/catalogue.server';
import type { PackSize } from '~/lib/unit-price';

/** The conclusion's note when no compared product meets the page's must-haves (curation.ts). */
export function noPickNoteOf(
  article: Article,
  standingsOf: (productId: string) => StandingProduct | undefined = productStandings,
): string | undefined {
  const compared = article.sections.flatMap((section) =>
    section.type === 'product' ? (standingsOf(section.productId) ?? []) : [],
  );
  return noPickNote(compared, article.front.mustHaves ?? []);
}

/** The conclusion's note while the page's price basis cannot price every compared product (curation.ts). */
export function noBestNoteOf(
  article: Article,
  factsOf: (productId: string) => PackSize | undefined = productFacts,
): string | undefined {
  const basis = article.front.priceBasis;
  const compared = article.sections.flatMap((section) => {
    const title = section.type === 'product' ? productTitle(section.productId) : undefined;
    return title && section.type === 'product' ? [{ title, facts: factsOf(section.productId) }] : [];
  });
  return basis && noBestNote(basis, unvaluedTitles(basis, compared), compared.length);
}
