import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The API still puts the token beside `data` (SPEC §7); the page keeps only the user (the session is
// the API's HttpOnly cookie).
const TOKEN = 'header.payload.signature';

const invalidCredentials = () =>
  json(401, { status: 'error', code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
  return { ...view, form: within(form) };
}

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('LoginPage', () => {
  it('requires e-mail and password before calling the server', async () => {
    const user = userEvent.setup();
    const { form } = await openLogin();
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Password is required')).toBeInTheDocument();
    expect(form.getByLabelText(/^Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Signing in..." on a disabled button while the request is under way', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { form } = await openLogin();
    await user.type(form.getByLabelText(/^Email/), 'mona@example.com');
    await user.type(form.getByLabelText(/^Password/), 'wrong-password');
    await user.click(form.getByRole('button', { name: 'Sign in' }));

    const busy = await form.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();

    answer(invalidCredentials());
    expect(await form.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's message on failure and clears it when a field is edited", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(invalidCredentials());
    const { form, router } = await openLogin();
    await user.type(form.getByLabelText(/^Email/), 'mona@example.com');
    await user.type(form.getByLabelText(/^Password/), 'wrong-password');
    await user.click(form.getByRole('button', { name: 'Sign in' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(where(router)).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();

    await user.type(form.getByLabelText(/^Password/), 'x');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Login failed" when the answer carries no message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { form } = await openLogin();
    await user.type(form.getByLabelText(/^Email/), 'mona@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret1');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('stores the user, never the token, and goes home', async () => {
    const user = userEvent.setup();
    const mona = createUser({ name: 'Mona Hassan' });
    fetchMock.mockResolvedValue(json(200, { status: 'success', token: TOKEN, data: mona }));
    const { form, router } = await openLogin();
    await user.type(form.getByLabelText(/^Email/), ' Mona@Example.com ');
    await user.type(form.getByLabelText(/^Password/), 'secret1');
    await user.click(form.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(where(router)).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(mona);
    const stored = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).map((key) =>
      localStorage.getItem(key),
    );
    expect(stored.join(' ')).not.toContain(TOKEN);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mona@example.com', password: 'secret1' });
  });

  it('sends a guest who tried the cart back to the cart after signing in', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/login'
        ? json(200, { status: 'success', token: TOKEN, data: createUser() })
        : json(200, { status: 'success', data: { items: [] } }),
    );
    const { form, router } = await openLogin('/cart');
    expect(where(router)).toBe('/login?redirect=cart');
    await user.type(form.getByLabelText(/^Email/), 'mona@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret1');
    await user.click(form.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(where(router)).toBe('/cart');
  });

  it('offers sign-up and a way to reset a forgotten password, and says social sign-in is coming soon', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    for (const name of [/Continue with Google/, /Continue with Facebook/]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Coming soon');
    }
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
