import { DASHBOARD_DEFAULT_DAYS } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeIns } from '../../../db/schema.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { createStaffCast, insertOrder, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
const ids: Record<string, string> = {};

// A small store whose figures are known. Cairo is UTC+3 in summer, so 21:00 UTC is midnight there.
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  cast = await createStaffCast(db);
  const phone = await createProduct(db, { name: 'Phone', views: 50, quantity: 2 });
  const watch = await createProduct(db, { name: 'Watch', views: 10, quantity: 100, isExclusive: true });
  const gone = await createProduct(db, { name: 'Gone', views: 500, quantity: 1, deletedAt: new Date() });
  const console = await createProduct(db, { name: 'Console', views: 70, quantity: 0, isExclusive: true });
  Object.assign(ids, { phone: phone.id, watch: watch.id, gone: gone.id, console: console.id });

  const buyer = cast.shopper.id;
  const at = (iso: string) => new Date(iso);
  await insertOrder(db, { userId: buyer, createdAt: at('2026-07-29T20:30:00Z'), total: 7 }); // 29 Jul 23:30: before the range
  await insertOrder(db, {
    userId: buyer,
    createdAt: at('2026-07-29T21:30:00Z'),
    total: 50,
    status: 'shipped',
  }); // 30 Jul 00:30
  await insertOrder(db, { userId: buyer, createdAt: at('2026-07-31T20:30:00Z'), total: 200 }); // 31 Jul 23:30
  await insertOrder(db, {
    userId: buyer,
    createdAt: at('2026-07-31T23:30:00Z'), // 1 Aug 02:30
    total: 300.5,
    status: 'delivered',
    lines: [{ productId: phone.id, quantity: 3, unitPrice: 100 }],
  });
  await insertOrder(db, {
    userId: buyer,
    createdAt: at('2026-08-01T10:00:00Z'),
    total: 99.5,
    status: 'processing',
    lines: [
      { productId: watch.id, quantity: 1, unitPrice: 99.5 },
      { productId: gone.id, quantity: 2, unitPrice: 1 },
    ],
  });
  await insertOrder(db, {
    userId: buyer,
    createdAt: at('2026-08-01T12:00:00Z'),
    total: 1000,
    status: 'cancelled',
    lines: [{ productId: watch.id, quantity: 50, unitPrice: 20 }],
  });
  await insertOrder(db, { userId: buyer, createdAt: at('2026-08-02T21:30:00Z'), total: 9 }); // 3 Aug 00:30: after

  await db.insert(tradeIns).values([
    { userId: buyer, category: 'MobileTablet', productType: 'Mobile', specs: {}, replacementId: phone.id },
    {
      userId: buyer,
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: {},
      replacementId: phone.id,
      status: 'rejected',
    },
  ]);
  const asShopper = requestAs(ctx.app, cast.shopper);
  await asShopper('POST', '/api/messages', { to: cast.moderator.id, message: 'Hello?' });
  await asShopper('POST', '/api/messages', { to: cast.moderator.id, message: 'Anyone?' });
  await asShopper('POST', '/api/messages', { to: cast.admin.id, message: 'Hi admin' });
  // A message between shoppers is not a chat staff owe an answer.
  const friend = await createUser(db);
  await requestAs(ctx.app, friend)('POST', '/api/messages', { to: cast.shopper.id, message: 'Hey' });
});
afterAll(() => ctx.close());

const dashboard = async (query = '') => {
  const res = await requestAs(ctx.app, cast.moderator)('GET', `/api/admin/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/dashboard', () => {
  it('counts revenue and orders per Cairo day, cancelled orders left out, days without orders at zero', async () => {
    const data = await dashboard('?from=2026-07-30&to=2026-08-02');
    expect(data.from).toBe('2026-07-30');
    expect(data.to).toBe('2026-08-02');
    expect(data.days).toEqual([
      { date: '2026-07-30', revenue: 50, orders: 1 },
      { date: '2026-07-31', revenue: 200, orders: 1 },
      { date: '2026-08-01', revenue: 400, orders: 2 },
      { date: '2026-08-02', revenue: 0, orders: 0 },
    ]);
    expect(data.totals).toEqual({ revenue: 650, orders: 4, averageOrder: 162.5 });
    expect(data.ordersByStatus).toEqual({
      pending: 1,
      processing: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
  });

  it('ranks products: most bought in the range, most viewed, top exclusive, lowest stock', async () => {
    const data = await dashboard('?from=2026-07-30&to=2026-08-02');
    const ranking = (list: { _id: string; value: number }[]) => list.map((p) => [p._id, p.value]);
    // The cancelled order's 50 watches were never sold; the deleted product was.
    expect(ranking(data.mostBought)).toEqual([
      [ids.phone, 3],
      [ids.gone, 2],
      [ids.watch, 1],
    ]);
    expect(ranking(data.mostViewed)).toEqual([
      [ids.console, 70],
      [ids.phone, 50],
      [ids.watch, 10],
    ]);
    expect(ranking(data.topExclusive)).toEqual([
      [ids.console, 70],
      [ids.watch, 10],
    ]);
    expect(ranking(data.lowStock)).toEqual([
      [ids.console, 0],
      [ids.phone, 2],
    ]);
    expect(data.mostViewed[0]).toMatchObject({
      name: 'Console',
      nameAr: null,
      image: expect.stringMatching(/^\/media\//),
    });
  });

  it('counts pending trade-ins and unread shopper chats', async () => {
    const data = await dashboard('?from=2026-07-30&to=2026-08-02');
    expect(data.pendingTradeIns).toBe(1);
    expect(data.unreadChats).toBe(2);
    await requestAs(ctx.app, cast.moderator)('GET', `/api/messages?with=${cast.shopper.id}`);
    expect((await dashboard('?from=2026-07-30&to=2026-08-02')).unreadChats).toBe(1);
  });

  it('defaults to the last 30 days and fills a missing end from the given one', async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(DASHBOARD_DEFAULT_DAYS);
    expect(data.days.at(-1).date).toBe(data.to);
    const fromOnly = await dashboard('?from=2026-07-01');
    expect([fromOnly.from, fromOnly.to]).toEqual(['2026-07-01', '2026-07-30']);
    expect(fromOnly.totals).toEqual({ revenue: 57, orders: 2, averageOrder: 28.5 });
  });

  it('answers 400 for a reversed, too long or malformed range', async () => {
    for (const query of [
      '?from=2026-08-02&to=2026-08-01',
      '?from=2025-01-01&to=2026-08-01',
      '?from=2026-02-30',
      '?to=soon',
    ]) {
      const res = await requestAs(ctx.app, cast.moderator)('GET', `/api/admin/dashboard${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('INVALID_PARAMETER');
    }
  });
});
