import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { oneOf, readPage, readQueryParam, toSearchParams, useUrlFilters } from './url-filters';

const params = (query: string) => new URLSearchParams(query);

describe('readQueryParam', () => {
  it('reads a parameter the way the API does', () => {
    const query = params('priceMin=1000&priceMax=2500.5&brand=Apple,%20Samsung&q=%20iphone%20&discount=yes');
    expect(readQueryParam(query, 'priceMin')).toBe(1000);
    expect(readQueryParam(query, 'priceMax')).toBe(2500.5);
    expect(readQueryParam(query, 'brand')).toEqual(['Apple', 'Samsung']);
    expect(readQueryParam(query, 'q')).toBe('iphone');
    expect(readQueryParam(query, 'discount')).toBe('yes');
  });

  it('drops what the API would answer with a 400, and what is missing or blank', () => {
    const query = params('priceMin=-1&priceMax=ten&discount=maybe&category=Toasters&productType=Fridge&q=');
    for (const name of [
      'priceMin',
      'priceMax',
      'discount',
      'category',
      'productType',
      'q',
      'sort',
    ] as const) {
      expect(readQueryParam(query, name), name).toBeUndefined();
    }
  });

  it('reads the page as a whole number from 1, else the first page', () => {
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=0'))).toBe(1);
    expect(readPage(params('page=two'))).toBe(1);
    expect(readPage(params(''))).toBe(1);
  });
});

describe('oneOf', () => {
  it('keeps only the listed values', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeUndefined();
    expect(oneOf(['a', 'b'] as const, null)).toBeUndefined();
  });
});

describe('toSearchParams', () => {
  it('leaves out empty values', () => {
    expect(toSearchParams({ q: 'tv', brand: '', priceMin: 0, sort: undefined }).toString()).toBe(
      'q=tv&priceMin=0',
    );
  });
});

type Filters = { q?: string; brand?: string };
const codec = {
  parse: (query: URLSearchParams): Filters => ({
    q: readQueryParam(query, 'q'),
    brand: readQueryParam(query, 'brand')?.join(','),
  }),
  serialize: (filters: Filters) => filters,
};

/** What the hook returned on the latest render of Probe. */
let latest: ReturnType<typeof useUrlFilters<Filters>> | undefined;
function Probe() {
  latest = useUrlFilters(codec);
  return null;
}

describe('useUrlFilters', () => {
  function renderFilters(path: string) {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return { router, current: () => latest! };
  }

  it('reads the filters from the URL, leniently', () => {
    expect(renderFilters('/search?q=%20tv%20&junk=1').current().filters).toEqual({
      q: 'tv',
      brand: undefined,
    });
  });

  it('writes new filters as a new history entry, so Back restores the old ones', async () => {
    const { router, current } = renderFilters('/search?q=tv');
    act(() => current().setFilters({ q: 'radio' }));
    expect(router.state.location.search).toBe('?q=radio');
    expect(current().filters).toEqual({ q: 'radio', brand: undefined });

    await act(() => router.navigate(-1));
    expect(current().filters).toEqual({ q: 'tv', brand: undefined });
  });

  it('replaces the history entry when asked to', () => {
    const { router, current } = renderFilters('/search?q=tv');
    act(() => current().setFilters({ q: 'tv stand' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => current().setFilters({}));
    expect(router.state.location.search).toBe('');
  });

  it('applies quick updates on top of each other, even before the page re-renders', () => {
    const { router, current } = renderFilters('/search?q=tv');
    const { setFilters } = current();
    act(() => {
      setFilters((filters) => ({ ...filters, brand: 'Sony' }));
      setFilters((filters) => ({ ...filters, q: 'radio' }));
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=radio&brand=Sony');
  });
});
