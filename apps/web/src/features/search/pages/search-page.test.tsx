import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createProduct,
  dealerList,
  mockApi,
  productList,
  renderPage,
  serverError,
  urlQuery,
} from '../../../test/mock-api';
import { CATEGORY_CHANGED, SEARCH_QUERY_CHANGED } from '../hooks/use-search-events';
import { SearchPage } from './search-page';

const phones = [
  createProduct({ name: 'iPhone 15', brand: 'Apple' }),
  createProduct({ name: 'Galaxy S25', brand: 'Samsung' }),
];

type Reply = { status?: number; body: unknown };

function renderSearch(path: string, products: Reply | ((url: URL) => Reply) = { body: productList(phones) }) {
  const api = mockApi({
    '/api/product': products,
    '/api/dealer': { body: dealerList(['Apple', 'Samsung', 'Sony']) },
  });
  return { ...renderPage(<SearchPage />, path), api };
}

const productQueries = (api: ReturnType<typeof mockApi>) => api.queriesTo('/api/product');
const lastProductQuery = (api: ReturnType<typeof mockApi>) => api.lastQuery('/api/product');
const where = (router: ReturnType<typeof renderPage>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function fire(name: string, detail: unknown) {
  act(() => {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SearchPage landing', () => {
  it('shows the six categories and the eight most popular products when nothing is asked', async () => {
    const { api } = renderSearch('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual([
      '/search?category=Mobile',
      '/search?category=Tablet',
      '/search?category=Laptop',
      '/search?category=Accessories',
      '/search?category=Wearables',
      '/search?category=Audio',
    ]);

    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(productQueries(api)).toEqual([{ sort: 'most-selling', page: '1', limit: '8' }]);
  });

  it('stays on the landing when the URL holds only a sort, a price or values it cannot use', async () => {
    const { api } = renderSearch('/search?sort=price-asc&priceMin=100&category=Gaming&productType=Toaster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(productQueries(api)).toEqual([{ sort: 'most-selling', page: '1', limit: '8' }]);
  });

  it('opens the results of a category card', async () => {
    const user = userEvent.setup();
    const { router, api } = renderSearch('/search');
    await user.click(await screen.findByRole('link', { name: /^Laptops/ }));
    expect(where(router)).toBe('/search?category=Laptop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptops' })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastProductQuery(api)).toEqual({ category: 'Laptop', sort: 'newest', page: '1', limit: '24' }),
    );
  });

  it('says so when the featured products fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSearch('/search', serverError);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
  });
});

