import { roundHalfAwayFromZero } from './money.js';

// Product reviews: their limits and how their figures are worked out. The API stores each
// product's review count and star sum beside the product, so listings read them without
// aggregating reviews per request.

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  textMin: 10,
  textMax: 2000,
  pageSizeDefault: 5,
  pageSizeMax: 50,
} as const;

/** Newest first (the default), or the ones most shoppers found helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];

/** The average shown for `count` reviews whose stars add up to `sum`: one decimal; null with none. */
export function reviewAverage(sum: number, count: number): number | null {
  if (!(count > 0)) return null;
  return roundHalfAwayFromZero(sum / count, 1);
}

/** The first name of a reviewer, as the public list shows them. */
export function reviewerName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
