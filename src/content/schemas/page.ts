import { z } from 'zod';

/** A fixed page's own words (content/pages.yaml, by path); which pages exist and what renders them is code. */
export const pageSchema = z
  .object({
    /** The short name in menus and link lists, e.g. "Uni ja palautuminen". */
    label: z.string().min(1),
    /** The page's heading and the start of its document title (" | {site}" follows). */
    title: z.string().min(2).max(70),
    /** The meta description: what the page offers, in a sentence. */
    description: z.string().min(20).max(170),
    /** A topic hub's introduction, a short paragraph above its cards. */
    intro: z.string().min(40).optional(),
  })
  .strict();

export type PageText = z.infer<typeof pageSchema>;
