import { describe, expect, it } from 'vitest';
import {
  filtersFromCategoryEvent,
  filtersFromSearchEvent,
  isSearchActive,
  parseSearchFilters,
  searchFiltersCodec,
  searchProductQuery,
} from './use-search-filters';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe('parseSearchFilters', () => {
  it('reads every search parameter', () => {
    expect(
      parse(
        'q=iphone&category=Tablet&brand=Apple&productType=Student&sort=name-desc&priceMin=100&priceMax=900',
      ),
    ).toEqual({
      q: 'iphone',
      category: 'Tablet',
      brand: 'Apple',
      productType: 'Student',
      sort: 'name-desc',
      priceMin: 100,
      priceMax: 900,
    });
  });

  it('drops a category search does not cover and a sort of another page', () => {
    expect(parse('category=Gaming&sort=price-low')).toEqual(parse(''));
  });
});

describe('searchFiltersCodec', () => {
  it('leaves the default sort out of the URL: best match with words, newest without', () => {
    expect(searchFiltersCodec.serialize({ q: 'tv', sort: 'relevance' })).toEqual({
      q: 'tv',
      sort: undefined,
    });
    expect(searchFiltersCodec.serialize({ q: 'tv', sort: 'newest' })).toEqual({ q: 'tv', sort: 'newest' });
    expect(searchFiltersCodec.serialize({ category: 'Audio', sort: 'newest' })).toEqual({
      category: 'Audio',
      sort: undefined,
    });
    expect(searchFiltersCodec.serialize({ q: 'tv', sort: 'price-asc' })).toEqual({
      q: 'tv',
      sort: 'price-asc',
    });
  });
});

describe('isSearchActive', () => {
  it('shows results for a text, a category, a product type or a brand, and the landing otherwise', () => {
    expect(isSearchActive({ q: 'tv' })).toBe(true);
    expect(isSearchActive({ category: 'Audio' })).toBe(true);
    expect(isSearchActive({ productType: 'Cable' })).toBe(true);
    expect(isSearchActive({ brand: 'Sony' })).toBe(true);
    expect(isSearchActive({ sort: 'price-asc', priceMin: 10, priceMax: 20 })).toBe(false);
  });
});

describe('searchProductQuery', () => {
  it('asks for the best match when there are words, the newest first otherwise', () => {
    expect(searchProductQuery({ q: 'tv' }, 2, 24)).toMatchObject({
      q: 'tv',
      sort: 'relevance',
      page: 2,
      limit: 24,
    });
    expect(searchProductQuery({ category: 'Audio' }, 1, 24)).toMatchObject({ sort: 'newest' });
    // Best match means nothing without words: such a URL lists the newest.
    expect(searchProductQuery({ category: 'Audio', sort: 'relevance' }, 1, 24)).toMatchObject({
      sort: 'newest',
    });
  });
});

describe('search events', () => {
  it('reads searchQueryChanged details', () => {
    expect(filtersFromSearchEvent({ type: 'category', value: 'Laptop' })).toEqual({ category: 'Laptop' });
    expect(filtersFromSearchEvent({ type: 'search', value: ' buds ' })).toEqual({ q: 'buds' });
    expect(filtersFromSearchEvent({ type: 'search', value: '   ' })).toEqual({});
    expect(filtersFromSearchEvent({ type: 'clear' })).toEqual({});
  });

  it('ignores searchQueryChanged details it cannot use', () => {
    expect(filtersFromSearchEvent({ type: 'category', value: 'Gaming' })).toBeNull();
    expect(filtersFromSearchEvent({ type: 'other', value: 'x' })).toBeNull();
    expect(filtersFromSearchEvent('Laptop')).toBeNull();
    expect(filtersFromSearchEvent(undefined)).toBeNull();
  });

  it('reads categoryChanged as an object or a plain category', () => {
    expect(filtersFromCategoryEvent({ category: 'Wearables' })).toEqual({ category: 'Wearables' });
    expect(filtersFromCategoryEvent('Mobile')).toEqual({ category: 'Mobile' });
    expect(filtersFromCategoryEvent({ category: 'Fridges' })).toBeNull();
    expect(filtersFromCategoryEvent(null)).toBeNull();
  });
});
