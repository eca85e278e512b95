import type { Product } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProduct, mockApi, productList, renderPage, serverError } from '../../../test/mock-api';
import { OffersPage } from './offers-page';

const phone = createProduct({
  _id: 'phone',
  name: 'Phone 10%',
  category: 'Mobile',
  price: 1000,
  priceAfterDiscount: 900,
});
const tablet = createProduct({
  _id: 'tablet',
  name: 'Tablet 30%',
  category: 'Tablet',
  price: 1000,
  priceAfterDiscount: 700,
});
const laptop = createProduct({
  _id: 'laptop',
  name: 'Laptop 25%',
  category: 'Laptop',
  price: 30_000,
  discount: 0.25,
});
const exclusive = createProduct({
  _id: 'excl',
  name: 'Exclusive watch',
  category: 'Wearables',
  isExclusive: true,
  price: 500,
});

function setup({
  discounted = [phone, tablet, laptop],
  exclusives = [tablet, exclusive],
}: {
  discounted?: Product[];
  exclusives?: Product[];
} = {}) {
  const api = mockApi({
    '/api/product': { body: productList(discounted) },
    '/api/analytics/top-exclusive': { body: { status: 'success', data: exclusives, products: exclusives } },
  });
  const user = userEvent.setup();
  return { ...renderPage(<OffersPage />, '/offers'), api, user };
}

const cardNames = () =>
  screen.getAllByTestId('offer-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offers page', () => {
  it('shows 8 skeleton cards under its header while loading', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Exclusive Offers' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading offers...');
    expect(status.children).toHaveLength(9); // the label and 8 cards
  });

  it('asks for the discounted products and the exclusives, and lists each offer once', async () => {
    const { api } = setup();
    await screen.findAllByTestId('offer-card');
    expect(api.lastQuery('/api/product')).toEqual({ discount: 'yes', limit: '100', sort: 'discount' });
    expect(api.lastQuery('/api/analytics/top-exclusive')).toEqual({ limit: '100' });
    expect(screen.getAllByTestId('offer-card')).toHaveLength(4);
    expect(screen.getByText('4 offers')).toBeInTheDocument();
  });

  it('sorts by highest discount by default, and by price or name on request', async () => {
    const { user } = setup();
    await screen.findAllByTestId('offer-card');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('discount');
    expect(cardNames()).toEqual(['Tablet 30%', 'Laptop 25%', 'Phone 10%', 'Exclusive watch']);

    await user.selectOptions(sort, 'price-low');
    expect(cardNames()).toEqual(['Exclusive watch', 'Tablet 30%', 'Phone 10%', 'Laptop 25%']);
    await user.selectOptions(sort, 'price-high');
    expect(cardNames()).toEqual(['Laptop 25%', 'Phone 10%', 'Tablet 30%', 'Exclusive watch']);
    await user.selectOptions(sort, 'name');
    expect(cardNames()).toEqual(['Exclusive watch', 'Laptop 25%', 'Phone 10%', 'Tablet 30%']);
  });

  it('counts the offers of each category and filters by one', async () => {
    const { user } = setup();
    await screen.findAllByTestId('offer-card');
    const filters = screen.getByRole('group', { name: 'Filter offers by category' });
    const count = (name: RegExp) =>
      within(within(filters).getByRole('button', { name })).getByTestId('offers-count');
    expect(count(/^All/)).toHaveTextContent('4');
    expect(count(/^Mobiles & Tablets/)).toHaveTextContent('2');
    expect(count(/^Laptops/)).toHaveTextContent('1');
    expect(count(/^Wearables/)).toHaveTextContent('1');
    expect(count(/^Audio/)).toHaveTextContent('0');

    const mobiles = within(filters).getByRole('button', { name: /^Mobiles & Tablets/ });
    await user.click(mobiles);
    expect(mobiles).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Tablet 30%', 'Phone 10%']);
    expect(screen.getByText('2 offers')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: /^Audio/ }));
    expect(screen.getByRole('heading', { name: 'No offers found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later')).toBeInTheDocument();
  });

  it('says "No offers found" when there are none at all', async () => {
    setup({ discounted: [], exclusives: [] });
    expect(await screen.findByRole('heading', { name: 'No offers found' })).toBeInTheDocument();
    expect(screen.getByText('0 offers')).toBeInTheDocument();
  });

  it('says the offers could not be loaded, and loads them on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      '/api/product': () => (fail ? serverError : { body: productList([phone]) }),
      '/api/analytics/top-exclusive': { body: { status: 'success', data: [], products: [] } },
    });
    const user = userEvent.setup();
    renderPage(<OffersPage />, '/offers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load offers from the server.');
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames()).toEqual(['Phone 10%']));
  });

  it('draws 24 offers at first and 24 more on each request, starting over when the sort changes', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      createProduct({
        _id: `p${i}`,
        name: `Deal ${i}`,
        category: 'Audio',
        price: 1000,
        priceAfterDiscount: 900 - i,
      }),
    );
    const { user } = setup({ discounted: many, exclusives: [] });
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 50 offers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more offers' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(48));
    await user.click(screen.getByRole('button', { name: 'Show more offers' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(50));
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(24));
  });
});
