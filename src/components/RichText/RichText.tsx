import type { HtmlBlock } from '~/lib/rich-text';

/**
 * The site's rich text: each block is one element whose HTML was written at build time from the content's tree
 * (`htmlBlocks`, src/lib/rich-text.ts, which escapes every text and address). Hydration claims one element per block and
 * leaves its inside as it is. Its links to the site's pages open in the app: the layout's main element handles them.
 */
export function RichText({ blocks }: { blocks: readonly HtmlBlock[] }) {
  return blocks.map(({ tag: Tag, html }, index) => <Tag key={index} dangerouslySetInnerHTML={{ __html: html }} />);
}
