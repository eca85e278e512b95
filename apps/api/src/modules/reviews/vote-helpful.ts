import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productReviews, reviewHelpfulVotes } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUuid } from '../cart/queries.js';

/**
 * Counts the shopper as finding a visible review helpful, once however often they say so. The
 * count is kept on the review so "most helpful first" sorts on an index.
 */
export async function voteHelpful(
  db: Database,
  userId: string,
  productId: string,
  reviewId: string,
): Promise<{ helpful: number }> {
  if (!isUuid(productId) || !isUuid(reviewId)) throw new AppError('REVIEW_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(productReviews)
      .where(
        and(
          eq(productReviews.id, reviewId),
          eq(productReviews.productId, productId),
          isNull(productReviews.hiddenAt),
        ),
      )
      .for('update');
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    if (review.userId === userId) throw new AppError('CANNOT_VOTE_OWN_REVIEW');
    const [vote] = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning();
    if (!vote) return { helpful: review.helpfulCount };
    const [updated] = await tx
      .update(productReviews)
      .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
      .where(eq(productReviews.id, reviewId))
      .returning({ helpful: productReviews.helpfulCount });
    return { helpful: updated!.helpful };
  });
}
