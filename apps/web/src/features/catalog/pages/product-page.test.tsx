import type { Product } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n';
import { SAMPLE_OFFERS } from '../../../shared/installments/testing/offer-fixtures';
import {
  createProduct,
  type FakeReply,
  type FakeRequest,
  failure,
  mockApi,
  success,
} from '../../../shared/products/testing/product-fixtures';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { redirectTarget } from '../../auth/lib/redirect-target';
import { ProductPage } from './product-page';

const NO_REVIEWS = {
  items: [],
  total: 0,
  page: 1,
  limit: 5,
  pages: 0,
  summary: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

interface ApiOptions {
  product?: Product | FakeReply;
  related?: Product[];
  cart?: FakeReply;
}

/**
 * A price history that backs the product's old price: it sold at its list price for months before
 * the sale (the page strikes through only a price the product really had).
 */
function historyBacking(product: Product | FakeReply) {
  const list = 'body' in product ? 0 : (product as Product).price;
  const now = Date.now();
  return success({
    productId: 'p1',
    asOf: new Date(now).toISOString(),
    days: 90,
    points: [{ price: list, recordedAt: new Date(now - 120 * 24 * 60 * 60 * 1000).toISOString() }],
  });
}

/** The product page's API: the product, its related products, and adding to the cart. */
function productApi({ product = createProduct({ _id: 'p1' }), related = [], cart }: ApiOptions = {}) {
  const productReply = 'body' in product ? product : success(product);
  return mockApi(({ method, url }: FakeRequest) => {
    if (method === 'GET' && url.pathname === '/api/product/p1') return productReply;
    if (method === 'GET' && url.pathname === '/api/product/p1/price-history') return historyBacking(product);
    if (method === 'GET' && url.pathname === '/api/product/p1/related') return success(related);
    if (method === 'GET' && url.pathname === '/api/product/p1/reviews') return success(NO_REVIEWS);
    if (method === 'POST' && url.pathname === '/api/cart')
      return cart ?? success({ items: [{ product: { _id: 'p1' }, quantity: 2 }] });
    return undefined;
  });
}

/** The whole app at /product/p1, without query retries so failures show at once. */
function renderProductPage(path = '/product/p1') {
  const { router } = renderApp(path);
  return { router, user: userEvent.setup() };
}

/** The query cache logs every failure (SPEC §8); expected ones need not fill the test output. */
function quietErrorLog() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The purchase form's Add to cart (the other one is the phone's bar at the bottom, tested apart). */
async function addToCartButton() {
  const [inForm] = await screen.findAllByRole('button', { name: 'Add to cart' });
  return inForm!;
}

