import { z } from 'zod';
import { httpsUrlSchema } from './common.ts';

/** An affiliate network: how its tracking links are written (content/networks.yaml, by the network's id). */
export const networkSchema = z.strictObject({
  /** The network's name as its publishers know it, e.g. "Adtraction". */
  name: z.string().min(2),
  /**
   * The tracking link, as the network's link generator writes it, with three placeholders: {programme} (the shop's
   * programme or campaign id at the network), {publisher} (the publisher's id: site, channel or affiliate id) and
   * {url} (the product page the link leads to, URL-encoded).
   */
  template: httpsUrlSchema
    .refine((template) => template.includes('{programme}'), 'mallista puuttuu {programme}')
    .refine((template) => template.includes('{publisher}'), 'mallista puuttuu {publisher}')
    .refine((template) => template.includes('{url}'), 'mallista puuttuu {url}'),
});

export type Network = z.infer<typeof networkSchema>;
