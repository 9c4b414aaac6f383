import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Block, Inline } from '~/lib/rich-text';

function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'break':
            return <br key={index} />;
          case 'strong':
            return (
              <strong key={index}>
                <Inlines nodes={node.children} />
              </strong>
            );
          case 'emphasis':
            return (
              <em key={index}>
                <Inlines nodes={node.children} />
              </em>
            );
          case 'link':
            return node.href.startsWith('/') ? (
              <Link key={index} to={node.href}>
                <Inlines nodes={node.children} />
              </Link>
            ) : (
              <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
                <Inlines nodes={node.children} />
              </a>
            );
        }
      })}
    </>
  );
}

function RichBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Inlines nodes={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <table>
          <thead>
            <tr>
              {block.head.map((cell, index) => (
                <th key={index} scope="col">
                  <Inlines nodes={cell} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>
                    <Inlines nodes={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/**
 * The site's rich text (src/lib/rich-text.ts), parsed from Markdown at build time and rendered here as elements;
 * nothing is injected as HTML.
 */
export function RichText({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <RichBlock key={index} block={block} />
      ))}
    </>
  );
}

/** One line of rich text (bold and links, no paragraphs), e.g. a bullet item. */
export function InlineRichText({ nodes }: { nodes: readonly Inline[] }) {
  return <Inlines nodes={nodes} />;
}
