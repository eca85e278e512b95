import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { defaultDashboardRange } from '../lib/date-range';
import { dashboard } from '../testing/admin-fixtures';
import { createStaff, fail, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  // formatEgp keeps "EGP" with its number by a no-break space.
  return term.closest('div')?.querySelector('dd')?.textContent?.replace(/\s/g, ' ');
};

describe('dashboard', () => {
  it('asks for the last 30 days and shows their figures, charts and lists', async () => {
    signInAs(createStaff('moderator'));
    const api = mockAdminApi({ 'GET /api/admin/dashboard': ok(dashboard()) });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('EGP 12,500');

    expect(api.calls('GET /api/admin/dashboard')[0]?.query).toEqual(defaultDashboardRange());
    expect(figure('Revenue')).toBe('EGP 12,500');
    expect(figure('Orders')).toBe('5');
    expect(figure('Average order')).toBe('EGP 2,500');
    expect(figure('Pending trade-ins')).toBe('4');
    expect(figure('Unread chats')).toBe('7');
    expect(screen.getByRole('link', { name: 'Pending trade-ins' })).toHaveAttribute(
      'href',
      '/admin/trade-ins',
    );

    // The charts come with their own chunk, after the figures.
    expect(await screen.findByRole('figure', { name: 'Revenue and orders per day' })).toBeInTheDocument();
    const byStatus = await screen.findByRole('figure', { name: 'Orders by status' });
    expect(within(byStatus).getByText('Pending: 2')).toBeInTheDocument();
    expect(within(byStatus).getByText('Delivered: 2')).toBeInTheDocument();

    const mostViewed = screen.getByRole('heading', { name: 'Most viewed' }).parentElement!;
    expect(within(mostViewed).getByRole('link', { name: 'Galaxy S24' })).toHaveAttribute(
      'href',
      '/admin/products/p1',
    );
    expect(within(mostViewed).getByText('1,204 views')).toBeInTheDocument();
    // A long name wraps rather than being cut, and the link carries it whole.
    const name = within(mostViewed).getByRole('link', { name: 'Galaxy S24' });
    expect(name).toHaveAttribute('title', 'Galaxy S24');
    expect(name).not.toHaveClass('truncate');
    expect(name).toHaveClass('line-clamp-2');
    const lowStock = screen.getByRole('heading', { name: 'Low stock' }).parentElement!;
    expect(within(lowStock).getByText('1 in stock')).toBeInTheDocument();
    const topExclusive = screen.getByRole('heading', { name: 'Top exclusive' }).parentElement!;
    expect(within(topExclusive).getByText('Nothing to show yet.')).toBeInTheDocument();
  });

  it('writes the figures in pounds with Western digits on an Arabic page, as the shop does (decision 0009)', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/dashboard': ok(dashboard()) });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة المؤشرات' })).toBeInTheDocument();
    expect(await screen.findByText('‏12,500 ج.م.‏')).toBeInTheDocument();
    expect(screen.getByText('1,204 مشاهدات')).toBeInTheDocument();
    // Products under their Arabic names, or the English one when they have none.
    const mostViewed = screen.getByRole('heading', { name: 'الأكثر مشاهدة' }).parentElement!;
    expect(within(mostViewed).getByRole('link', { name: 'جالاكسي S24' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AirPods Pro' })).toBeInTheDocument();
  });

  it('asks for the chosen range, and not for a reversed one', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({ 'GET /api/admin/dashboard': ok(dashboard()) });
    const { router } = renderAdmin('/admin?from=2026-11-01&to=2026-11-10');
    await screen.findByText('EGP 12,500');
    expect(api.calls('GET /api/admin/dashboard')[0]?.query).toEqual({ from: '2026-11-01', to: '2026-11-10' });

    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-10');
    expect(api.calls('GET /api/admin/dashboard').every((r) => r.query.from !== '2026-11-20')).toBe(true);
  });

  it('says when there were no orders in the range', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({
      'GET /api/admin/dashboard': ok(
        dashboard({
          totals: { revenue: 0, orders: 0, averageOrder: 0 },
          ordersByStatus: { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
        }),
      ),
    });
    renderAdmin('/admin');
    expect(await screen.findByText('No orders were placed in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Orders by status' })).not.toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/dashboard': fail(500, 'INTERNAL_ERROR', 'Boom') });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Failed to load the dashboard.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
