import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { stubMatchMedia } from '../../../test/match-media';
import {
  createProduct,
  dealerList,
  mockApi,
  productList,
  renderRoutes,
  serverError,
  urlQuery,
} from '../../../test/mock-api';
import { CategoryPage, loader } from './category-page';

const laptops = [
  createProduct({ name: 'Dell XPS 13', brand: 'Dell', category: 'Laptop', productType: 'Laptop' }),
  createProduct({ name: 'Lenovo Legion 5', brand: 'Lenovo', category: 'Laptop', productType: 'Laptop' }),
];

// The page as the router mounts it: the loader answers unknown categories with a 404.
const categoryRoutes = [
  {
    path: '/category/:category',
    loader,
    Component: CategoryPage,
    HydrateFallback: NoFallback,
  },
];

function NoFallback() {
  return null;
}

function renderCategory(path: string, products = productList(laptops)) {
  const api = mockApi({
    '/api/product': { body: products },
    '/api/dealer': { body: dealerList(['Dell', 'Lenovo', 'Apple']) },
  });
  const view = renderRoutes(categoryRoutes, path);
  return { ...view, api };
}

const productQuery = (api: ReturnType<typeof mockApi>) => api.lastQuery('/api/product');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CategoryPage', () => {
  it("counts each brand and type of the results, and lists the results' brands, not every dealer", async () => {
    const api = mockApi({
      '/api/product': { body: productList(laptops) },
      '/api/dealer': { body: dealerList(['Dell', 'Lenovo', 'Apple']) },
      '/api/product/facets': {
        body: {
          status: 'success',
          data: {
            brands: [
              { name: 'Lenovo', count: 7 },
              { name: 'Dell', count: 3 },
            ],
            types: [{ id: 'Gaming', count: 6 }],
            specs: [],
            counted: 10,
            exact: true,
          },
        },
      },
    });
    renderRoutes(categoryRoutes, '/category/Laptop?discount=yes&sort=price-low&page=2');
    const brand = await screen.findByRole('combobox', { name: 'Brand' });
    await waitFor(() =>
      expect(
        within(brand)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All brands', 'Lenovo (7)', 'Dell (3)']),
    );
    const types = screen.getByRole('list', { name: 'Product type' });
    expect(within(types).getByRole('button', { name: 'Gaming (6)' })).toBeInTheDocument();
    expect(within(types).getByRole('button', { name: 'Student (0)' })).toBeInTheDocument();
    // Counted over the listing's filters, whatever its order and page.
    expect(api.lastQuery('/api/product/facets')).toEqual({ category: 'Laptop', discount: 'yes' });
  });

  it('shows the brands without numbers when the results were too many to count, and every dealer without facets', async () => {
    mockApi({
      '/api/product': { body: productList(laptops) },
      '/api/dealer': { body: dealerList(['Dell', 'Lenovo', 'Apple']) },
      '/api/product/facets': {
        body: {
          status: 'success',
          data: {
            brands: [{ name: 'Dell', count: 20000 }],
            types: [],
            specs: [{ key: 'ram', value: '16', count: 20000 }],
            counted: 20000,
            exact: false,
          },
        },
      },
    });
    renderRoutes(categoryRoutes, '/category/Laptop');
    const brand = await screen.findByRole('combobox', { name: 'Brand' });
    await waitFor(() =>
      expect(
        within(brand)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All brands', 'Dell']),
    );
    expect(screen.getByRole('button', { name: 'Gaming' })).toBeInTheDocument();
  });

  it("offers the category's specification filters with their counts, and a checked value filters the list", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/product': { body: productList(laptops) },
      '/api/dealer': { body: dealerList(['Dell', 'Lenovo']) },
      '/api/product/facets': {
        body: {
          status: 'success',
          data: {
            brands: [{ name: 'Dell', count: 10 }],
            types: [],
            specs: [
              { key: 'processor', value: 'intel-core-ultra', count: 4 },
              { key: 'ram', value: '16', count: 6 },
              { key: 'ram', value: '32', count: 4 },
              { key: 'storage', value: '1024', count: 3 },
              { key: 'screen', value: '14-15', count: 7 },
            ],
            counted: 10,
            exact: true,
          },
        },
      },
    });
    const { router } = renderRoutes(categoryRoutes, '/category/Laptop?spec=storage:1024,connection:wired');
    const ram = await screen.findByRole('group', { name: 'RAM' });
    expect(
      within(ram)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['16 GB (6)', '32 GB (4)']);
    expect(screen.getByRole('checkbox', { name: 'Intel Core Ultra (4)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1 TB (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '14″ to 15″ (7)' })).toBeInTheDocument();
    // The URL's laptop filter is sent; an audio filter means nothing here and is dropped.
    expect(api.lastQuery('/api/product')?.spec).toBe('storage:1024');

    await user.click(within(ram).getByRole('checkbox', { name: '16 GB (6)' }));
    expect(urlQuery(router)).toEqual({ spec: 'storage:1024,ram:16' });
    await waitFor(() => expect(api.lastQuery('/api/product')?.spec).toBe('storage:1024,ram:16'));
    expect(api.lastQuery('/api/product/facets')?.spec).toBe('storage:1024,ram:16');
  });

  it('names the specification filters and their values in Arabic', async () => {
    await i18n.changeLanguage('ar');
    mockApi({
      '/api/product': { body: productList(laptops) },
      '/api/dealer': { body: dealerList(['Dell']) },
      '/api/product/facets': {
        body: {
          status: 'success',
          data: {
            brands: [],
            types: [],
            specs: [
              { key: 'ram', value: '16', count: 6 },
              { key: 'screen', value: '16+', count: 2 },
            ],
            counted: 8,
            exact: true,
          },
        },
      },
    });
    renderRoutes(categoryRoutes, '/category/Laptop');
    const ram = await screen.findByRole('group', { name: 'الذاكرة العشوائية (RAM)' });
    expect(within(ram).getByRole('checkbox', { name: '16 جيجابايت (6)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '16 بوصة فأكثر (2)' })).toBeInTheDocument();
  });

  it('shows the header and asks for the whole category, newest first', async () => {
    const { api } = renderCategory('/category/Mobile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeInTheDocument();
    expect(screen.getByText('Smartphones and tablets from the brands you trust.')).toBeInTheDocument();
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(productQuery(api)).toEqual({ category: 'Mobile', sort: 'newest', page: '1', limit: '24' });
  });

  it('sends every filter of the URL to the API under its own name', async () => {
    const { api } = renderCategory(
      '/category/Laptop?productType=Gaming&discount=yes&priceMin=10000&priceMax=50000.5&brand=Dell&sort=price-low&search=xps&page=2',
    );
    await screen.findByText('2 products found');
    expect(productQuery(api)).toEqual({
      category: 'Laptop',
      productType: 'Gaming',
      discount: 'yes',
      priceMin: '10000',
      priceMax: '50000.5',
      brand: 'Dell',
      sort: 'price-low',
      search: 'xps',
      page: '2',
      limit: '24',
    });
  });

  it('drops URL values the API would refuse instead of sending them', async () => {
    const { api } = renderCategory(
      '/category/Laptop?productType=SmartWatch&discount=maybe&priceMin=-5&priceMax=cheap&sort=price-asc&page=0&search=',
    );
    await screen.findByText('2 products found');
    expect(productQuery(api)).toEqual({ category: 'Laptop', sort: 'newest', page: '1', limit: '24' });
  });

  it('shows the filters of the URL in the controls', async () => {
    renderCategory(
      '/category/Laptop?productType=X360&discount=no&priceMin=500&brand=Dell&sort=name-desc&search=hp',
    );
    expect(await screen.findByRole('option', { name: 'Dell' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'x360' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Dell');
    expect(screen.getByRole('radio', { name: 'Without discount' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(500);
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(null);
    expect(screen.getByRole('searchbox', { name: 'Search in Laptops' })).toHaveValue('hp');
  });

  it('offers the page’s own type chips, and a chip filters by that type', async () => {
    const user = userEvent.setup();
    const { router, api } = renderCategory('/category/Laptop');
    const types = await screen.findByRole('list', { name: 'Product type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All types', 'Student', 'Professional', 'Gaming', 'x360', 'Business', 'MacBook']);

    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    expect(urlQuery(router)).toEqual({ productType: 'Gaming' });
    await waitFor(() => expect(productQuery(api)?.productType).toBe('Gaming'));

    // The route's loader reads the new filters before the page shows them.
    await user.click(await screen.findByRole('link', { name: 'Clear type' }));
    expect(urlQuery(router)).toEqual({});
    await waitFor(() => expect(productQuery(api)?.productType).toBeUndefined());
  });

  it('writes sort, brand, discount and price to the URL and the API query, starting again from page 1', async () => {
    const user = userEvent.setup();
    const { router, api } = renderCategory('/category/Laptop?page=3');
    await screen.findByRole('option', { name: 'Lenovo' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-high');
    expect(urlQuery(router)).toEqual({ sort: 'price-high' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Lenovo');
    await user.click(screen.getByRole('radio', { name: 'Discounted only' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '2000');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum price' }), '30000{Enter}');

    expect(urlQuery(router)).toEqual({
      sort: 'price-high',
      brand: 'Lenovo',
      discount: 'yes',
      priceMin: '2000',
      priceMax: '30000',
    });
    await waitFor(() =>
      expect(productQuery(api)).toEqual({
        category: 'Laptop',
        sort: 'price-high',
        brand: 'Lenovo',
        discount: 'yes',
        priceMin: '2000',
        priceMax: '30000',
        page: '1',
        limit: '24',
      }),
    );
  });

  it('clears every filter with Clear all', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory(
      '/category/Audio?productType=InEar&brand=Sony&discount=yes&sort=oldest',
    );
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(urlQuery(router)).toEqual({});
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('radio', { name: 'All products' })).toBeChecked();
  });

  it('restores the filters of an earlier URL on Back', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory('/category/Laptop?brand=Dell');
    await screen.findByRole('option', { name: 'Dell' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest'));

    await act(() => router.navigate(-1));
    expect(urlQuery(router)).toEqual({ brand: 'Dell' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'));
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Dell');
  });

  it('keeps the search field and the search parameter in step', async () => {
    const user = userEvent.setup();
    const { router, api } = renderCategory('/category/Wearables');
    const field = await screen.findByRole('searchbox', { name: 'Search in Wearables' });

    await user.type(field, 'galaxy watch');
    await waitFor(() => expect(urlQuery(router)).toEqual({ search: 'galaxy watch' }));
    await waitFor(() => expect(productQuery(api)?.search).toBe('galaxy watch'));
    expect(field).toHaveFocus();

    await act(() => router.navigate('/category/Wearables?search=fitbit'));
    expect(field).toHaveValue('fitbit');

    await user.clear(field);
    await user.type(field, 'band{Enter}');
    expect(urlQuery(router)).toEqual({ search: 'band' });
  });

  it('turns pages through the page parameter', async () => {
    const user = userEvent.setup();
    const { router, api } = renderCategory(
      '/category/Laptop',
      productList(laptops, { totalPages: 3, total: 60 }),
    );
    expect(await screen.findByText('60 products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(urlQuery(router)).toEqual({ page: '2' });
    await waitFor(() => expect(productQuery(api)?.page).toBe('2'));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory('/category/Gaming?productType=Skin', productList([]));
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No products match these filters' }).parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear all' }));
    expect(urlQuery(router)).toEqual({});
  });

  it('shows the category error with a toast when the products fail to load, and retries', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/product': serverError,
      '/api/dealer': { body: dealerList([]) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(categoryRoutes, '/category/Laptop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load this category. Please try again.');
    // The same text again in the toast, once the toast library has loaded.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load this category. Please try again.')).toHaveLength(2),
    );
    expect(screen.queryByText(/products found/)).not.toBeInTheDocument();

    const before = api.queriesTo('/api/product').length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.queriesTo('/api/product').length).toBe(before + 1));
  });

  it('speaks Arabic, with Arabic plural forms', async () => {
    await i18n.changeLanguage('ar');
    renderCategory('/category/Laptop');
    expect(await screen.findByRole('heading', { level: 1, name: 'لابتوبات' })).toBeInTheDocument();
    expect(await screen.findByText('وجدنا منتجين')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'كل الأنواع' })).toBeInTheDocument();
  });

  it('folds the filters behind a button on small screens', async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    renderCategory('/category/Laptop');
    const toggle = await screen.findByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: 'Dell' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
