import { z } from 'zod';
import { isoDateSchema, localImageSchema, ratingSchema, sitePathSchema, slugSchema } from './common.ts';

/** A review's section. */
export const reviewSectionSchema = z.object({
  /** The heading. */
  title: z.string().min(1),
  /** Text, or a list of strings shown as bullets. */
  content: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  /** Set for a section with an image beside its text. */
  type: z.literal('text-with-image').optional(),
  /** The image of a text-with-image section. */
  imagePath: localImageSchema.optional(),
});

/** A highlight of a review, marked positive, neutral or negative (shown with an icon and a word, not colour alone). */
export const reviewHighlightSchema = z.object({
  /** The point itself. */
  text: z.string().min(2).max(80),
  /** Whether it speaks for or against the product. */
  type: z.enum(['positive', 'neutral', 'negative']),
});

/** A product review. */
export const reviewSchema = z.object({
  /** The id of its entry in the article list. */
  id: slugSchema,
  /** The review's title. */
  title: z.string().min(5),
  /** The editors' rating out of 5. */
  rating: ratingSchema,
  /** One or two sentences for the review card. */
  description: z.string().min(40),
  /** The reviewed product's catalogue id; its store link is built from the store registry. */
  productId: slugSchema,
  /** The review's route. */
  routePath: sitePathSchema,
  /** The review's image (the site's own artwork) and its alt text. */
  imageSrc: localImageSchema,
  imageAlt: z.string().min(3),
  /** The last update, yyyy-mm-dd. */
  updateDate: isoDateSchema,
  /** Short points for and against. */
  highlights: z.array(reviewHighlightSchema).min(3),
  content: z
    .object({
      /** The overview (or `introduction`) at the top. */
      overview: z.string().min(1).optional(),
      introduction: z.string().min(1).optional(),
      /** The sections in order. */
      sections: z.array(reviewSectionSchema).min(1),
      verdict: z.object({
        /** "Suosittelemme, jos:" — who the product suits. */
        recommend: z.array(z.string().min(3)).min(1),
        /** "Harkitse muita vaihtoehtoja, jos:" — who should look elsewhere. */
        consider: z.array(z.string().min(3)).min(1),
      }),
    })
    .refine((content) => Boolean(content.overview ?? content.introduction), 'yleiskatsaus tai johdanto puuttuu'),
});

export type Review = z.infer<typeof reviewSchema>;
