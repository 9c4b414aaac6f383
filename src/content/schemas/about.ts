import { z } from 'zod';

/** The about text, shown on the home page and on /tietoa (spec §1, §3). */
export const aboutSchema = z
  .object({
    /** The heading above the text. */
    title: z.string().min(1),
    /** Exactly six paragraphs of plain text; one of them names the contact e-mail address. */
    paragraphs: z.array(z.string().min(40)).length(6, 'tekstissä on kuusi kappaletta'),
  })
  .strict();

export type About = z.infer<typeof aboutSchema>;
