import { z } from 'zod';
import { httpsUrlSchema, isoDateSchema, localImageSchema, slugSchema } from './common.ts';
import { pageMetaSchema } from './page-meta.ts';

/**
 * Rich text of the site: paragraphs separated by a blank line; a single line break is kept as a break; lines that
 * start with "- " form a bullet list; **bold**; links as [text](/polku) or [text](https://…). No HTML.
 */
const sectionTextSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** An image of a section: the site's own artwork or a remote image URL. */
const sectionImageSchema = z.union([localImageSchema, httpsUrlSchema]);

const sectionBase = {
  /** The section's heading; may be empty for a section that continues the previous one. */
  title: z.string(),
};

/** Plain rich text. */
export const textSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('text'),
  /** The text. */
  content: sectionTextSchema,
});

/** A product's section in a comparison: heading and image link to the store when the product is found. */
export const textWithImageSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('text-with-image'),
  /** The text about the product. */
  content: sectionTextSchema,
  /** The image shown when no product image is found. */
  imagePath: sectionImageSchema.optional(),
  /** The product this section is about; the first id is looked up in the catalogue. */
  productIds: z.array(slugSchema).optional(),
});

/** Cards of the compared products (3–9). */
export const productsSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('products'),
  /** The products, by catalogue id, in the order shown. */
  productIds: z.array(slugSchema).min(3).max(9),
});

/** A strip of linked product images. */
export const productImagesSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('product-images'),
  /** The products whose images are shown. */
  productIds: z.array(slugSchema).min(1),
});

/** A list of bullet points; a leading "•" of an item is stripped when shown. */
export const bulletsSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('bullets'),
  /** The bullet points. */
  content: z.array(z.string().min(1)).min(1),
});

/** Any section of an article body. */
export const articleSectionSchema = z.discriminatedUnion('type', [
  textSectionSchema,
  textWithImageSectionSchema,
  productsSectionSchema,
  productImagesSectionSchema,
  bulletsSectionSchema,
]);

/** An article's body: what the article viewer renders. */
export const articleBodySchema = z.object({
  /** The id of its entry in the article list. */
  id: slugSchema,
  /** A title that replaces the list's title on the page. */
  title: z.string().min(5).optional(),
  /** A fixed head title and meta description that replace the ones made from the title and the list's description. */
  meta: pageMetaSchema.optional(),
  /** The last update, yyyy-mm-dd, shown as "Viimeksi päivitetty". */
  updateDate: isoDateSchema,
  content: z.object({
    /** The introduction; line breaks are kept. */
    introduction: z.string().min(1),
    /** The sections in order. */
    sections: z.array(articleSectionSchema).min(1),
    /** The closing text. */
    conclusion: z.string().min(1).optional(),
    /** The conclusion's heading, e.g. "Yhteenveto". */
    conclusionTitle: z.string().min(1).optional(),
    /** Sources under "Lähteet": authorities and their public guidance, never invented studies. */
    sources: z.array(z.string().min(5)).optional(),
    /** A table of goals and the product recommended for each (the women's lab-test guide). */
    recommendationTable: z
      .object({
        /** The table's heading. */
        title: z.string().min(3),
        /** One row per goal. */
        rows: z
          .array(
            z.object({
              /** What the reader wants to find out, e.g. "Raskauden suunnittelu". */
              goal: z.string().min(3),
              /** The recommended product's catalogue id. */
              productId: slugSchema,
            }),
          )
          .min(2),
      })
      .optional(),
  }),
});

export type ArticleBody = z.infer<typeof articleBodySchema>;
export type ArticleSection = z.infer<typeof articleSectionSchema>;
