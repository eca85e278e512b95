import { describe, expect, it } from 'vitest';
import {
  detailDiscountPercent,
  displayPricing,
  displayRating,
  effectivePrice,
  hasRatings,
  homeBadge,
  installmentPlans,
  isInStock,
  normalizeDiscountPercent,
  offerDiscountPercent,
  offerLabel,
  oldPriceFromDiscount,
  showsViewCount,
  youSave,
} from './pricing.js';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('effectivePrice', () => {
  it('uses the price after discount when it is lower', () => {
    expect(effectivePrice({ price: 1000, priceAfterDiscount: 850 })).toBe(850);
  });

  it('ignores a price after discount that is not lower than the price', () => {
    expect(effectivePrice({ price: 1000, priceAfterDiscount: 1000 })).toBe(1000);
    expect(effectivePrice({ price: 1000, priceAfterDiscount: 1200 })).toBe(1000);
  });

  it('ignores a zero, negative, null or NaN price after discount', () => {
    expect(effectivePrice({ price: 1000, priceAfterDiscount: 0 })).toBe(1000);
    expect(effectivePrice({ price: 1000, priceAfterDiscount: -5 })).toBe(1000);
    expect(effectivePrice({ price: 1000, priceAfterDiscount: null })).toBe(1000);
    expect(effectivePrice({ price: 1000, priceAfterDiscount: Number.NaN })).toBe(1000);
  });

  it('is zero when there is no price', () => {
    expect(effectivePrice({})).toBe(0);
    expect(effectivePrice({ price: null, priceAfterDiscount: 500 })).toBe(0);
    expect(effectivePrice({ price: Number.NaN })).toBe(0);
  });
});

describe('detailDiscountPercent', () => {
  it('rounds (price - effective) / price to a whole percent', () => {
    expect(detailDiscountPercent({ price: 1000, priceAfterDiscount: 850 })).toBe(15);
    expect(detailDiscountPercent({ price: 3, priceAfterDiscount: 2 })).toBe(33);
  });

  it('is zero without a price or without a reduction', () => {
    expect(detailDiscountPercent({ price: 0, priceAfterDiscount: 10 })).toBe(0);
    expect(detailDiscountPercent({ price: 1000 })).toBe(0);
  });
});

describe('normalizeDiscountPercent', () => {
  it('reads a value of at most 1 as a fraction', () => {
    expect(normalizeDiscountPercent(0.25)).toBe(25);
    expect(normalizeDiscountPercent(1)).toBe(100);
    expect(normalizeDiscountPercent(0.07)).toBe(7);
  });

  it('reads a value above 1 as a percent', () => {
    expect(normalizeDiscountPercent(25)).toBe(25);
    expect(normalizeDiscountPercent(1.5)).toBe(1.5);
  });

  it('is zero for nothing, zero, negative or non-numbers', () => {
    expect(normalizeDiscountPercent(0)).toBe(0);
    expect(normalizeDiscountPercent(-10)).toBe(0);
    expect(normalizeDiscountPercent(null)).toBe(0);
    expect(normalizeDiscountPercent(Number.NaN)).toBe(0);
    expect(normalizeDiscountPercent('25')).toBe(0);
  });
});

describe('offerDiscountPercent', () => {
  it('prefers price against price after discount', () => {
    expect(
      offerDiscountPercent({ price: 200, priceAfterDiscount: 150, discount: 10, discountPercentage: 5 }),
    ).toBe(25);
  });

  it('falls back to discount, as a fraction or a percent', () => {
    expect(offerDiscountPercent({ price: 200, discount: 0.3 })).toBe(30);
    expect(offerDiscountPercent({ price: 200, discount: 30 })).toBe(30);
  });

  it('falls back to discountPercentage with the same fraction rule', () => {
    expect(offerDiscountPercent({ price: 200, discount: 0, discountPercentage: 0.15 })).toBe(15);
    expect(offerDiscountPercent({ discountPercentage: 40 })).toBe(40);
  });

  it('falls back to salePrice, then discountedPrice, against price', () => {
    expect(offerDiscountPercent({ price: 200, salePrice: 150, discountedPrice: 100 })).toBe(25);
    expect(offerDiscountPercent({ price: 200, salePrice: 250, discountedPrice: 100 })).toBe(50);
  });

  it('skips a price after discount that is not a reduction', () => {
    expect(offerDiscountPercent({ price: 200, priceAfterDiscount: 200, discount: 12 })).toBe(12);
  });

  it('skips non-positive, non-finite and impossible values', () => {
    expect(
      offerDiscountPercent({
        price: 200,
        priceAfterDiscount: Number.NaN,
        discount: -5,
        discountPercentage: 150,
        salePrice: Number.POSITIVE_INFINITY,
        discountedPrice: 180,
      }),
    ).toBe(10);
  });

  it('rounds the result to a whole percent', () => {
    expect(offerDiscountPercent({ price: 300, priceAfterDiscount: 200 })).toBe(33);
    expect(offerDiscountPercent({ discount: 12.5 })).toBe(13);
  });

  it('is zero when nothing gives a discount', () => {
    expect(offerDiscountPercent({ price: 200 })).toBe(0);
    expect(offerDiscountPercent({})).toBe(0);
  });
});

