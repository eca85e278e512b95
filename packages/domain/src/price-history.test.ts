import { describe, expect, it } from 'vitest';
import {
  daysAtOrAbove,
  honestPricing,
  isBackedOldPrice,
  lowestPrice,
  PRICE_HISTORY,
  type PricePoint,
  priceSteps,
} from './price-history.js';
import { priceHistoryQuerySchema, priceHistorySchema } from './schemas/price-history.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const point = (price: number, days: number): PricePoint => ({ price, recordedAt: daysAgo(days) });

describe('priceSteps', () => {
  it('starts the window with the price in force when it opened and runs the last price to now', () => {
    const steps = priceSteps([point(20_000, 200), point(18_000, 40), point(17_000, 5)], now, 90);
    expect(steps).toEqual([
      { price: 20_000, from: now.getTime() - 90 * DAY, to: now.getTime() - 40 * DAY },
      { price: 18_000, from: now.getTime() - 40 * DAY, to: now.getTime() - 5 * DAY },
      { price: 17_000, from: now.getTime() - 5 * DAY, to: now.getTime() },
    ]);
  });

  it('drops prices replaced before the window opened and reads points in any order', () => {
    const steps = priceSteps([point(17_000, 5), point(25_000, 300), point(20_000, 200)], now, 90);
    expect(steps.map((s) => s.price)).toEqual([20_000, 17_000]);
  });

  it('claims nothing before a history that begins inside the window', () => {
    const [first] = priceSteps([point(9_000, 10)], now, 90);
    expect(first).toEqual({ price: 9_000, from: now.getTime() - 10 * DAY, to: now.getTime() });
  });

  it('keeps a price set this instant, and leaves out one replaced in the same instant', () => {
    const at = now.toISOString();
    const steps = priceSteps(
      [point(10_000, 20), { price: 9_500, recordedAt: at }, { price: 9_000, recordedAt: at }],
      now,
      90,
    );
    expect(steps.map((s) => s.price)).toEqual([10_000, 9_000]);
    expect(steps[1]).toMatchObject({ from: now.getTime(), to: now.getTime() });
  });

  it('has no steps without points', () => {
    expect(priceSteps([], now, 90)).toEqual([]);
  });
});

describe('lowestPrice', () => {
  it('is the lowest price in force at any moment of the last 30 days, the current one included', () => {
    // 15 000 from 45 days ago was still in force when the 30 days began.
    expect(lowestPrice([point(20_000, 90), point(15_000, 45), point(18_000, 20)], now)).toBe(15_000);
    expect(lowestPrice([point(20_000, 90), point(14_000, 50), point(18_000, 31)], now)).toBe(18_000);
    expect(lowestPrice([point(20_000, 90), point(16_000, 3)], now)).toBe(16_000);
  });

  it('is null without history', () => {
    expect(lowestPrice([], now)).toBeNull();
  });
});

describe('daysAtOrAbove', () => {
  it('adds up every span at or above the amount within the window', () => {
    const points = [point(20_000, 120), point(17_000, 60), point(20_000, 50), point(17_000, 10)];
    // 90→60 and 50→10 days ago: 30 + 40.
    expect(daysAtOrAbove(points, 20_000, now)).toBeCloseTo(70, 6);
    expect(daysAtOrAbove(points, 20_000.01, now)).toBe(0);
  });
});

