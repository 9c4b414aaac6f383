// Build-time only: reviews as their pages and cards show them. Runs in route loaders while prerendering.
import { reviews } from '@content/reviews';
import type { Review } from '@content/schemas/review';
import type { ProductCardData } from '~/components/ProductCard';
import type { Crumb } from '~/data/article-view.server';
import { findRoute, routes } from '~/config/routes';
import { productCard } from '~/data/catalogue.server';
import { headingId } from '~/lib/rich-text';

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

export type ReviewSection =
  | { type: 'text'; id: string; title: string; content: string }
  | { type: 'list'; id: string; title: string; items: string[] }
  | { type: 'text-with-image'; id: string; title: string; content: string; image: { src: string; alt: string } };

export type HighlightType = Review['highlights'][number]['type'];

/** A review page as the view renders it. */
export interface ReviewView {
  kind: 'review';
  /** Home › Tuotearvostelut › this review. */
  breadcrumbs: Crumb[];
  id: string;
  title: string;
  description: string;
  rating: number;
  updateDate: string;
  image: { src: string; alt: string };
  introduction: string;
  highlights: { type: HighlightType; text: string }[];
  sections: ReviewSection[];
  verdict: { recommend: string[]; consider: string[] };
  /** The reviewed product's store link, built from the catalogue and the store registry. */
  product?: ProductCardData;
}

export type ReviewRouteView = ReviewView | { kind: 'missing' };

/** The route of each review: the registry's review route whose id it is. */
const reviewRoutes = routes.filter((entry) => entry.kind === 'review');

/** Reviews that exist both in the data and in the route registry, as cards, best rated first (ties by title). */
export function reviewCards(): ReviewCardData[] {
  const collator = new Intl.Collator('fi');
  return reviewRoutes
    .flatMap((entry) => {
      const review = entry.articleId ? reviews[entry.articleId] : undefined;
      return review
        ? [
            {
              id: review.id,
              title: review.title,
              description: review.description,
              path: entry.path,
              image: review.imageSrc,
              rating: review.rating,
              updateDate: review.updateDate,
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
  return review.content.sections.map((section, index) => {
    let id = headingId(section.title) || `osio-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    if (Array.isArray(section.content)) return { type: 'list', id, title: section.title, items: section.content };
    const content = typeof section.content === 'string' ? section.content : '';
    if (section.type === 'text-with-image')
      return {
        type: 'text-with-image',
        id,
        title: section.title,
        content,
        image: { src: section.imagePath ?? review.imageSrc, alt: review.imageAlt },
      };
    return { type: 'text', id, title: section.title, content };
  });
}

/** The review of the page at `pathname`, or 'missing' for the error view (spec §8). */
export function buildReviewView(pathname: string): ReviewRouteView {
  const entry = findRoute(pathname);
  const review = entry?.kind === 'review' && entry.articleId ? reviews[entry.articleId] : undefined;
  if (!review) return { kind: 'missing' };
  const product = productCard(review.productId);
  return {
    kind: 'review',
    breadcrumbs: [
      { label: 'Etusivu', to: '/' },
      { label: 'Tuotearvostelut', to: '/tuotearvostelut' },
      { label: review.title },
    ],
    id: review.id,
    title: review.title,
    description: review.description,
    rating: review.rating,
    updateDate: review.updateDate,
    image: { src: review.imageSrc, alt: review.imageAlt },
    introduction: review.content.overview ?? review.content.introduction ?? '',
    highlights: review.highlights.map(({ type, text }) => ({ type, text })),
    sections: buildSections(review),
    verdict: { recommend: [...review.content.verdict.recommend], consider: [...review.content.verdict.consider] },
    ...(product ? { product } : {}),
  };
}
