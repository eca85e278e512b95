import type { Cart, CartItem } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT } from '../../../shared/cart-events';
import { renderPage } from '../../../test/mock-api';
import { CartPage } from './cart-page';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const item = (id: string, quantity: number, stock: number, price = 1000): CartItem => ({
  product: {
    _id: id,
    name: `Phone ${id}`,
    brand: 'Samsung',
    image: '/media/x.svg',
    price,
    priceAfterDiscount: null,
    quantity: stock,
    category: 'Mobile',
  },
  quantity,
  price,
});
const cartOf = (items: CartItem[]): Cart => {
  const total = items.reduce((s, i) => s + i.product.price * i.quantity, 0);
  return { items, discount: 0, total, totalAfterDiscount: total };
};
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fail = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ status: 'error', code, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake cart API that records method, path and body of every call. */
function mockCartApi(initial: Cart | null, handle?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  let cart = initial;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const custom = handle?.(call);
    if (custom) return custom;
    if (call.path === '/api/cart' && call.method === 'GET')
      return cart ? ok(cart) : fail(404, 'NOT_FOUND', 'Not found');
    if (call.path === '/api/cart' && call.method === 'PATCH' && cart) {
      const { product, quantity } = call.body as { product: string; quantity: number };
      cart = cartOf(cart.items.map((i) => (i.product._id === product ? { ...i, quantity } : i)));
      return ok(cart);
    }
    if (call.path === '/api/cart' && call.method === 'DELETE' && cart) {
      const { product } = call.body as { product: string };
      cart = cartOf(cart.items.filter((i) => i.product._id !== product));
      return ok(cart);
    }
    if (call.path === '/api/cart/clear') {
      cart = cartOf([]);
      return ok(cart);
    }
    return fail(404, 'ROUTE_NOT_FOUND', 'No route');
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CartPage', () => {
  it('refuses a quantity above the stock with a toast and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockCartApi(cartOf([item('a', 2, 2)]));
    renderPage(<CartPage />, '/cart');
    const increase = await screen.findByRole('button', { name: 'Increase the quantity of Phone a' });
    await user.click(increase);
    expect(await screen.findByText('Only 2 items available in stock')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('never goes below 1, and changes the quantity within the stock, telling the navbar', async () => {
    const user = userEvent.setup();
    const calls = mockCartApi(cartOf([item('a', 1, 5, 250)]));
    const events: number[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener(CART_UPDATED_EVENT, listener);
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('button', { name: 'Decrease the quantity of Phone a' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Phone a' }));
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ product: 'a', quantity: 2 });
    expect(screen.getByRole('status', { name: 'Quantity of Phone a' })).toHaveTextContent('2');
    expect(events).toEqual([2]);
    window.removeEventListener(CART_UPDATED_EVENT, listener);
  });

  it("shows the server's message when it refuses a quantity", async () => {
    const user = userEvent.setup();
    mockCartApi(cartOf([item('a', 1, 5)]), (call) =>
      call.method === 'PATCH' ? fail(400, 'ONLY_AVAILABLE', 'Only 1 items available in stock') : undefined,
    );
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of Phone a' }));
    expect(await screen.findByText('Only 1 items available in stock')).toBeInTheDocument();
  });

  it('removes a line and clears the cart after confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockCartApi(cartOf([item('a', 1, 5), item('b', 2, 5)]));
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Phone a from the cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(screen.queryByText('Phone a')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(calls.some((c) => c.path === '/api/cart/clear')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Yes, clear cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/cart/clear')).toHaveLength(1);
  });

  it('treats a 404 on load as an empty cart that leads to /search', async () => {
    mockCartApi(null);
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/search');
  });

  it('shows the summary with checkout and continue-shopping links', async () => {
    mockCartApi(cartOf([item('a', 2, 5, 1500)]));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('3,000'));
  });

  it("prices shipping as standard delivery to the estimate's governorate, and counts it in the total", async () => {
    const quote = {
      governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
      method: 'standard',
      fee: 50,
      minDays: 2,
      maxDays: 3,
      earliest: '2026-11-30',
      latest: '2026-12-01',
    };
    mockCartApi(cartOf([item('a', 2, 5, 1500)]), (call) =>
      call.path === '/api/delivery/quotes' ? ok({ quotes: [quote] }) : undefined,
    );
    renderPage(<CartPage />, '/cart');
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('3,050'));
    const shippingRow = screen.getByText('Shipping').closest('div')!;
    expect(shippingRow).toHaveTextContent('50');
    expect(screen.queryByText('Calculated at checkout')).not.toBeInTheDocument();
  });

  it('reads in Arabic: each line under its Arabic name, or its English one when it has none', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    const arabic = item('a', 1, 5);
    arabic.product.nameAr = 'سامسونج جالاكسي S24';
    mockCartApi(cartOf([arabic, item('b', 1, 5)]));
    renderPage(<CartPage />, '/cart');
    // The picture's link and the name's link both read the Arabic name.
    expect(await screen.findAllByRole('link', { name: 'سامسونج جالاكسي S24' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'إزالة سامسونج جالاكسي S24 من السلة' })).toBeInTheDocument();
    expect(screen.queryByText('Phone a')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Phone b' })).toHaveLength(2);
  });
});
