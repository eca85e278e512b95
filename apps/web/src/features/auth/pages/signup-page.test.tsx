import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { createUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create account' });
  const form = within(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
  const fields = {
    name: form.getByLabelText(/^Full name/),
    email: form.getByLabelText(/^Email/),
    phone: form.getByLabelText(/^Phone number/),
    password: form.getByLabelText(/^Password/),
    confirm: form.getByLabelText(/^Confirm password/),
  };
  return { ...view, form, fields };
}

const MESSAGES = [
  'Name is required',
  'Email is required',
  'Please enter a valid email address',
  'Phone number is required',
  'Please enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015',
  'Password must be at least 6 characters',
  'Passwords do not match',
];

/** The one validation message on screen (SPEC §5 shows only the first failure). */
function shownMessages() {
  return MESSAGES.filter((text) => screen.queryByText(text) !== null);
}

describe('SignupPage', () => {
  const valid = {
    name: 'Mona Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    password: '123456',
    confirm: '123456',
  };

  // Each case breaks a check and every later one: only the first failure may show.
  it.each([
    ['an empty form', { ...valid, name: '', email: '', phone: '', password: '' }, 'name', 'Name is required'],
    ['a blank name', { ...valid, name: '   ', email: 'x' }, 'name', 'Name is required'],
    ['no e-mail', { ...valid, email: '', phone: '', password: '1' }, 'email', 'Email is required'],
    [
      'a malformed e-mail',
      { ...valid, email: 'mona@example', phone: '' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a blank phone',
      { ...valid, phone: ' ', password: '1', confirm: '2' },
      'phone',
      'Phone number is required',
    ],
    [
      'a landline for a phone',
      { ...valid, phone: '0223456789', password: '1', confirm: '2' },
      'phone',
      'Please enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015',
    ],
    [
      'a 5-character password',
      { ...valid, password: '12345', confirm: '2' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['a different confirmation', { ...valid, confirm: '123457' }, 'confirm', 'Passwords do not match'],
  ] as const)(
    'shows only the first failing check, in SPEC order, for %s',
    async (_case, values, field, message) => {
      const user = userEvent.setup();
      const { form, fields } = await openSignup();
      for (const [name, value] of Object.entries(values)) {
        if (!value) continue;
        await user.click(fields[name as keyof typeof fields]);
        await user.paste(value);
      }
      await user.click(form.getByRole('button', { name: 'Create account' }));

      expect(shownMessages()).toEqual([message]);
      expect(fields[field]).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(fields[field]).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('clears a message when its field is edited', async () => {
    const user = userEvent.setup();
    const { form, fields } = await openSignup();
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(shownMessages()).toEqual(['Name is required']);
    await user.type(fields.name, 'M');
    expect(shownMessages()).toEqual([]);
  });

  it('hints at the phone the shop takes and the password length', async () => {
    const { fields } = await openSignup();
    expect(fields.phone).toHaveAccessibleDescription(/11 digits starting with 010, 011, 012 or 015/);
    expect(fields.password).toHaveAccessibleDescription('At least 6 characters');
  });

  it('confirms the new account, signed in by its cookie, and goes on through /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const created = createUser({ name: 'Mona Hassan', email: 'mona@example.com' });
    // The sign-up, then the store's home page reads (empty lists are enough for it to draw).
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/auth/register')
        ? json(201, { status: 'success', data: created })
        : json(200, { status: 'success', data: [] }),
    );
    const { form, fields, router } = await openSignup();
    await user.type(fields.name, 'Mona Hassan');
    await user.type(fields.email, 'Mona@Example.com');
    await user.type(fields.phone, '01001234567');
    await user.type(fields.password, 'secret1');
    await user.type(fields.confirm, 'secret1');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Account created successfully! You are signed in; taking you to the store...'),
    ).toHaveRole('status');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Mona Hassan',
      email: 'Mona@Example.com',
      phone: '01001234567',
      password: 'secret1',
      role: 'user',
    });

    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/signup');
    expect(sessionStore.getSnapshot().user).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    // Signed in now, so the login page sends the shopper on to the store.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.getSnapshot().user).toMatchObject({ email: 'mona@example.com' });
  });

  it("shows the server's message, or the generic one when there is none", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(409, {
        status: 'error',
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
      }),
    );
    const { form, fields } = await openSignup();
    await user.type(fields.name, 'Mona Hassan');
    await user.type(fields.email, 'mona@example.com');
    await user.type(fields.phone, '01001234567');
    await user.type(fields.password, 'secret1');
    await user.type(fields.confirm, 'secret1');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An account with this email already exists.');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
  });
});
