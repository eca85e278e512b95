import { describe, expect, it } from 'vitest';
import {
  categoryFiltersCodec,
  categoryProductQuery,
  hasCategoryFilters,
  parseCategoryFilters,
} from './use-category-filters';

describe('parseCategoryFilters', () => {
  it('accepts only the type ids of the page it is on', () => {
    expect(parseCategoryFilters('Mobile', new URLSearchParams('productType=Tablet')).productType).toBe(
      'Tablet',
    );
    expect(parseCategoryFilters('Audio', new URLSearchParams('productType=InEar')).productType).toBe('InEar');
    expect(
      parseCategoryFilters('Audio', new URLSearchParams('productType=Student')).productType,
    ).toBeUndefined();
  });

  it('keeps only the category sorts and pages after the first', () => {
    const filters = parseCategoryFilters('Laptop', new URLSearchParams('sort=most-selling&page=1'));
    expect(filters.sort).toBeUndefined();
    expect(filters.page).toBeUndefined();
    expect(parseCategoryFilters('Laptop', new URLSearchParams('sort=oldest&page=4'))).toMatchObject({
      sort: 'oldest',
      page: 4,
    });
  });
});

describe('categoryFiltersCodec', () => {
  it('leaves the default sort and the first page out of the URL', () => {
    expect(categoryFiltersCodec('Laptop').serialize({ sort: 'newest', page: 1, brand: 'Dell' })).toEqual({
      brand: 'Dell',
      sort: undefined,
      page: undefined,
    });
  });
});

describe('hasCategoryFilters', () => {
  it('counts what narrows the list, not the sort or the page', () => {
    expect(hasCategoryFilters({ sort: 'oldest', page: 3 })).toBe(false);
    expect(hasCategoryFilters({ discount: 'no' })).toBe(true);
  });
});

describe('categoryProductQuery', () => {
  it('always names the page’s category and a sort', () => {
    expect(categoryProductQuery('Gaming', { productType: 'Skin' })).toEqual({
      category: 'Gaming',
      productType: 'Skin',
      sort: 'newest',
      page: 1,
      limit: 24,
      search: undefined,
      brand: undefined,
      discount: undefined,
      priceMin: undefined,
      priceMax: undefined,
    });
  });
});
