// The short texts many pages show, written once: content/notes.yaml.
import { readSettings } from '../data-files.server.ts';
import { notesSchema } from '../schemas/notes.ts';

/** Reads content/notes.yaml. */
export const readNotes = (root: string) => readSettings(root, 'notes.yaml', notesSchema);
