import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { PricedCoupon } from './price-coupon.js';

/**
 * Records that `orderId` used the coupon: its redemption row and one more on the counter, in the
 * order's transaction. The counter only moves while under the limit, so even a caller that
 * skipped the lock could not take a use that is not there.
 */
export async function redeemCoupon(
  tx: Transaction,
  { coupon, applied }: PricedCoupon,
  orderId: string,
  userId: string,
): Promise<void> {
  const raised = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      sql`${coupons.id} = ${coupon.id} and (${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
    )
    .returning({ id: coupons.id });
  if (raised.length === 0) throw new AppError('COUPON_USED_UP');
  await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, orderId, userId, discount: applied.discount });
}

/**
 * Gives the use of a cancelled order's coupon back (its redemption row and one off the counter),
 * in the cancel's transaction, so the shopper can use the code on their next order.
 */
export async function releaseCoupon(tx: Transaction, orderId: string): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
