// The comparison registry (spec §3): content/comparisons.yaml.
import { readList, refuseRepeatedIds } from '../data-files.server.ts';
import { cachedOnContent } from '../files.server.ts';
import { orThrow } from '../problems.ts';
import { comparisonEntrySchema } from '../schemas/comparison.ts';

/** How many comparisons the registry holds (spec §3). */
export const registeredComparisons = 20;

/** Reads content/comparisons.yaml: an id once, and exactly the spec's number of comparisons. */
export function readComparisons(root: string) {
  const read = refuseRepeatedIds(
    readList(root, 'comparisons.yaml', comparisonEntrySchema),
    'vertailu on jo rekisterissä',
  );
  if (read.value.length !== registeredComparisons)
    read.problems.push({
      file: read.file,
      entry: 'comparisons',
      field: '(koko lista)',
      message: `rekisterissä pitää olla ${registeredComparisons} vertailua, nyt ${read.value.length}`,
    });
  return read;
}

/** The registered comparisons, in the registry's order; stops with the file's problems when it is invalid. */
export const comparisonRegistry = cachedOnContent((root) => {
  const { value, problems } = readComparisons(root);
  return orThrow(value, problems);
});
