import type { Notification } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const entry = <K extends Notification['kind']>(
  id: string,
  kind: K,
  data: Extract<Notification, { kind: K }>['data'],
  read = false,
) => ({ _id: id, id, kind, data, read, createdAt: '2026-11-20T10:00:00.000Z' }) as Notification;

let entries: Notification[];
let calls: string[];

beforeEach(() => {
  calls = [];
  entries = [
    entry('n1', 'order-shipped', {
      orderId: 'o1',
      orderNumber: 'KH-20261120-ABCDEF',
      total: 2100,
      trackingNumber: 'EG-123456',
    }),
    entry('n2', 'price-drop', {
      productId: 'p1',
      name: 'Pixel 9',
      nameAr: 'بكسل 9',
      oldPrice: 20_000,
      newPrice: 18_500,
    }),
    entry('n3', 'chat-reply', { count: 3 }, true),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      const unread = entries.filter((n) => !n.read).length;
      if (url.pathname === '/api/notifications' && method === 'GET')
        return json(200, { status: 'success', data: { notifications: entries, unread, nextBefore: null } });
      if (url.pathname === '/api/notifications/unread-count')
        return json(200, { status: 'success', data: { unread } });
      if (url.pathname === '/api/notifications' && method === 'PATCH') {
        entries = entries.map((n) => ({ ...n, read: true }));
        return json(200, { status: 'success', data: { unread: 0 } });
      }
      if (url.pathname === '/api/notifications/n1' && method === 'PATCH') {
        entries = entries.map((n) => (n.id === 'n1' ? { ...n, read: true } : n));
        return json(200, { status: 'success', data: entries[0] });
      }
      return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No such route' });
    }),
  );
  storeSession(createUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('words each entry from its kind and figures, and the bell counts the unread', async () => {
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const shipped = screen.getByRole('link', { name: 'Order KH-20261120-ABCDEF is on its way' });
    expect(shipped).toHaveAttribute('href', '/order/o1');
    expect(screen.getByText(/Tracking number:/)).toHaveTextContent('Tracking number: EG-123456');
    expect(screen.getByRole('link', { name: 'Price drop on your wishlist' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(screen.getByText(/went down/)).toHaveTextContent(
      /^Pixel 9 went down from EGP\s20,000 to EGP\s18,500\.$/,
    );
    expect(screen.getByText('3 messages wait for you.')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks everything read with one form, and the bell follows', async () => {
    const user = userEvent.setup();
    renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(calls).toContain('PATCH /api/notifications');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
        'href',
        '/notifications',
      ),
    );
  });

  it('says when there is nothing yet', async () => {
    entries = [];
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('reads in Arabic, with the product named in Arabic', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    renderApp('/ar/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الطلب KH-20261120-ABCDEF في الطريق إليك' })).toHaveAttribute(
      'href',
      '/ar/order/o1',
    );
    // The product's name is isolated in a <bdi> inside the sentence.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /^انخفض سعر بكسل 9 من/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
  });
});
