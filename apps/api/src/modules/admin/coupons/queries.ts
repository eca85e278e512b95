import type { AdminCoupon } from '@kahraba/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { coupons } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';
import { type CouponRow, toAdminCoupon } from '../../coupons/queries.js';

type Executor = Database | Transaction;

/** Every coupon, newest first (a store has tens of them, not thousands: no paging). */
export async function listAdminCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toAdminCoupon);
}

export async function findAdminCoupon(db: Executor, id: string): Promise<AdminCoupon | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row && toAdminCoupon(row);
}

export async function lockCoupon(tx: Transaction, id: string): Promise<CouponRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}
