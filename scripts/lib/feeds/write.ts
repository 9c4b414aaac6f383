// Writing the planned offers into the catalogue's YAML files with the `yaml` Document API, so that comments, order and
// every untouched line stay as the editors wrote them; the result is formatted with the project's Prettier settings.
import { isMap, isSeq, parseDocument } from 'yaml';
import { format, resolveConfig } from 'prettier';
import { ProblemError } from '../../../src/lib/problem.ts';
import type { IdentifierWrite } from './match.ts';
import type { OfferUpdate } from './offers.ts';

/**
 * The catalogue files' new texts after the updates, by file (only the files that change). Each offer gets the feed's
 * values; a product without an offer at the shop gets one at the end of its offers.
 */
export async function writeOffers(
  sources: ReadonlyMap<string, string>,
  updates: readonly OfferUpdate[],
  shop: (update: OfferUpdate) => string,
): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (const [file, source] of sources) {
    const own = updates.filter((update) => update.file === file);
    if (own.length === 0) continue;
    const doc = parseDocument(source);
    for (const update of own) {
      const offers = doc.getIn([update.productIndex, 'offers'], true);
      if (!isSeq(offers))
        throw new ProblemError({ file, entry: update.productId, field: 'offers', message: 'ei ole luettelo' });
      if (update.offerIndex === undefined) {
        offers.add(doc.createNode({ store: shop(update), ...update.values }));
        continue;
      }
      const offer = offers.items[update.offerIndex];
      if (!isMap(offer))
        throw new ProblemError({
          file,
          entry: update.productId,
          field: `offers.${update.offerIndex}`,
          message: 'tarjous ei ole kenttiä',
        });
      for (const [key, value] of Object.entries(update.values)) offer.set(key, value);
      // A price read from the feed is a checked price: the day the editors entered the old one no longer applies.
      offer.delete('enteredAt');
    }
    const options = (await resolveConfig(file)) ?? {};
    written.set(file, await format(doc.toString({ lineWidth: 0 }), { ...options, filepath: file }));
  }
  return written;
}

/** Where a confirmed pair is written: the product's place in its file and its offer at the feed's shop. */
export interface PlacedIdentifierWrite extends IdentifierWrite {
  file: string;
  productIndex: number;
  offerIndex: number;
}

/**
 * The catalogue files' new texts after an editor's confirmed pairs (`npm run offers:match -- --confirm`): the shop's id
 * on the offer, and a GTIN with its source after the product's brand, keeping every other line as it was.
 */
export async function writeIdentifiers(
  sources: ReadonlyMap<string, string>,
  writes: readonly PlacedIdentifierWrite[],
): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (const [file, source] of sources) {
    const own = writes.filter((write) => write.file === file);
    if (own.length === 0) continue;
    const doc = parseDocument(source);
    for (const write of own) {
      doc.setIn([write.productIndex, 'offers', write.offerIndex, 'shopProductId'], write.shopProductId);
      if (!write.gtin) continue;
      const product = doc.getIn([write.productIndex], true);
      if (!isMap(product))
        throw new ProblemError({
          file,
          entry: write.productId,
          field: '(koko merkintä)',
          message: 'tuote ei ole kenttiä',
        });
      const after = product.items.findIndex((pair) => String((pair.key as { value?: unknown }).value) === 'brand');
      const fields = [
        doc.createPair('gtin', write.gtin.value),
        doc.createPair(
          'gtinSource',
          doc.createNode({ source: write.gtin.source, checkedAt: write.gtin.checkedAt }, { flow: true }),
        ),
      ];
      product.items.splice(after + 1, 0, ...fields);
    }
    const options = (await resolveConfig(file)) ?? {};
    written.set(file, await format(doc.toString({ lineWidth: 0 }), { ...options, filepath: file }));
  }
  return written;
}