describe('SearchPage results', () => {
  it('sends every filter of the URL to the API', async () => {
    const { api } = renderSearch(
      '/search?q=iphone&category=Mobile&brand=Apple&productType=MobileTablet&sort=price-desc&priceMin=1000&priceMax=90000',
    );
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “iphone”' })).toBeInTheDocument();
    expect(lastProductQuery(api)).toEqual({
      q: 'iphone',
      category: 'Mobile',
      brand: 'Apple',
      productType: 'MobileTablet',
      sort: 'price-desc',
      priceMin: '1000',
      priceMax: '90000',
      page: '1',
      limit: '24',
    });
  });

  it('drops URL values the API would refuse and sorts by best match by default', async () => {
    const { api } = renderSearch(
      '/search?q=phone&category=Gaming&sort=cheapest&priceMin=abc&priceMax=-1&productType=Toaster',
    );
    await screen.findByText('2 products found');
    expect(productQueries(api)).toEqual([{ q: 'phone', sort: 'relevance', page: '1', limit: '24' }]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
  });

  it('offers no best match without words, and sorts newest first then', async () => {
    const { api } = renderSearch('/search?category=Laptop&sort=relevance');
    await screen.findByText('2 products found');
    expect(lastProductQuery(api)).toMatchObject({ category: 'Laptop', sort: 'newest' });
    expect(screen.queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
  });

  it('says "1,000+" when the server stopped counting', async () => {
    renderSearch('/search?q=samsung', {
      body: { ...productList(phones, { total: 1000, totalPages: 42 }), totalExact: false },
    });
    expect(await screen.findByText('1,000+ products found')).toBeInTheDocument();
  });

  it('offers "Did you mean" as a link when nothing is found', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?q=smsng', (url) =>
      url.searchParams.get('q') === 'smsng'
        ? { body: { ...productList([]), didYouMean: 'samsung' } }
        : { body: productList(phones) },
    );
    const link = await screen.findByRole('link', { name: 'samsung' });
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/search?q=samsung');
    await user.click(link);
    expect(where(router)).toBe('/search?q=samsung');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
  });

  it('says which words it searched, and links the words as typed with the other filters kept', async () => {
    const user = userEvent.setup();
    const { router, api } = renderSearch('/search?q=samsng&brand=Samsung&sort=price-asc', (url) =>
      url.searchParams.get('asTyped') === 'true'
        ? { body: productList([]) }
        : { body: { ...productList(phones), correctedQuery: 'samsung' } },
    );
    const link = await screen.findByRole('link', { name: 'samsng' });
    expect(link.closest('p')).toHaveTextContent('Showing results for samsung. Search instead for samsng');
    expect(link).toHaveAttribute('href', '/search?q=samsng&brand=Samsung&sort=price-asc&asTyped=true');
    await user.click(link);
    expect(where(router)).toBe('/search?q=samsng&brand=Samsung&sort=price-asc&asTyped=true');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(lastProductQuery(api)).toMatchObject({ q: 'samsng', brand: 'Samsung', asTyped: 'true' });
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('shows the results of a brand suggestion', async () => {
    const { api } = renderSearch('/search?brand=Sony');
    await screen.findByText('2 products found');
    expect(lastProductQuery(api)).toEqual({ brand: 'Sony', sort: 'newest', page: '1', limit: '24' });
  });

  it('shows the filters of the URL in the controls', async () => {
    renderSearch('/search?q=x&category=Tablet&brand=Samsung&sort=name-asc&priceMax=5000');
    expect(await screen.findByRole('option', { name: 'Sony' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Tablet');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Samsung');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(5000);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('x');
  });

  it('writes the filters to the URL, and Back restores the earlier ones', async () => {
    const user = userEvent.setup();
    const { router, api } = renderSearch('/search?q=galaxy');
    await screen.findByRole('option', { name: 'Samsung' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mobile');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Samsung');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'most-selling');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));

    expect(urlQuery(router)).toEqual({
      q: 'galaxy',
      category: 'Mobile',
      brand: 'Samsung',
      sort: 'most-selling',
      priceMin: '5000',
    });
    await waitFor(() =>
      expect(lastProductQuery(api)).toEqual({
        q: 'galaxy',
        category: 'Mobile',
        brand: 'Samsung',
        sort: 'most-selling',
        priceMin: '5000',
        page: '1',
        limit: '24',
      }),
    );

    await act(() => router.navigate(-1));
    expect(urlQuery(router)).toEqual({
      q: 'galaxy',
      category: 'Mobile',
      brand: 'Samsung',
      sort: 'most-selling',
    });
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(null);
  });

  it('drops the product type when the category changes, and the type can be removed on its own', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?category=Laptop&productType=Gaming');
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Gaming' }));
    expect(urlQuery(router)).toEqual({ category: 'Laptop' });

    await act(() => router.navigate('/search?category=Laptop&productType=Student'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Audio');
    expect(urlQuery(router)).toEqual({ category: 'Audio' });
  });

  it('goes back to the categories with everything reset', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      '/search?q=iphone&category=Mobile&brand=Apple&sort=price-asc&priceMin=100',
    );
    await user.click(await screen.findByRole('button', { name: 'Back to categories' }));
    expect(where(router)).toBe('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeInTheDocument();
  });

  it('loads more results below the ones shown', async () => {
    const user = userEvent.setup();
    const more = [createProduct({ name: 'Pixel 9', brand: 'Google' })];
    const { api } = renderSearch('/search?q=phone', (url) =>
      url.searchParams.get('page') === '2'
        ? { body: productList(more, { page: 2, totalPages: 2, total: 3 }) }
        : { body: productList(phones, { page: 1, totalPages: 2, total: 3 }) },
    );
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(lastProductQuery(api)).toEqual({ q: 'phone', sort: 'relevance', page: '2', limit: '24' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers every category when nothing is found', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?q=toaster', { body: productList([]) });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse all categories' }));
    expect(where(router)).toBe('/search');
  });

  it('says the products failed to load and tries again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderSearch('/search?q=iphone', serverError);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products. Please try again.');
    const before = productQueries(api).length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(productQueries(api).length).toBe(before + 1));
  });
});

describe('SearchPage events', () => {
  it('follows searchQueryChanged: a category, a search, then clear', async () => {
    const { router, api } = renderSearch('/search?brand=Apple&sort=price-asc');
    await screen.findByText('2 products found');

    fire(SEARCH_QUERY_CHANGED, { type: 'category', value: 'Wearables' });
    expect(where(router)).toBe('/search?category=Wearables');
    await waitFor(() =>
      expect(lastProductQuery(api)).toEqual({
        category: 'Wearables',
        sort: 'newest',
        page: '1',
        limit: '24',
      }),
    );

    fire(SEARCH_QUERY_CHANGED, { type: 'search', value: '  airpods ' });
    expect(where(router)).toBe('/search?q=airpods');

    fire(SEARCH_QUERY_CHANGED, { type: 'clear', value: '' });
    expect(where(router)).toBe('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop by category' })).toBeInTheDocument();
  });

  it('follows categoryChanged with a detail object or a plain category', async () => {
    const { router } = renderSearch('/search');
    await screen.findByRole('heading', { level: 1, name: 'Shop by category' });

    fire(CATEGORY_CHANGED, { category: 'Audio' });
    expect(where(router)).toBe('/search?category=Audio');

    fire(CATEGORY_CHANGED, 'Tablet');
    expect(where(router)).toBe('/search?category=Tablet');
  });

  it('ignores events it cannot read', async () => {
    const { router } = renderSearch('/search?q=tv');
    await screen.findByText('2 products found');
    fire(SEARCH_QUERY_CHANGED, { type: 'category', value: 'Toasters' });
    fire(SEARCH_QUERY_CHANGED, { type: 'sideways', value: 'x' });
    fire(SEARCH_QUERY_CHANGED, null);
    fire(CATEGORY_CHANGED, { category: 42 });
    expect(where(router)).toBe('/search?q=tv');
  });
});
