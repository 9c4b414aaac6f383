// The shops' product feeds that `npm run offers:import` reads: content/feeds.yaml.
import { readList, refuseRepeatedIds } from '../data-files.server.ts';
import { fileAt } from '../files.server.ts';
import { feedSchema } from '../schemas/feed.ts';
import type { Store } from '../schemas/store.ts';

/** Reads content/feeds.yaml (none when the file is not there): every entry checked, its shop known, an id once. */
export function readFeeds(root: string, shops: readonly Store[]) {
  if (!fileAt(root, 'feeds.yaml')) return { file: 'content/feeds.yaml', value: [], problems: [] };
  const read = refuseRepeatedIds(readList(root, 'feeds.yaml', feedSchema), 'sama syötteen tunnus on jo käytössä');
  for (const feed of read.value) {
    if (!shops.some((shop) => shop.id === feed.shop))
      read.problems.push({
        file: read.file,
        entry: feed.id,
        field: 'shop',
        message: `kauppaa "${feed.shop}" ei ole tiedostossa content/shops.yaml`,
      });
  }
  return read;
}
