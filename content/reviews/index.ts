// Written by `npm run content:index`; edit the review files, not this list.
import type { Review } from '../schemas/review.ts';
import { review as garminVivomoveTrend } from './garmin-vivomove-trend.ts';
import { review as loopEarplugs } from './loop-earplugs.ts';
import { review as ouraSormus } from './oura-sormus.ts';
import { review as puhdistamoMagnesium } from './puhdistamo-magnesium.ts';

/** Every review, one file each, keyed by review id. A unit test checks that no file is left out. */
export const reviews: Readonly<Record<string, Review>> = Object.fromEntries(
  [garminVivomoveTrend, loopEarplugs, ouraSormus, puhdistamoMagnesium].map((review) => [review.id, review]),
);

/** The reviews with their files, for validation messages. */
export const reviewFiles = Object.values(reviews).map((review) => ({
  file: `content/reviews/${review.id}.ts`,
  review,
}));