describe('oldPriceFromDiscount', () => {
  it('recovers the price before the discount, to two decimals', () => {
    expect(oldPriceFromDiscount(750, 25)).toBe(1000);
    expect(oldPriceFromDiscount(100, 30)).toBe(142.86);
  });

  it('gives no old price for no discount or a discount of 100% or more', () => {
    expect(oldPriceFromDiscount(100, 0)).toBeNull();
    expect(oldPriceFromDiscount(100, -5)).toBeNull();
    expect(oldPriceFromDiscount(100, 100)).toBeNull();
    expect(oldPriceFromDiscount(100, 120)).toBeNull();
  });

  it('gives no old price when the price or discount is missing', () => {
    expect(oldPriceFromDiscount(null, 10)).toBeNull();
    expect(oldPriceFromDiscount(100, Number.NaN)).toBeNull();
    expect(oldPriceFromDiscount(Number.NaN, 10)).toBeNull();
  });
});

describe('installmentPlans', () => {
  it('uses the product installments map sorted by months, marked official', () => {
    expect(installmentPlans({ price: 12000, installments: { '12': 1000, '3': 4000, '24': 520 } })).toEqual({
      official: true,
      plans: [
        { months: 3, monthly: 4000 },
        { months: 12, monthly: 1000 },
        { months: 24, monthly: 520 },
      ],
    });
  });

  it('sorts months numerically, not as text', () => {
    const { plans } = installmentPlans({ price: 1, installments: { '18': 1, '6': 2, '12': 3 } });
    expect(plans.map((p) => p.months)).toEqual([6, 12, 18]);
  });

  it('falls back to the default months on the effective price', () => {
    expect(installmentPlans({ price: 10000, priceAfterDiscount: 9000, installments: {} })).toEqual({
      official: false,
      plans: [
        { months: 3, monthly: 3000 },
        { months: 6, monthly: 1500 },
        { months: 9, monthly: 1000 },
        { months: 12, monthly: 750 },
        { months: 15, monthly: 600 },
        { months: 18, monthly: 500 },
      ],
    });
  });

  it('rounds default monthly amounts to two decimals', () => {
    const { plans } = installmentPlans({ price: 1000, priceAfterDiscount: null, installments: null });
    expect(plans[0]).toEqual({ months: 3, monthly: 333.33 });
    expect(plans[5]).toEqual({ months: 18, monthly: 55.56 });
  });

  it('ignores broken entries in the installments map', () => {
    const result = installmentPlans({ price: 600, installments: { abc: 100, '0': 5, '6': Number.NaN } });
    expect(result.official).toBe(false);
    expect(result.plans[0]).toEqual({ months: 3, monthly: 200 });
  });

  it('gives zero monthly amounts when the product has no price', () => {
    expect(installmentPlans({}).plans.every((p) => p.monthly === 0)).toBe(true);
  });
});

