import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('asks for a link and says where it went, whatever the answer reveals', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(202, { status: 'success', data: null }));
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await user.type(screen.getByLabelText(/^Email/), 'Mona@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account uses mona@example.com/)).toHaveAttribute('role', 'status');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/password-reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mona@example.com' });
  });
});

describe('ResetPasswordPage', () => {
  it('sends a visitor without a token to ask for a link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page opens from the link');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('refuses passwords that do not match without calling the server', async () => {
    const user = userEvent.setup();
    renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'new-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the token and offers to sign in', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { status: 'success', data: null }));
    renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'new-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toHaveAttribute('role', 'status');
    const card = screen.getByRole('heading', { level: 1, name: 'Choose a new password' }).parentElement!;
    expect(within(card).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'new-password' });
  });

  it("shows the server's message for a spent link and offers a new one", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(400, {
        status: 'error',
        code: 'RESET_LINK_INVALID',
        message: 'This password reset link has expired.',
      }),
    );
    renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'new-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
