import { z } from 'zod';
import { isoDateSchema, slugSchema } from './common.ts';

/** One compared device of the activity-band page. */
export const deviceSchema = z.object({
  /** The device's name as its maker writes it. */
  name: z.string().min(2),
  /** What the device is and whom it suits. */
  description: z.string().min(20),
  /** Its strengths. */
  pros: z.array(z.string().min(2)).min(1),
  /** Its weaknesses. */
  cons: z.array(z.string().min(2)).min(1),
  /** The catalogue id, where the product is in the catalogue. */
  productId: slugSchema.optional(),
});

/** One app of the nutrition-tracking page. */
export const appFeaturesSchema = z.object({
  /** The app's name. */
  subtitle: z.string().min(2),
  /** What it offers. */
  features: z.array(z.string().min(2)).min(1),
});

/** A section of a standalone comparison page: devices with pros and cons, or apps with feature lists. */
export const standaloneSectionSchema = z.object({
  /** The section's heading. */
  title: z.string().min(1),
  /** Devices (activity bands) or apps (nutrition tracking). */
  content: z.union([z.array(deviceSchema).min(1), z.array(appFeaturesSchema).min(1)]),
});

/** A comparison page with a layout of its own (spec §2, "Standalone comparison pages"). */
export const standaloneComparisonSchema = z.object({
  /** The article-list id. */
  id: slugSchema,
  /** The page's title; the head title is "{title} | {site}". */
  title: z.string().min(5),
  /** The meta description. */
  description: z.string().min(70).max(170),
  content: z.object({
    /** The introduction. */
    introduction: z.string().min(1),
    /** The compared groups. */
    sections: z.array(standaloneSectionSchema).min(1),
    /** The text under "Yhteenveto". */
    conclusion: z.string().min(1),
  }),
  meta: z.object({
    /** The last update, yyyy-mm-dd (2024-03-20 for both pages). */
    updateDate: isoDateSchema,
  }),
});

export type StandaloneComparison = z.infer<typeof standaloneComparisonSchema>;
