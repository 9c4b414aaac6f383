import { z } from 'zod';
import { httpsUrlSchema, slugSchema } from './common.ts';

/** A shop's programme at an affiliate network. */
export const affiliateSchema = z.strictObject({
  /** The network's id in content/networks.yaml, e.g. "adtraction". */
  network: slugSchema,
  /** The shop's programme (campaign, advertiser) id at that network, as the network's link generator shows it. */
  programme: z.string().regex(/^[A-Za-z0-9_-]+$/, 'ohjelman tunnus verkoston linkistä, esim. "1487384625"'),
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
    /** The shop's affiliate programme, when it has one; without the publisher's id at that network links go straight to the shop. */
    affiliate: affiliateSchema.optional(),
  })
  .strict();

export type Store = z.infer<typeof storeSchema>;
