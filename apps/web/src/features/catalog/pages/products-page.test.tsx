import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createProduct,
  mockApi,
  productList,
  renderPage,
  serverError,
  urlQuery,
} from '../../../test/mock-api';
import { ProductsPage } from './products-page';

const products = [
  createProduct({ name: 'Galaxy S25' }),
  createProduct({ name: 'iPhone 15', brand: 'Apple' }),
];

function renderProducts(
  path: string,
  reply: { status?: number; body: unknown } = { body: productList(products) },
) {
  const api = mockApi({ '/api/product': reply });
  return { ...renderPage(<ProductsPage />, path), api };
}

const productQuery = (api: ReturnType<typeof mockApi>) => api.lastQuery('/api/product');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProductsPage', () => {
  it.each([
    ['/products?type=all', 'All', {}],
    ['/products?type=new', 'New', { isNew: 'true' }],
    ['/products?type=used', 'Used', { used: 'true' }],
  ])('asks %s for the right products', async (path, tile, extra) => {
    const { api } = renderProducts(path);
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${tile}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(productQuery(api)).toEqual({ page: '1', limit: '24', ...extra });
  });

  it('treats a missing or unknown type as all products', async () => {
    const { api } = renderProducts('/products?type=refurbished&category=Toasters');
    await screen.findByText('2 products found');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(productQuery(api)).toEqual({ page: '1', limit: '24' });
  });

  it('switches between new and used with the type tiles', async () => {
    const user = userEvent.setup();
    const { router, api } = renderProducts('/products?type=all');
    await screen.findByText('2 products found');

    await user.click(screen.getByRole('button', { name: /^Used/ }));
    expect(urlQuery(router)).toEqual({ type: 'used' });
    await waitFor(() => expect(productQuery(api)).toEqual({ used: 'true', page: '1', limit: '24' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Used products' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^New/ }));
    await waitFor(() => expect(productQuery(api)).toEqual({ isNew: 'true', page: '1', limit: '24' }));
  });

  it('toggles a category tile on and off', async () => {
    const user = userEvent.setup();
    const { router, api } = renderProducts('/products?type=new');
    const categories = await screen.findByRole('list', { name: 'Category' });
    expect(within(categories).getAllByRole('button')).toHaveLength(6);

    await user.click(within(categories).getByRole('button', { name: 'Laptops' }));
    expect(urlQuery(router)).toEqual({ type: 'new', category: 'Laptop' });
    await waitFor(() => expect(productQuery(api)?.category).toBe('Laptop'));
    expect(within(categories).getByRole('button', { name: 'Laptops' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(categories).getByRole('button', { name: 'Laptops' }));
    expect(urlQuery(router)).toEqual({ type: 'new' });
    await waitFor(() => expect(productQuery(api)?.category).toBeUndefined());
  });

  it('clears the type and category together, and Back brings them back', async () => {
    const user = userEvent.setup();
    const { router } = renderProducts('/products?type=used&category=Audio');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(urlQuery(router)).toEqual({ type: 'all' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Audio' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Used/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an empty list when the products fail to load, with a way to try again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderProducts('/products?type=all', serverError);
    expect(await screen.findByText('We could not load the products just now.')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();

    const before = api.queriesTo('/api/product').length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.queriesTo('/api/product').length).toBe(before + 1));
  });

  it('says when a filter leaves nothing to show', async () => {
    renderProducts('/products?type=used&category=Tablet', { body: productList([]) });
    expect(await screen.findByRole('heading', { name: 'No products here yet' })).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
  });
});
