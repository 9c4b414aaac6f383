import { z } from 'zod';

/** What a page says about itself in its <head>. */
export const pageMetaSchema = z.object({
  /** The page's title, before " | {site}". */
  title: z.string().min(2).max(70),
  /** The meta description. */
  description: z.string().min(50).max(170),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
