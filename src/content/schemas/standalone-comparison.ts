import { z } from 'zod';
import { slugSchema } from './common.ts';
import { listingFields } from './article.ts';

/** One compared device of the activity-band page. */
export const deviceSchema = z.strictObject({
  /** The device's name, for a device that is not in the catalogue (otherwise the catalogue's name is shown). */
  name: z.string().min(2).optional(),
  /** The catalogue id, where the product is in the catalogue. */
  product: slugSchema.optional(),
  /** What the device is and whom it suits (Markdown). */
  description: z.string().min(20),
  /** Its strengths. */
  pros: z.array(z.string().min(2)).min(1),
  /** Its weaknesses. */
  cons: z.array(z.string().min(2)).min(1),
});

/** One app of the nutrition-tracking page. */
export const appFeaturesSchema = z.strictObject({
  /** The app's name. */
  name: z.string().min(2),
  /** What it offers. */
  features: z.array(z.string().min(2)).min(1),
});

/** A group of a standalone comparison page: devices with pros and cons, or apps with feature lists. */
export const standaloneGroupSchema = z.union([
  z.strictObject({
    /** The group's heading. */
    title: z.string().min(1),
    /** The devices (activity bands). */
    devices: z.array(deviceSchema).min(1),
  }),
  z.strictObject({
    /** The group's heading. */
    title: z.string().min(1),
    /** The apps (nutrition tracking). */
    apps: z.array(appFeaturesSchema).min(1),
  }),
]);

/**
 * The frontmatter of a comparison page with a layout of its own (spec §2, "Standalone comparison pages"):
 * content/standalone/<id>.md. The body is the introduction and a `:::conclusion` under "Yhteenveto".
 */
export const standaloneFrontmatterSchema = z.strictObject({
  ...listingFields,
  /** The page's own meta description, when it differs from the card's. */
  head: z.strictObject({ description: z.string().min(70).max(170) }).optional(),
  /** The compared groups, in order. */
  groups: z.array(standaloneGroupSchema).min(1),
});

export type StandaloneFrontmatter = z.infer<typeof standaloneFrontmatterSchema>;
export type StandaloneGroup = z.infer<typeof standaloneGroupSchema>;
