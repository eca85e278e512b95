import type { Contact } from '@kahraba/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/session/session-store';
import { createUser } from '../test/fixtures';
import { mockApi, renderPage, serverError } from '../test/mock-api';
import { useUnreadCount } from './unread-count';

function Probe() {
  return <output aria-label="unread">{useUnreadCount()}</output>;
}

const contact = (id: string, unread: number): Contact => ({
  _id: id,
  name: `Contact ${id}`,
  email: `${id}@example.com`,
  role: 'user',
  lastMessageAt: null,
  unread,
});

afterEach(() => vi.restoreAllMocks());

describe('useUnreadCount', () => {
  it('is 0 for a guest, without asking the server', async () => {
    const api = mockApi({});
    renderPage(<Probe />);
    expect(screen.getByRole('status', { name: 'unread' })).toHaveTextContent('0');
    expect(api.requests).toHaveLength(0);
  });

  it("sums the signed-in user's unread messages over all contacts", async () => {
    mockApi({
      '/api/messages/contacts': { body: { status: 'success', data: [contact('a', 2), contact('b', 5)] } },
    });
    sessionStore.signIn(createUser());
    renderPage(<Probe />);
    expect(await screen.findByText('7')).toBeInTheDocument();
  });

  it('is 0 when the contacts fail to load', async () => {
    const api = mockApi({ '/api/messages/contacts': serverError });
    sessionStore.signIn(createUser());
    renderPage(<Probe />);
    await vi.waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    expect(screen.getByRole('status', { name: 'unread' })).toHaveTextContent('0');
  });
});