describe('social proof worth showing', () => {
  it('has ratings only when shoppers gave some', () => {
    expect(hasRatings({ ratingsQuantity: 12 })).toBe(true);
    expect(hasRatings({ ratingsQuantity: 0 })).toBe(false);
    expect(hasRatings({})).toBe(false);
    expect(hasRatings({ ratingsQuantity: Number.NaN })).toBe(false);
  });

  it('shows a view count from 50 views, never "0 views"', () => {
    expect(showsViewCount(0)).toBe(false);
    expect(showsViewCount(49)).toBe(false);
    expect(showsViewCount(50)).toBe(true);
    expect(showsViewCount(1204)).toBe(true);
    expect(showsViewCount(null)).toBe(false);
    expect(showsViewCount(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('displayRating', () => {
  it('shows the product rating, else its ratings average', () => {
    expect(displayRating({ rating: 4.6, ratingsAverage: 3, views: 500 })).toBe(4.6);
    expect(displayRating({ rating: 0, ratingsAverage: 3.8 })).toBe(3.8);
  });

  it('defaults to 4 without rating or views', () => {
    expect(displayRating({})).toBe(4);
    expect(displayRating({ rating: null, views: 0 })).toBe(4);
  });

  it('derives 3.5 + views / 50 from views, capped at 5', () => {
    expect(displayRating({ views: 25 })).toBe(4);
    expect(displayRating({ views: 60 })).toBe(4.7);
    expect(displayRating({ views: 75 })).toBe(5);
    expect(displayRating({ views: 10_000 })).toBe(5);
  });

  it('never shows more than 5 stars', () => {
    expect(displayRating({ rating: 9 })).toBe(5);
  });
});

describe('homeBadge', () => {
  it('shows an explicit badge above everything', () => {
    expect(homeBadge({ badge: ' Limited ', isExclusive: true, views: 100 }, now)).toEqual({
      kind: 'explicit',
      text: 'Limited',
    });
  });

  it('ignores a blank explicit badge', () => {
    expect(homeBadge({ badge: '  ', isExclusive: true }, now)).toEqual({ kind: 'exclusive' });
  });

  it('shows exclusive before view-based badges', () => {
    expect(homeBadge({ isExclusive: true, views: 100 }, now)).toEqual({ kind: 'exclusive' });
  });

  it('shows best seller above 20 views and popular above 10', () => {
    expect(homeBadge({ views: 21 }, now)).toEqual({ kind: 'bestSeller' });
    expect(homeBadge({ views: 20 }, now)).toEqual({ kind: 'popular' });
    expect(homeBadge({ views: 11 }, now)).toEqual({ kind: 'popular' });
    expect(homeBadge({ views: 10 }, now)).toBeNull();
  });

  it('shows a big discount above 10 percent, before new arrival', () => {
    expect(homeBadge({ price: 100, priceAfterDiscount: 89, isNew: true }, now)).toEqual({
      kind: 'bigDiscount',
      percent: 11,
    });
    expect(homeBadge({ price: 100, priceAfterDiscount: 90, isNew: true }, now)).toEqual({
      kind: 'newArrival',
    });
  });

  it('shows new arrival for a new flag or a product created within 7 days', () => {
    expect(homeBadge({ isNew: true }, now)).toEqual({ kind: 'newArrival' });
    expect(homeBadge({ createdAt: daysAgo(7) }, now)).toEqual({ kind: 'newArrival' });
    expect(homeBadge({ createdAt: new Date(daysAgo(1)) }, now)).toEqual({ kind: 'newArrival' });
    expect(homeBadge({ createdAt: daysAgo(7.01) }, now)).toBeNull();
  });

  it('shows nothing for an invalid creation date', () => {
    expect(homeBadge({ createdAt: 'not a date' }, now)).toBeNull();
  });
});

describe('offerLabel', () => {
  it('labels an exclusive product EXCLUSIVE whatever its discount', () => {
    expect(offerLabel({ isExclusive: true, price: 100, priceAfterDiscount: 50 })).toBe('EXCLUSIVE');
  });

  it('labels a discount above 20 percent HOT DEAL', () => {
    expect(offerLabel({ price: 100, priceAfterDiscount: 79 })).toBe('HOT_DEAL');
    expect(offerLabel({ discount: 0.21 })).toBe('HOT_DEAL');
  });

  it('labels a discount of 20 percent or less SALE', () => {
    expect(offerLabel({ price: 100, priceAfterDiscount: 80 })).toBe('SALE');
    expect(offerLabel({ discount: 1.5 })).toBe('SALE');
  });

  it('gives no label without a discount', () => {
    expect(offerLabel({ price: 100 })).toBeNull();
  });
});

describe('youSave', () => {
  it('is the price minus the effective price, exact to the piastre', () => {
    expect(youSave({ price: 1000, priceAfterDiscount: 850 })).toBe(150);
    expect(youSave({ price: 0.3, priceAfterDiscount: 0.1 })).toBe(0.2);
  });

  it('is zero without a reduction or without a price', () => {
    expect(youSave({ price: 1000, priceAfterDiscount: 1200 })).toBe(0);
    expect(youSave({})).toBe(0);
  });
});

describe('isInStock', () => {
  it('is in stock only with a positive quantity', () => {
    expect(isInStock({ quantity: 3 })).toBe(true);
    expect(isInStock({ quantity: 0 })).toBe(false);
    expect(isInStock({ quantity: -1 })).toBe(false);
    expect(isInStock({})).toBe(false);
    expect(isInStock({ quantity: null })).toBe(false);
  });
});

describe('displayPricing', () => {
  it('prices a product from its lower priceAfterDiscount', () => {
    expect(displayPricing({ price: 24_000, priceAfterDiscount: 18_000 })).toEqual({
      current: 18_000,
      old: 24_000,
      saved: 6_000,
      percent: 25,
    });
  });

  it('derives the old price from the discount when the price is the selling price', () => {
    expect(displayPricing({ price: 37_500, priceAfterDiscount: null, discount: 0.25 })).toEqual({
      current: 37_500,
      old: 50_000,
      saved: 12_500,
      percent: 25,
    });
    expect(displayPricing({ price: 37_500, discount: 25 }).old).toBe(50_000);
  });

  it('shows no old price and no saving without a discount', () => {
    expect(displayPricing({ price: 500 })).toEqual({ current: 500, old: null, saved: 0, percent: 0 });
  });
});
