import type { Contact, Message } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { createUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/mock-api';
import { ChatsPage } from './chats-page';

const me = createUser({ _id: 'me', id: 'me', name: 'Mona Hassan', email: 'mona@example.com' });
const support: Contact = {
  _id: 'mod',
  name: 'Kahraba Support',
  email: 'moderator@kahraba.eg',
  role: 'moderator',
  lastMessageAt: null,
  unread: 0,
};
const admin: Contact = {
  ...support,
  _id: 'adm',
  name: 'Kahraba Admin',
  email: 'admin@kahraba.eg',
  role: 'admin',
};

const participant = (c: { _id: string; name: string; email: string }) => ({
  _id: c._id,
  name: c.name,
  email: c.email,
});
let sequence = 0;
function message(from: typeof support | typeof me, to: typeof support | typeof me, text: string): Message {
  sequence += 1;
  return {
    _id: `m${sequence}`,
    from: participant(from),
    to: participant(to),
    message: text,
    createdAt: new Date().toISOString(),
    read: true,
  };
}

type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => Promise<Response> | Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { status: 'success', data });

let contacts: Contact[];
let conversations: Record<string, Message[]>;
let extra: Handler;
let requests: Array<{ method: string; url: URL; body: unknown }>;

beforeEach(() => {
  contacts = [support, admin];
  conversations = { mod: [], adm: [] };
  extra = () => undefined;
  requests = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const custom = await extra(request);
    if (custom) return custom;
    if (url.pathname === '/api/messages/contacts') return ok(contacts);
    if (url.pathname === '/api/messages' && method === 'GET') {
      const list = conversations[url.searchParams.get('with') ?? ''] ?? [];
      return json(200, { status: 'success', messages: list, data: list });
    }
    return json(404, { status: 'error', code: 'ROUTE_NOT_FOUND', message: 'No such route' });
  });
  sessionStore.signIn(me);
});
afterEach(() => vi.restoreAllMocks());

