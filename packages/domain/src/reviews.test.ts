import { describe, expect, it } from 'vitest';
import { reviewAverage, reviewerName } from './reviews.js';

describe('reviewAverage', () => {
  it('has no average without reviews', () => {
    expect(reviewAverage(0, 0)).toBeNull();
  });

  it('rounds to one decimal, halves away from zero', () => {
    expect(reviewAverage(13, 3)).toBe(4.3);
    expect(reviewAverage(17, 4)).toBe(4.3);
    expect(reviewAverage(5, 1)).toBe(5);
  });
});

describe('reviewerName', () => {
  it('keeps only the first name', () => {
    expect(reviewerName('  Mona   Hassan ')).toBe('Mona');
    expect(reviewerName('منى حسن')).toBe('منى');
  });
});
