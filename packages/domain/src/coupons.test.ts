import { describe, expect, it } from 'vitest';
import {
  type CouponCartLine,
  type CouponTerms,
  couponDiscount,
  couponState,
  normalizeCouponCode,
} from './coupons.js';

const now = new Date('2026-11-22T10:00:00.000Z');
const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  expiresAt: null,
  category: null,
  brand: null,
  disabled: false,
  maxUses: null,
  maxUsesPerShopper: null,
  ...overrides,
});
const unused = { total: 0, byShopper: 0 };
const phone: CouponCartLine = { unitPrice: 10_000, quantity: 1, category: 'Mobile', brand: 'Samsung' };
const cable: CouponCartLine = { unitPrice: 149.99, quantity: 3, category: 'Accessories', brand: 'Anker' };

describe('couponDiscount', () => {
  it('takes a percent of the whole cart', () => {
    expect(couponDiscount(terms(), [phone, cable], unused, now)).toEqual({
      ok: true,
      discount: 1045,
      eligibleSubtotal: 10_449.97,
    });
  });

  it('rounds a percent to the whole piastre, half away from zero', () => {
    // 15% of 0.30 EGP is 4.5 piastres → 5 piastres.
    const cheap = { ...cable, unitPrice: 0.1, quantity: 3 };
    expect(couponDiscount(terms({ value: 15 }), [cheap], unused, now)).toMatchObject({ discount: 0.05 });
    // 12.5% of 449.97 = 56.24625 → 56.25.
    expect(couponDiscount(terms({ value: 12.5 }), [cable], unused, now)).toMatchObject({ discount: 56.25 });
  });

  it('takes a fixed amount, capped at what the lines in scope cost', () => {
    expect(couponDiscount(terms({ kind: 'fixed', value: 250 }), [phone], unused, now)).toMatchObject({
      discount: 250,
    });
    expect(
      couponDiscount(
        terms({ kind: 'fixed', value: 1000, category: 'Accessories' }),
        [phone, cable],
        unused,
        now,
      ),
    ).toMatchObject({ ok: true, discount: 449.97, eligibleSubtotal: 449.97 });
  });

  it('discounts only the lines of its category or brand', () => {
    expect(couponDiscount(terms({ category: 'Mobile' }), [phone, cable], unused, now)).toMatchObject({
      discount: 1000,
      eligibleSubtotal: 10_000,
    });
    expect(couponDiscount(terms({ brand: 'anker' }), [phone, cable], unused, now)).toMatchObject({
      discount: 45,
    });
    expect(
      couponDiscount(terms({ category: 'Mobile', brand: 'Apple' }), [phone, cable], unused, now),
    ).toEqual({
      ok: false,
      refusal: 'COUPON_NOT_APPLICABLE',
    });
  });

  it('needs the minimum subtotal over the whole cart, not only the lines in scope', () => {
    const needs = terms({ minSubtotal: 10_449.98, category: 'Accessories' });
    expect(couponDiscount(needs, [phone, cable], unused, now)).toEqual({
      ok: false,
      refusal: 'COUPON_BELOW_MINIMUM',
    });
    expect(couponDiscount({ ...needs, minSubtotal: 10_449.97 }, [phone, cable], unused, now)).toMatchObject({
      ok: true,
    });
  });

  it('stops working at its expiry', () => {
    expect(couponDiscount(terms({ expiresAt: now.toISOString() }), [phone], unused, now)).toEqual({
      ok: false,
      refusal: 'COUPON_EXPIRED',
    });
    expect(
      couponDiscount(terms({ expiresAt: '2026-11-22T10:00:01.000Z' }), [phone], unused, now),
    ).toMatchObject({ ok: true });
  });

  it('refuses a disabled code as unknown', () => {
    expect(couponDiscount(terms({ disabled: true }), [phone], unused, now)).toEqual({
      ok: false,
      refusal: 'COUPON_INVALID',
    });
  });

  it('counts uses in total and per shopper', () => {
    const limited = terms({ maxUses: 5, maxUsesPerShopper: 1 });
    expect(couponDiscount(limited, [phone], { total: 5, byShopper: 0 }, now)).toEqual({
      ok: false,
      refusal: 'COUPON_USED_UP',
    });
    expect(couponDiscount(limited, [phone], { total: 4, byShopper: 1 }, now)).toEqual({
      ok: false,
      refusal: 'COUPON_ALREADY_USED',
    });
    expect(couponDiscount(limited, [phone], { total: 4, byShopper: 0 }, now)).toMatchObject({ ok: true });
  });
});

describe('couponState', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const terms = { disabled: false, expiresAt: null, maxUses: 1 };

  it('says a code used as often as it may be is used up, not active', () => {
    expect(couponState(terms, 1, now)).toBe('usedUp');
    expect(couponState(terms, 0, now)).toBe('active');
    expect(couponState({ ...terms, maxUses: null }, 500, now)).toBe('active');
  });

  it('puts disabled before expired before used up', () => {
    const past = '2026-11-01T00:00:00Z';
    expect(couponState({ disabled: true, expiresAt: past, maxUses: 1 }, 1, now)).toBe('disabled');
    expect(couponState({ disabled: false, expiresAt: past, maxUses: 1 }, 1, now)).toBe('expired');
    expect(couponState({ ...terms, expiresAt: '2026-12-01T00:00:00Z' }, 0, now)).toBe('active');
  });
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases what the shopper typed', () => {
    expect(normalizeCouponCode('  ramadan10 ')).toBe('RAMADAN10');
  });
});