const messageBox = () => screen.findByRole('textbox', { name: /Message to/ });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('ChatsPage', () => {
  it('asks a guest to log in', async () => {
    sessionStore.signOut();
    renderPage(<ChatsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to access your messages' }),
    ).toBeVisible();
  });

  it('selects the first contact and loads that conversation', async () => {
    conversations.mod = [message(support, me, 'Welcome to Kahraba!')];
    renderPage(<ChatsPage />);
    expect(await screen.findByText('Welcome to Kahraba!')).toBeVisible();
    expect(screen.getByRole('button', { name: /Kahraba Support/ })).toHaveAttribute('aria-current', 'true');
    expect(requests.some((r) => r.url.searchParams.get('with') === 'mod')).toBe(true);
  });

  it('opens on the shopper `?with=` names, whom staff write to first, and asks the contacts to include them', async () => {
    const layla: Contact = {
      ...support,
      _id: 'layla',
      name: 'Layla Samir',
      email: 'layla@example.com',
      role: 'user',
    };
    extra = ({ url }) =>
      url.pathname === '/api/messages/contacts' && url.searchParams.get('with') === 'layla'
        ? ok([support, admin, layla])
        : undefined;
    renderPage(<ChatsPage />, '/user-chats?with=layla');
    expect(await screen.findByRole('textbox', { name: /Message to Layla Samir/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Layla Samir/ })).toHaveAttribute('aria-current', 'true');
    expect(
      requests.some((r) => r.url.pathname === '/api/messages' && r.url.searchParams.get('with') === 'layla'),
    ).toBe(true);
  });

  it('filters contacts by name or e-mail', async () => {
    const user = userEvent.setup();
    renderPage(<ChatsPage />);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(search, 'ADMIN@');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Kahraba Admin')]);
    await user.clear(search);
    await user.type(search, 'support');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Kahraba Support/ })).toBeVisible();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No contact matches your search.')).toBeVisible();
  });

  it('disables send for blank text, without a contact and while a send is in flight', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    extra = ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/messages'
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : undefined;
    renderPage(<ChatsPage />);
    const box = await messageBox();
    expect(sendButton()).toBeDisabled();
    await user.type(box, '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(box, 'Hi');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    await user.type(box, 'Another');
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    release(json(201, { status: 'success', data: message(me, support, 'Hi') }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it('disables send when there is no contact', async () => {
    contacts = [];
    renderPage(<ChatsPage />);
    expect(await screen.findByText('No contacts yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows a sent message at once, faded, then as confirmed', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    extra = ({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== '/api/messages') return undefined;
      expect(body).toEqual({ to: 'mod', message: 'Is the S25 in stock?' });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    };
    renderPage(<ChatsPage />);
    await user.type(await messageBox(), '  Is the S25 in stock?  ');
    await user.click(sendButton());

    const pending = (await screen.findByText('Is the S25 in stock?')).closest('li')!;
    expect(pending).toHaveAttribute('data-optimistic', 'true');
    expect(pending).toHaveClass('opacity-50');
    expect(await messageBox()).toHaveValue('');

    const saved = message(me, support, 'Is the S25 in stock?');
    conversations.mod = [saved];
    release(json(201, { status: 'success', data: saved }));
    expect(await screen.findByText('Message sent')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Is the S25 in stock?').closest('li')).not.toHaveAttribute('data-optimistic'),
    );
    expect(screen.getAllByText('Is the S25 in stock?')).toHaveLength(1);
  });

  it('removes a message that failed to send and says so', async () => {
    const user = userEvent.setup();
    extra = ({ method }) =>
      method === 'POST' ? json(500, { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' }) : undefined;
    renderPage(<ChatsPage />);
    await user.type(await messageBox(), 'Hello?');
    await user.click(sendButton());
    expect(await screen.findByText('Failed to send message')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Hello?')).not.toBeInTheDocument());
  });

  it('offers to delete only my own messages, after confirmation', async () => {
    const user = userEvent.setup();
    const mine = message(me, support, 'Mine to delete');
    conversations.mod = [message(support, me, 'From support'), mine];
    extra = ({ method, url }) => {
      if (method !== 'DELETE') return undefined;
      expect(url.pathname).toBe(`/api/messages/${mine._id}`);
      conversations.mod = conversations.mod!.filter((m) => m._id !== mine._id);
      return ok({ _id: mine._id });
    };
    renderPage(<ChatsPage />);
    const theirs = (await screen.findByText('From support')).closest('li')!;
    expect(within(theirs).queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
    const own = screen.getByText('Mine to delete').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'Message options' }));
    expect(within(own).getByRole('button', { name: 'Delete message' })).toHaveFocus();
    await user.click(within(own).getByRole('button', { name: 'Delete message' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Mine to delete')).not.toBeInTheDocument());
  });

  it('says when deleting fails', async () => {
    const user = userEvent.setup();
    conversations.mod = [message(me, support, 'Stubborn')];
    extra = ({ method }) =>
      method === 'DELETE'
        ? json(403, { status: 'error', code: 'FORBIDDEN', message: 'You do not have permission to do this.' })
        : undefined;
    renderPage(<ChatsPage />);
    await user.click(await screen.findByRole('button', { name: 'Message options' }));
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete message')).toBeVisible();
    expect(screen.getByText('Stubborn')).toBeInTheDocument();
  });

  it('shows a failure to load contacts', async () => {
    extra = ({ url }) =>
      url.pathname.startsWith('/api/messages')
        ? json(500, { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    renderPage(<ChatsPage />);
    await waitFor(() => expect(screen.getAllByText('Failed to load contacts')).toHaveLength(2));
  });

  it('shows an error screen when the conversation fails to load', async () => {
    extra = ({ method, url }) =>
      method === 'GET' && url.pathname === '/api/messages'
        ? json(500, { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    renderPage(<ChatsPage />);
    // The error screen and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load messages')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  });

  it('shows markup as text', async () => {
    conversations.mod = [message(support, me, '<b>not bold</b>')];
    renderPage(<ChatsPage />);
    expect(await screen.findByText('<b>not bold</b>')).toBeVisible();
    expect(document.querySelector('li b')).toBeNull();
  });

  it('lets each message take its own direction, so a Latin question in Arabic ends with its "?"', async () => {
    conversations.mod = [message(support, me, 'Is it available in Giza?')];
    renderPage(<ChatsPage />);
    expect(await screen.findByText('Is it available in Giza?')).toHaveAttribute('dir', 'auto');
  });

  it('shows the unread count of a contact other than the open one', async () => {
    contacts = [support, { ...admin, unread: 3 }];
    renderPage(<ChatsPage />);
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
  });

  it('refetches the conversation when the tab becomes visible', async () => {
    renderPage(<ChatsPage />);
    await messageBox();
    await waitFor(() =>
      expect(requests.filter((r) => r.url.searchParams.get('with') === 'mod')).toHaveLength(1),
    );
    conversations.mod = [message(support, me, 'While you were away')];
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('While you were away')).toBeVisible();
  });
});
