import type { Review, ReviewPayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productReviews } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findLiveProduct } from '../cart/queries.js';
import {
  adjustReviewFigures,
  authorNameOf,
  findOwnReview,
  hasReceivedProduct,
  toReviewWire,
} from './queries.js';

/**
 * Writes the shopper's review of a product: the first write creates it, a later one edits it (one
 * review per shopper per product). Only a shopper with a delivered order of the product may write;
 * the product's stored figures move in the same transaction. A review staff hid stays hidden when
 * edited.
 */
export async function writeReview(
  db: Database,
  userId: string,
  productId: string,
  payload: ReviewPayload,
): Promise<{ review: Review; created: boolean }> {
  return db.transaction(async (tx) => {
    const product = await findLiveProduct(tx, productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    if (!(await hasReceivedProduct(tx, userId, product.id))) throw new AppError('REVIEW_NOT_ALLOWED');
    const author = await authorNameOf(tx, userId);

    const [inserted] = await tx
      .insert(productReviews)
      .values({ productId: product.id, userId, ...payload })
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning();
    if (inserted) {
      await adjustReviewFigures(tx, product.id, { count: 1, stars: inserted.rating });
      return { review: toReviewWire(inserted, author), created: true };
    }

    // A second write (or a race with one): lock the shopper's review and edit it.
    const current = await findOwnReview(tx, userId, product.id, { lock: true });
    if (!current) throw new AppError('REVIEW_NOT_FOUND');
    const [updated] = await tx
      .update(productReviews)
      .set({ ...payload, updatedAt: sql`now()` })
      .where(eq(productReviews.id, current.id))
      .returning();
    if (current.hiddenAt === null) {
      await adjustReviewFigures(tx, product.id, { count: 0, stars: updated!.rating - current.rating });
    }
    return { review: toReviewWire(updated!, author), created: false };
  });
}
