import type { AdminOrder, OrderStatus } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { adminOrder } from '../testing/admin-fixtures';
import { createStaff, fail, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

/** A fake order API that moves the order as the real one would, or answers `refuse` to a move. */
function mockOrder(status: OrderStatus, refuse?: ReturnType<typeof fail>) {
  let order: AdminOrder = adminOrder({ status });
  return mockAdminApi({
    'GET /api/admin/orders/o1': () => ok(order),
    'PATCH /api/admin/orders/o1/status': (request) => {
      if (refuse) return refuse;
      order = { ...order, status: (request.body as { status: OrderStatus }).status };
      return ok(order);
    },
  });
}

async function openOrder(status: OrderStatus, refuse?: ReturnType<typeof fail>) {
  signInAs(createStaff('moderator'));
  const api = mockOrder(status, refuse);
  renderAdmin('/admin/orders/o1');
  await screen.findByRole('heading', { level: 1, name: 'Order KH-20261122-ABCDEF' });
  const actions = screen.getByRole('heading', { name: 'Next step' }).parentElement!;
  const buttons = () =>
    within(actions)
      .queryAllByRole('button')
      .map((b) => b.textContent);
  return { api, actions, buttons };
}

describe('order detail', () => {
  it('shows the lines, the customer and the shipping address', async () => {
    await openOrder('pending');
    expect(screen.getByRole('link', { name: 'Galaxy S24' })).toHaveAttribute('href', '/admin/products/p1');
    expect(screen.getByText('2 × EGP 1,000')).toBeInTheDocument();
    expect(screen.getByText('12 Tahrir St')).toBeInTheDocument();
    expect(screen.getAllByText('mona@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('EGP 2,100')).toBeInTheDocument();
  });

  it("offers to message the shopper, opening the staff member's messages on them", async () => {
    await openOrder('pending');
    expect(screen.getByRole('link', { name: 'Message this shopper' })).toHaveAttribute(
      'href',
      '/user-chats?with=u1',
    );
  });

  it('itemises what came off: the percent discount and the discount code, adding up to the total', async () => {
    signInAs(createStaff('moderator'));
    const order = adminOrder({
      status: 'pending',
      subtotal: 2_000,
      discount: 10,
      coupon: { code: 'EID150', discount: 150 },
      shippingFee: 100,
      total: 1_750,
    });
    mockAdminApi({ 'GET /api/admin/orders/o1': ok(order) });
    renderAdmin('/admin/orders/o1');
    await screen.findByRole('heading', { level: 1, name: 'Order KH-20261122-ABCDEF' });
    expect(screen.getByText('Discount (10%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-percent-discount')).toHaveTextContent('−EGP 200');
    expect(screen.getByText('EID150')).toBeInTheDocument();
    expect(screen.getByTestId('order-coupon-discount')).toHaveTextContent('−EGP 150');
    expect(screen.getByText('EGP 1,750')).toBeInTheDocument();
  });

  it.each([
    ['pending', ['Start processing', 'Cancel order']],
    ['processing', ['Mark as shipped', 'Cancel order']],
    ['shipped', ['Mark as delivered']],
  ] as const)('offers only the legal next steps of a %s order', async (status, expected) => {
    const { buttons } = await openOrder(status);
    expect(buttons()).toEqual(expected);
  });

  it.each(['delivered', 'cancelled'] as const)('offers no step for a %s order', async (status) => {
    const { buttons } = await openOrder(status);
    expect(buttons()).toEqual([]);
    expect(screen.getByText('This order is closed: its status cannot change any more.')).toBeInTheDocument();
  });

  it('moves the order on and then offers the steps from there', async () => {
    const { api, buttons } = await openOrder('pending');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(buttons()).toEqual(['Mark as shipped', 'Cancel order']));
    expect(api.calls('PATCH /api/admin/orders/o1/status').map((r) => r.body)).toEqual([
      { status: 'processing' },
    ]);
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const user = userEvent.setup();
    const { api } = await openOrder('pending');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(api.calls('PATCH /api/admin/orders/o1/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    await waitFor(() =>
      expect(api.calls('PATCH /api/admin/orders/o1/status').map((r) => r.body)).toEqual([
        { status: 'cancelled' },
      ]),
    );
    expect(
      await screen.findByText('This order is closed: its status cannot change any more.'),
    ).toBeInTheDocument();
  });

  it('says so in the server’s words when someone else moved the order first', async () => {
    await openOrder(
      'pending',
      fail(409, 'ILLEGAL_STATUS_TRANSITION', 'This order cannot move to that status from its current one.'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start processing' }));
    expect(
      await screen.findByText('This order cannot move to that status from its current one.'),
    ).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/orders/o1': fail(404, 'ORDER_NOT_FOUND', 'Order not found.') });
    renderAdmin('/admin/orders/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('shows the status history: placed by the customer, then who moved it and when', async () => {
    signInAs(createStaff('moderator'));
    mockAdminApi({
      'GET /api/admin/orders/o1': ok(
        adminOrder({
          status: 'cancelled',
          history: [
            { status: 'pending', at: '2026-11-22T10:00:00.000Z', by: null, note: null, trackingNumber: null },
            {
              status: 'processing',
              at: '2026-11-22T12:30:00.000Z',
              by: { _id: 's1', name: 'Karim Support', email: 'karim@kahraba.eg', phone: null },
              note: 'Customer asked to hold',
              trackingNumber: null,
            },
            {
              status: 'cancelled',
              at: '2026-11-23T08:00:00.000Z',
              by: null,
              note: null,
              trackingNumber: null,
            },
          ],
        }),
      ),
    });
    renderAdmin('/admin/orders/o1');
    const panel = (await screen.findByRole('heading', { name: 'Status history' })).parentElement!;
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(steps).toEqual([
      'Placed by the customer',
      'Processing by Karim Support',
      'Cancelled by the customer',
    ]);
    // In Cairo time: 12:30 UTC is 2:30 PM.
    expect(within(panel).getByText(/2:30\sPM/)).toBeInTheDocument();
    expect(within(panel).getByText('Customer asked to hold')).toBeInTheDocument();
  });

  it('ships only with a tracking number, and refuses a missing or malformed one before sending', async () => {
    const { api } = await openOrder('processing');
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(
      await screen.findByText("Enter the courier's tracking number to ship the order."),
    ).toBeInTheDocument();
    expect(api.calls('PATCH /api/admin/orders/o1/status')).toHaveLength(0);

    await user.type(field, 'BOSTA 1/2');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Use 4 to 40 letters, digits or dashes.')).toBeInTheDocument();
    expect(api.calls('PATCH /api/admin/orders/o1/status')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'BOSTA-7781234');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(api.calls('PATCH /api/admin/orders/o1/status').map((r) => r.body)).toEqual([
        { status: 'shipped', trackingNumber: 'BOSTA-7781234' },
      ]),
    );
  });

  it('reads in Arabic: lines under the Arabic name they were ordered with, and the country in Arabic', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('moderator'));
    mockAdminApi({
      'GET /api/admin/orders/o1': ok(
        adminOrder({
          items: [
            ...adminOrder().items,
            {
              product: { _id: 'p2', name: 'USB-C cable', nameAr: null, images: [] },
              quantity: 1,
              price: 100,
            },
          ],
        }),
      ),
    });
    renderAdmin('/admin/orders/o1');
    expect(await screen.findByRole('link', { name: 'جالاكسي S24' })).toHaveAttribute(
      'href',
      '/admin/products/p1',
    );
    expect(screen.queryByRole('link', { name: 'Galaxy S24' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'USB-C cable' })).toBeInTheDocument();
    expect(screen.getByText('مصر')).toBeInTheDocument();
    // The order number, the address, the phone and the e-mail are isolated from the Arabic text.
    const number = within(screen.getByRole('heading', { level: 1 })).getByText('KH-20261122-ABCDEF');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveClass('whitespace-nowrap');
    expect(screen.getByText('12 Tahrir St').tagName).toBe('BDI');
    for (const phone of screen.getAllByText('01001234567')) expect(phone).toHaveAttribute('dir', 'ltr');
    for (const email of screen.getAllByText('mona@example.com')) expect(email.tagName).toBe('BDI');
  });
});
