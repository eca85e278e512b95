import type { AdminReview } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { productReviews } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { adjustReviewFigures } from '../../reviews/queries.js';
import { writeAudit } from '../audit.js';
import { findAdminReview, toAdminReview } from './queries.js';

/**
 * Hides a review from the shop (its list and the product's figures), or shows it again, with an
 * audit entry, in one transaction. Asking for the state it is already in changes nothing and
 * records nothing.
 */
export async function setReviewVisibility(
  db: Database,
  actorId: string,
  reviewId: string,
  hidden: boolean,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const current = await findAdminReview(tx, reviewId, { lock: true });
    if (!current) throw new AppError('REVIEW_NOT_FOUND');
    const before = toAdminReview(current);
    if (before.hidden === hidden) return before;

    const [review] = await tx
      .update(productReviews)
      .set(hidden ? { hiddenAt: sql`now()`, hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null })
      .where(eq(productReviews.id, current.review.id))
      .returning();
    const sign = hidden ? -1 : 1;
    await adjustReviewFigures(tx, review!.productId, { count: sign, stars: sign * review!.rating });
    const after = toAdminReview({ ...current, review: review! });
    await writeAudit(tx, {
      actorId,
      action: hidden ? 'review.hide' : 'review.unhide',
      entityId: review!.id,
      before,
      after,
    });
    return after;
  });
}
