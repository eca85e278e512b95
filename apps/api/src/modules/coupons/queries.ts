import type { AdminCoupon, Category, CouponTerms, CouponUsage } from '@kahraba/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema.js';

type Executor = Database | Transaction;
export type CouponRow = typeof coupons.$inferSelect;

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    category: row.category as Category | null,
    brand: row.brand,
    disabled: row.disabledAt !== null,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function termsOf(row: CouponRow): CouponTerms {
  return {
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    category: row.category,
    brand: row.brand,
    disabled: row.disabledAt !== null,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
  };
}

/**
 * The coupon with this (normalised) code; with `lock`, its row stays locked until the
 * transaction ends, so orders using the same code are counted one after the other.
 */
export async function findCouponByCode(
  db: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** How often the code has been used, by anyone (the counter) and by this shopper (their orders). */
export async function usageOf(db: Executor, coupon: CouponRow, userId: string): Promise<CouponUsage> {
  const [mine] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
  return { total: coupon.usedCount, byShopper: mine?.n ?? 0 };
}
