import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './product-list-query.js';

const parse = (query: Record<string, unknown>) => productListQuerySchema.safeParse(query);
const failingParam = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? undefined : result.error.issues[0]?.path[0];
};

describe('productListQuerySchema', () => {
  it('defaults to the first page of 24', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
  });

  it('parses a full query string', () => {
    expect(
      productListQuerySchema.parse({
        category: 'Laptop',
        brand: 'Dell',
        productType: 'Gaming',
        priceMin: '1000',
        priceMax: '25000.50',
        rating: '3',
        inStock: 'in',
        discount: 'yes',
        used: 'false',
        isNew: 'true',
        exclusive: 'false',
        q: '  xps  ',
        search: 'xps 13',
        asTyped: 'true',
        sort: 'price-high',
        page: '3',
        limit: '48',
      }),
    ).toEqual({
      category: 'Laptop',
      brand: ['Dell'],
      productType: 'Gaming',
      priceMin: 1000,
      priceMax: 25000.5,
      rating: 3,
      inStock: 'in',
      discount: 'yes',
      used: false,
      isNew: true,
      exclusive: false,
      q: 'xps',
      search: 'xps 13',
      asTyped: true,
      sort: 'price-high',
      page: 3,
      limit: 48,
    });
  });

  it('splits a comma-separated or repeated brand into a list', () => {
    expect(productListQuerySchema.parse({ brand: 'Apple, Samsung,,Sony' }).brand).toEqual([
      'Apple',
      'Samsung',
      'Sony',
    ]);
    expect(productListQuerySchema.parse({ brand: ['Apple', 'Dell,Lenovo'] }).brand).toEqual([
      'Apple',
      'Dell',
      'Lenovo',
    ]);
  });

  it('treats empty values as not set', () => {
    expect(productListQuerySchema.parse({ brand: '', priceMin: '', q: '   ', sort: '', page: '' })).toEqual({
      page: 1,
      limit: 24,
    });
    expect(productListQuerySchema.parse({ brand: ' , ' }).brand).toBeUndefined();
  });

  it('accepts every category page type id and every search category', () => {
    for (const productType of ['Student', 'SmartBand', 'InEar', 'Skin', 'Tablet', 'PowerBank', 'Gaming']) {
      expect(parse({ productType }).success).toBe(true);
    }
    for (const category of ['Mobile', 'Tablet', 'Accessories', 'Gaming'])
      expect(parse({ category }).success).toBe(true);
  });

  it('accepts every sort of every page', () => {
    for (const sort of ['most-selling', 'price-asc', 'oldest', 'price-low', 'discount', 'name']) {
      expect(parse({ sort }).success).toBe(true);
    }
  });

  it('accepts numbers and booleans built in code as well as text', () => {
    expect(productListQuerySchema.parse({ priceMin: 10, page: 2, used: true })).toMatchObject({
      priceMin: 10,
      page: 2,
      used: true,
    });
  });

  it('fails on a price that is not a number, naming the parameter', () => {
    expect(failingParam({ priceMin: 'abc' })).toBe('priceMin');
    expect(failingParam({ priceMax: '-5' })).toBe('priceMax');
    expect(failingParam({ priceMax: '1e3' })).toBe('priceMax');
  });

  it('fails on a rating outside 1 to 4', () => {
    expect(failingParam({ rating: '0' })).toBe('rating');
    expect(failingParam({ rating: '5' })).toBe('rating');
    expect(failingParam({ rating: '2.5' })).toBe('rating');
  });

  it('fails on a page below 1 and a limit above 100', () => {
    expect(failingParam({ page: '0' })).toBe('page');
    expect(failingParam({ limit: '101' })).toBe('limit');
    expect(failingParam({ limit: '0' })).toBe('limit');
    expect(parse({ limit: '100' }).success).toBe(true);
  });

  it('fails on unknown enum values rather than ignoring them', () => {
    expect(failingParam({ category: 'Toasters' })).toBe('category');
    expect(failingParam({ productType: 'Phone' })).toBe('productType');
    expect(failingParam({ sort: 'cheapest' })).toBe('sort');
    expect(failingParam({ inStock: 'yes' })).toBe('inStock');
    expect(failingParam({ discount: 'true' })).toBe('discount');
    expect(failingParam({ used: 'yes' })).toBe('used');
    expect(failingParam({ asTyped: '1' })).toBe('asTyped');
  });

  it('fails on a repeated single-valued parameter', () => {
    expect(failingParam({ sort: ['newest', 'oldest'] })).toBe('sort');
  });

  it('fails on a search longer than 100 characters', () => {
    expect(failingParam({ q: 'x'.repeat(101) })).toBe('q');
    expect(parse({ search: 'x'.repeat(100) }).success).toBe(true);
  });

  it('drops parameters it does not know, as a public read should, keeping the ones it knows', () => {
    const result = parse({ priceMn: '5', brand: 'Apple' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('priceMn');
    expect(result.data?.brand).toEqual(['Apple']);
  });
});
