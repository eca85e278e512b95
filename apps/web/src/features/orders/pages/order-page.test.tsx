import type { Order } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/mock-api';
import { OrderPage } from './order-page';

const baseOrder: Order = {
  _id: 'o1',
  orderNumber: 'KH-20261122-ABCDEF',
  createdAt: '2026-11-22T10:00:00.000Z',
  status: 'pending',
  total: 2100,
  subtotal: 2000,
  shippingFee: 100,
  discount: 0,
  paymentMethod: 'cash',
  shippingMethod: 'standard',
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
  notes: '',
  items: [{ product: { _id: 'p1', name: 'Galaxy S24', images: ['/media/x.svg'] }, quantity: 2, price: 1000 }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockOrderApi(initial: Order | null, cancelReply?: Response) {
  let order = initial;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/order/o1' && method === 'GET')
      return order
        ? json(200, { status: 'success', data: { order } })
        : json(404, { status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    if (url.pathname === '/api/order/o1/cancel' && method === 'PATCH') {
      if (cancelReply) return cancelReply;
      order = { ...order!, status: 'cancelled' };
      return json(200, { status: 'success', data: { order } });
    }
    return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No route' });
  });
  return calls;
}

const renderOrder = () => renderRoutes([{ path: '/order/:id', element: <OrderPage /> }], '/order/o1');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderPage', () => {
  it('tells an InstaPay shopper where to send the exact total, with the reference and the deadline', async () => {
    mockOrderApi({ ...baseOrder, paymentMethod: 'card', total: 2100.5 });
    renderOrder();
    const block = within(await screen.findByRole('region', { name: 'Pay with InstaPay' }));
    expect(block.getByText('kahraba@instapay')).toBeInTheDocument();
    expect(block.getByText('01001234567')).toBeInTheDocument();
    expect(block.getByText('01123456789')).toBeInTheDocument();
    expect(block.getByText('Exact amount').nextElementSibling).toHaveTextContent('EGP 2,100.50');
    expect(block.getByText('Order reference').nextElementSibling).toHaveTextContent('KH-20261122-ABCDEF');
    // A day after the order was placed (10:00 UTC, noon in Cairo).
    expect(block.getByText('Pay by').nextElementSibling).toHaveTextContent('November 23, 2026');
    expect(block.getByText('Pay by').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-23T10:00:00.000Z',
    );
  });

  it('shows no InstaPay instructions for cash, nor once the order is under way', async () => {
    mockOrderApi({ ...baseOrder, paymentMethod: 'card', status: 'processing' });
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order KH-20261122-ABCDEF' });
    expect(screen.queryByRole('region', { name: 'Pay with InstaPay' })).not.toBeInTheDocument();
  });

  it('shows the order with its address, payment, lines and total', async () => {
    mockOrderApi(baseOrder);
    renderOrder();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order KH-20261122-ABCDEF' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('12 Tahrir St')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('2,100');
    expect(screen.getByRole('link', { name: /Back to my orders/ })).toHaveAttribute('href', '/user-account');
  });

  it('cancels a pending order after confirmation, then refetches it', async () => {
    const user = userEvent.setup();
    const calls = mockOrderApi(baseOrder);
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(calls).not.toContain('PATCH /api/order/o1/cancel');
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /api/order/o1').length).toBeGreaterThanOrEqual(2);
  });

  it.each(['delivered', 'cancelled', 'processing', 'shipped'] as const)(
    'offers no cancel for a %s order',
    async (status) => {
      mockOrderApi({ ...baseOrder, status });
      renderOrder();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    },
  );

  it("shows the server's message when the cancel is refused", async () => {
    const user = userEvent.setup();
    mockOrderApi(
      baseOrder,
      json(409, {
        status: 'error',
        code: 'ORDER_NOT_CANCELLABLE',
        message: 'This order can no longer be cancelled.',
      }),
    );
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }),
    );
    expect(await screen.findByText('This order can no longer be cancelled.')).toBeInTheDocument();
  });

  it('shows the not-found screen for a missing order', async () => {
    mockOrderApi(null);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('reads in Arabic: each line under the Arabic name it was ordered with, and the country in Arabic', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    mockOrderApi({
      ...baseOrder,
      items: [
        {
          product: { _id: 'p1', name: 'Galaxy S24', nameAr: 'سامسونج جالاكسي S24', images: [] },
          quantity: 2,
          price: 1000,
        },
        // An order placed before lines kept the Arabic name: the English one is shown.
        { product: { _id: 'p2', name: 'USB-C cable', images: [] }, quantity: 1, price: 100 },
      ],
    });
    renderOrder();
    const items = within(
      (await screen.findByRole('heading', { level: 2, name: 'المنتجات' })).closest('section')!,
    );
    expect(items.getByText('سامسونج جالاكسي S24')).toBeInTheDocument();
    expect(items.queryByText('Galaxy S24')).not.toBeInTheDocument();
    expect(items.getByText('USB-C cable')).toBeInTheDocument();
    expect(screen.getByText('مصر')).toBeInTheDocument();
    expect(screen.queryByText('Egypt')).not.toBeInTheDocument();
  });

  it('reads in Arabic with Latin and numeric runs isolated: order number whole, address and phone as typed', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    mockOrderApi({
      ...baseOrder,
      orderNumber: 'KH-20261125-GTFYFH',
      shippingAddress: { ...baseOrder.shippingAddress, address: '12 Tahrir St, Dokki' },
    });
    renderOrder();
    const heading = await screen.findByRole('heading', { level: 1, name: 'الطلب KH-20261125-GTFYFH' });
    const number = within(heading).getByText('KH-20261125-GTFYFH');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveClass('whitespace-nowrap');
    // An English address keeps its own order ("12 Tahrir St", not "Tahrir St 12").
    expect(screen.getByText('12 Tahrir St, Dokki').tagName).toBe('BDI');
    const phone = screen.getByText('01001234567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
