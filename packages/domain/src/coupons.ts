import { fromPiastres, roundHalfAwayFromZero, toPiastres } from './money.js';

// Discount codes: what a code takes off a cart, and why a code is refused. Pure, so the checkout
// preview and the order the server places compute the same discount from the same rules.

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are typed in any case and stored upper-case: "ramadan10" is RAMADAN10. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponTerms {
  kind: CouponKind;
  /** A percent (1-100) for `percent`, an amount in EGP for `fixed`. */
  value: number;
  /** The cart subtotal (EGP, before any discount) the code needs; 0 for none. */
  minSubtotal: number;
  /** ISO date-time after which the code no longer works; null for never. */
  expiresAt: string | null;
  /** Only lines of this category count (and are discounted); null for any. */
  category: string | null;
  /** Only lines of this brand (dealer) count; null for any. */
  brand: string | null;
  disabled: boolean;
  /** Uses allowed in total and per shopper; null for no limit. */
  maxUses: number | null;
  maxUsesPerShopper: number | null;
}

export interface CouponUsage {
  /** Orders that have used the code, by anyone. */
  total: number;
  /** Orders this shopper has placed with it. */
  byShopper: number;
}

export interface CouponCartLine {
  unitPrice: number;
  quantity: number;
  category: string;
  brand: string;
}

/** Where a code stands for any shopper, as the console lists it: the first of these that holds. */
export type CouponState = 'disabled' | 'expired' | 'usedUp' | 'active';

export function couponState(
  terms: Pick<CouponTerms, 'disabled' | 'expiresAt' | 'maxUses'>,
  usedCount: number,
  now: Date,
): CouponState {
  if (terms.disabled) return 'disabled';
  if (terms.expiresAt !== null && Date.parse(terms.expiresAt) <= now.getTime()) return 'expired';
  if (terms.maxUses !== null && usedCount >= terms.maxUses) return 'usedUp';
  return 'active';
}

/** Why a code does not apply, as the error catalogue names it. */
export type CouponRefusal =
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_BELOW_MINIMUM'
  | 'COUPON_NOT_APPLICABLE';

export type CouponResult =
  | { ok: true; discount: number; eligibleSubtotal: number }
  | { ok: false; refusal: CouponRefusal };

const linePiastres = (line: CouponCartLine) =>
  Math.max(0, toPiastres(line.unitPrice)) * Math.max(0, Math.floor(line.quantity));

function inScope(terms: CouponTerms, line: CouponCartLine): boolean {
  return (
    (terms.category === null || line.category === terms.category) &&
    (terms.brand === null || line.brand.toLowerCase() === terms.brand.toLowerCase())
  );
}

/**
 * What `terms` take off a cart at `now`, in EGP to the piastre: a percent of the lines in the
 * code's scope (rounded half away from zero), or a fixed amount capped at those lines' sum, so a
 * code never pays the shopper. The minimum is read against the whole cart's subtotal. Refusals
 * come in the order a shopper can act on them: the code itself, its limits, then the cart.
 */
export function couponDiscount(
  terms: CouponTerms,
  lines: readonly CouponCartLine[],
  usage: CouponUsage,
  now: Date,
): CouponResult {
  if (terms.disabled) return { ok: false, refusal: 'COUPON_INVALID' };
  if (terms.expiresAt !== null && Date.parse(terms.expiresAt) <= now.getTime())
    return { ok: false, refusal: 'COUPON_EXPIRED' };
  if (terms.maxUses !== null && usage.total >= terms.maxUses) return { ok: false, refusal: 'COUPON_USED_UP' };
  if (terms.maxUsesPerShopper !== null && usage.byShopper >= terms.maxUsesPerShopper)
    return { ok: false, refusal: 'COUPON_ALREADY_USED' };

  const subtotal = lines.reduce((sum, line) => sum + linePiastres(line), 0);
  if (subtotal < toPiastres(terms.minSubtotal)) return { ok: false, refusal: 'COUPON_BELOW_MINIMUM' };
  const eligible = lines.filter((line) => inScope(terms, line)).reduce((sum, l) => sum + linePiastres(l), 0);
  if (eligible === 0) return { ok: false, refusal: 'COUPON_NOT_APPLICABLE' };

  const discount =
    terms.kind === 'percent'
      ? roundHalfAwayFromZero((eligible * Math.min(100, Math.max(0, terms.value))) / 100)
      : Math.min(eligible, Math.max(0, toPiastres(terms.value)));
  return { ok: true, discount: fromPiastres(discount), eligibleSubtotal: fromPiastres(eligible) };
}
