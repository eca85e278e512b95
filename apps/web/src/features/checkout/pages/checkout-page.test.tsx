import type { Cart, InstallmentOfferWire, Order } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT } from '../../../shared/cart-events';
import { createOffer } from '../../../shared/installments/testing/offer-fixtures';
import { renderRoutes } from '../../../test/mock-api';
import { CheckoutPage } from './checkout-page';

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

const cart: Cart = {
  items: [
    {
      product: {
        _id: 'p1',
        name: 'Galaxy S24',
        nameAr: 'سامسونج جالاكسي S24',
        brand: 'Samsung',
        image: '/media/x.svg',
        price: 1000,
        priceAfterDiscount: null,
        quantity: 5,
        category: 'Mobile',
      },
      quantity: 2,
      price: 1000,
    },
    {
      product: {
        _id: 'p2',
        name: 'USB-C cable',
        brand: 'Anker',
        image: '/media/y.svg',
        price: 150.5,
        priceAfterDiscount: null,
        quantity: 9,
        category: 'Accessories',
      },
      quantity: 1,
      price: 150.5,
    },
  ],
  discount: 0,
  total: 2150.5,
  totalAfterDiscount: 2150.5,
};

const order = { _id: 'o1', orderNumber: 'KH-20261122-ABCDEF' } as Order;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockCheckoutApi(
  options: {
    cart?: Cart | 'fail';
    order?: Response;
    coupon?: Response;
    offers?: InstallmentOfferWire[];
  } = {},
) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    });
    if (url.pathname === '/api/cart') {
      if (options.cart === 'fail')
        return json(500, { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' });
      return json(200, { status: 'success', data: options.cart ?? cart });
    }
    if (url.pathname === '/api/reservation') return json(200, { status: 'success', data: {} });
    if (url.pathname === '/api/coupon/check')
      return (
        options.coupon ??
        json(200, { status: 'success', data: { coupon: { code: 'RAMADAN10', discount: 215.05 } } })
      );
    if (url.pathname === '/api/installment-plans')
      return json(200, {
        status: 'success',
        data: { amount: Number(url.searchParams.get('amount')), offers: options.offers ?? [] },
      });
    if (url.pathname === '/api/order')
      return options.order ?? json(201, { status: 'success', data: { order } });
    return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No route' });
  });
  return calls;
}

