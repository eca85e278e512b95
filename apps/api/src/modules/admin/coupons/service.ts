import type { AdminCoupon, CouponWritePayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { coupons } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { findCouponByCode, toAdminCoupon } from '../../coupons/queries.js';
import { writeAudit } from '../audit.js';
import { isUniqueViolation } from '../unique-violation.js';
import { lockCoupon } from './queries.js';

/** Runs a coupon write, answering COUPON_CODE_TAKEN when the unique index settles a race. */
async function withUniqueCode<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_key')) throw new AppError('COUPON_CODE_TAKEN');
    throw error;
  }
}

function columnsOf(payload: CouponWritePayload) {
  const { expiresAt, disabled, ...rest } = payload;
  return { ...rest, expiresAt: expiresAt === null ? null : new Date(expiresAt) };
}

export function createCoupon(
  db: Database,
  actorId: string,
  payload: CouponWritePayload,
): Promise<AdminCoupon> {
  return withUniqueCode(db, async (tx) => {
    if (await findCouponByCode(tx, payload.code)) throw new AppError('COUPON_CODE_TAKEN');
    const [row] = await tx
      .insert(coupons)
      .values({ ...columnsOf(payload), disabledAt: payload.disabled ? sql`now()` : null })
      .returning();
    const created = toAdminCoupon(row!);
    await writeAudit(tx, {
      actorId,
      action: 'coupon.create',
      entityId: created._id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Edits every term of a coupon; `disabled` switches it off (or back on) without losing its uses.
 * Orders already placed keep the discount they got.
 */
export function updateCoupon(
  db: Database,
  actorId: string,
  id: string,
  payload: CouponWritePayload,
): Promise<AdminCoupon> {
  return withUniqueCode(db, async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) throw new AppError('COUPON_NOT_FOUND');
    const holder = await findCouponByCode(tx, payload.code);
    if (holder && holder.id !== current.id) throw new AppError('COUPON_CODE_TAKEN');
    const wasDisabled = current.disabledAt !== null;
    const [row] = await tx
      .update(coupons)
      .set({
        ...columnsOf(payload),
        // Keeps when it was first switched off while it stays off.
        disabledAt: payload.disabled ? (wasDisabled ? current.disabledAt : sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(coupons.id, current.id))
      .returning();
    const updated = toAdminCoupon(row!);
    await writeAudit(tx, {
      actorId,
      action: 'coupon.update',
      entityId: current.id,
      before: toAdminCoupon(current),
      after: updated,
    });
    return updated;
  });
}
