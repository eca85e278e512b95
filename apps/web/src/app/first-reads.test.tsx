import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProduct, dealerList, mockApi, productList } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { firstReadsFor } from './first-reads';

const product = createProduct({ _id: 'p-1', image: '/media/products/main.svg' });

function serveCatalog() {
  return mockApi({
    '/api/product': { body: productList([product]) },
    '/api/product/p-1': { body: { status: 'success', data: product } },
    '/api/product/p-1/related': { body: { status: 'success', data: [] } },
    '/api/dealer': { body: dealerList(['Samsung']) },
    '/api/analytics/top-exclusive': { body: { status: 'success', data: [] } },
  });
}

const asked = (api: ReturnType<typeof mockApi>) => api.requests.map((url) => `${url.pathname}${url.search}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('firstReadsFor', () => {
  // The preloader's addresses must be the ones the pages ask for, or its reads are wasted.
  it.each([
    ['/search', '?q=samsung galaxy'],
    ['/search', '?q=%D8%A7%D9%8A%D9%81%D9%88%D9%86'],
    ['/category/Mobile', ''],
    ['/category/Audio', ''],
    ['/product/p-1', ''],
    ['/offers', ''],
    ['/offers', '?category=Laptop&sort=price-asc'],
  ])('starts the reads %s%s asks for first', async (pathname, search) => {
    const api = serveCatalog();
    const reads = firstReadsFor(pathname, search);
    expect(reads.length).toBeGreaterThan(0);
    renderApp(`${pathname}${search}`);
    await waitFor(() => expect(asked(api)).toEqual(expect.arrayContaining(reads.map((read) => read.url))));
  });

  it('names the pictures a listing or a product page loads at once', () => {
    const [listing] = firstReadsFor('/category/Mobile', '');
    const more = Array.from({ length: 5 }, (_, index) =>
      createProduct({ image: `/media/products/${index}.svg` }),
    );
    expect(listing?.pictures?.([product, ...more])).toEqual([
      '/media/products/main.svg',
      '/media/products/0.svg',
      '/media/products/1.svg',
    ]);
    expect(listing?.pictures?.([])).toEqual([]);
    const [detail] = firstReadsFor('/product/p-1', '');
    expect(detail?.pictures?.(product)).toEqual(['/media/products/main.svg']);
  });

  it.each([
    ['/search', ''],
    ['/search', '?q=%20%20'],
    ['/search', '?q=tv&sort=price-asc'],
    ['/category/Mobile', '?brand=Apple'],
    ['/category/Toasters', ''],
    ['/', ''],
    ['/cart', ''],
  ])('starts nothing for %s%s, whose reads depend on more than a plain address', (pathname, search) => {
    expect(firstReadsFor(pathname, search)).toEqual([]);
  });
});
