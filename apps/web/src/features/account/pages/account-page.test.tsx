import type { User } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { clearSession, createUser, storeRefusedSession, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountPage } from './account-page';

let fetchMock: Mock<typeof fetch>;
/** What GET /api/user/me answers in the browser; the signed-in user unless a test says otherwise. */
let serverUser: User | null;
/** What the e-mail settings are on the server. */
let notificationSettings: { priceAlerts: boolean; stockAlerts: boolean; chatReplies: boolean };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  serverUser = null;
  notificationSettings = { priceAlerts: true, stockAlerts: true, chatReplies: true };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/user/me' && (init?.method ?? 'GET') === 'GET') {
      return serverUser
        ? json(200, { status: 'success', data: serverUser })
        : json(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    }
    if (String(input) === '/api/auth/logout-all' && init?.method === 'POST') {
      // Every session ends, this one included: the cookie is cleared with the answer.
      serverUser = null;
      clearSession();
      return json(200, { status: 'success', data: { ended: 2 } });
    }
    if (String(input) === '/api/user/me/notification-settings') {
      if (init?.method === 'PATCH') {
        notificationSettings = JSON.parse(String(init.body));
      }
      return json(200, { status: 'success', data: notificationSettings });
    }
    if (String(input) === '/api/order/my-orders')
      return json(200, { status: 'success', data: { orders: [] } });
    return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function signIn(user: User) {
  serverUser = user;
  storeSession(user);
}

async function openAccount() {
  const view = renderApp('/user-account');
  await screen.findByRole('heading', { level: 1, name: 'My account' });
  return view;
}

/** The value shown beside a label in the profile. */
function profileValue(label: string) {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label)!;
  return term.nextElementSibling?.textContent;
}

describe('AccountPage', () => {
  it('shows the profile: name, email, phone and the capitalised role as account type', async () => {
    signIn(
      createUser({ name: 'Mona Hassan', email: 'mona@example.com', phone: '01001234567', role: 'user' }),
    );
    await openAccount();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(profileValue('Full name')).toBe('Mona Hassan');
    expect(profileValue('Email')).toBe('mona@example.com');
    expect(profileValue('Phone number')).toBe('01001234567');
    expect(profileValue('Account type')).toBe('User');
  });

  it('says "Not provided" for a missing phone and names staff roles', async () => {
    signIn(createUser({ phone: null, role: 'admin' }));
    await openAccount();
    expect(profileValue('Phone number')).toBe('Not provided');
    expect(profileValue('Account type')).toBe('Admin');
  });

  it("replaces stale stored data with the server's, and drops a token older versions stored", async () => {
    const stored = createUser({ name: 'Old Name' });
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('token', 'a-token-from-before-cookie-sessions');
    signIn({ ...stored, name: 'New Name' });
    await openAccount();
    await waitFor(() => expect(profileValue('Full name')).toBe('New Name'));
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('New Name');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a shopper whose session the server refuses to /login, signed out', async () => {
    localStorage.setItem('user', JSON.stringify(createUser()));
    storeRefusedSession();
    serverUser = null;
    const { router } = renderApp('/user-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user-account');
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('edits the profile: saving state, toast, and the answer merged into the stored user', async () => {
    const user = userEvent.setup();
    const mona = createUser({ name: 'Mona Hassan', email: 'mona@example.com', phone: '01001234567' });
    signIn(mona);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PATCH') return new Promise((resolve) => (answer = resolve));
      return json(200, { status: 'success', data: serverUser });
    });
    await openAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
    expect(dialog.getByLabelText(/^Full name/)).toHaveValue('Mona Hassan');
    await user.clear(dialog.getByLabelText(/^Full name/));
    await user.type(dialog.getByLabelText(/^Full name/), 'Mona H.');
    await user.clear(dialog.getByLabelText(/^Phone number/));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(url).toBe(`/api/user/${mona.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Mona H.', email: 'mona@example.com', phone: '' });

    serverUser = { ...mona, name: 'Mona H.', phone: null };
    answer(json(200, { status: 'success', data: serverUser }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profileValue('Full name')).toBe('Mona H.');
    expect(profileValue('Phone number')).toBe('Not provided');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ ...mona, name: 'Mona H.', phone: null });
  });

  it('checks the edit form and shows the server refusal in the dialog', async () => {
    const user = userEvent.setup();
    const mona = createUser();
    signIn(mona);
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? json(409, {
            status: 'error',
            code: 'EMAIL_TAKEN',
            message: 'An account with this email already exists.',
          })
        : json(200, { status: 'success', data: serverUser }),
    );
    await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));

    await user.clear(dialog.getByLabelText(/^Email/));
    await user.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);

    // The phone follows checkout's rule: an Egyptian mobile, or nothing.
    await user.clear(dialog.getByLabelText(/^Phone number/));
    await user.type(dialog.getByLabelText(/^Phone number/), '0223456789');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(
      await dialog.findByText(
        'Please enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);
    await user.clear(dialog.getByLabelText(/^Phone number/));

    await user.clear(dialog.getByLabelText(/^Email/));
    await user.type(dialog.getByLabelText(/^Email/), 'omar@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe(mona.email);
  });

  it('shows an empty order history that leads to the laptops', async () => {
    const user = userEvent.setup();
    signIn(createUser());
    await openAccount();
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse laptops' })).toHaveAttribute('href', '/category/Laptop');
  });

  it('saves which e-mails the shopper wants from the settings tab', async () => {
    const user = userEvent.setup();
    signIn(createUser());
    await openAccount();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const priceAlerts = await screen.findByRole('checkbox', {
      name: 'Price drops on products in my wishlist',
    });
    expect(priceAlerts).toBeChecked();
    await user.click(priceAlerts);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your e-mail settings are saved.')).toBeInTheDocument();
    expect(notificationSettings).toEqual({ priceAlerts: false, stockAlerts: true, chatReplies: true });
  });

  it('signs out everywhere from the settings tab and goes to sign in', async () => {
    const user = userEvent.setup();
    signIn(createUser());
    const { router } = await openAccount();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign out everywhere' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout-all',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(sessionStore.getSnapshot().user).toBeNull());
    // The login page renders before the session store hears the server's word: it must not take
    // the shopper it still remembers as signed in and move on to the home page.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so when there is no user data', async () => {
    renderWithProviders(<AccountPage />, { path: '/user-account' });
    expect(await screen.findByRole('heading', { name: 'No user data found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('reports stored data it cannot parse', async () => {
    localStorage.setItem('user', '{"name": "Mona"');
    renderWithProviders(<AccountPage />, { path: '/user-account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read your saved account details',
    );
  });

  it('reads in Arabic', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('ar');
    signIn(createUser({ phone: null }));
    renderApp('/ar/user-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابي' })).toBeInTheDocument();
    expect(profileValue('رقم الهاتف')).toBe('غير مُدخل');
    expect(profileValue('نوع الحساب')).toBe('مستخدم');
  });
});
