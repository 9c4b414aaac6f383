// The shops product offers name: content/shops.yaml.
import { readList } from '../data-files.server.ts';
import { cachedOnContent } from '../files.server.ts';
import { orThrow } from '../problems.ts';
import { storeSchema } from '../schemas/store.ts';

/** Reads content/shops.yaml: every entry checked, and an id used twice refused. */
export function readShops(root: string) {
  const read = readList(root, 'shops.yaml', storeSchema);
  const seen = new Set<string>();
  for (const shop of read.value) {
    if (seen.has(shop.id))
      read.problems.push({
        file: read.file,
        entry: shop.id,
        field: 'id',
        message: 'sama kaupan tunnus on jo käytössä',
      });
    seen.add(shop.id);
  }
  return read;
}

/** Every shop, in the file's order; stops with the file's problems when it is invalid. */
export const shops = cachedOnContent((root) => {
  const { value, problems } = readShops(root);
  return orThrow(value, problems);
});
