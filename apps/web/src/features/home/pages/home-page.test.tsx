import type { Product } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProduct, mockApi, productList, renderPage, serverError } from '../../../test/mock-api';
import { HomePage } from './home-page';

const DAY_MS = 24 * 60 * 60 * 1000;

function setup({
  mostViewed = [],
  mostViewedFails = false,
  dealers = [],
}: {
  mostViewed?: Product[];
  mostViewedFails?: boolean;
  dealers?: unknown[];
} = {}) {
  const api = mockApi({
    '/api/product': { body: productList([createProduct({ name: 'Galaxy S24' })]) },
    '/api/analytics/most-viewed': mostViewedFails
      ? serverError
      : { body: { status: 'success', data: mostViewed, products: mostViewed } },
    '/api/dealer': { body: { status: 'success', data: { dealers } } },
  });
  const user = userEvent.setup();
  const view = renderPage(<HomePage />);
  return { ...view, api, user };
}

const productQuery = (api: ReturnType<typeof mockApi>) => api.lastQuery('/api/product');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home page: all-products filters', () => {
  it('asks for the first 8 products, newest order, when nothing is filtered', async () => {
    const { api } = setup();
    expect(await screen.findByRole('link', { name: 'Galaxy S24' })).toBeInTheDocument();
    expect(productQuery(api)).toEqual({ limit: '8' });
  });

  it('maps brands, rating, stock, discount, category, price and text to the API query', async () => {
    const { api, user } = setup();
    const panel = await screen.findByRole('region', { name: 'Filters' });

    await user.click(within(panel).getByRole('checkbox', { name: 'Samsung' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Apple' }));
    await waitFor(() => expect(productQuery(api)).toMatchObject({ brand: 'Apple,Samsung' }));

    await user.click(within(panel).getByRole('radio', { name: '3 stars & up' }));
    const stock = within(panel).getByRole('group', { name: 'Availability' });
    await user.click(within(stock).getByRole('radio', { name: 'Out of stock' }));
    const discount = within(panel).getByRole('group', { name: 'Discount' });
    await user.click(within(discount).getByRole('radio', { name: 'Discounted' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Category' }), 'Laptop');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Minimum price' }), '1500');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Maximum price' }), '20000');
    await user.type(within(panel).getByRole('searchbox', { name: 'Name or brand' }), 'pixel');

    await waitFor(() =>
      expect(productQuery(api)).toEqual({
        limit: '8',
        brand: 'Apple,Samsung',
        rating: '3',
        inStock: 'out',
        discount: 'yes',
        category: 'Laptop',
        priceMin: '1500',
        priceMax: '20000',
        search: 'pixel',
      }),
    );
  });

  it('asks for in-stock, undiscounted products and 1 star & up', async () => {
    const { api, user } = setup();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('radio', { name: '1 star & up' }));
    await user.click(
      within(within(panel).getByRole('group', { name: 'Availability' })).getByRole('radio', {
        name: 'In stock',
      }),
    );
    await user.click(
      within(within(panel).getByRole('group', { name: 'Discount' })).getByRole('radio', {
        name: 'Not discounted',
      }),
    );
    await waitFor(() =>
      expect(productQuery(api)).toEqual({ limit: '8', rating: '1', inStock: 'in', discount: 'no' }),
    );
  });

  it('sorts by price, highest first, in list mode and still shows 8', async () => {
    const { api, user } = setup();
    await screen.findByRole('link', { name: 'Galaxy S24' });
    const list = screen.getByRole('button', { name: 'List view, highest price first' });
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(productQuery(api)).toEqual({ limit: '8', sort: 'price-desc' }));
  });

  it('clears every filter with one button', async () => {
    const { api, user } = setup();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const clear = within(panel).getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();

    await user.click(within(panel).getByRole('checkbox', { name: 'Dell' }));
    await user.type(within(panel).getByRole('searchbox', { name: 'Name or brand' }), 'xps');
    await waitFor(() => expect(productQuery(api)).toEqual({ limit: '8', brand: 'Dell', search: 'xps' }));

    await user.click(clear);
    await waitFor(() => expect(productQuery(api)).toEqual({ limit: '8' }));
    expect(within(panel).getByRole('checkbox', { name: 'Dell' })).not.toBeChecked();
    expect(within(panel).getByRole('searchbox', { name: 'Name or brand' })).toHaveValue('');
  });

  it('folds the filters into a button and a sheet on a phone', async () => {
    // A phone's width: no media query for a wider screen matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { api, user } = setup();
      await screen.findByRole('link', { name: 'Galaxy S24' });
      expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const sheet = screen.getByRole('dialog', { name: 'Filter products' });
      await user.click(within(sheet).getByRole('checkbox', { name: 'Dell' }));
      await waitFor(() => expect(productQuery(api)).toEqual({ limit: '8', brand: 'Dell' }));
      await user.click(await within(sheet).findByRole('button', { name: 'Show 1 product' }));

      expect(screen.queryByRole('dialog', { name: 'Filter products' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('links to the full search', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'View all' })).toHaveAttribute('href', '/search');
  });

  it('says so when no product matches', async () => {
    mockApi({
      '/api/product': { body: productList([]) },
      '/api/analytics/most-viewed': { body: { status: 'success', data: [], products: [] } },
      '/api/dealer': { body: { status: 'success', data: { dealers: [] } } },
    });
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { name: 'No products match your filters' }),
    ).toBeInTheDocument();
  });
});

