import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { createStaff, mockAdminApi, paged, renderAdmin, signInAs } from '../testing/admin-test-utils';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff guard', () => {
  it('sends a guest to sign in, and back to the console page afterwards', async () => {
    const { router } = renderApp('/admin/orders?status=pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/admin/orders?status=pending')}`);
  });

  it('tells a shopper the console is not for them, without the console around it', async () => {
    storeSession(createUser({ role: 'user' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('keeps a moderator out of an admin-only page, inside the console', async () => {
    signInAs(createStaff('moderator'));
    mockAdminApi({});
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('opens an admin-only page for an admin', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/users': paged([]) });
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown console path', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({});
    renderAdmin('/admin/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
