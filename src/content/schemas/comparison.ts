import { z } from 'zod';
import { slugSchema } from './common.ts';

/** A registered comparison: an article-list id that the comparisons index (/vertailut) lists. */
export const comparisonEntrySchema = z
  .object({
    /** The article-list id of the comparison. */
    id: slugSchema,
  })
  .strict();

export type ComparisonEntry = z.infer<typeof comparisonEntrySchema>;
