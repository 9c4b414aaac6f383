/**
 * The site's rich text as a small tree that React renders as elements — never as an HTML string. Content files are
 * Markdown; content/lib/markdown.server.ts turns them into this tree at build time, so no parser ships to the browser.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; head: Inline[][]; rows: Inline[][][] };

/** Plain text of inline nodes, e.g. for matching a bullet with a heading. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? ' ' : inlineText(node.children)))
    .join('');
}

/** Plain text of blocks, e.g. for counting words. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.type === 'paragraph'
        ? inlineText(block.children)
        : block.type === 'list'
          ? block.items.map(inlineText).join('\n')
          : [block.head, ...block.rows].map((row) => row.map(inlineText).join(' ')).join('\n'),
    )
    .join('\n\n');
}

/** A list item without a leading bullet character (spec §3: electrolyte lists lose their "•"). */
export function stripBullet(item: readonly Inline[]): Inline[] {
  const [first, ...rest] = item;
  if (first?.type !== 'text') return [...item];
  const text = first.text.replace(/^\s*•\s*/, '');
  return text ? [{ type: 'text', text }, ...rest] : rest;
}

/** An id for a heading, from its text: "Puhdistamo Kreatiini 250 g" → "puhdistamo-kreatiini-250-g". */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'osio'
  );
}