const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/checkout',
  );

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  const values: Record<string, string> = {
    'First name': 'Mona',
    'Last name': 'Hassan',
    'E-mail': 'mona@example.com',
    Phone: '01001234567',
    Address: '12 Tahrir St',
    City: 'Cairo',
    'Postal code': '11511',
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.type(input, value);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutPage', () => {
  it('requires every shipping field and sends nothing until they are filled', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Egypt');
  });

  it('reserves each cart item, then places one order with an Idempotency-Key, and shows success', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi();
    const counts: number[] = [];
    const listener = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener(CART_UPDATED_EVENT, listener);
    const { router } = renderCheckout();
    await screen.findByRole('button', { name: 'Place order' });
    await fillShipping(user);
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    await user.click(screen.getByRole('radio', { name: /Pick up from our store/ }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,350.50');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const dialog = within(await screen.findByRole('dialog'));
    // The order number is kept whole and left to right inside the sentence.
    expect(dialog.getByText('KH-20261122-ABCDEF')).toHaveClass('whitespace-nowrap');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/reservation', { productId: 'p1' }],
      ['/api/reservation', { productId: 'p2' }],
      [
        '/api/order',
        {
          shippingAddress: {
            firstName: 'Mona',
            lastName: 'Hassan',
            email: 'mona@example.com',
            phone: '01001234567',
            address: '12 Tahrir St',
            city: 'Cairo',
            postalCode: '11511',
            country: 'Egypt',
          },
          shippingMethod: 'express',
          paymentMethod: 'bank_transfer',
          notes: '',
        },
      ],
    ]);
    expect(posts[2]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(counts).toEqual([0]);
    window.removeEventListener(CART_UPDATED_EVENT, listener);

    expect(dialog.getByRole('link', { name: 'View my order' })).toHaveAttribute('href', '/order/o1');
    await user.click(dialog.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message when the order fails, and a new key on the next attempt", async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi({
      order: json(400, { status: 'error', code: 'OUT_OF_STOCK', message: 'Galaxy S24 is out of stock.' }),
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'Place order' });
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Galaxy S24 is out of stock.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/order')).toHaveLength(2));
    const keys = calls.filter((c) => c.path === '/api/order').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('offers the way to the cart when the cart is empty', async () => {
    mockCheckoutApi({ cart: { items: [], discount: 0, total: 0, totalAfterDiscount: 0 } });
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it('goes back to the cart with a toast when the cart cannot be loaded', async () => {
    mockCheckoutApi({ cart: 'fail' });
    const { router } = renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(await screen.findByText('Failed to load your cart')).toBeInTheDocument();
  });

  it('shows both InstaPay numbers, the VAT and returns notes', async () => {
    mockCheckoutApi();
    renderCheckout();
    expect(await screen.findByText('01001234567')).toBeInTheDocument();
    expect(screen.getByText('01123456789')).toBeInTheDocument();
    expect(screen.getByText('All prices include 14% VAT.')).toBeInTheDocument();
    expect(screen.getByText('Returns accepted within 14 days of receipt.')).toBeInTheDocument();
    expect(screen.getByText(/3-5 business days/)).toBeInTheDocument();
  });

  it('reads in Arabic: Arabic product names in the summary and the country in Arabic, sent as Egypt', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    const calls = mockCheckoutApi();
    renderCheckout();
    const summary = within(await screen.findByRole('region', { name: 'ملخص الطلب' }));
    expect(summary.getByText(/سامسونج جالاكسي S24/)).toBeInTheDocument();
    expect(summary.queryByText(/^Galaxy S24/)).not.toBeInTheDocument();
    // A product with no Arabic name keeps its English one.
    expect(summary.getByText(/USB-C cable/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^الدولة/)).toHaveValue('مصر');
    // The phone and e-mail are typed left to right; an address follows the script it is typed in.
    expect(screen.getByLabelText(/^رقم الهاتف/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^العنوان/)).toHaveAttribute('dir', 'auto');

    const values: Record<string, string> = {
      'الاسم الأول': 'منى',
      'اسم العائلة': 'حسن',
      'البريد الإلكتروني': 'mona@example.com',
      'رقم الهاتف': '01001234567',
      العنوان: '12 Tahrir St',
      المدينة: 'Cairo',
      'الرمز البريدي': '11511',
    };
    for (const [label, value] of Object.entries(values))
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/order')).toBe(true));
    const placed = calls.find((c) => c.path === '/api/order')?.body as {
      shippingAddress: { country: string };
    };
    expect(placed.shippingAddress.country).toBe('Egypt');
  });

  it('applies a discount code: the server says what it takes off, the total follows, the order carries it', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi();
    renderCheckout();
    await screen.findByRole('button', { name: 'Place order' });
    await user.type(screen.getByLabelText('Discount code'), 'ramadan10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Code RAMADAN10 applied: EGP 215.05 off');
    expect(calls.find((c) => c.path === '/api/coupon/check')?.body).toEqual({ code: 'ramadan10' });
    expect(screen.getByTestId('checkout-coupon-discount')).toHaveTextContent('215.05');
    // 2,150.50 − 215.05 + 100 standard shipping.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,035.45');

    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/order')).toBe(true));
    expect(calls.find((c) => c.path === '/api/order')?.body).toMatchObject({ coupon: 'RAMADAN10' });
  });

  it("shows a refused code's reason in Arabic, keeps the total and places the order without it", async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    try {
      const user = userEvent.setup();
      const calls = mockCheckoutApi({
        coupon: json(400, {
          status: 'error',
          code: 'COUPON_EXPIRED',
          message: 'انتهت صلاحية كود الخصم هذا.',
        }),
      });
      renderCheckout();
      await screen.findByRole('button', { name: 'تأكيد الطلب' });
      const field = screen.getByLabelText('كود الخصم');
      expect(field).toHaveAttribute('dir', 'ltr');
      await user.type(field, 'EID2020');
      await user.click(screen.getByRole('button', { name: 'تطبيق' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية كود الخصم هذا.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('checkout-coupon-discount')).toBeNull();
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,250.50');
      expect(calls.filter((c) => c.path === '/api/order')).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lets the shopper pick an installment plan for the total, and the order carries it', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi({
      offers: [
        createOffer({ months: 6, principal: 2250.5, monthly: 375.08, lastMonthly: 375.1 }),
        createOffer({
          planId: 'valu',
          provider: 'valU',
          providerAr: 'ڤاليو',
          months: 12,
          interestFree: false,
        }),
      ],
    });
    renderCheckout();
    const group = within(await screen.findByRole('group', { name: 'Pay in installments (optional)' }));
    expect(group.getByRole('radio', { name: /No installments/ })).toBeChecked();
    // Asked for the order total: 2,150.50 + 100 standard shipping.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/installment-plans')).toBe(true));
    const bank = await group.findByRole('radio', { name: /NBE, 6 months/ });
    expect(bank.closest('label')).toHaveTextContent(/EGP\s375\.08 a month, EGP\s2,250\.50 in all/);
    expect(bank.closest('label')).toHaveTextContent('0% interest');
    await user.click(bank);

    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/order')).toBe(true));
    expect(calls.find((c) => c.path === '/api/order')?.body).toMatchObject({
      installment: { planId: createOffer().planId, months: 6 },
      paymentMethod: 'card',
    });
  });

  it('drops a chosen plan that no longer covers the total after the shipping changes', async () => {
    const user = userEvent.setup();
    // The plan finances up to the standard total only: express shipping takes the total over it.
    const calls = mockCheckoutApi();
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ method: 'GET', path: url.pathname, body: undefined, headers: new Headers() });
      if (url.pathname === '/api/cart') return json(200, { status: 'success', data: cart });
      const amount = Number(url.searchParams.get('amount'));
      const offers = amount <= 2250.5 ? [createOffer({ months: 6 })] : [];
      return json(200, { status: 'success', data: { amount, offers } });
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /NBE, 6 months/ }));
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    expect(await screen.findByText('No installment plan covers this total.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /No installments/ })).toBeChecked();
  });

  it('offers the plans in Arabic, with the provider’s Arabic name', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    try {
      mockCheckoutApi({ offers: [createOffer({ months: 12, monthly: 187.54, lastMonthly: 187.56 })] });
      renderCheckout();
      const group = within(await screen.findByRole('group', { name: 'الدفع بالتقسيط (اختياري)' }));
      expect(group.getByRole('radio', { name: /بدون تقسيط/ })).toBeChecked();
      const plan = await group.findByRole('radio', { name: /البنك الأهلي المصري، 12 شهرًا/ });
      expect(plan.closest('label')).toHaveTextContent(/187\.54/);
      expect(plan.closest('label')).toHaveTextContent('بدون فوائد');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
