import { describe, expect, it } from 'vitest';
import { conditionFactorsInOrder, modelBaseRange, tradeInEstimate } from './trade-in-estimates.js';

const factors = { excellent: 1, good: 0.8, fair: 0.6, poor: 0.35 };

describe('tradeInEstimate', () => {
  it('gives the base range for an excellent device', () => {
    expect(tradeInEstimate({ min: 8000, max: 15_000 }, factors, 'excellent')).toEqual({
      min: 8000,
      max: 15_000,
    });
  });

  it('scales both ends by the condition and rounds them to 50 EGP', () => {
    // 8000 × 0.35 = 2800; 15,000 × 0.35 = 5250.
    expect(tradeInEstimate({ min: 8000, max: 15_000 }, factors, 'poor')).toEqual({ min: 2800, max: 5250 });
    // 1234 × 0.8 = 987.2 → 1000; 1999 × 0.8 = 1599.2 → 1600.
    expect(tradeInEstimate({ min: 1234, max: 1999 }, factors, 'good')).toEqual({ min: 1000, max: 1600 });
  });

  it('never answers a negative range or a minimum above the maximum', () => {
    expect(tradeInEstimate({ min: -100, max: 10 }, factors, 'fair')).toEqual({ min: 0, max: 0 });
    expect(tradeInEstimate({ min: 500, max: 100 }, factors, 'excellent')).toEqual({ min: 500, max: 500 });
    expect(tradeInEstimate({ min: 500, max: 900 }, { ...factors, fair: Number.NaN }, 'fair')).toEqual({
      min: 0,
      max: 0,
    });
  });
});

describe('conditionFactorsInOrder', () => {
  it('accepts factors that never rise as the condition worsens', () => {
    expect(conditionFactorsInOrder(factors)).toBe(true);
    expect(conditionFactorsInOrder({ excellent: 1, good: 1, fair: 0.5, poor: 0.5 })).toBe(true);
  });

  it('refuses a worse condition worth more than a better one', () => {
    expect(conditionFactorsInOrder({ ...factors, poor: 0.9 })).toBe(false);
  });
});

describe('modelBaseRange', () => {
  const phones = { min: 4000, max: 30_000 };

  it('is 45 to 60 % of what the model sells for', () => {
    expect(modelBaseRange(20_000, phones)).toEqual({ min: 9000, max: 12_000 });
  });

  it('stays within the range staff keep for the type', () => {
    expect(modelBaseRange(100_000, phones)).toEqual({ min: 30_000, max: 30_000 });
    expect(modelBaseRange(2000, phones)).toEqual({ min: 4000, max: 4000 });
  });
});
