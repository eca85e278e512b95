import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@kahraba/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, productStats, products } from '../../../db/schema.js';
import { authHeaders, createProduct, createUser } from '../../../test/factories.js';
import {
  auditOf,
  createStaffCast,
  insertOrder,
  placeOrder,
  requestAs,
  type StaffCast,
} from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let asModerator: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  asModerator = requestAs(ctx.app, cast.moderator);
});
afterAll(() => ctx.close());

const stockOf = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ quantity: products.quantity, sold: productStats.sold })
    .from(products)
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .where(eq(products.id, id));
  return row!;
};

const historyOf = (orderId: string) =>
  ctx.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

/** An order of 2 units (of 10 in stock) placed by the shopper, then moved to `status` behind the API's back. */
async function orderIn(status: OrderStatus) {
  const product = await createProduct(ctx.database.db, { quantity: 10 });
  const order = await placeOrder(ctx.app, cast.shopper, [{ product: product.id, quantity: 2 }]);
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, order._id));
  return { order, product };
}

/** A move as the console makes it: to shipped with the courier's tracking number, which it needs. */
const setStatus = (orderId: string, status: string, as = asModerator) =>
  as('PATCH', `/api/admin/orders/${orderId}/status`, {
    status,
    ...(status === 'shipped' ? { trackingNumber: 'BOSTA-1001' } : {}),
  });

const transitions = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to) => ({
    from,
    to,
    legal: (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to),
  })),
);

