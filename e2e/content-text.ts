// What a spec expects of a text it reads from the content (issue #38, item 7: the specs read dates, prices, names and
// sentences from content/, not typed copies): the pieces a reader sees, and a text as a pattern.
import type { Locator } from '@playwright/test';
import { inlineText, type Block } from '../src/lib/rich-text';
import { expect } from './fixtures';

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An address as the site shows it in a link's text, without its scheme. */
export const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');

/** Each paragraph, list item and table cell of blocks as plain text, one string each, in the order the page has them. */
export const blockTexts = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
        return [inlineText(block.children)];
      case 'list':
        return block.items.map(inlineText);
      case 'table':
        return [...block.head, ...block.rows.flat()].map(inlineText);
    }
  });

/**
 * `scope` shows every paragraph, list item and table cell of `blocks` (read as the reader sees it, so a line break
 * counts as a space). Fails on blocks without text, so that it never passes on an empty page.
 */
export async function expectBlocksShown(scope: Locator, blocks: readonly Block[]) {
  const texts = blockTexts(blocks).filter((text) => text.trim() !== '');
  expect(texts, 'the content has text to look for').not.toEqual([]);
  for (const text of texts) await expect(scope).toContainText(text, { useInnerText: true });
}
