import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import { createTestDatabase } from '../../test/test-app.js';
import { purgeOutbox } from './outbox-retention.js';
import { startOutboxWorker } from './outbox-worker.js';
import type { MailTransport } from './transport.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

type Status = 'pending' | 'sending' | 'sent' | 'failed';

/** A message queued `daysAgo` days ago, now `status`; its recipient names it. */
async function message(name: string, status: Status, daysAgo: number) {
  await database.db.insert(outboxMessages).values({
    kind: 'order-placed',
    recipient: `${name}@example.com`,
    language: 'en',
    subject: name,
    textBody: name,
    htmlBody: `<p>${name}</p>`,
    status,
    createdAt: sql`now() - ${`${daysAgo} days`}::interval`,
    sentAt: status === 'sent' ? sql`now() - ${`${daysAgo} days`}::interval` : null,
  });
}

const left = async () =>
  (await database.db.select({ subject: outboxMessages.subject }).from(outboxMessages))
    .map((row) => row.subject)
    .sort();

const retention = { sentDays: 30, failedDays: 90, batch: 500 };

describe('outbox retention', () => {
  it('deletes sent messages after 30 days and failed ones after 90, never one still to send', async () => {
    await message('sent-yesterday', 'sent', 1);
    await message('sent-29-days', 'sent', 29);
    await message('sent-31-days', 'sent', 31);
    await message('failed-31-days', 'failed', 31);
    await message('failed-89-days', 'failed', 89);
    await message('failed-91-days', 'failed', 91);
    await message('pending-200-days', 'pending', 200);
    await message('sending-200-days', 'sending', 200);

    expect(await purgeOutbox(database.db, retention)).toBe(2);
    expect(await left()).toEqual([
      'failed-31-days',
      'failed-89-days',
      'pending-200-days',
      'sending-200-days',
      'sent-29-days',
      'sent-yesterday',
    ]);
    expect(await purgeOutbox(database.db, retention)).toBe(0);
  });

  it('goes through a backlog in batches until nothing past its keeping is left', async () => {
    for (let i = 0; i < 7; i += 1) await message(`old-${i}`, 'sent', 40 + i);
    await message('recent', 'sent', 2);
    expect(await purgeOutbox(database.db, { ...retention, batch: 3 })).toBe(7);
    expect(await left()).toEqual(['recent']);
  });

  it('stops between batches when asked to', async () => {
    for (let i = 0; i < 7; i += 1) await message(`old-${i}`, 'sent', 40 + i);
    let batches = 0;
    expect(await purgeOutbox(database.db, { ...retention, batch: 3 }, () => batches++ >= 1)).toBe(3);
    expect(await left()).toHaveLength(4);
  });

  it('is done by the outbox worker once its queue is empty, after sending what was due', async () => {
    await message('sent-40-days', 'sent', 40);
    await message('due-now', 'pending', 0);
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'file',
      send: async (row) => {
        sent.push(row.subject);
      },
      close: () => {},
    };
    const worker = startOutboxWorker(database.db, transport, { warn: () => {} }, { pollMs: 20 });
    try {
      const deadline = Date.now() + 15_000;
      while ((await left()).includes('sent-40-days') || sent.length === 0) {
        if (Date.now() > deadline) throw new Error('the worker neither sent nor purged');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
    expect(sent).toEqual(['due-now']);
    expect(await left()).toEqual(['due-now']);
  });
});
