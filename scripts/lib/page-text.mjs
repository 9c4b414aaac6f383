// What a reader gets from a prerendered page, as text: the head's title, description and canonical address, and the
// main area one block per line. Used to prove that a change of how content is stored changes nothing a reader sees
// (npm run content:diff).
import { createTwoFilesPatch } from 'diff';
import { JSDOM } from 'jsdom';

/** Elements that start a line of their own in the text of the main area. */
const blocks = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'NAV',
  'OL',
  'P',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * @param {string} html a prerendered page
 * @returns {{ title: string, description: string, canonical: string, main: string[] }}
 */
export function pageText(html) {
  const { document } = new JSDOM(html).window;
  const lines = [''];
  const walk = (node) => {
    if (node.nodeType === 3) lines[lines.length - 1] += node.textContent;
    if (node.nodeType !== 1 || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
    const block = blocks.has(node.tagName);
    if (block) lines.push('');
    // An image speaks through its alternative text.
    if (node.tagName === 'IMG' && node.getAttribute('alt'))
      lines[lines.length - 1] += `[kuva: ${node.getAttribute('alt')}]`;
    for (const child of node.childNodes) walk(child);
    if (block) lines.push('');
  };
  const main = document.querySelector('main');
  if (main) walk(main);
  const attribute = (selector, name) => document.querySelector(selector)?.getAttribute(name) ?? '';
  return {
    title: document.title,
    description: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    main: lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean),
  };
}

/** A page's text as one document: the head fields first, then the main area. */
export const pageDocument = (text) =>
  [
    `title: ${text.title}`,
    `description: ${text.description}`,
    `canonical: ${text.canonical}`,
    '',
    ...text.main,
    '',
  ].join('\n');

/**
 * The differences between two builds' pages, as unified diffs per page path.
 *
 * @param {Map<string, string>} before page path → pageDocument
 * @param {Map<string, string>} after page path → pageDocument
 * @returns {{ path: string, change: 'added' | 'removed' | 'changed', patch?: string }[]}
 */
export function compareBuilds(before, after) {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changes = [];
  for (const path of paths) {
    const was = before.get(path);
    const now = after.get(path);
    if (was === undefined) changes.push({ path, change: 'added' });
    else if (now === undefined) changes.push({ path, change: 'removed' });
    else if (was !== now)
      changes.push({ path, change: 'changed', patch: createTwoFilesPatch(path, path, was, now, 'ennen', 'nyt') });
  }
  return changes;
}