describe('product page', () => {
  it('shows the product with its breadcrumb, price block and title', async () => {
    productApi({
      product: createProduct({
        _id: 'p1',
        name: 'Galaxy S26 Ultra',
        brand: 'Samsung',
        price: 80_000,
        priceAfterDiscount: 60_000,
      }),
    });
    renderProductPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy S26 Ultra' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
      'href',
      '/category/Mobile',
    );
    expect(within(breadcrumb).getByText('Galaxy S26 Ultra')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('25% off')).toBeInTheDocument();
    expect(screen.getByText(/You save EGP\s20,000/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Galaxy S26 Ultra · Kahraba'));
  });

  it('answers an unknown product with the shop’s not-found page, a true 404', async () => {
    quietErrorLog();
    productApi({ product: failure(404, 'PRODUCT_NOT_FOUND', 'Product not found') });
    const { router } = renderProductPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(Object.values(router.state.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
    // Inside the shop's frame.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows its own not-found state with a way back to the products when the product goes meanwhile', async () => {
    quietErrorLog();
    productApi({ product: failure(404, 'PRODUCT_NOT_FOUND', 'Product not found') });
    // The page alone, as after its loader answered: the browser's own read finds no product.
    renderRoutes([{ path: '/product/:id', Component: ProductPage }], '/product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/search');
  });

  it('asks to sign in on a 401, instead of leaving the page', async () => {
    productApi({ product: failure(401, 'UNAUTHORIZED', 'Please sign in') });
    const { router } = renderProductPage();
    expect(
      await screen.findByRole('heading', { name: 'You need to be logged in to view this product' }),
    ).toBeInTheDocument();
    const signIn = screen
      .getAllByRole('link', { name: 'Sign in' })
      .find((link) => link.getAttribute('href')?.startsWith('/login?redirect='));
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fproduct%2Fp1');
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('shows the network error text when the server cannot be reached', async () => {
    quietErrorLog();
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderProductPage();
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('shows "Error: " and the server message for other failures', async () => {
    quietErrorLog();
    productApi({ product: failure(503, 'SERVICE_UNAVAILABLE', 'The service is busy') });
    renderProductPage();
    expect(await screen.findByText('Error: The service is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the quantity between 1 and the stock', async () => {
    productApi({ product: createProduct({ _id: 'p1', quantity: 3 }) });
    const { user } = renderProductPage();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();

    for (let i = 0; i < 5; i++) if (!(increase as HTMLButtonElement).disabled) await user.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(quantity).toHaveValue(3);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('disables Add to cart and the quantity when the product is out of stock', async () => {
    productApi({ product: createProduct({ _id: 'p1', quantity: 0 }) });
    renderProductPage();
    expect(await addToCartButton()).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it("adds from the phone's bar at the bottom the quantity chosen above, with the price beside it", async () => {
    storeSession(createUser());
    const { requests } = productApi();
    const { user } = renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    const bar = within(await screen.findByTestId('purchase-bar'));
    expect(bar.getByText(/EGP/)).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 2 items to cart!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/cart')?.body).toEqual({
      product: 'p1',
      quantity: 2,
    });
  });

  it('shows no bar for a product out of stock', async () => {
    productApi({ product: createProduct({ _id: 'p1', quantity: 0 }) });
    renderProductPage();
    await addToCartButton();
    expect(screen.queryByTestId('purchase-bar')).not.toBeInTheDocument();
  });

  it('sends a guest to sign in, to come back to this product', async () => {
    const { requests } = productApi();
    const { user, router } = renderProductPage();
    await user.click(await addToCartButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const back = new URLSearchParams(router.state.location.search).get('redirect');
    expect(back).toBe('/product/p1');
    // The login page sends the shopper there, not home.
    expect(redirectTarget(back)).toBe('/product/p1');
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/cart')).toBe(false);
  });

  it('adds the chosen quantity to a signed-in shopper’s cart and announces it', async () => {
    storeSession(createUser());
    const { requests } = productApi();
    const cartUpdated = vi.fn();
    window.addEventListener('cartUpdated', cartUpdated);
    const { user } = renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(await addToCartButton());

    expect(await screen.findByText('Added 2 items to cart!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/cart')?.body).toEqual({
      product: 'p1',
      quantity: 2,
    });
    expect(cartUpdated).toHaveBeenCalledOnce();
    expect((cartUpdated.mock.calls[0]![0] as CustomEvent).detail).toEqual({ count: 2 });
    window.removeEventListener('cartUpdated', cartUpdated);
  });

  it('says so when adding to the cart fails', async () => {
    storeSession(createUser());
    quietErrorLog();
    productApi({ cart: failure(500, 'INTERNAL_ERROR', 'Boom') });
    const { user } = renderProductPage();
    await user.click(await addToCartButton());
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
  });

  it('shows the referral code and waits for Continue before adding to the cart', async () => {
    storeSession(createUser());
    const { requests } = productApi({ product: createProduct({ _id: 'p1', referralCode: 'KAHRABA-77' }) });
    const { user } = renderProductPage();
    await user.click(await addToCartButton());

    const dialog = screen.getByRole('dialog', { name: 'Referral code' });
    expect(dialog).toHaveTextContent('KAHRABA-77');
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/cart')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Referral code' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/cart')).toBe(false);

    await user.click(await addToCartButton());
    await user.click(screen.getByRole('button', { name: 'Continue to cart' }));
    expect(await screen.findByText('Added 1 item to cart!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/cart')).toHaveLength(1);
  });

  it('leads with the best installment plan for the price and lists them all in a dialog', async () => {
    const { requests } = mockApi(({ method, url }: FakeRequest) => {
      if (method === 'GET' && url.pathname === '/api/product/p1')
        return success(createProduct({ _id: 'p1', price: 18_000, priceAfterDiscount: 15_000 }));
      if (method === 'GET' && url.pathname === '/api/installment-plans')
        return success({ amount: 15_000, offers: SAMPLE_OFFERS });
      if (method === 'GET' && url.pathname === '/api/product/p1/reviews') return success(NO_REVIEWS);
      return undefined;
    });
    quietErrorLog();
    const { user } = renderProductPage();
    expect(await screen.findByTestId('installments-headline')).toHaveTextContent(
      /^From EGP\s1,250 a month with NBE at 0% interest for 12 months$/,
    );
    // The plans are asked for the price the shopper pays, not the struck-through one.
    const asked = requests.find((r) => r.url.pathname === '/api/installment-plans');
    expect(asked?.url.searchParams.get('amount')).toBe('15000');

    await user.click(screen.getByRole('button', { name: 'All installment plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Installment plans' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByRole('row', { name: /valU/ })).toHaveTextContent(/24 months.*EGP\s881\.25/);
  });

  it('opens on the description, lists specifications and says there are no reviews yet', async () => {
    productApi({
      product: createProduct({
        _id: 'p1',
        description: 'A phone with a great camera.',
        deviceType: 'Mobile',
        specs: { ram: '12 GB', battery: '5000 mAh' },
      }),
    });
    const { user } = renderProductPage();
    expect(await screen.findByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A phone with a great camera.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'RAM' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Battery 5000 mAh' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Device type Mobile' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    // Nobody rated it: no stars beside "no reviews".
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });

  it('shows the stars and how many rated a rated product, and says no one has written a review', async () => {
    productApi({ product: createProduct({ _id: 'p1', rating: 4.6, ratingsQuantity: 128 }) });
    const { user } = renderProductPage();
    expect(await screen.findByRole('img', { name: '4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(128 ratings)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(
      await screen.findByText('128 shoppers rated this product, but no one has written a review yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No reviews yet/)).not.toBeInTheDocument();
  });

  it('shows the Arabic description in Arabic', async () => {
    await setLanguage('ar');
    productApi({
      product: createProduct({ _id: 'p1', description: 'English text.', descriptionAr: 'نص عربي.' }),
    });
    renderProductPage('/ar/product/p1');
    expect(await screen.findByText('نص عربي.')).toBeInTheDocument();
    expect(screen.queryByText('English text.')).not.toBeInTheDocument();
  });

  it('lists up to 4 related products', async () => {
    const related = Array.from({ length: 4 }, (_, i) => createProduct({ name: `Related ${i + 1}` }));
    productApi({ related });
    renderProductPage();
    const section = await screen.findByRole('region', { name: 'Related products' });
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
  });
});
