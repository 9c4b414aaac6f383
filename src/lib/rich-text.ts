/**
 * The site's rich text, parsed into a small tree that React renders as elements — never as an HTML string.
 * Paragraphs are separated by a blank line; a single line break is kept; lines starting with "- " (or "• ") form a
 * bullet list; **bold**; links as [text](/polku) or [text](https://…). Anything else is plain text, shown as written.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block = { type: 'paragraph'; children: Inline[] } | { type: 'list'; items: Inline[][] };

const linkPattern = /\[([^\]\n]+)\]\((\/[^)\s]*|https:\/\/[^)\s]+)\)/;
const strongPattern = /\*\*([^*\n][^\n]*?)\*\*/;

/** Parses one line (no line breaks) into inline nodes: links and bold, the rest as text. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const link = linkPattern.exec(rest);
    const strong = strongPattern.exec(rest);
    const next = [link, strong]
      .filter((match): match is RegExpExecArray => match !== null)
      .sort((a, b) => a.index - b.index)[0];
    if (!next) {
      nodes.push({ type: 'text', text: rest });
      break;
    }
    if (next.index > 0) nodes.push({ type: 'text', text: rest.slice(0, next.index) });
    if (next === link) nodes.push({ type: 'link', href: next[2]!, children: parseInline(next[1]!) });
    else nodes.push({ type: 'strong', children: parseInline(next[1]!) });
    rest = rest.slice(next.index + next[0].length);
  }
  return nodes;
}

// "•" needs no space after it; "-" does, so that a hyphenated word stays as it is.
const bulletPattern = /^\s*(?:•\s*|-\s+)/;

/** Parses rich text into paragraphs and bullet lists. */
export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length === 0) return;
      const children: Inline[] = [];
      paragraph.forEach((line, index) => {
        if (index > 0) children.push({ type: 'break' });
        children.push(...parseInline(line.trim()));
      });
      blocks.push({ type: 'paragraph', children });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length === 0) return;
      blocks.push({ type: 'list', items: list.map((item) => parseInline(item)) });
      list = [];
    };
    for (const line of lines) {
      if (bulletPattern.test(line)) {
        flushParagraph();
        list.push(line.replace(bulletPattern, '').trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** A bullet item without a leading bullet character (spec §3: electrolyte lists lose their "•"). */
export const stripBullet = (item: string) => item.replace(bulletPattern, '').trim();

/** Plain text of inline nodes, e.g. for matching a bullet with a heading. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? ' ' : inlineText(node.children)))
    .join('');
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