describe('isBackedOldPrice', () => {
  it('shows an old price the product sold at for 14 days within the last 90', () => {
    expect(isBackedOldPrice([point(20_000, 40), point(17_000, 10)], 20_000, now)).toBe(true);
    expect(isBackedOldPrice([point(20_000, 24), point(17_000, 10)], 20_000, now)).toBe(true);
  });

  it('refuses an old price held for less than 14 days just before the "sale"', () => {
    expect(isBackedOldPrice([point(20_000, 23), point(17_000, 10)], 20_000, now)).toBe(false);
    expect(isBackedOldPrice([point(15_000, 80), point(20_000, 12), point(17_000, 3)], 20_000, now)).toBe(
      false,
    );
  });

  it('refuses an old price the product never had, or had only more than 90 days ago', () => {
    expect(isBackedOldPrice([point(17_000, 60)], 20_000, now)).toBe(false);
    expect(isBackedOldPrice([point(18_000, 60), point(17_000, 10)], 20_000, now)).toBe(false);
    expect(isBackedOldPrice([point(20_000, 300), point(17_000, 95)], 20_000, now)).toBe(false);
  });

  it('counts separate spans at the old price together', () => {
    const points = [point(20_000, 80), point(17_000, 72), point(20_000, 40), point(17_000, 33)];
    // 8 + 7 days.
    expect(isBackedOldPrice(points, 20_000, now)).toBe(true);
  });

  it('forgives a pound of rounding in a derived old price, and no more', () => {
    const points = [point(19_999, 60), point(17_999, 10)];
    expect(isBackedOldPrice(points, 20_000, now)).toBe(true);
    expect(isBackedOldPrice(points, 20_000.01, now)).toBe(false);
  });

  it('backs nothing without history or without an old price', () => {
    expect(isBackedOldPrice(undefined, 20_000, now)).toBe(false);
    expect(isBackedOldPrice([], 20_000, now)).toBe(false);
    expect(isBackedOldPrice([point(20_000, 60)], null, now)).toBe(false);
    expect(isBackedOldPrice([point(20_000, 60)], 0, now)).toBe(false);
  });

  it('needs the 14 days named in PRICE_HISTORY', () => {
    const start = PRICE_HISTORY.oldPriceMinDays + 5;
    expect(isBackedOldPrice([point(20_000, start), point(17_000, 5)], 20_000, now)).toBe(true);
    expect(isBackedOldPrice([point(20_000, start - 0.01), point(17_000, 5)], 20_000, now)).toBe(false);
  });
});

describe('price history schemas', () => {
  it('defaults the span to 90 days and bounds it at a year', () => {
    expect(priceHistoryQuerySchema.parse({})).toEqual({ days: 90 });
    expect(priceHistoryQuerySchema.parse({ days: '' })).toEqual({ days: 90 });
    expect(priceHistoryQuerySchema.parse({ days: '30' })).toEqual({ days: 30 });
    expect(priceHistoryQuerySchema.safeParse({ days: '366' }).success).toBe(false);
    expect(priceHistoryQuerySchema.safeParse({ days: '0' }).success).toBe(false);
  });

  it('accepts an answer of points and refuses a negative price', () => {
    const answer = { productId: 'p1', asOf: now.toISOString(), days: 90, points: [point(1, 3)] };
    expect(priceHistorySchema.parse(answer)).toEqual(answer);
    expect(priceHistorySchema.safeParse({ ...answer, points: [point(-1, 3)] }).success).toBe(false);
  });
});

describe('honestPricing', () => {
  const asOf = now.toISOString();
  const onSale = { price: 20_000, priceAfterDiscount: 17_000 };

  it('shows a backed discount with its percent, saving and the lowest price of 30 days', () => {
    const history = { asOf, points: [point(20_000, 60), point(16_500, 25), point(17_000, 10)] };
    expect(honestPricing(onSale, history)).toEqual({
      current: 17_000,
      old: 20_000,
      percent: 15,
      saved: 3_000,
      lowest30: 16_500,
    });
  });

  it('shows only the price paid when the old price is not backed, or the history is missing', () => {
    const none = { current: 17_000, old: null, percent: 0, saved: 0, lowest30: null };
    expect(honestPricing(onSale, { asOf, points: [point(17_000, 60)] })).toEqual(none);
    expect(honestPricing(onSale, undefined)).toEqual(none);
  });

  it('shows no discount for a product that is not reduced', () => {
    const history = { asOf, points: [point(25_000, 60), point(20_000, 10)] };
    expect(honestPricing({ price: 20_000, priceAfterDiscount: null }, history)).toMatchObject({
      current: 20_000,
      old: null,
      lowest30: null,
    });
  });
});
