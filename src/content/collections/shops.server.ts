// The shops product offers name: content/shops.yaml.
import { readList, refuseRepeatedIds } from '../data-files.server.ts';
import { cachedOnContent } from '../files.server.ts';
import { orThrow } from '../problems.ts';
import { storeSchema } from '../schemas/store.ts';

/** Reads content/shops.yaml: every entry checked, and an id used twice refused. */
export const readShops = (root: string) =>
  refuseRepeatedIds(readList(root, 'shops.yaml', storeSchema), 'sama kaupan tunnus on jo käytössä');

/** Every shop, in the file's order; stops with the file's problems when it is invalid. */
export const shops = cachedOnContent((root) => {
  const { value, problems } = readShops(root);
  return orThrow(value, problems);
});
