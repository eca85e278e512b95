import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { createStaff } from '../testing/admin-test-utils';

async function openAccountMenu(name: string) {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await userEvent.setup().click(within(nav).getByRole('button', { name: `Account: ${name}` }));
  return nav;
}

describe('staff console link in the shop', () => {
  it('is in the account menu of staff', async () => {
    const staff = createStaff('moderator');
    storeSession(staff);
    renderApp('/');
    const nav = await openAccountMenu(staff.name);
    expect(within(nav).getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/admin');
  });

  it('is not offered to shoppers', async () => {
    const shopper = createUser();
    storeSession(shopper);
    renderApp('/');
    const nav = await openAccountMenu(shopper.name);
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
  });
});
