import type { Conversation, Message } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaff, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

const support = {
  _id: 'c1',
  name: 'Kahraba Support',
  email: 'support@kahraba.eg',
  phone: null,
  role: 'moderator' as const,
};
const mona = { _id: 'u1', name: 'Mona Hassan', email: 'mona@example.com', phone: null };
const omar = { _id: 'u2', name: 'Omar Farouk', email: 'omar@example.com', phone: null };

const conversation = (shopper: typeof mona, unread: number, lastMessage: string): Conversation => ({
  shopper,
  contact: support,
  lastMessage,
  lastMessageAt: '2026-11-22T10:00:00.000Z',
  unread,
});

const message = (
  id: string,
  from: { _id: string; name: string; email: string },
  to: typeof from,
  text: string,
): Message => ({
  _id: id,
  from,
  to,
  message: text,
  createdAt: '2026-11-22T10:00:00.000Z',
  read: true,
});

function mockInbox() {
  const thread: Message[] = [message('m1', mona, support, 'Is the S24 in stock?')];
  return mockAdminApi({
    'GET /api/admin/conversations': ok([
      conversation(mona, 2, 'Is the S24 in stock?'),
      conversation(omar, 0, 'Thanks!'),
    ]),
    'GET /api/admin/conversations/u1/c1/messages': () => ok(thread),
    'POST /api/admin/conversations/u1/c1/messages': (request) => {
      const reply = message(
        `m${thread.length + 1}`,
        support,
        mona,
        (request.body as { message: string }).message,
      );
      thread.push(reply);
      return ok(reply);
    },
  });
}

describe('staff inbox', () => {
  it('lists conversations as the API orders them, with their unread counts', async () => {
    signInAs(createStaff('moderator'));
    mockInbox();
    renderAdmin('/admin/messages');
    const list = await screen.findByRole('complementary', { name: 'Conversations' });
    const entries = await within(list).findAllByRole('button');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Conversation with Mona Hassan, 2 unread',
      'Conversation with Omar Farouk',
    ]);
    expect(within(list).getAllByText('To Kahraba Support (Moderator)')).toHaveLength(2);
    // The rest of the row is read out too, as the entry's description.
    expect(entries[0]).toHaveAccessibleDescription(
      expect.stringMatching(/^To Kahraba Support \(Moderator\) Is the S24 in stock\? .*2026/),
    );
    expect(entries[1]).toHaveAccessibleDescription(expect.stringContaining('Thanks!'));
  });

  it('opens a conversation, marks it read and replies as the contact the shopper wrote to', async () => {
    signInAs(createStaff('moderator'));
    const api = mockInbox();
    const { router } = renderAdmin('/admin/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Conversation with Mona Hassan, 2 unread' }));

    const thread = await screen.findByRole('region', { name: 'Conversation with Mona Hassan' });
    expect(await within(thread).findByText('Is the S24 in stock?')).toBeInTheDocument();
    expect(
      within(thread).getByText('Replying as Kahraba Support (Moderator)', { exact: false }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?shopper=u1&contact=c1');
    expect(await screen.findByRole('button', { name: 'Conversation with Mona Hassan' })).toBeInTheDocument();

    const send = within(thread).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(thread).getByRole('textbox', { name: 'Reply to Mona Hassan' }), 'Yes, 2 left.');
    await user.click(send);
    expect(await within(thread).findByText('Yes, 2 left.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/conversations/u1/c1/messages').map((r) => r.body)).toEqual([
      { message: 'Yes, 2 left.' },
    ]);
    await waitFor(() =>
      expect(within(thread).getByRole('textbox', { name: 'Reply to Mona Hassan' })).toHaveValue(''),
    );
  });
});
