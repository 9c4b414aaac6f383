import { z } from 'zod';
import { httpsUrlSchema } from './common.ts';

/** A link to one of the site's profiles on an external social service. */
export const socialLinkSchema = z.object({
  /** The service's name as readers know it, shown as the link text. */
  name: z.string().min(1),
  /** The profile's address; always https. */
  url: httpsUrlSchema,
});

/** Site-wide identity and contact details. */
export const siteSchema = z
  .object({
    /** The site's name: the end of every page title (" | {name}") and the logo's text. */
    name: z.string().min(1),
    /** One sentence under the home page heading that says what the site does. */
    tagline: z.string().min(1),
    /** The canonical origin without a trailing slash; `SITE_URL` at build time overrides it. */
    origin: httpsUrlSchema.refine((url) => !url.endsWith('/'), 'ei kauttaviivaa lopussa'),
    /** The address readers write to; named in the about text. */
    email: z.email(),
    /** Exactly three social profiles, linked from the footer. */
    socialLinks: z.array(socialLinkSchema).length(3),
    /** Who holds the copyright, shown in the footer's copyright line. */
    copyrightHolder: z.string().min(1),
    /**
     * The publisher's id at each affiliate network, by the network's id in content/networks.yaml. Publisher ids are
     * part of every tracking link, not secrets; an environment variable AFFILIATE_<NETWORK>_PUBLISHER (e.g.
     * AFFILIATE_ADTRACTION_PUBLISHER) overrides one for a build. Empty: every store link goes straight to the shop.
     */
    affiliatePublisherIds: z.record(z.string(), z.string().min(1)),
    /**
     * How many days a price stays a price: an offer's price checked (or entered) longer ago than this is not shown, and
     * the card sends the reader to the shop for it. Counted from the build's day (SITE_TODAY, else the day it runs).
     */
    priceMaxAgeDays: z.number().int().min(1).max(365),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
