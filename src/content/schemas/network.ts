import { z } from 'zod';
import { templatePlaceholders } from '../../lib/store-links.ts';
import { httpsUrlSchema } from './common.ts';

/** The placeholders as a template writes them: "{programme}, {publisher}, {url}, {ref}". */
const written = templatePlaceholders.map((name) => `{${name}}`);

/** An affiliate network: how its tracking links are written (content/networks.yaml, by the network's id). */
export const networkSchema = z.strictObject({
  /** The network's name as its publishers know it, e.g. "Adtraction". */
  name: z.string().min(2),
  /**
   * The tracking link, as the network's link generator writes it, with four placeholders: {programme} (the shop's
   * programme or campaign id at the network), {publisher} (the publisher's id: site, channel or affiliate id), {url}
   * (the product page the link leads to, URL-encoded) and {ref} (the click reference, "page.placement", in the
   * network's own parameter for it: docs/affiliate.md).
   */
  template: httpsUrlSchema.superRefine((template, context) => {
    for (const placeholder of written)
      if (!template.includes(placeholder))
        context.addIssue({ code: 'custom', message: `mallista puuttuu ${placeholder}` });
    for (const [unknown] of template.matchAll(/\{[^}]*\}/g))
      if (!written.includes(unknown))
        context.addIssue({
          code: 'custom',
          message: `mallissa on tuntematon paikka ${unknown} (mallin paikat: ${written.join(', ')})`,
        });
  }),
});

export type Network = z.infer<typeof networkSchema>;
