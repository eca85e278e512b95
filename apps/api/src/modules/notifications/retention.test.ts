import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-app.js';
import { applyNotificationRetention, trimNotificationsOf } from './retention.js';

let database: DatabaseHandle;
let mona: string;
let karim: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mona = (await createUser(database.db, { name: 'Mona' })).id;
  karim = (await createUser(database.db, { name: 'Karim' })).id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(notifications);
});

const retention = { perUser: 5, readDays: 180, batch: 500, everyMs: 60 * 60_000 };
const hourAgo = () => new Date(Date.now() - 60 * 60_000);

/** An entry for `userId` made `minutesAgo` minutes ago, read or not; its order number names it. */
async function entry(
  userId: string,
  name: string,
  minutesAgo: number,
  { read = false, mailPending = false } = {},
) {
  await database.db.insert(notifications).values({
    userId,
    kind: 'order-placed',
    payload: { orderId: name, orderNumber: name, total: 100 },
    readAt: read ? sql`now()` : null,
    mailPending,
    createdAt: sql`now() - ${`${minutesAgo} minutes`}::interval`,
  });
}

const DAY = 24 * 60;

const namesOf = async (userId: string) =>
  (
    await database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt))
  ).map((row) => row.payload.orderNumber);

describe('notification retention', () => {
  it('deletes read entries older than 180 days, and keeps unread ones and younger read ones', async () => {
    await entry(mona, 'read-181-days', 181 * DAY, { read: true });
    await entry(mona, 'unread-181-days', 181 * DAY);
    await entry(mona, 'read-179-days', 179 * DAY, { read: true });
    await entry(karim, 'read-400-days', 400 * DAY, { read: true });

    const result = await applyNotificationRetention(database.db, hourAgo(), retention);
    expect(result).toEqual({ old: 2, overCap: 0 });
    expect(await namesOf(mona)).toEqual(['unread-181-days', 'read-179-days']);
    expect(await namesOf(karim)).toEqual([]);
  });

  it("keeps each shopper's latest entries up to the cap, read or not", async () => {
    for (let i = 8; i >= 1; i -= 1) await entry(mona, `mona-${i}`, i * 10, { read: i % 2 === 0 });
    for (let i = 3; i >= 1; i -= 1) await entry(karim, `karim-${i}`, i * 10);

    const result = await applyNotificationRetention(database.db, hourAgo(), retention);
    expect(result).toEqual({ old: 0, overCap: 3 });
    expect(await namesOf(mona)).toEqual(['mona-5', 'mona-4', 'mona-3', 'mona-2', 'mona-1']);
    expect(await namesOf(karim)).toEqual(['karim-3', 'karim-2', 'karim-1']);
  });

  it('trims only the shoppers told something since the last pass', async () => {
    // Mona's entries are all older than the window: she cannot have passed the cap since.
    for (let i = 7; i >= 1; i -= 1) await entry(mona, `mona-${i}`, 2 * DAY + i);
    for (let i = 7; i >= 1; i -= 1) await entry(karim, `karim-${i}`, i);

    const result = await applyNotificationRetention(database.db, hourAgo(), retention);
    expect(result.overCap).toBe(2);
    expect(await namesOf(mona)).toHaveLength(7);
    expect(await namesOf(karim)).toEqual(['karim-5', 'karim-4', 'karim-3', 'karim-2', 'karim-1']);
  });

  it('leaves an entry whose e-mail is still to be queued', async () => {
    await entry(mona, 'old-read-mail-pending', 200 * DAY, { read: true, mailPending: true });
    for (let i = 7; i >= 1; i -= 1) await entry(karim, `karim-${i}`, i, { mailPending: i === 7 });

    await applyNotificationRetention(database.db, hourAgo(), retention);
    expect(await namesOf(mona)).toEqual(['old-read-mail-pending']);
    expect(await namesOf(karim)).toEqual(['karim-7', 'karim-5', 'karim-4', 'karim-3', 'karim-2', 'karim-1']);
  });

  it('deletes in batches of at most `batch` rows per statement', async () => {
    for (let i = 9; i >= 1; i -= 1) await entry(mona, `mona-${i}`, i);
    expect(await trimNotificationsOf(database.db, [mona], { perUser: 2, batch: 3 })).toBe(3);
    expect(await namesOf(mona)).toHaveLength(6);
    const result = await applyNotificationRetention(database.db, hourAgo(), {
      ...retention,
      perUser: 2,
      batch: 3,
    });
    expect(result.overCap).toBe(4);
    expect(await namesOf(mona)).toEqual(['mona-2', 'mona-1']);
  });
});
