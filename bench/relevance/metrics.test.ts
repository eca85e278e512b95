import { describe, expect, it } from 'vitest';
import { firstRelevant, ndcgAt } from './metrics.ts';

describe('ndcgAt', () => {
  it('scores the ideal order 1', () => {
    expect(ndcgAt(10, [2, 2, 1], [0, 1, 2, 2, 0])).toBe(1);
  });

  it('scores an accessory above the devices lower than the devices first', () => {
    const catalog = [2, 2, 1] as const;
    expect(ndcgAt(10, [1, 2, 2], [...catalog])).toBeLessThan(ndcgAt(10, [2, 1, 2], [...catalog]));
    expect(ndcgAt(10, [1, 2, 2], [...catalog])).toBeLessThan(1);
  });

  it('counts only the first k results', () => {
    expect(ndcgAt(1, [2, 0], [2, 2])).toBe(1);
  });

  it('scores 1 for answering nothing relevant when nothing is, and 0 for missing everything', () => {
    expect(ndcgAt(10, [], [0, 0])).toBe(1);
    expect(ndcgAt(10, [0, 0], [2])).toBe(0);
  });
});

describe('firstRelevant', () => {
  it('needs a relevant first result when the catalog has one', () => {
    expect(firstRelevant([2, 0], [2])).toBe(true);
    expect(firstRelevant([0, 2], [2])).toBe(false);
  });

  it('accepts an empty answer when nothing is relevant', () => {
    expect(firstRelevant([], [0])).toBe(true);
  });
});
