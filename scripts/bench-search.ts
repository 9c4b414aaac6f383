// npm run bench:search — times ranking 10 000 synthetic items per query (median of repeated runs) and reports the size
// of the real search index. The target: under 10 ms a query on the project's 2-core machine.
import { gzipSync } from 'node:zlib';
import { createSearchIndex, type SearchItem } from '../src/lib/search.ts';
import { buildSearchIndex } from './search-index.ts';

const words = [
  'kreatiini',
  'magnesium',
  'unimaski',
  'älykello',
  'proteiini',
  'omega',
  'tyyny',
  'punavalo',
  'vitamiini',
  'kollageeni',
];
const categories = ['Lisäravinteet', 'Vertailut', 'Terveysteknologia', 'Mindfulness', 'Kauneus'];
const items: SearchItem[] = Array.from({ length: 10_000 }, (_, index) => ({
  title: `${words[index % words.length]} ${index} ${words[(index * 7) % words.length]}`,
  description: `Tuote ${index}: ${words[(index * 3) % words.length]} ja ${words[(index * 5) % words.length]} vertailussa.`,
  category: categories[index % categories.length]!,
}));

const queries = ['kreatiini', 'älyk', 'alykello', 'magnesium omega', 'tuote 42', 'ei-osumia', 'a'];
const runs = 25;
const prepareStarted = performance.now();
const index = createSearchIndex(items);
console.log(
  `Haku, ${items.length} kohdetta (valmistelu kerran: ${(performance.now() - prepareStarted).toFixed(0)} ms), mediaani ${runs} ajosta:`,
);
for (const query of queries) {
  index.search(query); // warm-up
  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    hits = index.search(query).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${JSON.stringify(query).padEnd(18)} ${times[Math.floor(runs / 2)]!.toFixed(2).padStart(6)} ms  (${hits} osumaa)`,
  );
}
const real = JSON.stringify(buildSearchIndex());
console.log(
  `Hakuhakemisto: ${buildSearchIndex().length} kohdetta, ${(real.length / 1024).toFixed(1)} kt, gzip ${(gzipSync(real).length / 1024).toFixed(1)} kt`,
);
