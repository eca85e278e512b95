import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { adminProduct } from '../testing/admin-fixtures';
import {
  createStaff,
  fail,
  mockAdminApi,
  ok,
  paged,
  renderAdmin,
  signInAs,
} from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const galaxy = adminProduct({ _id: 'p1', name: 'Galaxy S24', quantity: 2, lowStock: true });
const iphone = adminProduct({ _id: 'p2', name: 'iPhone 16', brand: 'Apple', quantity: 40 });

function mockCatalog() {
  return mockAdminApi({
    'GET /api/admin/products': paged([galaxy, iphone], { total: 45, pages: 3 }),
    'GET /api/admin/dealers': ok([]),
    'GET /api/admin/products/p1/stock': ok([]),
    'POST /api/admin/products/p1/stock': fail(
      409,
      'STOCK_BELOW_ZERO',
      'Stock cannot go below zero: there are 2 in stock.',
    ),
    'DELETE /api/admin/products/p2': ok({ _id: 'p2' }),
  });
}

describe('products table', () => {
  it('sorts by the column header clicked, and says how it is sorted', async () => {
    signInAs(createStaff('admin'));
    const api = mockCatalog();
    const { router } = renderAdmin('/admin/products');
    await screen.findByRole('link', { name: 'Galaxy S24' });
    const user = userEvent.setup();

    const price = () => screen.getByRole('columnheader', { name: /Price/ });
    expect(price()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(price()).getByRole('button'));
    await waitFor(() => expect(price()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(price()).getByRole('button'));
    await waitFor(() => expect(price()).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toBe('?sort=price-desc');
    expect(api.calls('GET /api/admin/products').map((r) => r.query.sort)).toEqual([
      undefined,
      'price-asc',
      'price-desc',
    ]);
  });

  it('filters through the API and starts again from the first page', async () => {
    signInAs(createStaff('admin'));
    const api = mockCatalog();
    const { router } = renderAdmin('/admin/products?page=2');
    await screen.findByRole('link', { name: 'Galaxy S24' });
    expect(screen.getByText('45 products')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Low stock only'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Laptop');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'thinkpad{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /api/admin/products').at(-1)?.query).toEqual({
        lowStock: 'true',
        category: 'Laptop',
        q: 'thinkpad',
        page: '1',
        limit: '24',
      }),
    );
    expect(router.state.location.search).not.toContain('page=');
  });

  it('deletes a product only after confirming', async () => {
    signInAs(createStaff('admin'));
    const api = mockCatalog();
    renderAdmin('/admin/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete iPhone 16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(api.calls('DELETE /api/admin/products/p2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/products/p2')).toHaveLength(1));
  });

  it('shows why a stock change was refused beside the change', async () => {
    signInAs(createStaff('admin'));
    const api = mockCatalog();
    renderAdmin('/admin/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust stock of Galaxy S24' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Galaxy S24' });
    expect(await within(dialog).findByText('No changes yet.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Change (units)', { exact: false }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(await within(dialog).findByText('Enter a change other than zero.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Change (units)', { exact: false }));
    await user.type(within(dialog).getByLabelText('Change (units)', { exact: false }), '-5');
    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'Damaged in the warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(
      await within(dialog).findByText('Stock cannot go below zero: there are 2 in stock.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/products/p1/stock').map((r) => r.body)).toEqual([
      { delta: -5, reason: 'Damaged in the warehouse' },
    ]);
  });

  it('lets a moderator read the catalog without the write actions', async () => {
    signInAs(createStaff('moderator'));
    mockCatalog();
    renderAdmin('/admin/products');
    await screen.findByRole('link', { name: 'Galaxy S24' });
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete iPhone 16' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust stock of Galaxy S24' })).not.toBeInTheDocument();
  });

  it('names products in Arabic on an Arabic page, the English name kept beneath', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('admin'));
    mockAdminApi({
      'GET /api/admin/products': paged([{ ...galaxy, nameAr: 'سامسونج جالاكسي S24' }, iphone]),
      'GET /api/admin/dealers': ok([]),
    });
    renderAdmin('/admin/products');
    const link = await screen.findByRole('link', { name: 'سامسونج جالاكسي S24' });
    expect(link).toHaveAttribute('href', '/admin/products/p1');
    expect(within(link.parentElement!).getByText('Galaxy S24')).toBeInTheDocument();
    // Without an Arabic name, the English one.
    expect(screen.getByRole('link', { name: 'iPhone 16' })).toBeInTheDocument();
  });
});
