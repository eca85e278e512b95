import {
  type Review,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewSummary,
  reviewAverage,
  reviewerName,
} from '@kahraba/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderLines, orders, productReviews, products, users } from '../../db/schema.js';

type Executor = Database | Transaction;
export type ReviewRow = typeof productReviews.$inferSelect;

export function toReviewWire(row: ReviewRow, authorFullName: string): Review {
  return {
    _id: row.id,
    product: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: reviewerName(authorFullName),
    // Only a shopper with a delivered order of the product may write one (write-review.ts).
    verifiedPurchase: true,
    helpful: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const visibleOf = (productId: string) =>
  and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt));

/** How many visible reviews give each number of stars, and their average. */
export async function reviewSummary(db: Executor, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: productReviews.rating, n: count() })
    .from(productReviews)
    .where(visibleOf(productId))
    .groupBy(productReviews.rating);
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  let total = 0;
  for (const row of rows) {
    stars[row.rating as keyof typeof stars] = row.n;
    sum += row.rating * row.n;
    total += row.n;
  }
  return { average: reviewAverage(sum, total), count: total, stars };
}

/** A page of a product's visible reviews, in the order asked for, with the summary of them all. */
export async function listReviews(
  db: Executor,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewPage> {
  const order =
    query.sort === 'helpful'
      ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt), desc(productReviews.id)]
      : [desc(productReviews.createdAt), desc(productReviews.id)];
  const [summary, rows] = await Promise.all([
    reviewSummary(db, productId),
    db
      .select({ review: productReviews, author: users.name })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(visibleOf(productId))
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map((row) => toReviewWire(row.review, row.author)),
    total: summary.count,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(summary.count / query.limit),
    summary,
  };
}

/** The shopper's own review of the product, hidden or not. */
export async function findOwnReview(
  db: Executor,
  userId: string,
  productId: string,
  options: { lock?: boolean } = {},
): Promise<ReviewRow | undefined> {
  const query = db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Whether the shopper has received the product: an order of theirs holding it was delivered. */
export async function hasReceivedProduct(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Moves the product's stored review figures by `count` reviews and `stars` stars, in the
 * transaction that changes the reviews, so listings never aggregate reviews themselves.
 */
export async function adjustReviewFigures(
  tx: Transaction,
  productId: string,
  change: { count: number; stars: number },
): Promise<void> {
  if (change.count === 0 && change.stars === 0) return;
  await tx
    .update(products)
    .set({
      reviewsCount: sql`${products.reviewsCount} + ${change.count}`,
      reviewsStarSum: sql`${products.reviewsStarSum} + ${change.stars}`,
    })
    .where(eq(products.id, productId));
}

export async function authorNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
