import { z } from 'zod';
import { priceBases } from '../../lib/unit-price.ts';
import { mustHaveKeys } from '../rules/must-haves.ts';
import { specKindKeys } from '../device-specs.ts';
import { isoDateSchema, localImageSchema, sitePathSchema, slugSchema } from './common.ts';
import { contentCategories, hubs } from './content-item.ts';
import { sourceSchema } from './ingredient.ts';
import { pageMetaSchema } from './page-meta.ts';
import { productSubjects } from './product.ts';

/**
 * What every article file (content/articles/<id>.md, content/standalone/<id>.md) says about itself in its frontmatter:
 * what its card, the lists, search and the route need. The id is the file's name.
 */
export const listingFields = {
  /** The title on cards, in search and in lists (5–90 characters). */
  title: z.string().min(5).max(90),
  /** The page's address, e.g. "/paras-kreatiini": the route registry's entry for this file is made from it. */
  route: sitePathSchema,
  /** Older addresses that show this page and name `route` as canonical. */
  aliases: z.array(sitePathSchema).optional(),
  /** The page's short name where menus and link lists show it (the header's submenus, the footer). */
  label: z.string().min(2).max(60).optional(),
  /** A visible page title that differs from the card's, e.g. one that names the year. */
  heading: z.string().min(5).optional(),
  /** The category shown on cards and searched. */
  category: z.enum(contentCategories),
  /** The hub whose grid lists the article. */
  hub: z.enum(hubs),
  /** One or two sentences for cards, search results and the meta description (70–170 characters). */
  description: z.string().min(70).max(170),
  /** The card and page image: the site's own artwork under public/images. */
  image: localImageSchema,
  /** Short points shown on cards (at most three are shown). */
  highlights: z.array(z.string().min(2).max(60)).max(5).optional(),
  /** The first publication date, yyyy-mm-dd, shown as "Julkaistu: {date}". */
  publishDate: isoDateSchema.optional(),
  /** The last update, yyyy-mm-dd, shown as "Viimeksi päivitetty"; the newest three are the home page's latest. */
  updateDate: isoDateSchema,
};

/** What a comparison says about one compared product besides its section's text. */
export const comparedProductSchema = z.strictObject({
  /** Whom the product suits best, continuing "Paras valinta, jos …" (no full stop); shown in the section and the summary table. */
  bestFor: z.string().min(10).optional(),
});

/** The frontmatter of an article. */
export const articleFrontmatterSchema = z.strictObject({
  ...listingFields,
  /** A fixed head title and meta description instead of the ones made from the title and the description. */
  head: pageMetaSchema.optional(),
  /** Editorial fields of the compared products, keyed by catalogue id; each needs a `:::product` section. */
  products: z.record(slugSchema, comparedProductSchema).optional(),
  /**
   * The comparison's price criterion: the summary table shows each product's price per serving ("annos"), per 100 g,
   * per 100 ml or per piece ("kpl"), computed from the catalogue's pack facts and price, and can be sorted by it.
   */
  priceBasis: z.enum(priceBases).optional(),
  /**
   * The kind of device the comparison compares (src/content/device-specs.ts): the summary table has a column for each
   * of the kind's specs that every compared device has in the catalogue (`specs`), and content:report lists the others.
   */
  specKind: z.enum(specKindKeys).optional(),
  /**
   * What the comparison's own text says a product needs to be recommended (src/content/rules/must-haves.ts):
   * `validated` (a published validation study, the catalogue's `validation`), `legal-limit` (within a limit in force of
   * an ingredient sheet), `led-light` (an LED device, the catalogue's `lightSource`), `sold-in-finland` (a Finnish shop lists it). A product that fails one, or whose standing the
   * data does not show, holds no pick and is not rated above one that meets them; the summary table shows each.
   */
  mustHaves: z.array(z.enum(mustHaveKeys)).optional(),
  /**
   * Why the comparison has fewer than three brands (src/content/rules/curation.ts), in a sentence the page shows after
   * its introduction. Required then, refused once three brands are compared.
   */
  fewerBrands: z.string().min(20).optional(),
  /** Subjects whose products are shown as a grid at the end (spec §2); none: no grid. */
  endGrid: z.array(z.enum(productSubjects)).min(1).optional(),
  /** Comparison cards: one featured article and a grid of others (the vitamins-and-minerals article). */
  comparisonCards: z
    .strictObject({
      /** The featured card: its heading and the article's id. */
      featured: z.strictObject({ title: z.string().min(3), id: slugSchema }),
      /** The grid: its heading and the articles' ids. */
      grid: z.strictObject({ title: z.string().min(3), ids: z.array(slugSchema).min(1) }),
    })
    .optional(),
  /** A table of goals and the product recommended for each (the women's lab-test guide). */
  recommendationTable: z
    .strictObject({
      /** The table's heading. */
      title: z.string().min(3),
      /** One row per goal: what the reader wants to find out and the recommended product's catalogue id. */
      rows: z.array(z.strictObject({ goal: z.string().min(3), product: slugSchema })).min(2),
    })
    .optional(),
  /**
   * Sources under "Lähteet": authorities and their public guidance, never invented studies. A source with an address
   * is written `{ title, url, read }` (the address exactly as read, and the day); the sources of the fact sheets the
   * article shows with `::fact` are added after these. A source many pages cite is named by its id in
   * content/sources.yaml: `- ref: eu-vaiterekisteri`.
   */
  sources: z.array(z.union([z.string().min(5), sourceSchema])).optional(),
  /**
   * Whether the conclusion ends with the health note of content/notes.yaml ("Tämä artikkeli on yleistä tietoa …"):
   * every article's does unless this says `false` (a text with no health advice, such as a shampoo comparison).
   */
  healthNote: z.boolean().optional(),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
