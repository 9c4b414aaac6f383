import { z } from 'zod';
import { isoDateSchema, localImageSchema, sitePathSchema, slugSchema } from './common.ts';
import { hubs } from './content-item.ts';
import { sourceSchema } from './ingredient.ts';

/** A highlight of a review, marked positive, neutral or negative (shown with an icon and a word, not colour alone). */
export const reviewHighlightSchema = z.strictObject({
  /** The point itself. */
  text: z.string().min(2).max(80),
  /** Whether it speaks for or against the product. */
  type: z.enum(['positive', 'neutral', 'negative']),
});

/**
 * The frontmatter of a product review (content/reviews/<id>.md). The body is the overview and `##` sections; a
 * section whose first line is `::image` shows an image beside its text.
 */
export const reviewFrontmatterSchema = z.strictObject({
  /** The review's title. */
  title: z.string().min(5),
  /** The review's address, e.g. "/tuotearvostelut/oura-sormus"; the route registry's entry is made from it. */
  route: sitePathSchema,
  /** The review's short name in link lists. */
  label: z.string().min(2).max(60),
  /**
   * What the rating (the catalogue product's `rating`) rests on, shown beside it: `used: false` when the editors did not use the product (the text may then
   * not write as if they had), or `used: true` with how long and how (`period`).
   */
  basis: z
    .strictObject({ used: z.boolean(), period: z.string().min(5).optional() })
    .refine((basis) => !basis.used || basis.period, {
      message: 'käytöstä kerrotaan kesto ja tapa (period)',
      path: ['period'],
    }),
  /**
   * The sources the review rests on, under "Lähteet", before those of the fact sheets it shows: the maker's pages and
   * studies, each `{ title, url, read }` as read, or `- ref: <id>` of content/sources.yaml.
   */
  sources: z.array(sourceSchema).min(1, 'arvostelu listaa lähteensä'),
  /** One or two sentences for the review card and the meta description. */
  description: z.string().min(40),
  /** The reviewed product's catalogue id; its store link is built from the store registry. */
  product: slugSchema,
  /** The review's image (the site's own artwork) and its alt text. */
  image: localImageSchema,
  imageAlt: z.string().min(3),
  /** The hub whose grid lists the review. */
  hub: z.enum(hubs),
  /** The first publication date, yyyy-mm-dd. */
  publishDate: isoDateSchema.optional(),
  /** The last update, yyyy-mm-dd. */
  updateDate: isoDateSchema,
  /** How the review shows in article lists and search: its own description and up to three short points. */
  card: z.strictObject({
    description: z.string().min(70).max(170),
    highlights: z.array(z.string().min(2).max(60)).max(5).optional(),
  }),
  /** Short points for and against. */
  highlights: z.array(reviewHighlightSchema).min(3),
  verdict: z.strictObject({
    /** "Suosittelemme, jos:" — who the product suits. */
    recommend: z.array(z.string().min(3)).min(1),
    /** "Harkitse muita vaihtoehtoja, jos:" — who should look elsewhere. */
    consider: z.array(z.string().min(3)).min(1),
  }),
});

export type ReviewFrontmatter = z.infer<typeof reviewFrontmatterSchema>;
