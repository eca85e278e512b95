import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_SORTS, type ReviewStars } from '../reviews.js';
import { idSchema, isoDateTimeSchema, pagedSchema } from './common.js';

// Product reviews: what a shopper writes, what the product page reads, what staff moderate.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A written review's fields, checked the same way by the form and by the API. */
export const reviewPayloadSchema = z.strictObject({
  rating: z.int().min(1).max(5),
  title: z.string().trim().min(REVIEW_LIMITS.titleMin).max(REVIEW_LIMITS.titleMax),
  text: z.string().trim().min(REVIEW_LIMITS.textMin).max(REVIEW_LIMITS.textMax),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
export type ReviewPayloadInput = z.input<typeof reviewPayloadSchema>;

export const reviewListQuerySchema = z.object({
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(REVIEW_LIMITS.pageSizeMax).default(REVIEW_LIMITS.pageSizeDefault),
  ),
  sort: z.preprocess(emptyAsUndefined, z.enum(REVIEW_SORTS).default('newest')),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
export type ReviewListQueryInput = z.input<typeof reviewListQuerySchema>;

/** A review as shoppers see it. Only buyers of a delivered order may write one, so all are verified. */
export const reviewSchema = z.object({
  _id: idSchema,
  product: idSchema,
  rating: z.int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** The author's first name only: a review is public, the shopper's full name is not. */
  authorName: z.string(),
  verifiedPurchase: z.boolean(),
  /** How many shoppers found it helpful. */
  helpful: z.int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;

const starCount = z.int().nonnegative();

/** The visible reviews of a product in figures: the average (null with none) and each star's count. */
export const reviewSummarySchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.int().nonnegative(),
  stars: z.object({ 1: starCount, 2: starCount, 3: starCount, 4: starCount, 5: starCount }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type StarCounts = Record<ReviewStars, number>;

/** GET /product/{id}/reviews: a page of reviews and the summary of all of them. */
export const reviewPageSchema = pagedSchema(reviewSchema).extend({ summary: reviewSummarySchema });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /product/{id}/reviews/mine: whether the shopper may review the product, and their review. */
export const myReviewSchema = z.object({
  eligible: z.boolean(),
  review: reviewSchema.extend({ hidden: z.boolean() }).nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

// ---------------------------------------------------------------- staff console

export const adminReviewListQuerySchema = z.strictObject({
  hidden: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  product: z.preprocess(emptyAsUndefined, idSchema.optional()),
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1)),
  limit: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(20)),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
export type AdminReviewListQueryInput = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = reviewSchema.extend({
  productName: z.string(),
  author: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  hidden: z.boolean(),
  hiddenAt: isoDateTimeSchema.nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** PATCH /admin/reviews/{id}: hide a review from the shop, or show it again. */
export const reviewVisibilityPayloadSchema = z.strictObject({ hidden: z.boolean() });
export type ReviewVisibilityPayload = z.infer<typeof reviewVisibilityPayloadSchema>;
