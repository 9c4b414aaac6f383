import styled from 'styled-components';
import { solidButton } from '~/styles/buttons';
import { ArticleFrame } from '~/components/ArticleView/parts';
import { Image } from '~/components/Image';
import type { ProductCardData } from '~/data/cards';
import { RichText } from '~/components/RichText';
import { CheckedNote, Sources } from '~/components/Sources';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { HighlightType, ReviewSection, ReviewView as ReviewViewData } from '~/data/reviews.server';
import { formatRating, ratingLabel } from '~/lib/format';
import { sponsoredLink, sponsoredLinkNote } from '~/lib/store-links';
import { theme } from '~/styles/theme';

const Summary = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  @media (min-width: 640px) {
    grid-template-columns: 14rem 1fr;
    align-items: start;
  }
`;

const SummaryImage = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const SummaryBody = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Score = styled.p`
  display: flex;
  gap: ${theme.space.xs};
  align-items: baseline;
  margin: 0;
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.primaryStrong};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xxl};
    line-height: 1;
  }
`;

const RatingBlock = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  max-width: 34rem;
`;

const BasisNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Groups = styled.div`
  display: grid;
  gap: ${theme.space.sm};

  h3 {
    margin: 0 0 ${theme.space.xxs};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.sm};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }

  li + li {
    margin-top: ${theme.space.xxs};
  }

  svg {
    flex: 0 0 auto;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
  }

  [data-type='positive'] svg {
    color: ${theme.colors.primary};
  }

  [data-type='neutral'] svg {
    color: ${theme.colors.textMuted};
  }

  [data-type='negative'] svg {
    color: ${theme.colors.accent};
  }
`;

const StoreButton = styled.a`
  ${solidButton('accent')}
  justify-self: start;
  min-height: 48px;
  padding: 0 ${theme.space.lg};
  font-weight: 700;
`;

const StoreNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Figure = styled.div`
  max-width: 20rem;
  margin: ${theme.space.md} 0;
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const Verdict = styled.section`
  margin-top: ${theme.space.xxl};
  padding: ${theme.space.lg};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  && h2 {
    margin-top: 0;
  }

  h3 {
    margin-top: ${theme.space.lg};
    font-size: ${theme.fontSizes.md};
  }
`;

const VerdictFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space.lg};
`;

/** What each kind of highlight is called and drawn with: a word and an icon, not colour alone. */
const highlightKinds: { type: HighlightType; heading: string; icon: string }[] = [
  // A plus in a circle.
  {
    type: 'positive',
    heading: 'Plussat',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v4h4v2h-4v4h-2v-4H7v-2h4V7z',
  },
  // An "i" in a circle.
  {
    type: 'neutral',
    heading: 'Huomioitavaa',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  },
  // A minus in a circle.
  { type: 'negative', heading: 'Miinukset', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 9v2H7v-2z' },
];

function Highlights({ highlights }: { highlights: ReviewViewData['highlights'] }) {
  return (
    <Groups>
      {highlightKinds.map(({ type, heading, icon }) => {
        const items = highlights.filter((highlight) => highlight.type === type);
        if (items.length === 0) return null;
        return (
          <div key={type} data-type={type}>
            <h3>{heading}</h3>
            <ul>
              {items.map((item) => (
                <li key={item.text}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path fill="currentColor" fillRule="evenodd" d={icon} />
                  </svg>
                  <span>{item.text}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Groups>
  );
}

/** The rating and, beside it, what it rests on (whether the editors used the product). */
function Rating({ rating, basis }: { rating: number; basis: string }) {
  return (
    <RatingBlock>
      <Score>
        <strong aria-hidden="true">{formatRating(rating)}</strong>
        <span aria-hidden="true">toimituksen arvosana</span>
        <VisuallyHidden>Toimituksen {ratingLabel(rating).toLowerCase()}</VisuallyHidden>
      </Score>
      <BasisNote>{basis}</BasisNote>
    </RatingBlock>
  );
}

function StoreLink({ product }: { product: ProductCardData }) {
  return (
    <StoreButton href={product.href} {...sponsoredLink}>
      Siirry verkkokauppaan!
      <VisuallyHidden>{` ${product.title}, ${product.storeName} ${sponsoredLinkNote}`}</VisuallyHidden>
    </StoreButton>
  );
}

function Section({ section }: { section: ReviewSection }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.title}</h2>
      {section.type === 'text-with-image' && (
        <Figure>
          <Image src={section.image.src} alt={section.image.alt} width={400} height={400} />
        </Figure>
      )}
      <RichText blocks={section.content} />
      {section.checked && <CheckedNote date={section.checked} />}
    </section>
  );
}

/** A product review (spec §2): title, update date, introduction, sections and the verdict with the rating. */
export function ReviewView({ view }: { view: ReviewViewData }) {
  const productName = view.product?.title ?? view.image.alt;
  return (
    <ArticleFrame
      crumbs={view.breadcrumbs}
      title={view.title}
      updateDate={view.updateDate}
      pricesNote={view.pricesNote}
      hasStoreLinks={Boolean(view.product)}
      headingId="arvostelun-otsikko"
    >
      <Summary aria-labelledby="arvostelu-lyhyesti">
        <SummaryImage>
          <Image src={view.image.src} alt={view.image.alt} width={1200} height={675} priority />
        </SummaryImage>
        <SummaryBody>
          <h2 id="arvostelu-lyhyesti">Arvostelu lyhyesti</h2>
          <Rating rating={view.rating} basis={view.basis} />
          <Highlights highlights={view.highlights} />
          {view.product && (
            <>
              <StoreLink product={view.product} />
              <StoreNote>
                {`Kauppa: ${view.product.storeName} · ${[view.product.price, view.product.priceNote, view.product.stock].filter(Boolean).join(', ')}`}
              </StoreNote>
            </>
          )}
        </SummaryBody>
      </Summary>
      <RichText blocks={view.introduction} />
      {view.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <Verdict aria-labelledby="lopputulos">
        <h2 id="lopputulos">Lopputulos: {productName}</h2>
        <h3>Suosittelemme, jos:</h3>
        <ul>
          {view.verdict.recommend.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>Harkitse muita vaihtoehtoja, jos:</h3>
        <ul>
          {view.verdict.consider.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <VerdictFooter>
          <Rating rating={view.rating} basis={view.basis} />
          {view.product && <StoreLink product={view.product} />}
        </VerdictFooter>
      </Verdict>
      <Sources sources={view.sources} />
    </ArticleFrame>
  );
}
