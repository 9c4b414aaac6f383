// Build-time only: reviews as their pages and cards show them. Runs in route loaders while prerendering.
import { loadContent, type Review } from '~/content/collections.server';
import type { ProductCardData } from '~/data/cards';
import type { Crumb } from '~/data/article-view.server';
import { findRoute, routes } from '~/config/routes';
import { productCard, productMaker, reviewRating, textPricesNoteFor } from '~/data/catalogue.server';
import { basisText, readMaker } from '~/content/rules/review-basis';
import { headingId, htmlBlocks, type HtmlBlock } from '~/lib/rich-text';

/** Whether a review's sources or its product's maker page give the maker's own word on the product. */
function readsMaker(id: string, sources: readonly { title: string }[]) {
  const maker = productMaker(id);
  return maker !== undefined && readMaker(maker.brand, sources, maker.makerPage);
}

/** The prices note as an optional field. */
const optionalNote = (note: string | undefined) => (note ? { pricesNote: note } : {});

/** A review card (spec §2): title, description, image, rating and the "Lue arvostelu" link. */
export interface ReviewCardData {
  id: string;
  title: string;
  description: string;
  path: string;
  image: string;
  rating: number;
  updateDate: string;
}

/** A review section: text (paragraphs and lists), optionally with an image beside it. */
export type ReviewSection = (
  | { type: 'text'; id: string; title: string; content: HtmlBlock[] }
  | { type: 'text-with-image'; id: string; title: string; content: HtmlBlock[]; image: { src: string; alt: string } }
) & {
  /** The day the fact sheet the section comes from was checked against its sources. */
  checked?: string;
};

export type HighlightType = Review['front']['highlights'][number]['type'];

/** A review page as the view renders it. */
export interface ReviewView {
  kind: 'review';
  /** Home › Tuotearvostelut › this review. */
  breadcrumbs: Crumb[];
  id: string;
  title: string;
  description: string;
  rating: number;
  /** What the rating rests on (`basisText`), shown beside it. */
  basis: string;
  updateDate: string;
  /** When the prices the text writes are from; absent when it writes none. */
  pricesNote?: string;
  image: { src: string; alt: string };
  introduction: HtmlBlock[];
  highlights: { type: HighlightType; text: string }[];
  sections: ReviewSection[];
  verdict: { recommend: string[]; consider: string[] };
  /** "Lähteet": the review's own sources, then those of the fact sheets it shows. */
  sources: { title: string; url?: string; read?: string }[];
  /** The reviewed product's store link, built from the catalogue and the store registry. */
  product?: ProductCardData;
}

export type ReviewRouteView = ReviewView | { kind: 'missing' };

/** The route of each review: the registry's review route whose id it is. */
const reviewRoutes = routes.filter((entry) => entry.kind === 'review');

const reviewById = (id: string | undefined) => loadContent().reviews.find((review) => review.id === id);

/** Reviews that exist both in the data and in the route registry, as cards, best rated first (ties by title). */
export function reviewCards(): ReviewCardData[] {
  const collator = new Intl.Collator('fi');
  return reviewRoutes
    .flatMap((entry) => {
      const review = reviewById(entry.articleId);
      return review
        ? [
            {
              id: review.id,
              title: review.front.title,
              description: review.front.description,
              path: entry.path,
              image: review.front.image,
              rating: reviewRating(review.front.product),
              updateDate: review.front.updateDate,
            },
          ]
        : [];
    })
    .sort((a, b) => b.rating - a.rating || collator.compare(a.title, b.title));
}

/** The best-rated reviews, for the home page's "Suositut tuotearvostelut". */
export const topReviewCards = (count: number) => reviewCards().slice(0, count);

function buildSections(review: Review): ReviewSection[] {
  const used = new Set<string>();
  return review.sections.map((section, index) => {
    let id = headingId(section.title) || `osio-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    const reviewed = section.sheet
      ? loadContent().ingredients.find((sheet) => sheet.id === section.sheet)?.front.reviewed
      : undefined;
    const checked = reviewed ? { checked: reviewed } : {};
    if (section.image)
      return {
        type: 'text-with-image',
        id,
        title: section.title,
        content: htmlBlocks(section.content),
        image: { src: section.image, alt: review.front.imageAlt },
        ...checked,
      };
    return { type: 'text', id, title: section.title, content: htmlBlocks(section.content), ...checked };
  });
}

/** The review of the page at `pathname`, or 'missing' for the error view (spec §8). */
export function buildReviewView(pathname: string): ReviewRouteView {
  const entry = findRoute(pathname);
  const review = entry?.kind === 'review' ? reviewById(entry.articleId) : undefined;
  if (!review) return { kind: 'missing' };
  const { front } = review;
  // The review's shop buttons, under its rating and in its verdict.
  const product = productCard(front.product, { page: front.route, placement: 'painike' });
  return {
    kind: 'review',
    breadcrumbs: [
      { label: 'Etusivu', to: '/' },
      { label: 'Tuotearvostelut', to: '/tuotearvostelut' },
      { label: front.title },
    ],
    id: review.id,
    title: front.title,
    description: front.description,
    rating: reviewRating(front.product),
    basis: basisText(front.basis, readsMaker(front.product, review.sources)),
    updateDate: front.updateDate,
    ...optionalNote(textPricesNoteFor(review.prices)),
    image: { src: front.image, alt: front.imageAlt },
    introduction: htmlBlocks(review.introduction),
    highlights: front.highlights.map(({ type, text }) => ({ type, text })),
    sections: buildSections(review),
    verdict: { recommend: [...front.verdict.recommend], consider: [...front.verdict.consider] },
    sources: review.sources,
    ...(product ? { product } : {}),
  };
}
