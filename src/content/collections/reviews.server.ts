// Build-time only: the product reviews (content/reviews/<id>.md): frontmatter for the card, the rating and the verdict;
// a body of sections, some with an image, some a fact sheet's part.
import type { RootContent } from 'mdast';
import type { Block } from '../../lib/rich-text.ts';
import {
  factParts,
  linksOf,
  mergeSources,
  pricesOf,
  readBody,
  textOfBlocks,
  type ArticleSource,
  type Reader,
} from '../body.server.ts';
import { checkProductIds, type CheckContext } from '../checks.ts';
import { attribute, BodyProblems, isStructure, plainText, toBlocks, type PricedOffer } from '../markdown.server.ts';
import { parseWithSchema } from '../problems.ts';
import { pageReferences } from '../references.server.ts';
import {
  claimedMaker,
  claimedMakerMessage,
  impliedUse,
  impliedUseMessage,
  readMaker,
  typedRatingMessage,
  typedRatings,
} from '../rules/review-basis.ts';
import { appendHealthNote, typedHealthNote } from './health-note.server.ts';
import { reviewFrontmatterSchema, type ReviewFrontmatter } from '../schemas/review.ts';

/** A review section: text, optionally with an image beside it. */
export interface ReviewSection {
  title: string;
  content: Block[];
  /** Set when the section starts with `::image`: the section's image, by default the review's own. */
  image?: string;
  /** Set when the section is a part of an ingredient fact sheet (`::fact`). */
  sheet?: string;
}

/** A review read from content/reviews/<id>.md. */
export interface Review {
  kind: 'review';
  id: string;
  file: string;
  front: ReviewFrontmatter;
  lineOf: (path: readonly PropertyKey[]) => number;
  introduction: Block[];
  sections: ReviewSection[];
  text: string;
  /** The fact sheets the review shows with `::fact`, by id. */
  sheets: string[];
  /** "Lähteet": its own sources, then those of the sheets it shows. */
  sources: ArticleSource[];
  /** The offers whose prices the text writes, each once: the page says when those prices are from. */
  prices: PricedOffer[];
}

/** Reads a review: its frontmatter, and its body as sections. */
export const readReview: Reader<Review> = (file, id, problems, links, { sheets, notes }) => {
  const front = parseWithSchema(reviewFrontmatterSchema, file.data, {
    file: file.file,
    entry: id,
    lineOf: file.lineOf,
  });
  if (file.data !== undefined) problems.push(...front.problems);
  const body = new BodyProblems(file.file, id, pageReferences(sheets));
  const sections: { title: string; nodes: RootContent[]; image?: string; content?: Block[]; sheet?: string }[] = [];
  const { introduction } = readBody(file.body, body, (node) => {
    const current = sections.at(-1);
    if (node.type === 'leafDirective' && node.name === 'fact') {
      for (const part of factParts(node, body, sheets)) sections.push({ ...part, nodes: [] });
    } else if (node.type === 'heading' && node.depth === 2) {
      sections.push({ title: plainText(node).trim(), nodes: [] });
    } else if (current && node.type === 'leafDirective' && node.name === 'image') {
      if (current.nodes.length > 0 || current.image)
        body.add(node, 'image', '::image on osion ensimmäinen rivi otsikon jälkeen');
      current.image = attribute(node, 'src') ?? front.data?.image ?? '';
      return 'continue';
    } else if (current && !current.sheet && !isStructure(node)) {
      current.nodes.push(node);
      return 'continue';
    } else return 'unknown';
    return 'section';
  });
  const reviewSections = sections.map((section) => ({
    title: section.title,
    content: section.content ?? toBlocks(section.nodes, body, `## ${section.title}`),
    ...(section.image ? { image: section.image } : {}),
    ...(section.sheet ? { sheet: section.sheet } : {}),
  }));
  const last = reviewSections.at(-1);
  const typed =
    notes &&
    typedHealthNote(
      reviewSections.flatMap((section) => section.content),
      notes,
    );
  if (typed) body.add(undefined, 'terveyshuomautus', typed);
  else if (notes && last) appendHealthNote(last.content, notes, 'arvostelu');
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front.data) return undefined;
  const text = [
    ...textOfBlocks(introduction),
    ...reviewSections.flatMap((section) => [section.title, ...textOfBlocks(section.content)]),
    ...front.data.verdict.recommend,
    ...front.data.verdict.consider,
  ].join('\n');
  const shown = [...new Set(reviewSections.flatMap((section) => (section.sheet ? [section.sheet] : [])))];
  return {
    kind: 'review',
    id,
    file: file.file,
    front: front.data,
    lineOf: file.lineOf,
    introduction,
    sections: reviewSections,
    text,
    sheets: shown,
    sources: mergeSources(front.data.sources, shown, sheets),
    prices: pricesOf(body),
  };
};

/**
 * A review's product is in the catalogue, its sections' images exist, a review the editors did not use does not write
 * as if they had, and one whose sources hold nothing of the maker's does not say it rests on what the maker published.
 */
export function checkReview(review: Review, context: CheckContext) {
  const place = { file: review.file, entry: review.id, field: 'product', line: review.lineOf(['product']) };
  checkProductIds(context, place, [review.front.product]);
  const product = context.products?.get(review.front.product);
  if (product && product.rating === undefined)
    context.problems.add(
      review.file,
      review.id,
      'product',
      `arvostelun arvosana on tuoteluettelon rating, mutta tuotteella ${product.id} ei ole sitä: lisää rating tuoteluetteloon`,
      review.lineOf(['product']),
    );
  if (product && !readMaker(product.brand, review.sources, product.makerPage))
    for (const sentence of claimedMaker(review.text, product.brand))
      context.problems.add(
        review.file,
        review.id,
        'sources',
        claimedMakerMessage(sentence, product.brand),
        review.lineOf(['sources']),
      );
  if (!review.front.basis.used)
    for (const sentence of impliedUse(review.text))
      context.problems.add(review.file, review.id, 'basis', impliedUseMessage(sentence), review.lineOf(['basis']));
  for (const rating of typedRatings(review.text))
    context.problems.add(review.file, review.id, 'teksti', typedRatingMessage(rating));
  for (const section of review.sections)
    context.checkImage(review.file, review.id, `## ${section.title} › ::image`, section.image);
}
