import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/mock-api';
import { loadAdminTexts } from '../testing/admin-test-utils';
import { AdminSidebar } from './admin-sidebar';

const sectionNames = () =>
  within(screen.getByRole('navigation', { name: 'Staff console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeAll(loadAdminTexts);

describe('admin sidebar', () => {
  it('gives an admin every section', async () => {
    renderPage(<AdminSidebar userRole="admin" id="nav" open={false} />, '/admin');
    await screen.findByRole('navigation', { name: 'Staff console' });
    expect(sectionNames()).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Trade-ins',
      'Messages',
      'Brands',
      'Reviews',
      'Discount codes',
      'Installment plans',
      'Trade-in estimates',
      'Delivery zones',
      'Staff',
      'Audit log',
      'Outbox',
    ]);
  });

  it('leaves staff accounts, the audit log and the outbox out for a moderator', async () => {
    renderPage(<AdminSidebar userRole="moderator" id="nav" open={false} />, '/admin');
    await screen.findByRole('navigation', { name: 'Staff console' });
    expect(sectionNames()).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Trade-ins',
      'Messages',
      'Brands',
      'Reviews',
      'Discount codes',
      'Installment plans',
      'Trade-in estimates',
      'Delivery zones',
    ]);
  });

  it('shows nothing to a shopper', async () => {
    renderPage(<AdminSidebar userRole="user" id="nav" open={false} />, '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('marks the section on screen', async () => {
    renderPage(<AdminSidebar userRole="admin" id="nav" open={false} />, '/admin/orders');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
