import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/http-client';
import { fetchProducts, fetchRelatedProducts, fetchSuggestions, productKeys } from './api';
import { toCardProduct } from './card-product';
import { createProduct, failure, mockApi, success } from './testing/product-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalog API', () => {
  it('sends the list filters as URL parameters and reads the paging fields', async () => {
    const products = [createProduct(), createProduct()];
    const { requests } = mockApi(() =>
      success(products, { results: 2, page: 2, totalPages: 3, total: 50, hasNextPage: true }),
    );
    const list = await fetchProducts({ category: 'Laptop', brand: ['Apple', 'Dell'], priceMin: 0, q: '' });
    // An answer without totalExact comes from a server that always counts exactly.
    expect(list).toEqual({
      products: products.map(toCardProduct),
      total: 50,
      totalExact: true,
      didYouMean: undefined,
      page: 2,
      totalPages: 3,
      hasNextPage: true,
    });
    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/product');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'Laptop',
      brand: 'Apple,Dell',
      priceMin: '0',
    });
  });

  it('reads a bounded count and a Did you mean', async () => {
    mockApi(() =>
      success([], {
        results: 0,
        page: 1,
        totalPages: 42,
        total: 1000,
        totalExact: false,
        hasNextPage: true,
        didYouMean: 'samsung',
      }),
    );
    const list = await fetchProducts({ q: 'samsng' });
    expect(list).toMatchObject({ total: 1000, totalExact: false, didYouMean: 'samsung' });
  });

  it('gives the same cache key to queries that differ only by unset filters', () => {
    expect(productKeys.list({ brand: undefined, q: '', sort: 'newest' })).toEqual(
      productKeys.list({ sort: 'newest' }),
    );
  });

  it('answers an empty related list, silently, when the call fails', async () => {
    mockApi(() => failure(500, 'INTERNAL_ERROR', 'Boom'));
    await expect(fetchRelatedProducts('p1')).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(fetchRelatedProducts('p1')).resolves.toEqual([]);
  });

  it('keeps at most 4 brands and 6 products, and only real categories, in suggestions', async () => {
    const products = Array.from({ length: 8 }, () => createProduct());
    mockApi(() =>
      success({ brands: ['A', 'B', 'C', 'D', 'E'], products, categories: ['Laptop', 'Toasters'] }),
    );
    const suggestions = await fetchSuggestions(' lap ');
    expect(suggestions.brands).toEqual(['A', 'B', 'C', 'D']);
    expect(suggestions.products).toHaveLength(6);
    expect(suggestions.categories).toEqual(['Laptop']);
  });

  it('lets a network failure through to the page for the list', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(fetchProducts({})).rejects.toBeInstanceOf(NetworkError);
  });
});
