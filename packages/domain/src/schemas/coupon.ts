import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from '../coupons.js';
import { CATEGORIES } from '../taxonomy.js';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

/** The longest code a shopper can send; longer is refused before any lookup. */
export const COUPON_CODE_MAX = 32;

/** A code as staff create it: 3-32 letters, digits, dashes or underscores, stored upper-case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX, { abort: true })
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, 'couponCodeInvalid'));

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const useLimit = z.int().min(1).max(1_000_000).nullable();

/**
 * POST /admin/coupons and PUT /admin/coupons/{id}: the whole coupon. A percent is at most 100; a
 * scope names a category or a brand (dealer) whose lines alone count and are discounted.
 */
export const couponWritePayloadSchema = z
  .strictObject({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS),
    value: z.number().positive().max(1_000_000).refine(twoDecimals, 'moneyDecimals'),
    minSubtotal: moneySchema.max(10_000_000).refine(twoDecimals, 'moneyDecimals').default(0),
    expiresAt: isoDateTimeSchema.nullable().default(null),
    maxUses: useLimit.default(null),
    maxUsesPerShopper: useLimit.default(1),
    category: z.enum(CATEGORIES).nullable().default(null),
    brand: z.string().trim().min(1).max(60).nullable().default(null),
    disabled: z.boolean().default(false),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { path: ['value'], message: 'percentOver100' });
export type CouponWritePayload = z.infer<typeof couponWritePayloadSchema>;
export type CouponWritePayloadInput = z.input<typeof couponWritePayloadSchema>;

export const adminCouponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minSubtotal: moneySchema,
  expiresAt: isoDateTimeSchema.nullable(),
  maxUses: z.int().nullable(),
  maxUsesPerShopper: z.int().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  brand: z.string().nullable(),
  disabled: z.boolean(),
  /** Orders placed with it so far. */
  usedCount: z.int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** A code as the shopper types it; whether it exists and applies is the server's answer. */
export const shopperCouponCodeSchema = z.string().trim().min(1).max(COUPON_CODE_MAX);

/** POST /coupon/check: what the code takes off the signed-in shopper's cart now. */
export const couponCheckPayloadSchema = z.strictObject({ code: shopperCouponCodeSchema });
export type CouponCheckPayload = z.infer<typeof couponCheckPayloadSchema>;

/** A code applied to a cart or an order: the code (upper-case) and the amount it takes off, in EGP. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  discount: moneySchema,
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;
