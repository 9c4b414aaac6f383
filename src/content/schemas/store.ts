import { z } from 'zod';
import { httpsUrlSchema, slugSchema } from './common.ts';

/** An affiliate network's deep link for one shop. */
export const affiliateSchema = z.object({
  /** The network's key in the site configuration's publisher ids, e.g. "adtraction". */
  network: slugSchema,
  /** The deep-link address with the placeholders {publisherId} and {url} (the shop address, encoded). */
  deepLinkTemplate: httpsUrlSchema
    .refine((template) => template.includes('{publisherId}'), 'mallista puuttuu {publisherId}')
    .refine((template) => template.includes('{url}'), 'mallista puuttuu {url}'),
});

/** A Finnish online shop that product cards link to. */
export const storeSchema = z
  .object({
    /** The key products use in their `store` field. */
    id: slugSchema,
    /** The shop's name as readers know it. */
    name: z.string().min(1),
    /** The shop's host name; product pages must be on it. */
    domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'verkkotunnus, esim. www.verkkokauppa.com'),
    /** The shop's search page with the placeholder {query} for the product's name. */
    searchUrl: httpsUrlSchema.refine((url) => url.includes('{query}'), 'hakuosoitteesta puuttuu {query}'),
    /** An affiliate network's deep link, when the shop has one; without a publisher id links go straight to the shop. */
    affiliate: affiliateSchema.optional(),
  })
  .strict();

export type Store = z.infer<typeof storeSchema>;
