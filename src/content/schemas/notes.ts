import { z } from 'zod';

/** Short texts the engine adds to many pages, written once (content/notes.yaml). */
export const notesSchema = z.strictObject({
  /**
   * The last paragraph of every article's conclusion (unless its frontmatter says `healthNote: false`), of every review
   * and of every standalone page; `{sivu}` in it becomes what the page is ("artikkeli", "arvostelu", "sivu").
   */
  health: z.string().min(40).includes('{sivu}', { message: 'kirjoita {sivu}, niin sivun laji tulee siihen' }),
});

export type Notes = z.infer<typeof notesSchema>;