describe('home page: most viewed', () => {
  const card = (name: string) => screen.getByRole('article', { name });
  const badgeOf = (name: string) => within(card(name)).queryByTestId('home-badge');

  it('gives each card its badge in priority order: explicit, exclusive, best seller, popular', async () => {
    setup({
      mostViewed: [
        createProduct({ name: 'Labelled', badge: 'Ramadan pick', isExclusive: true, views: 90 }),
        createProduct({ name: 'Exclusive', isExclusive: true, views: 90 }),
        createProduct({ name: 'Best seller', views: 21, priceAfterDiscount: 500 }),
        createProduct({ name: 'Popular', views: 11, priceAfterDiscount: 500 }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Most viewed' });
    await within(region).findByRole('article', { name: 'Labelled' });

    expect(badgeOf('Labelled')).toHaveTextContent('Ramadan pick');
    // The card itself carries EXCLUSIVE; no lower-priority badge is added.
    expect(badgeOf('Exclusive')).toBeNull();
    expect(within(card('Exclusive')).getByText('EXCLUSIVE')).toBeInTheDocument();
    expect(badgeOf('Best seller')).toHaveTextContent('Best seller');
    expect(badgeOf('Popular')).toHaveTextContent('Popular');
  });

  it('falls back to big discount, then new arrival, and shows only 4', async () => {
    const now = Date.now();
    setup({
      mostViewed: [
        createProduct({ name: 'Big discount', views: 10, price: 1000, priceAfterDiscount: 850 }),
        createProduct({ name: 'Small discount', views: 3, price: 1000, priceAfterDiscount: 950 }),
        createProduct({ name: 'Just added', createdAt: new Date(now - 2 * DAY_MS).toISOString() }),
        createProduct({
          name: 'Flagged new',
          isNew: true,
          createdAt: new Date(now - 60 * DAY_MS).toISOString(),
        }),
        createProduct({ name: 'Fifth' }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Most viewed' });
    await within(region).findByRole('article', { name: 'Big discount' });

    expect(within(region).getAllByRole('article')).toHaveLength(4);
    expect(badgeOf('Big discount')).toHaveTextContent('Big discount');
    expect(badgeOf('Small discount')).toBeNull();
    expect(badgeOf('Just added')).toHaveTextContent('New arrival');
    expect(badgeOf('Flagged new')).toHaveTextContent('New arrival');
  });

  it('shows "Failed to load products" and no cards when the call fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, api } = setup({ mostViewedFails: true });
    const region = await screen.findByRole('region', { name: 'Most viewed' });
    expect(await within(region).findByText('Failed to load products')).toBeInTheDocument();
    expect(within(region).queryAllByRole('article')).toHaveLength(0);

    const before = api.requests.filter((url) => url.pathname === '/api/analytics/most-viewed').length;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.filter((url) => url.pathname === '/api/analytics/most-viewed')).toHaveLength(
        before + 1,
      ),
    );
  });
});

describe('home page: hero', () => {
  it('moves focus to the all-products section on "Shop now"', async () => {
    const { user } = setup();
    const section = await screen.findByRole('region', { name: 'All products' });
    await user.click(screen.getByRole('button', { name: 'Shop now' }));
    expect(section).toHaveFocus();
  });

  it('links "View offers" to the offers page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'View offers' })).toHaveAttribute('href', '/offers');
  });

  it('draws 180 stars, hidden from assistive technology', () => {
    const { container } = setup();
    const sky = container.querySelector('[data-stars]');
    expect(sky).toHaveAttribute('data-stars', '180');
    expect(sky).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('home page: category tiles', () => {
  it('links the six category pages under their names', () => {
    setup();
    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/category/Mobile',
      '/category/Laptop',
      '/category/Accessories',
      '/category/Wearables',
      '/category/Audio',
      '/category/Gaming',
    ]);
    expect(within(tiles).getByRole('link', { name: /Mobiles & Tablets/ })).toBeInTheDocument();
  });
});
