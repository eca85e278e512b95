import {
  type AppliedCoupon,
  type CouponCartLine,
  couponDiscount,
  effectivePrice,
  formatNumber,
  normalizeCouponCode,
} from '@kahraba/domain';
import type { Database, Transaction } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { ProductRow } from '../cart/queries.js';
import { type CouponRow, findCouponByCode, termsOf, usageOf } from './queries.js';

export interface PricedCoupon {
  coupon: CouponRow;
  applied: AppliedCoupon;
}

/** Cart lines as the coupon rules read them: the price the shopper pays, category and brand. */
export function couponLinesOf(lines: readonly { product: ProductRow; quantity: number }[]): CouponCartLine[] {
  return lines.map(({ product, quantity }) => ({
    unitPrice: effectivePrice(product),
    quantity,
    category: product.category,
    brand: product.brand,
  }));
}

/**
 * What the code the shopper typed takes off these lines, or the AppError that says why it does
 * not apply. Inside the order's transaction pass `lock`: the coupon row is then held until the
 * order commits, so two orders with a one-use code see each other's use.
 */
export async function priceCoupon(
  db: Database | Transaction,
  typed: string,
  userId: string,
  lines: readonly CouponCartLine[],
  options: { lock?: boolean } = {},
): Promise<PricedCoupon> {
  const code = normalizeCouponCode(typed);
  const coupon = await findCouponByCode(db, code, options);
  if (!coupon) throw new AppError('COUPON_INVALID');
  const result = couponDiscount(termsOf(coupon), lines, await usageOf(db, coupon, userId), new Date());
  if (!result.ok) {
    // The minimum is a plain number: both languages write Western digits (decision 0009).
    const params: Record<string, string> =
      result.refusal === 'COUPON_BELOW_MINIMUM' ? { minimum: formatNumber(coupon.minSubtotal, 'en') } : {};
    throw new AppError(result.refusal, params);
  }
  return { coupon, applied: { code: coupon.code, discount: result.discount } };
}

/** A code never takes off more than the goods cost after the cart's own discount. */
export function cappedAt(goods: number, priced: PricedCoupon): PricedCoupon {
  const discount = Math.min(priced.applied.discount, goods);
  return { ...priced, applied: { ...priced.applied, discount } };
}
