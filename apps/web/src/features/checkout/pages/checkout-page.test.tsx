import type { Cart, DeliveryQuote, InstallmentOfferWire, Order, SavedAddress } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_EVENT } from '../../../shared/cart-events';
import { createOffer } from '../../../shared/installments/testing/offer-fixtures';
import { sessionStore } from '../../../shared/session/session-store';
import { createUser } from '../../../test/fixtures';
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

const order = {
  _id: 'o1',
  orderNumber: 'KH-20261122-ABCDEF',
  delivery: { earliest: '2026-11-28', latest: '2026-11-29' },
} as Order;

const home: SavedAddress = {
  _id: 'a1',
  label: 'Home',
  recipientName: 'Mona Hassan',
  phone: '01012345678',
  governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
  area: { id: 'dokki', name: { en: 'Dokki', ar: 'الدقي' } },
  street: '12 Tahrir St',
  building: '5',
  floor: '3',
  apartment: '7',
  landmark: null,
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const quote = (
  governorate: SavedAddress['governorate'],
  method: 'standard' | 'express',
  fee: number,
): DeliveryQuote => ({
  governorate,
  method,
  fee,
  minDays: 1,
  maxDays: 2,
  earliest: '2026-11-28',
  latest: method === 'express' ? '2026-11-28' : '2026-11-29',
});

/** Giza: standard 50, express 90; South Sinai: standard 120 only. */
function quotesFor(governorateId: string): DeliveryQuote[] {
  if (governorateId === 'giza')
    return [quote(home.governorate, 'standard', 50), quote(home.governorate, 'express', 90)];
  const sinai = { id: 'south-sinai', name: { en: 'South Sinai', ar: 'جنوب سيناء' } };
  return [quote(sinai, 'standard', 120)];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockCheckoutApi(
  options: {
    cart?: Cart | 'fail';
    order?: Response;
    coupon?: Response;
    /** The plans offered for an amount (all of them, whatever the amount, when a list). */
    offers?: InstallmentOfferWire[] | ((amount: number) => InstallmentOfferWire[]);
    addresses?: SavedAddress[];
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
    if (url.pathname === '/api/user/me/addresses') {
      if (init?.method === 'POST')
        return json(201, {
          status: 'success',
          data: { address: { ...home, _id: 'a-new', isDefault: true } },
        });
      return json(200, { status: 'success', data: { addresses: options.addresses ?? [home] } });
    }
    if (url.pathname === '/api/delivery/quotes')
      return json(200, {
        status: 'success',
        data: { quotes: quotesFor(url.searchParams.get('governorate') ?? '') },
      });
    if (url.pathname === '/api/coupon/check')
      return (
        options.coupon ??
        json(200, { status: 'success', data: { coupon: { code: 'RAMADAN10', discount: 215.05 } } })
      );
    if (url.pathname === '/api/installment-plans') {
      const amount = Number(url.searchParams.get('amount'));
      const offers = typeof options.offers === 'function' ? options.offers(amount) : (options.offers ?? []);
      return json(200, { status: 'success', data: { amount, offers } });
    }
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

// The checkout is for signed-in shoppers (SPEC §2); their address book is theirs.
beforeEach(() => {
  sessionStore.signIn(createUser());
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutPage', () => {
  it('asks for a new address when the book is empty, and checks it before sending anything', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi({ addresses: [] });
    renderCheckout();
    const newAddress = await screen.findByRole('radio', { name: /A new address/ });
    await waitFor(() => expect(newAddress).toBeChecked());
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('—');
    // The shopper's own name and phone to start from.
    const recipient = screen.getByLabelText(/^Recipient's name/);
    expect(recipient).toHaveValue('Mona Hassan');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01001234567');
    await user.clear(recipient);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText("Please enter the recipient's name.")).toBeInTheDocument();
    expect(screen.getByText('Please choose a governorate.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Fixing a field clears its message at once; the others stay until they are fixed too.
    await user.type(recipient, 'Omar Adel');
    await waitFor(() =>
      expect(screen.queryByText("Please enter the recipient's name.")).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Please choose a governorate.')).toBeInTheDocument();
  });

  it('sends the order to the default address with its fee and dates, reserving each item first', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi();
    const counts: number[] = [];
    const listener = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener(CART_UPDATED_EVENT, listener);
    const { router } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(await screen.findByTestId('delivery-window-standard')).toHaveTextContent(
      'Arrives between Saturday, Nov 28 and Sunday, Nov 29',
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,200.50');
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    const pickup = screen.getByRole('radio', { name: /Pick up from our store/ });
    // Where to collect it, not only when.
    expect(pickup.closest('label')).toHaveTextContent('14 Central Axis, 6th of October City, Giza');
    expect(pickup.closest('label')).toHaveTextContent('7 AM to 3 PM');
    await user.click(pickup);
    // 2,150.50 + 90 express to Giza.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,240.50');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const dialog = within(await screen.findByRole('dialog'));
    // The order number is kept whole and left to right inside the sentence.
    expect(dialog.getByText('KH-20261122-ABCDEF')).toHaveClass('whitespace-nowrap');
    expect(dialog.getByText(/Expected to arrive between/)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/reservation', { productId: 'p1' }],
      ['/api/reservation', { productId: 'p2' }],
      [
        '/api/order',
        { addressId: 'a1', shippingMethod: 'express', paymentMethod: 'bank_transfer', notes: '' },
      ],
    ]);
    expect(posts[2]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(counts).toEqual([0]);
    window.removeEventListener(CART_UPDATED_EVENT, listener);

    expect(dialog.getByRole('link', { name: 'View my order' })).toHaveAttribute('href', '/order/o1');
    await user.click(dialog.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers express only where it is delivered, and falls back to standard', async () => {
    const user = userEvent.setup();
    const sinai = {
      ...home,
      _id: 'a2',
      label: 'Beach',
      isDefault: false,
      governorate: { id: 'south-sinai', name: { en: 'South Sinai', ar: 'جنوب سيناء' } },
      area: { id: 'dahab', name: { en: 'Dahab', ar: 'دهب' } },
    };
    mockCheckoutApi({ addresses: [home, sinai] });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Express shipping/ }));
    await user.click(screen.getByRole('radio', { name: /Beach/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Express shipping/ })).toBeDisabled());
    expect(screen.getByText('Not offered to this governorate')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('120');
  });

  it("shows the server's message when the order fails, and a new key on the next attempt", async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi({
      order: json(400, { status: 'error', code: 'OUT_OF_STOCK', message: 'Galaxy S24 is out of stock.' }),
    });
    renderCheckout();
    await screen.findByTestId('delivery-window-standard');
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

  it('confirms an InstaPay order with where to pay, the exact amount, the reference and the deadline', async () => {
    const user = userEvent.setup();
    const placed = {
      ...order,
      paymentMethod: 'card',
      total: 2200.5,
      createdAt: '2026-11-22T10:00:00.000Z',
    } as Order;
    mockCheckoutApi({ order: json(201, { status: 'success', data: { order: placed } }) });
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /InstaPay/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = within(await screen.findByRole('dialog'));
    const block = within(dialog.getByRole('region', { name: 'Pay with InstaPay' }));
    expect(block.getByText('kahraba@instapay')).toBeInTheDocument();
    expect(block.getByText('Exact amount').nextElementSibling).toHaveTextContent('EGP 2,200.50');
    expect(block.getByText('Order reference').nextElementSibling).toHaveTextContent('KH-20261122-ABCDEF');
    expect(block.getByText('Pay by').nextElementSibling).toHaveTextContent('November 23, 2026');
  });

  it('shows both InstaPay numbers, the VAT and returns notes', async () => {
    mockCheckoutApi();
    renderCheckout();
    expect(await screen.findByText('01001234567')).toBeInTheDocument();
    expect(screen.getByText('01123456789')).toBeInTheDocument();
    expect(screen.getByText('All prices include 14% VAT.')).toBeInTheDocument();
    expect(screen.getByText('Returns accepted within 14 days of receipt.')).toBeInTheDocument();
    expect(screen.getByText(/Fridays are not delivery days/)).toBeInTheDocument();
  });

  it('reads in Arabic, and saves an address entered by governorate and area before ordering to it', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    try {
      const user = userEvent.setup();
      const calls = mockCheckoutApi({ addresses: [] });
      renderCheckout();
      const summary = within(await screen.findByRole('region', { name: 'ملخص الطلب' }));
      expect(summary.getByText(/سامسونج جالاكسي S24/)).toBeInTheDocument();
      expect(summary.queryByText(/^Galaxy S24/)).not.toBeInTheDocument();
      // A product with no Arabic name keeps its English one.
      expect(summary.getByText(/USB-C cable/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^رقم الموبايل/)).toHaveAttribute('dir', 'ltr');
      expect(screen.getByLabelText(/^الشارع/)).toHaveAttribute('dir', 'auto');

      await user.clear(screen.getByLabelText(/^اسم المستلم/));
      await user.type(screen.getByLabelText(/^اسم المستلم/), 'منى حسن');
      await user.clear(screen.getByLabelText(/^رقم الموبايل/));
      await user.type(screen.getByLabelText(/^رقم الموبايل/), '01012345678');
      await user.selectOptions(screen.getByLabelText(/^المحافظة/), 'الجيزة');
      await user.selectOptions(screen.getByLabelText(/^المنطقة/), 'الدقي');
      await user.type(screen.getByLabelText(/^الشارع/), 'شارع التحرير');
      await user.type(screen.getByLabelText(/^العمارة/), '5');
      await user.type(screen.getByLabelText(/^الدور/), '3');
      await user.type(screen.getByLabelText(/^الشقة/), '7');
      expect(await screen.findByTestId('delivery-window-standard')).toHaveTextContent(
        'يصل بين السبت، 28 نوفمبر',
      );
      await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
      await waitFor(() => expect(calls.some((c) => c.path === '/api/order')).toBe(true));
      expect(
        calls.find((c) => c.path === '/api/user/me/addresses' && c.method === 'POST')?.body,
      ).toMatchObject({
        recipientName: 'منى حسن',
        governorateId: 'giza',
        areaId: 'dokki',
        street: 'شارع التحرير',
      });
      expect(calls.find((c) => c.path === '/api/order')?.body).toMatchObject({ addressId: 'a-new' });
    } finally {
      await i18n.changeLanguage('en');
    }
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
    // 2,150.50 − 215.05 + 50 standard shipping to Giza.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('1,985.45');

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
      await screen.findByTestId('delivery-window-standard');
      const field = screen.getByLabelText('كود الخصم');
      expect(field).toHaveAttribute('dir', 'ltr');
      await user.type(field, 'EID2020');
      await user.click(screen.getByRole('button', { name: 'تطبيق' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية كود الخصم هذا.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('checkout-coupon-discount')).toBeNull();
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('2,200.50');
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
    // The fee to the default address is in: the total the plans finance is final.
    await screen.findByTestId('delivery-window-standard');
    const group = within(await screen.findByRole('group', { name: 'Pay in installments (optional)' }));
    // One compact picker, not a card per plan.
    const picker = group.getByRole('combobox', { name: 'Plan' });
    expect(picker).toHaveValue('');
    expect(group.queryAllByRole('radio')).toHaveLength(0);
    // Asked for the order total: 2,150.50 + 50 standard shipping to the default address in Giza.
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/installment-plans' && c.body === undefined)).toBe(true),
    );
    const bank = await group.findByRole('option', { name: /NBE, 6 months/ });
    expect(bank).toHaveTextContent(/EGP\s375\.08 a month, EGP\s2,250\.50 in all/);
    expect(bank).toHaveTextContent('0% interest');
    await user.selectOptions(picker, bank);
    expect(group.getByTestId('installment-terms')).toHaveTextContent(/EGP\s375\.08 a month/);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/order')).toBe(true));
    expect(calls.find((c) => c.path === '/api/order')?.body).toMatchObject({
      installment: { planId: createOffer().planId, months: 6 },
      paymentMethod: 'card',
    });
  });

  it('drops a chosen plan that no longer covers the total after the shipping changes', async () => {
    const user = userEvent.setup();
    // The plan finances up to the standard total to Giza (2,200.50) only: express takes it over.
    mockCheckoutApi({ offers: (amount) => (amount <= 2200.5 ? [createOffer({ months: 6 })] : []) });
    renderCheckout();
    const picker = await screen.findByRole('combobox', { name: 'Plan' });
    await user.selectOptions(picker, await screen.findByRole('option', { name: /NBE, 6 months/ }));
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    expect(await screen.findByText('No installment plan covers this total.')).toBeInTheDocument();
    expect(picker).toHaveValue('');
  });

  it('offers the plans in Arabic, with the provider’s Arabic name', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    try {
      mockCheckoutApi({ offers: [createOffer({ months: 12, monthly: 187.54, lastMonthly: 187.56 })] });
      renderCheckout();
      const group = within(await screen.findByRole('group', { name: 'الدفع بالتقسيط (اختياري)' }));
      expect(group.getByRole('combobox', { name: 'الخطة' })).toHaveValue('');
      expect(group.getByRole('option', { name: 'بدون تقسيط' })).toBeInTheDocument();
      const plan = await group.findByRole('option', { name: /البنك الأهلي المصري، 12 شهرًا/ });
      expect(plan).toHaveTextContent(/187\.54/);
      expect(plan).toHaveTextContent('بدون فوائد');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