describe('PATCH /api/admin/orders/:id/status', () => {
  it.each(transitions)('$from → $to (legal: $legal)', async ({ from, to, legal }) => {
    const { order, product } = await orderIn(from);
    const res = await setStatus(order._id, to);
    const restocked = legal && to === 'cancelled';
    if (legal) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        _id: order._id,
        status: to,
        customer: { _id: cast.shopper.id },
      });
      expect(await auditOf(ctx.database.db, order._id)).toMatchObject([
        {
          action: 'order.status',
          actorId: cast.moderator.id,
          before: { status: from },
          after: { status: to },
        },
      ]);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ILLEGAL_STATUS_TRANSITION',
        details: { from, to, allowed: [...ORDER_TRANSITIONS[from]] },
      });
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row?.status).toBe(from);
      expect(await auditOf(ctx.database.db, order._id)).toEqual([]);
    }
    expect(await stockOf(product.id)).toEqual(
      restocked ? { quantity: 10, sold: 0 } : { quantity: 8, sold: 2 },
    );
  });

  it('walks an order from pending to delivered, one audited step at a time', async () => {
    const { order } = await orderIn('pending');
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      expect((await setStatus(order._id, status)).statusCode).toBe(200);
    }
    const shopperView = await requestAs(ctx.app, cast.shopper)('GET', `/api/order/${order._id}`);
    expect(shopperView.json().data.order.status).toBe('delivered');
    const steps = (await auditOf(ctx.database.db, order._id)).map(
      (e) => `${(e.before as { status: string }).status}→${(e.after as { status: string }).status}`,
    );
    expect(steps).toEqual(['pending→processing', 'processing→shipped', 'shipped→delivered']);
  });

  it('gives one order its history: placed by the shopper, then each staff move and who made it', async () => {
    const { order } = await orderIn('pending');
    await setStatus(order._id, 'processing');
    await setStatus(order._id, 'shipped');
    const detail = (await asModerator('GET', `/api/admin/orders/${order._id}`)).json().data;
    expect(
      detail.history.map((e: { status: string; by: { _id: string } | null }) => [
        e.status,
        e.by?._id ?? null,
      ]),
    ).toEqual([
      ['pending', null],
      ['processing', cast.moderator.id],
      ['shipped', cast.moderator.id],
    ]);
    expect(detail.history[0].at).toBe(detail.createdAt);
    // Lists leave it out: it is read one order at a time.
    const list = (await asModerator('GET', '/api/admin/orders')).json().data.items;
    expect(list[0]).not.toHaveProperty('history');
  });

  it('records the tracking number and note given with the move to shipped, for staff and the shopper', async () => {
    const { order } = await orderIn('pending');
    await setStatus(order._id, 'processing');
    const shipped = await asModerator('PATCH', `/api/admin/orders/${order._id}/status`, {
      status: 'shipped',
      trackingNumber: ' BOSTA-7781234 ',
      note: 'Handed to Bosta',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.history.at(-1)).toMatchObject({
      status: 'shipped',
      trackingNumber: 'BOSTA-7781234',
      note: 'Handed to Bosta',
      by: { _id: cast.moderator.id },
    });
    await setStatus(order._id, 'delivered');

    const shopperView = (await requestAs(ctx.app, cast.shopper)('GET', `/api/order/${order._id}`)).json().data
      .order;
    expect(
      shopperView.history.map((e: { status: string; trackingNumber: string | null }) => [
        e.status,
        e.trackingNumber,
      ]),
    ).toEqual([
      ['pending', null],
      ['processing', null],
      ['shipped', 'BOSTA-7781234'],
      ['delivered', null],
    ]);
    // Which staff member moved it is not the shopper's business.
    expect(shopperView.history[0]).not.toHaveProperty('by');
    expect(shopperView.history[0].at).toBe(shopperView.createdAt);
    const [audit] = (await auditOf(ctx.database.db, order._id)).filter(
      (e) => (e.after as { status: string }).status === 'shipped',
    );
    expect(audit?.after).toEqual({
      status: 'shipped',
      trackingNumber: 'BOSTA-7781234',
      note: 'Handed to Bosta',
    });
  });

  it.each([
    { body: { status: 'processing', trackingNumber: 'BOSTA-1234' }, why: 'with a move other than shipped' },
    { body: { status: 'shipped', trackingNumber: 'AB' }, why: 'too short' },
    { body: { status: 'shipped', trackingNumber: 'BOSTA 12/34' }, why: 'with spaces or slashes' },
    { body: { status: 'shipped', trackingNumber: 'X'.repeat(41) }, why: 'too long' },
    {
      body: { status: 'shipped', trackingNumber: 'BOSTA-1234', note: 'n'.repeat(501) },
      why: 'with a note over 500 characters',
    },
  ])('refuses a tracking number $why, and changes nothing', async ({ body }) => {
    const { order } = await orderIn('processing');
    const res = await asModerator('PATCH', `/api/admin/orders/${order._id}/status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('processing');
    expect((await historyOf(order._id)).map((h) => h.status)).toEqual(['pending']);
  });

  it.each([
    { body: { status: 'shipped' }, why: 'with none' },
    { body: { status: 'shipped', trackingNumber: '' }, why: 'with an empty one' },
  ])('refuses to ship $why, in the shopper-facing language, and changes nothing', async ({ body }) => {
    const { order } = await orderIn('processing');
    const res = await asModerator('PATCH', `/api/admin/orders/${order._id}/status`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('TRACKING_NUMBER_REQUIRED');
    expect(res.json().message).toBe("Enter the courier's tracking number to mark the order shipped.");
    const arabic = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}/status`,
      headers: { ...authHeaders(ctx.app, cast.moderator), 'accept-language': 'ar' },
      payload: body,
    });
    expect(arabic.json().message).toBe('أدخل رقم تتبع شركة الشحن لتسجيل شحن الطلب.');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('processing');
    expect((await historyOf(order._id)).map((h) => h.status)).toEqual(['pending']);
  });

  it("ends the history with the shopper's own cancel, which no staff move explains", async () => {
    const { order } = await orderIn('pending');
    expect(
      (await requestAs(ctx.app, cast.shopper)('PATCH', `/api/order/${order._id}/cancel`)).statusCode,
    ).toBe(200);
    const detail = (await asModerator('GET', `/api/admin/orders/${order._id}`)).json().data;
    expect(detail.history.map((e: { status: string; by: unknown }) => [e.status, e.by])).toEqual([
      ['pending', null],
      ['cancelled', null],
    ]);
  });

  it('restocks a cancelled processing order exactly once, even when cancelled twice at the same time', async () => {
    const { order, product } = await orderIn('processing');
    const [a, b] = await Promise.all([
      setStatus(order._id, 'cancelled'),
      setStatus(order._id, 'cancelled', requestAs(ctx.app, cast.admin)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toEqual({ quantity: 10, sold: 0 });
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(product.id)).toEqual({ quantity: 10, sold: 0 });
    expect((await auditOf(ctx.database.db, order._id)).map((e) => e.action)).toEqual(['order.status']);
    expect((await historyOf(order._id)).map((h) => h.status)).toEqual(['pending', 'cancelled']);
  });

  it('restocks once when staff and the shopper cancel at the same time', async () => {
    const { order, product } = await orderIn('pending');
    const [staff, shopper] = await Promise.all([
      setStatus(order._id, 'cancelled'),
      requestAs(ctx.app, cast.shopper)('PATCH', `/api/order/${order._id}/cancel`),
    ]);
    expect([staff.statusCode, shopper.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toEqual({ quantity: 10, sold: 0 });
    expect((await historyOf(order._id)).map((h) => h.status)).toEqual(['pending', 'cancelled']);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'processing')).statusCode).toBe(404);
    expect((await setStatus('nope', 'processing')).json().code).toBe('ORDER_NOT_FOUND');
    const { order } = await orderIn('pending');
    const res = await setStatus(order._id, 'lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/admin/orders', () => {
  it('filters by status, Cairo dates and a search over number, e-mail and phone, with paging', async () => {
    const db = ctx.database.db;
    const buyer = await createUser(db, { email: 'hana.buyer@example.com', phone: '01277777777' });
    // 23:30 UTC on 31 July is 02:30 on 1 August in Cairo (summer time, UTC+3).
    const august = await insertOrder(db, {
      userId: buyer.id,
      createdAt: new Date('2026-07-31T23:30:00Z'),
      total: 300,
      status: 'shipped',
    });
    const july = await insertOrder(db, {
      userId: buyer.id,
      createdAt: new Date('2026-07-31T20:30:00Z'),
      total: 200,
    });
    const later = await insertOrder(db, {
      userId: buyer.id,
      createdAt: new Date('2026-08-02T10:00:00Z'),
      total: 100,
    });
    const list = async (query: string) => {
      const res = await asModerator('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const ids = (page: { items: { _id: string }[] }) => page.items.map((o) => o._id);

    expect(ids(await list('q=hana.buyer'))).toEqual([later.id, august.id, july.id]);
    expect(ids(await list('q=HANA.BUYER&sort=oldest'))).toEqual([july.id, august.id, later.id]);
    expect(ids(await list('q=01277777777&sort=total-asc'))).toEqual([later.id, july.id, august.id]);
    expect(ids(await list(`q=${august.orderNumber}`))).toEqual([august.id]);
    expect(ids(await list('q=hana.buyer&from=2026-08-01&to=2026-08-01'))).toEqual([august.id]);
    expect(ids(await list('q=hana.buyer&to=2026-07-31'))).toEqual([july.id]);
    expect(ids(await list('q=hana.buyer&status=shipped'))).toEqual([august.id]);

    const first = await list('q=hana.buyer&limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(first.items[0]).toMatchObject({
      customer: { _id: buyer.id, email: 'hana.buyer@example.com', phone: '01277777777' },
      updatedAt: expect.any(String),
    });
    expect(ids(await list('q=hana.buyer&limit=2&page=2'))).toEqual([july.id]);
    // Search text is matched literally, wildcards included.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('answers 400 for a reversed range or a bad date', async () => {
    for (const query of ['from=2026-08-02&to=2026-08-01', 'from=yesterday', 'status=lost', 'limit=1000']) {
      const res = await asModerator('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('INVALID_PARAMETER');
    }
  });
});
