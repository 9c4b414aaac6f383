import { z } from 'zod';
import { isoDateSchema, localImageSchema, priceSchema, sitePathSchema, slugSchema } from './common.ts';

/**
 * Categories of the article list: the spec's five (Vertailut, Terveysteknologia, Lisäravinteet, Tuotearvostelut,
 * Mindfulness) and two for the topics the spec's list had no word for (Liikunta, Kauneus).
 */
export const contentCategories = [
  'Vertailut',
  'Terveysteknologia',
  'Lisäravinteet',
  'Tuotearvostelut',
  'Mindfulness',
  'Liikunta',
  'Kauneus',
] as const;

/** The topic hubs an item belongs to, by the hub's path segment. */
export const hubs = ['lisaravinteet', 'liikunta', 'terveysteknologia', 'kauneus', 'uni'] as const;

/** One entry of the article list: what cards, search, hubs and the home page show of an article or review. */
export const contentItemSchema = z.object({
  /** The article's id; its body file has the same id. */
  id: slugSchema,
  /** The title as cards and search show it. */
  title: z.string().min(5).max(90),
  /** The article's primary route (aliases point here as canonical). */
  path: sitePathSchema,
  /** What the item is. */
  type: z.enum(['article', 'review', 'product']),
  /** The category shown on cards and searched. */
  category: z.enum(contentCategories),
  /** The hub whose grid lists the item. */
  hub: z.enum(hubs),
  /** One or two sentences for cards, search results and the meta description (70–170 characters). */
  description: z.string().min(70).max(170),
  /** The card image: the site's own artwork. */
  image: localImageSchema,
  /** Short points shown on cards (at most three are shown). */
  highlights: z.array(z.string().min(2).max(60)).max(5).optional(),
  /** A price shown on product items. */
  price: priceSchema.optional(),
  /** Minutes to read, shown as "{n} min luku". */
  readingTime: z.number().int().min(1).max(60).optional(),
  /** The first publication date, shown as "Julkaistu: {date}". */
  publishDate: isoDateSchema.optional(),
  meta: z.object({
    /** Who wrote it. */
    author: z.string().min(2),
    /** The last update, yyyy-mm-dd; the newest three are the home page's latest articles. */
    updateDate: isoDateSchema,
  }),
});

export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentCategory = (typeof contentCategories)[number];
export type Hub = (typeof hubs)[number];
