import type { Order } from '@kahraba/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/mock-api';
import { OrderHistoryTab } from './order-history-tab';

const line = (n: number) => ({
  product: { _id: `p${n}`, name: `Product ${n}`, images: [`/media/${n}.svg`] },
  quantity: 1,
  price: 100,
});
const order = (overrides: Partial<Order>): Order =>
  ({
    _id: 'o1',
    orderNumber: 'KH-20261122-AAAAAA',
    createdAt: '2026-11-22T10:00:00.000Z',
    status: 'pending',
    total: 600,
    items: [line(1)],
    ...overrides,
  }) as Order;

afterEach(() => {
  vi.restoreAllMocks();
});

function mockOrders(orders: Order[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ status: 'success', data: { orders } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('OrderHistoryTab', () => {
  it('lists orders with status, item count, total, three thumbnails and "+N more"', async () => {
    mockOrders([
      order({
        _id: 'o2',
        orderNumber: 'KH-20261122-BBBBBB',
        status: 'delivered',
        items: [line(1), line(2), { ...line(3), quantity: 2 }, line(4), line(5)],
      }),
      order({ status: 'mystery' as Order['status'] }),
    ]);
    renderPage(<OrderHistoryTab />);
    const list = within(await screen.findByRole('list', { name: 'Your orders' }));
    const first = list.getByRole('link', { name: /KH-20261122-BBBBBB/ });
    expect(first).toHaveAttribute('href', '/order/o2');
    expect(within(first).getByText('Delivered')).toBeInTheDocument();
    expect(within(first).getByText('6 items')).toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByText('Product 3')).toBeInTheDocument();
    expect(within(first).queryByText('Product 4')).not.toBeInTheDocument();
    const second = list.getByRole('link', { name: /KH-20261122-AAAAAA/ });
    // Unknown statuses read as processing, with the yellow badge.
    expect(within(second).getByText('Processing')).toHaveClass('bg-yellow-100');
    expect(within(second).getByText(/EGP\s600/)).toBeInTheDocument();
  });

  it('shows the empty state when there are no orders', async () => {
    mockOrders([]);
    renderPage(<OrderHistoryTab />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('reads in Arabic: lines under the Arabic name they were ordered with, else the English one', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    mockOrders([
      order({
        items: [
          { ...line(1), product: { ...line(1).product, name: 'Galaxy S24', nameAr: 'سامسونج جالاكسي S24' } },
          { ...line(2), product: { ...line(2).product, name: 'USB-C cable', nameAr: null } },
        ],
      }),
    ]);
    renderPage(<OrderHistoryTab />);
    const list = within(await screen.findByRole('list', { name: 'طلباتك' }));
    expect(list.getByText('سامسونج جالاكسي S24')).toBeInTheDocument();
    expect(list.queryByText('Galaxy S24')).not.toBeInTheDocument();
    expect(list.getByText('USB-C cable')).toBeInTheDocument();
  });

  it('keeps the order number whole and left to right in Arabic', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    mockOrders([order({ orderNumber: 'KH-20261125-GTFYFH' })]);
    renderPage(<OrderHistoryTab />);
    const number = await screen.findByText('KH-20261125-GTFYFH');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveClass('whitespace-nowrap');
    expect(number.parentElement).toHaveTextContent('الطلب KH-20261125-GTFYFH');
  });
});
