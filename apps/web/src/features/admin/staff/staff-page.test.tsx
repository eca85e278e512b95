import type { AdminUser } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../testing/admin-fixtures';
import {
  createStaff,
  fail,
  mockAdminApi,
  ok,
  paged,
  renderAdmin,
  signInAs,
} from '../testing/admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

const me = createStaff('admin');

function mockAccounts() {
  let accounts: AdminUser[] = [
    adminUser({ _id: me._id, name: me.name, email: me.email, role: 'admin' }),
    adminUser({ _id: 'm1', name: 'Mostafa Moderator', email: 'mostafa@kahraba.eg', role: 'moderator' }),
    adminUser({ _id: 'u1', name: 'Mona Hassan', email: 'mona@example.com', role: 'user' }),
  ];
  return mockAdminApi({
    'GET /api/admin/users': (request) =>
      paged(accounts.filter((account) => !request.query.role || account.role === request.query.role)),
    'PATCH /api/admin/users/m1': (request) => {
      accounts = accounts.map((a) =>
        a._id === 'm1' ? { ...a, ...(request.body as Partial<AdminUser>) } : a,
      );
      return ok(accounts.find((a) => a._id === 'm1'));
    },
    'POST /api/admin/users': fail(409, 'EMAIL_TAKEN', 'An account with this email already exists.'),
  });
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td *' }).closest('tr')!;

describe('staff accounts', () => {
  it('offers no change to one’s own account, and role and disable to the others', async () => {
    signInAs(me);
    mockAccounts();
    renderAdmin('/admin/staff');
    await screen.findByText('Mostafa Moderator');

    const mine = rowOf(me.name);
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();

    const other = rowOf('Mostafa Moderator');
    expect(within(other).getByRole('combobox', { name: 'Role of Mostafa Moderator' })).toHaveValue(
      'moderator',
    );
    expect(within(other).getByRole('button', { name: 'Disable Mostafa Moderator' })).toBeInTheDocument();
  });

  it('disables an account after confirming', async () => {
    signInAs(me);
    const api = mockAccounts();
    renderAdmin('/admin/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Mostafa Moderator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() =>
      expect(api.calls('PATCH /api/admin/users/m1').map((r) => r.body)).toEqual([{ disabled: true }]),
    );
    expect(await within(rowOf('Mostafa Moderator')).findByText('Disabled')).toBeInTheDocument();
    expect(
      within(rowOf('Mostafa Moderator')).getByRole('button', { name: 'Enable Mostafa Moderator' }),
    ).toBeInTheDocument();
  });

  it('changes a role after confirming', async () => {
    signInAs(me);
    const api = mockAccounts();
    renderAdmin('/admin/staff');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Mostafa Moderator' }),
      'admin',
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(api.calls('PATCH /api/admin/users/m1').map((r) => r.body)).toEqual([{ role: 'admin' }]),
    );
  });

  it('filters by role through the API', async () => {
    signInAs(me);
    const api = mockAccounts();
    const { router } = renderAdmin('/admin/staff');
    await screen.findByText('Mona Hassan');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'moderator');
    await waitFor(() => expect(screen.queryByText('Mona Hassan')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?role=moderator');
    expect(api.calls('GET /api/admin/users').at(-1)?.query).toMatchObject({ role: 'moderator' });
  });

  it('checks a new account before sending it, and shows a taken e-mail beside the field', async () => {
    signInAs(me);
    const api = mockAccounts();
    renderAdmin('/admin/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New staff account' });
    await user.type(within(dialog).getByLabelText('E-mail', { exact: false }), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password', { exact: false }), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/users')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Nour');
    await user.clear(within(dialog).getByLabelText('E-mail', { exact: false }));
    await user.type(within(dialog).getByLabelText('E-mail', { exact: false }), 'mostafa@kahraba.eg');
    await user.type(within(dialog).getByLabelText('Password', { exact: false }), '-and-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/users').map((r) => r.body)).toEqual([
      {
        name: 'Nour',
        email: 'mostafa@kahraba.eg',
        phone: '',
        password: 'short-and-longer',
        role: 'moderator',
      },
    ]);
  });
});
