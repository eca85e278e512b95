import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProduct } from '../test/factories.js';
import { createStaffCast, placeOrder, requestAs, type StaffCast } from '../test/staff.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { orderStatusHistory } from './schema.js';

// The migration that created order_status_history filled it for the orders already placed, from
// the orders themselves and the audit log's status moves. Its statements are run again here on
// orders whose history is then wiped, and must give back what the live code had written.
const migration = readFileSync(
  new URL('../../drizzle/0009_order_status_history.sql', import.meta.url),
  'utf8',
);
const backfill = migration
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.includes('INSERT INTO "order_status_history"'));

let ctx: TestContext;
let cast: StaffCast;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
});
afterAll(() => ctx.close());

const historyOf = async (orderId: string) =>
  (
    await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id))
  ).map((h) => [h.status, h.actorId, h.createdAt.toISOString()]);

it('backfills placed, the audited staff moves and an unaudited shopper cancel', async () => {
  const product = await createProduct(ctx.database.db, { quantity: 10 });
  const shipped = await placeOrder(ctx.app, cast.shopper, [{ product: product.id, quantity: 1 }]);
  const cancelled = await placeOrder(ctx.app, cast.shopper, [{ product: product.id, quantity: 1 }]);
  const asAdmin = requestAs(ctx.app, cast.admin);
  for (const status of ['processing', 'shipped']) {
    const tracking = status === 'shipped' ? { trackingNumber: 'BOSTA-1001' } : {};
    await asAdmin('PATCH', `/api/admin/orders/${shipped._id}/status`, { status, ...tracking });
  }
  await requestAs(ctx.app, cast.shopper)('PATCH', `/api/order/${cancelled._id}/cancel`);
  const before = [await historyOf(shipped._id), await historyOf(cancelled._id)];
  expect(before.map((h) => h.map(([status]) => status))).toEqual([
    ['pending', 'processing', 'shipped'],
    ['pending', 'cancelled'],
  ]);

  expect(backfill).toHaveLength(2);
  await ctx.database.db.delete(orderStatusHistory);
  for (const statement of backfill) await ctx.database.db.execute(sql.raw(statement));

  expect([await historyOf(shipped._id), await historyOf(cancelled._id)]).toEqual(before);
});
