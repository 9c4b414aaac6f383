import styled from 'styled-components';
import { Image } from '~/components/Image';
import { ProductGrid } from '~/components/ProductGrid';
import { RichText } from '~/components/RichText';
import { CheckedNote } from '~/components/Sources';
import type { ViewSection } from '~/data/article-view.server';
import { JumpLink } from './JumpLink';
import { ProductFacts } from './ProductFacts';
import { SponsoredLink, Wide } from './parts';
import { sponsoredLink } from '~/lib/store-links';
import { theme } from '~/styles/theme';

type SectionOf<Type extends ViewSection['type']> = Extract<ViewSection, { type: Type }>;

const ProductSection = styled.section`
  .kuva {
    display: block;
    max-width: 20rem;
    margin: ${theme.space.md} 0;
    border-radius: ${theme.radii.md};
    overflow: hidden;
  }
`;

/** A strip of linked images that scrolls sideways; a containing block for the same reason as TableScroll. */
const Strip = styled.ul`
  position: relative;
  display: flex;
  gap: ${theme.space.sm};
  overflow-x: auto;
  padding: 0;
  list-style: none;

  li {
    flex: 0 0 10rem;
  }

  li + li {
    margin-top: 0;
  }
`;

function Heading({ section }: { section: ViewSection }) {
  if (!section.title) return null;
  return (
    <h2 id={section.id} tabIndex={-1}>
      {section.title}
    </h2>
  );
}

/** The name a section's region takes from its heading, when it has one. */
const labelledBy = (section: ViewSection) => (section.title ? section.id : undefined);

function TextSection({ section }: { section: SectionOf<'text'> }) {
  return (
    <section aria-labelledby={labelledBy(section)}>
      <Heading section={section} />
      <RichText blocks={section.content} />
      {section.checked && <CheckedNote date={section.checked} />}
    </section>
  );
}

function BulletsSection({ section }: { section: SectionOf<'bullets'> }) {
  return (
    <section aria-labelledby={labelledBy(section)}>
      <Heading section={section} />
      <ul>
        {section.items.map((item, index) => (
          <li key={index}>{item.target ? <JumpLink to={item.target}>{item.text}</JumpLink> : item.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** A product's own section: its name (a shop link when it has one), its image, the text and its label facts. */
function TextWithImageSection({ section }: { section: SectionOf<'text-with-image'> }) {
  const image = section.image && <Image {...section.image} width={400} height={400} />;
  return (
    <ProductSection aria-labelledby={section.id}>
      <h2 id={section.id} tabIndex={-1}>
        {section.product ? <SponsoredLink href={section.product.href}>{section.title}</SponsoredLink> : section.title}
      </h2>
      {image &&
        (section.product ? (
          <a className="kuva" href={section.product.href} {...sponsoredLink} tabIndex={-1} aria-hidden="true">
            {image}
          </a>
        ) : (
          <span className="kuva">{image}</span>
        ))}
      <RichText blocks={section.content} />
      {section.facts && <ProductFacts facts={section.facts} headingId={`${section.id}-tiedot`} />}
    </ProductSection>
  );
}

function ProductsSection({ section }: { section: SectionOf<'products'> }) {
  if (section.products.length === 0) return null;
  return (
    <section aria-labelledby={section.id}>
      <Heading section={section} />
      <Wide>
        <ProductGrid products={section.products} />
      </Wide>
    </section>
  );
}

function ProductImagesSection({ section }: { section: SectionOf<'product-images'> }) {
  if (section.products.length === 0) return null;
  return (
    <section aria-labelledby={labelledBy(section)}>
      <Heading section={section} />
      <Strip>
        {section.products.map((product) => (
          <li key={product.id}>
            <SponsoredLink href={product.href}>
              <Image {...product.image} width={400} height={400} />
            </SponsoredLink>
          </li>
        ))}
      </Strip>
    </section>
  );
}

/** One section of an article's body, drawn by its kind. */
export function Section({ section }: { section: ViewSection }) {
  switch (section.type) {
    case 'text':
      return <TextSection section={section} />;
    case 'bullets':
      return <BulletsSection section={section} />;
    case 'text-with-image':
      return <TextWithImageSection section={section} />;
    case 'products':
      return <ProductsSection section={section} />;
    case 'product-images':
      return <ProductImagesSection section={section} />;
  }
}
