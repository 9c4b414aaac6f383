// The health note (content/notes.yaml) ends every article's conclusion, every review and every standalone page, written
// once: `{sivu}` in it becomes the kind of page ("Tämä artikkeli", "Tämä arvostelu", "Tämä sivu"). A typed copy is
// refused, so that the text stands in one place.
import { blocksText, type Block } from '../../lib/rich-text.ts';
import type { Notes } from '../schemas/notes.ts';

/** What a page calls itself in the note. */
export type NotedPage = 'artikkeli' | 'arvostelu' | 'sivu';
const notedPages: readonly NotedPage[] = ['artikkeli', 'arvostelu', 'sivu'];

/** The note as a page of the kind shows it. */
export const healthText = (notes: Notes, page: NotedPage) => notes.health.replaceAll('{sivu}', page);

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** The build's message for a typed copy of the note in `blocks`, or undefined. */
export function typedHealthNote(blocks: readonly Block[], notes: Notes): string | undefined {
  const text = squeeze(blocksText(blocks));
  const typed = notedPages.map((page) => healthText(notes, page)).find((note) => text.includes(squeeze(note)));
  return typed
    ? `«${typed}» tulee tiedostosta content/notes.yaml: poista se tekstistä (artikkelissa healthNote: false jättää sen pois)`
    : undefined;
}

/** Appends the note, as the page's kind words it, to the page's last blocks. */
export function appendHealthNote(blocks: Block[], notes: Notes, page: NotedPage) {
  blocks.push({ type: 'paragraph', children: [{ type: 'text', text: healthText(notes, page) }] });
}
