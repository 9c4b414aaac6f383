import { z } from 'zod';
import { slugSchema } from './common.ts';

/** A shop's product feed that `npm run offers:import` reads (content/feeds.yaml). */
export const feedSchema = z
  .strictObject({
    /** The feed's name in messages, e.g. "bodystore-gmc". */
    id: slugSchema,
    /** The shop in content/shops.yaml whose offers the feed refreshes. */
    shop: slugSchema,
    /** `gmc`: Google Merchant Center XML (RSS 2.0 or Atom, `g:` fields); `csv`: CSV or TSV with a header row. */
    format: z.enum(['gmc', 'csv']),
    /**
     * Where the feed is: an https address, or a file path from the project's root. An address may name an environment
     * variable as `{NAME}` (e.g. a network's feed token), so that no secret is written here.
     */
    source: z.string().min(3),
    /** A CSV's separator, when the header row does not show it: ";", "," or a tab. */
    delimiter: z.enum([';', ',', '\t']).optional(),
    /** A CSV's column for each field: `id` and `price` required; `gtin`, `title`, `url`, `availability`, `currency`. */
    columns: z
      .strictObject({
        id: z.string().min(1),
        price: z.string().min(1),
        gtin: z.string().min(1).optional(),
        title: z.string().min(1).optional(),
        url: z.string().min(1).optional(),
        availability: z.string().min(1).optional(),
        currency: z.string().min(1).optional(),
      })
      .optional(),
  })
  .refine((feed) => feed.format !== 'csv' || feed.columns, {
    message: 'CSV-syötteelle kirjoitetaan columns',
    path: ['columns'],
  });

export type Feed = z.infer<typeof feedSchema>;
