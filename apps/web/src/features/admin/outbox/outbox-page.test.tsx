import type { OutboxMessage } from '@kahraba/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import {
  createStaff,
  mockAdminApi,
  ok,
  paged,
  type RecordedRequest,
  renderAdmin,
  signInAs,
} from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: '6f1c2d3e-0000-4000-8000-000000000001',
  kind: 'order-placed',
  recipient: 'mona@example.com',
  language: 'en',
  subject: 'Your order KH-20261122-ABCDEF is placed',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-11-22T10:00:00.000Z',
  sentAt: '2026-11-22T10:00:02.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const failed = message({
  _id: '6f1c2d3e-0000-4000-8000-000000000002',
  kind: 'password-reset',
  recipient: 'karim@example.com',
  language: 'ar',
  subject: 'استعادة كلمة المرور',
  status: 'failed',
  attempts: 8,
  lastError: '550 5.1.1 mailbox unavailable',
  sentAt: null,
});

function openOutbox(items: OutboxMessage[] = [message(), failed]) {
  signInAs(createStaff('admin'));
  const api = mockAdminApi({
    'GET /api/admin/outbox': (request: RecordedRequest) =>
      paged(request.query.status ? items.filter((m) => m.status === request.query.status) : items),
    [`GET /api/admin/outbox/${message()._id}`]: ok({
      ...message(),
      text: 'Hello Mona,\n<b>Thank you</b> for your order.',
    }),
  });
  renderAdmin('/admin/outbox');
  return api;
}

/** The row of the message to `recipient` (named twice in it: in its cell and in its button's name). */
const rowOf = (recipient: string) =>
  screen.getAllByTestId('outbox-message').find((row) => within(row).queryAllByText(recipient).length > 0)!;

describe('outbox', () => {
  it('lists each message with its status, tries, last error and when it was sent', async () => {
    openOutbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    await screen.findAllByText('mona@example.com');
    const sent = rowOf('mona@example.com');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('Order placed')).toBeInTheDocument();
    expect(within(sent).getByText('English')).toBeInTheDocument();
    const bounced = rowOf('karim@example.com');
    expect(within(bounced).getByText('Failed')).toBeInTheDocument();
    expect(within(bounced).getByText('Password reset')).toBeInTheDocument();
    expect(within(bounced).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(within(bounced).getByText('Not sent')).toBeInTheDocument();
    expect(within(bounced).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('asks the API for one status when the filter is set', async () => {
    const api = openOutbox();
    await screen.findAllByText('mona@example.com');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(screen.queryAllByText('mona@example.com')).toHaveLength(0);
    expect(api.calls('GET /api/admin/outbox').at(-1)?.query).toMatchObject({ status: 'failed' });
  });

  it('opens a message with its text shown as text, never as markup', async () => {
    const api = openOutbox();
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: 'Your order KH-20261122-ABCDEF is placed, to mona@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const body = await within(dialog).findByText(/Thank you/);
    expect(body.textContent).toBe('Hello Mona,\n<b>Thank you</b> for your order.');
    expect(body.querySelector('b')).toBeNull();
    expect(api.calls(`GET /api/admin/outbox/${message()._id}`)).toHaveLength(1);
  });

  it('reads in Arabic, statuses and kinds included', async () => {
    await setLanguage('ar', i18n);
    openOutbox();
    await screen.findAllByText('karim@example.com');
    const bounced = rowOf('karim@example.com');
    expect(within(bounced).getByText('تعذّر الإرسال')).toBeInTheDocument();
    expect(within(bounced).getByText('استعادة كلمة المرور', { selector: 'td' })).toBeInTheDocument();
    expect(within(bounced).getByText('العربية')).toBeInTheDocument();
    expect(within(rowOf('mona@example.com')).getByText('أُرسلت')).toBeInTheDocument();
  });

  it('says so when nothing was queued', async () => {
    openOutbox([]);
    expect(await screen.findByText('No message has been queued yet')).toBeInTheDocument();
  });

  it('keeps a moderator out', async () => {
    signInAs(createStaff('moderator'));
    mockAdminApi({});
    renderAdmin('/admin/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});
