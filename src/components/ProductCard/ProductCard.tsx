import { memo, useId } from 'react';
import styled from 'styled-components';
import { coversCard, solidButton } from '~/styles/buttons';
import { CardFrame, HighlightList } from '~/components/Card';
import { Image } from '~/components/Image';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import { formatRating, ratingLabel } from '~/lib/format';
import { sponsoredLink, sponsoredLinkNote } from '~/lib/store-links';
import type { ProductCardData, ProductOffer } from '~/data/cards';
import { theme } from '~/styles/theme';

/** The product card's frame: a click anywhere on it reaches the store link that covers it. */
const Card = styled(CardFrame)`
  cursor: pointer;
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  max-height: 220px;
  overflow: hidden;
  background: ${theme.colors.primarySoft};

  img {
    height: 100%;
    object-fit: cover;
  }
`;

const AdLabel = styled.span`
  position: absolute;
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${`${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
`;

const Price = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
`;

const Rating = styled.span`
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

/** Where the price is from and when it was read. */
const Shop = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** The other shops: links of their own, above the link that covers the card. */
const OtherOffers = styled.p`
  position: relative;
  z-index: 1;
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.primary};
    white-space: nowrap;
  }
`;

/**
 * The shop line as one string: text written as several JSX expressions becomes several text nodes, with a comment
 * between each in the prerendered HTML, and on a list of ~150 cards those are thousands of nodes to parse and hydrate.
 * It says when the price was checked (or that it was not), and the shop's stock when its feed said it was not in stock.
 */
function shopLine({ storeName, priceNote, stock }: ProductCardData): string {
  return `Kauppa: ${storeName} · ${[priceNote, stock].filter(Boolean).join(' · ')}`;
}

/** What is said after another shop's link: when its price is from, and its stock. */
function offerNotes({ priceNote, stock }: ProductOffer): string {
  const notes = [priceNote, stock].filter(Boolean).join(', ');
  return notes ? ` (${notes})` : '';
}

const Description = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  list-style: disc;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};

  li + li {
    margin-top: 2px;
  }
`;

const StoreLink = styled.a`
  ${solidButton('accent')}
  min-height: 44px;
  margin-top: auto;
  padding: 0 ${theme.space.md};
  ${coversCard}
`;

/**
 * A product card (spec §9): a click anywhere on it opens the store in a new tab; keyboard users meet one link.
 * Memoised: its props come from the loader's data and do not change, so when a list page re-renders once it is hydrated
 * (its filters read the address only then) the cards are not rendered again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCardData;
  priority?: boolean;
}) {
  // Unique on the page even when one item is shown twice.
  const titleId = `tuote-${useId()}`;
  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <Image
          src={product.image.src}
          fallbackSrc={product.image.fallbackSrc}
          alt={product.image.alt}
          width={400}
          height={400}
          priority={priority}
          sizes="(max-width: 600px) 100vw, 320px"
        />
        <AdLabel>Mainoslinkki</AdLabel>
      </Media>
      <Body>
        <Title id={titleId}>{product.title}</Title>
        {(product.price || product.rating !== undefined) && (
          <Facts>
            {product.price && <Price>{product.price}</Price>}
            {product.rating !== undefined && (
              <Rating>
                <span aria-hidden="true">{formatRating(product.rating)}</span>
                <VisuallyHidden>{ratingLabel(product.rating)}</VisuallyHidden>
              </Rating>
            )}
          </Facts>
        )}
        <Shop>{shopLine(product)}</Shop>
        {product.otherOffers.length > 0 && (
          <OtherOffers>
            {'Muut kaupat: '}
            {product.otherOffers.map((offer, index) => (
              <span key={offer.storeName}>
                {index > 0 && ', '}
                <a href={offer.href} {...sponsoredLink}>
                  {offer.price ? `${offer.storeName} ${offer.price}` : offer.storeName}
                  <VisuallyHidden>{` ${sponsoredLinkNote}`}</VisuallyHidden>
                </a>
                {offerNotes(offer)}
              </span>
            ))}
          </OtherOffers>
        )}
        {product.highlights.length > 0 && (
          <HighlightList aria-label="Kohokohdat">
            {product.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </HighlightList>
        )}
        {product.description.length > 0 && (
          <Description>
            {product.description.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Description>
        )}
        <StoreLink href={product.href} {...sponsoredLink}>
          Siirry verkkokauppaan!
          <VisuallyHidden>{` ${product.title}, ${product.storeName} ${sponsoredLinkNote}`}</VisuallyHidden>
        </StoreLink>
      </Body>
    </Card>
  );
});
