import { describe, expect, it } from 'vitest';
import { EMPTY_HOME_FILTERS, hasActiveFilters, toggleBrand, toProductQuery } from './home-filters';

describe('home filters', () => {
  it('keeps the brands in a stable order, so equal selections make equal queries', () => {
    expect(toggleBrand(['Dell'], 'Apple')).toEqual(['Apple', 'Dell']);
    expect(toggleBrand(['Apple', 'Dell'], 'Apple')).toEqual(['Dell']);
  });

  it('leaves out a half-typed or negative price instead of sending it', () => {
    expect(toProductQuery({ ...EMPTY_HOME_FILTERS, priceMin: '-5', priceMax: '12.' }, 'grid')).toEqual({
      limit: 8,
    });
    expect(toProductQuery({ ...EMPTY_HOME_FILTERS, priceMin: ' 99.5 ' }, 'grid')).toEqual({
      limit: 8,
      priceMin: '99.5',
    });
  });

  it('ignores blank text and counts only real filters as active', () => {
    const blank = { ...EMPTY_HOME_FILTERS, text: '   ' };
    expect(toProductQuery(blank, 'grid')).toEqual({ limit: 8 });
    expect(hasActiveFilters(blank)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_HOME_FILTERS, rating: 2 })).toBe(true);
  });
});
