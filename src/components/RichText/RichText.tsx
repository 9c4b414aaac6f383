import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { parseInline, parseRichText, type Inline } from '~/lib/rich-text';

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

/** The site's rich text (see src/lib/rich-text.ts) rendered as elements; nothing is injected as HTML. */
export function RichText({ text }: { text: string }) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <Inlines nodes={block.children} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines nodes={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** One line of rich text (bold and links, no paragraphs), e.g. a bullet item. */
export function InlineRichText({ text }: { text: string }) {
  const nodes = useMemo(() => parseInline(text), [text]);
  return <Inlines nodes={nodes} />;
}
