import { describe, expect, it } from 'vitest';
import { formatEgp, fromPiastres, roundEgp, roundHalfAwayFromZero, toPiastres } from './money.js';

describe('toPiastres', () => {
  it('converts EGP to whole piastres without binary noise', () => {
    expect(toPiastres(0.1 + 0.2)).toBe(30);
    expect(toPiastres(1.005)).toBe(101);
    expect(toPiastres(19.99)).toBe(1999);
    expect(toPiastres(4.35)).toBe(435);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toPiastres(19.999)).toBe(2000);
    expect(toPiastres(19.994)).toBe(1999);
    expect(toPiastres(-1.005)).toBe(-101);
  });

  it('handles large catalog prices exactly', () => {
    expect(toPiastres(189_999.99)).toBe(18_999_999);
  });

  it('turns missing or broken amounts into zero', () => {
    expect(toPiastres(Number.NaN)).toBe(0);
    expect(toPiastres(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('fromPiastres', () => {
  it('gives back the EGP amount a shopper reads', () => {
    expect(fromPiastres(101)).toBe(1.01);
    expect(fromPiastres(30)).toBe(0.3);
    expect(fromPiastres(toPiastres(0.1) + toPiastres(0.2))).toBe(0.3);
  });

  it('ignores fractions of a piastre and broken input', () => {
    expect(fromPiastres(100.4)).toBe(1);
    expect(fromPiastres(Number.NaN)).toBe(0);
  });
});

describe('roundEgp', () => {
  it('rounds half away from zero to two decimals', () => {
    expect(roundEgp(1.005)).toBe(1.01);
    expect(roundEgp(1.004)).toBe(1);
    expect(roundEgp(2.675)).toBe(2.68);
    expect(roundEgp(-2.675)).toBe(-2.68);
    expect(roundEgp(1000 / 3)).toBe(333.33);
  });

  it('never produces a negative zero', () => {
    expect(Object.is(roundEgp(-0.001), 0)).toBe(true);
  });

  it('treats non-finite values as zero', () => {
    expect(roundEgp(Number.NaN)).toBe(0);
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds to whole numbers by default', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(12.345, 1)).toBe(12.3);
  });
});

describe('formatEgp', () => {
  it('formats whole amounts without decimals in English', () => {
    expect(formatEgp(1299, 'en')).toBe('EGP\u00a01,299');
  });

  it('shows two decimals when there are piastres', () => {
    expect(formatEgp(216.5, 'en')).toBe('EGP\u00a0216.50');
    expect(formatEgp(0.1 + 0.2, 'en')).toBe('EGP\u00a00.30');
  });

  it('never shows more than two decimals', () => {
    expect(formatEgp(19.999, 'en')).toBe('EGP\u00a020');
  });

  it('formats Arabic with Western digits (decision 0009) and the Egyptian pound sign', () => {
    const text = formatEgp(1299.5, 'ar');
    expect(text).toContain('1,299.50');
    expect(text).toContain('ج.م.');
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('shows a whole Arabic amount without piastres', () => {
    expect(formatEgp(18_999, 'ar')).toMatch(/(^|\D)18,999(\D|$)/);
    expect(formatEgp(18_999, 'ar')).not.toMatch(/\.\d/);
  });
});
