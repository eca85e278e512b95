import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema.js';
import { createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { enqueueMessage } from '../../mail/outbox.js';

let ctx: TestContext;
let cast: StaffCast;
const ids: Record<string, string> = {};

/** Queues a message the way the shop does, then moves it to `status` as the worker would. */
async function queue(name: string, status: 'pending' | 'sent' | 'failed', minutesAgo: number, text = '') {
  const id = await enqueueMessage(ctx.database.db, {
    kind: name === 'reset' ? 'password-reset' : 'order-placed',
    to: `${name}@example.com`,
    language: name === 'arabic' ? 'ar' : 'en',
    subject: `Subject of ${name}`,
    text: text || `Hello ${name}`,
    html: `<p>Hello ${name}</p>`,
  });
  await ctx.database.db
    .update(outboxMessages)
    .set({
      status,
      attempts: status === 'pending' ? 0 : status === 'failed' ? 8 : 1,
      lastError: status === 'failed' ? '550 mailbox unavailable' : null,
      sentAt: status === 'sent' ? sql`now()` : null,
      createdAt: sql`now() - ${`${minutesAgo} minutes`}::interval`,
    })
    .where(eq(outboxMessages.id, id));
  ids[name] = id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  await queue('oldest', 'sent', 50);
  await queue(
    'reset',
    'sent',
    40,
    'Choose a new password: http://localhost:3000/reset-password?token=abcDEF_123-xyz\nThanks',
  );
  await queue('bounced', 'failed', 30);
  await queue('arabic', 'pending', 20);
  await queue('newest', 'pending', 10);
});
afterAll(() => ctx.close());

const outbox = async (query = '') => {
  const res = await requestAs(ctx.app, cast.admin)('GET', `/api/admin/outbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const recipients = (page: { items: { recipient: string }[] }) => page.items.map((m) => m.recipient);

describe('GET /api/admin/outbox', () => {
  it('lists messages newest first with where each stands, without their bodies', async () => {
    const all = await outbox();
    expect(all).toMatchObject({ total: 5, page: 1, limit: 20, pages: 1 });
    expect(recipients(all)).toEqual([
      'newest@example.com',
      'arabic@example.com',
      'bounced@example.com',
      'reset@example.com',
      'oldest@example.com',
    ]);
    expect(all.items[2]).toEqual({
      _id: ids.bounced,
      kind: 'order-placed',
      recipient: 'bounced@example.com',
      language: 'en',
      subject: 'Subject of bounced',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: expect.any(String),
      sentAt: null,
      createdAt: expect.any(String),
    });
    expect(all.items[1]).toMatchObject({ language: 'ar', status: 'pending' });
    expect(all.items[3]).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
  });

  it('turns pages', async () => {
    const second = await outbox('?limit=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2, pages: 3 });
    expect(recipients(second)).toEqual(['bounced@example.com', 'reset@example.com']);
    expect(recipients(await outbox('?limit=2&page=4'))).toEqual([]);
  });

  it('filters by status', async () => {
    const pending = await outbox('?status=pending');
    expect(pending.total).toBe(2);
    expect(recipients(pending)).toEqual(['newest@example.com', 'arabic@example.com']);
    expect(recipients(await outbox('?status=failed'))).toEqual(['bounced@example.com']);
    expect((await outbox('?status=sending')).total).toBe(0);
    expect((await outbox('?status=')).total).toBe(5);
  });

  it('answers 400 for an unknown status', async () => {
    const res = await requestAs(ctx.app, cast.admin)('GET', '/api/admin/outbox?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PARAMETER');
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/outbox', `/api/admin/outbox/${ids.newest}`]) {
      expect((await requestAs(ctx.app, cast.moderator)('GET', url)).statusCode).toBe(403);
      expect((await requestAs(ctx.app, cast.shopper)('GET', url)).statusCode).toBe(403);
      expect((await requestAs(ctx.app, null)('GET', url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/outbox/{id}', () => {
  it('answers one message with its plain-text body', async () => {
    const res = await requestAs(ctx.app, cast.admin)('GET', `/api/admin/outbox/${ids.arabic}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: ids.arabic,
      recipient: 'arabic@example.com',
      language: 'ar',
      status: 'pending',
      text: 'Hello arabic',
    });
    expect(res.json().data).not.toHaveProperty('html');
  });

  it('masks the token of a reset link, so the console never shows one that opens an account', async () => {
    const res = await requestAs(ctx.app, cast.admin)('GET', `/api/admin/outbox/${ids.reset}`);
    expect(res.statusCode, res.body).toBe(200);
    const { text } = res.json().data;
    expect(text).toBe('Choose a new password: http://localhost:3000/reset-password?token=…\nThanks');
    expect(text).not.toContain('abcDEF');
  });

  it('answers 404 for an id no message has', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await requestAs(ctx.app, cast.admin)('GET', `/api/admin/outbox/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'OUTBOX_MESSAGE_NOT_FOUND' });
    }
  });
});
