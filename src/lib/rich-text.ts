/**
 * The site's rich text. Content files are Markdown; src/content/markdown.server.ts turns them into the small tree below
 * at build time, where it is validated and read (plain text, headings, the bullets of a list), and `htmlBlocks` writes
 * each block's HTML from it for the page. No parser and no tree ship to the browser: React claims one element per
 * block instead of one per run of text, bold and link, and a page's data carries each text once, as HTML.
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

/**
 * A block as a page receives it: its element and the HTML inside that element, written by `htmlBlocks` from the tree.
 * The only tags are those of the tree (p, ul, ol, li, table, thead, tbody, tr, th, td, strong, em, a, br), every text
 * and address is escaped, and the addresses are those the content validation accepted.
 */
export type HtmlBlock = { tag: 'p' | 'ul' | 'ol' | 'table'; html: string };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value as HTML, escaped as React's server renderer escapes it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * Inline nodes as HTML. A link to a page of the site is a plain link that the layout's main element opens in the app
 * (SiteLayout); any other opens in a new tab, as the site's other outgoing links do.
 */
export function inlineHtml(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text);
        case 'break':
          return '<br/>';
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`;
        case 'emphasis':
          return `<em>${inlineHtml(node.children)}</em>`;
        case 'link': {
          const outgoing = node.href.startsWith('/') ? '' : ' target="_blank" rel="noopener noreferrer"';
          return `<a href="${escapeHtml(node.href)}"${outgoing}>${inlineHtml(node.children)}</a>`;
        }
      }
    })
    .join('');
}

const cells = (row: readonly Inline[][], cell: string, attributes = '') =>
  `<tr>${row.map((nodes) => `<${cell}${attributes}>${inlineHtml(nodes)}</${cell}>`).join('')}</tr>`;

/** Blocks as the page renders them: a paragraph, a list or a table (with a header row) each. */
export function htmlBlocks(blocks: readonly Block[]): HtmlBlock[] {
  return blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
        return { tag: 'p', html: inlineHtml(block.children) };
      case 'list':
        return {
          tag: block.ordered ? 'ol' : 'ul',
          html: block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join(''),
        };
      case 'table':
        return {
          tag: 'table',
          html: `<thead>${cells(block.head, 'th', ' scope="col"')}</thead><tbody>${block.rows.map((row) => cells(row, 'td')).join('')}</tbody>`,
        };
    }
  });
}

/** Plain text of inline nodes, e.g. for a pick's label. */
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
