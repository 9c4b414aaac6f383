import { z } from 'zod';

/** Short texts the engine adds to many pages, written once (content/notes.yaml). */
export const notesSchema = z.strictObject({
  /** The last paragraph of every article's conclusion (unless its frontmatter says `healthNote: false`). */
  health: z.string().min(40),
});

export type Notes = z.infer<typeof notesSchema>;
