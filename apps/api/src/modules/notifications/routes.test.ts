import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  messages,
  notifications,
  outboxMessages,
  products,
  stockAlerts,
  tradeIns,
  wishlistItems,
} from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { mailPendingAlerts, tellUnreadChatReplies } from './alert-mailer.js';

const PUBLIC_URL = 'https://shop.kahraba.test';
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await createUser(ctx.database.db, { name: 'Nour Admin', role: 'admin' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(outboxMessages);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
  language = 'en',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload }),
  });

const shippingAddress = {
  firstName: 'Mona',
  lastName: 'Hassan',
  email: 'mona@example.com',
  phone: '01001234567',
  address: '12 Tahrir St',
  city: 'Heliopolis',
  postalCode: '11511',
};

async function order(user: TestUser, paymentMethod: 'cash' | 'card' | 'bank_transfer', language = 'en') {
  const product = await createProduct(ctx.database.db, {
    name: 'Galaxy S24',
    nameAr: 'سامسونج جالاكسي S24',
    price: 30_000,
    quantity: 5,
  });
  expect((await call('POST', '/api/cart', user, { product: product.id, quantity: 2 })).statusCode).toBe(200);
  const res = await call(
    'POST',
    '/api/order',
    user,
    { shippingAddress, paymentMethod, shippingMethod: 'standard', notes: '' },
    language,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as { _id: string; orderNumber: string; total: number };
}

const mailsTo = (user: TestUser) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, user.email))
    .orderBy(outboxMessages.createdAt);

const entriesOf = async (user: TestUser) => (await call('GET', '/api/notifications', user)).json().data;

describe('order messages', () => {
  it('mails a cash order with its number, lines, total and delivery estimate, and lists it', async () => {
    const mona = await createUser(ctx.database.db, { name: 'Mona' });
    const placed = await order(mona, 'cash');
    const [mail] = await mailsTo(mona);
    expect(mail).toMatchObject({ kind: 'order-placed', language: 'en' });
    expect(mail!.subject).toContain(placed.orderNumber);
    expect(mail!.textBody).toContain('2 × Galaxy S24: EGP');
    expect(mail!.textBody).toContain('60,000');
    expect(mail!.textBody).toMatch(/Expected delivery: between .+ and .+\./);
    expect(mail!.textBody).toContain('Cash on delivery');
    expect(mail!.textBody).toContain(`${PUBLIC_URL}/order/${placed._id}`);
    expect(mail!.textBody).not.toContain('InstaPay');
    const list = await entriesOf(mona);
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'order-placed',
      read: false,
      data: { orderId: placed._id, orderNumber: placed.orderNumber, total: placed.total },
    });
  });

  it('gives an InstaPay order the payment instructions, in Arabic from an Arabic page', async () => {
    const mona = await createUser(ctx.database.db);
    const placed = await order(mona, 'card', 'ar');
    const [mail] = await mailsTo(mona);
    expect(mail!.language).toBe('ar');
    expect(mail!.htmlBody).toContain('dir="rtl"');
    expect(mail!.textBody).toContain('إنستاباي');
    expect(mail!.textBody).toContain('kahraba@instapay');
    expect(mail!.textBody).toContain('01001234567');
    expect(mail!.textBody).toContain(`المرجع ${placed.orderNumber}`);
    expect(mail!.textBody).toContain('سامسونج جالاكسي S24');
    expect(mail!.textBody).toContain(`${PUBLIC_URL}/ar/order/${placed._id}`);
  });

  it('tells a pickup order where and when to collect it', async () => {
    const mona = await createUser(ctx.database.db);
    await order(mona, 'bank_transfer');
    const [mail] = await mailsTo(mona);
    expect(mail!.textBody).toContain('Pick up at our store');
    expect(mail!.textBody).toContain('6th of October');
  });

  it('sends nothing for an order that was not placed', async () => {
    const mona = await createUser(ctx.database.db);
    const res = await call('POST', '/api/order', mona, {
      shippingAddress,
      paymentMethod: 'cash',
      shippingMethod: 'standard',
      notes: '',
    });
    expect(res.statusCode).toBe(400);
    expect(await mailsTo(mona)).toHaveLength(0);
    expect((await entriesOf(mona)).notifications).toHaveLength(0);
  });

  it("tells of a shipment, with its tracking number, in the account's language", async () => {
    const salma = await createUser(ctx.database.db, { language: 'ar' });
    const placed = await order(salma, 'cash', 'ar');
    await ctx.database.db.delete(outboxMessages);
    for (const status of ['processing', 'shipped']) {
      const res = await call('PATCH', `/api/admin/orders/${placed._id}/status`, admin, {
        status,
        ...(status === 'shipped' ? { trackingNumber: 'EG-123456' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [mail] = await mailsTo(salma);
    expect(mail).toMatchObject({ kind: 'order-shipped', language: 'ar' });
    expect(mail!.textBody).toContain('EG-123456');
    const [latest] = (await entriesOf(salma)).notifications;
    expect(latest).toMatchObject({ kind: 'order-shipped', data: { trackingNumber: 'EG-123456' } });
    const delivered = await call('PATCH', `/api/admin/orders/${placed._id}/status`, admin, {
      status: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    expect((await mailsTo(salma)).map((m) => m.kind)).toEqual(['order-shipped', 'order-delivered']);
  });

  it('explains the refund of a paid InstaPay order staff cancel, and not of an unpaid one', async () => {
    const mona = await createUser(ctx.database.db);
    const paid = await order(mona, 'card');
    await call('PATCH', `/api/admin/orders/${paid._id}/status`, admin, { status: 'processing' });
    const cancelled = await call('PATCH', `/api/admin/orders/${paid._id}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const unpaid = await order(mona, 'card');
    expect((await call('PATCH', `/api/order/${unpaid._id}/cancel`, mona)).statusCode).toBe(200);
    const mails = (await mailsTo(mona)).filter((m) => m.kind === 'order-cancelled');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toContain('You paid');
    expect(mails[0]!.textBody).toContain('by InstaPay');
    expect(mails[1]!.textBody).not.toContain('You paid');
    const entries = (await entriesOf(mona)).notifications.filter(
      (n: { kind: string }) => n.kind === 'order-cancelled',
    );
    expect(entries.map((n: { data: { refund: boolean } }) => n.data.refund)).toEqual([false, true]);
  });

  it('tells of a trade-in decision', async () => {
    const mona = await createUser(ctx.database.db);
    const replacement = await createProduct(ctx.database.db);
    const [tradeIn] = await ctx.database.db
      .insert(tradeIns)
      .values({
        userId: mona.id,
        category: 'MobileTablet',
        productType: 'Mobile',
        specs: { name: 'iPhone 12', ram: '4', internalMemory: '128' },
        replacementId: replacement.id,
      })
      .returning();
    const res = await call('POST', `/api/admin/tradeins/${tradeIn!.id}/decision`, admin, {
      decision: 'approve',
      offeredCredit: 9000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(mona);
    expect(mail!.kind).toBe('trade-in-decided');
    expect(mail!.textBody).toContain('iPhone 12');
    expect(mail!.textBody).toContain('9,000');
    expect((await entriesOf(mona)).notifications[0]).toMatchObject({
      kind: 'trade-in-decided',
      data: { decision: 'approved', offeredCredit: 9000, device: 'iPhone 12' },
    });
  });
});

describe('the notification centre', () => {
  it('answers 401 to a guest', async () => {
    expect((await call('GET', '/api/notifications', null)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/notifications', null, { read: true })).statusCode).toBe(401);
  });

  it("marks one entry read, refuses another shopper's, and marks all read", async () => {
    const mona = await createUser(ctx.database.db);
    const omar = await createUser(ctx.database.db);
    await order(mona, 'cash');
    await order(mona, 'cash');
    const [first] = (await entriesOf(mona)).notifications;
    const theirs = await call('PATCH', `/api/notifications/${first.id}`, omar, { read: true }, 'ar');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'الإشعار غير موجود.' });
    const mine = await call('PATCH', `/api/notifications/${first.id}`, mona, { read: true });
    expect(mine.json().data).toMatchObject({ id: first.id, read: true });
    expect((await call('GET', '/api/notifications/unread-count', mona)).json().data).toEqual({ unread: 1 });
    expect((await call('PATCH', '/api/notifications', mona, { read: true })).json().data).toEqual({
      unread: 0,
    });
    expect((await entriesOf(mona)).notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await call('PATCH', '/api/notifications', mona, { read: false })).statusCode).toBe(400);
  });

  it('lists a page at a time, newest first', async () => {
    const mona = await createUser(ctx.database.db);
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: mona.id,
        kind: 'chat-reply',
        payload: { count: i + 1 },
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      })),
    );
    const first = (await call('GET', '/api/notifications?limit=3', mona)).json().data;
    expect(first.notifications.map((n: { data: { count: number } }) => n.data.count)).toEqual([5, 4, 3]);
    expect(first.nextBefore).not.toBeNull();
    const second = (
      await call('GET', `/api/notifications?limit=3&before=${encodeURIComponent(first.nextBefore)}`, mona)
    ).json().data;
    expect(second.notifications.map((n: { data: { count: number } }) => n.data.count)).toEqual([2, 1]);
    expect(second.nextBefore).toBeNull();
    expect((await call('GET', '/api/notifications?limit=500', mona)).statusCode).toBe(400);
  });

  it('keeps the e-mail settings of each shopper', async () => {
    const mona = await createUser(ctx.database.db);
    expect((await call('GET', '/api/user/me/notification-settings', mona)).json().data).toEqual({
      priceAlerts: true,
      stockAlerts: true,
      chatReplies: true,
    });
    const res = await call('PATCH', '/api/user/me/notification-settings', mona, { priceAlerts: false });
    expect(res.json().data).toEqual({ priceAlerts: false, stockAlerts: true, chatReplies: true });
    expect(
      (await call('PATCH', '/api/user/me/notification-settings', mona, { orders: false })).statusCode,
    ).toBe(400);
  });
});

describe('price drops', () => {
  it("reach the wishlist's owners, whoever lowers the price, and are mailed to those who allow it", async () => {
    const mona = await createUser(ctx.database.db, { name: 'Mona' });
    const omar = await createUser(ctx.database.db, { emailPriceAlerts: false });
    const karim = await createUser(ctx.database.db);
    const phone = await createProduct(ctx.database.db, { name: 'Pixel 9', nameAr: 'بكسل 9', price: 20_000 });
    await ctx.database.db.insert(wishlistItems).values([
      { userId: mona.id, productId: phone.id },
      { userId: omar.id, productId: phone.id },
    ]);
    // By hand, as a script would: the trigger counts every writer.
    await ctx.database.db
      .update(products)
      .set({ priceAfterDiscount: 18_500 })
      .where(eq(products.id, phone.id));
    // A rise tells nobody.
    await ctx.database.db
      .update(products)
      .set({ priceAfterDiscount: 19_000 })
      .where(eq(products.id, phone.id));
    for (const user of [mona, omar]) {
      const drops = (await entriesOf(user)).notifications;
      expect(drops).toHaveLength(1);
      expect(drops[0]).toMatchObject({
        kind: 'price-drop',
        data: { productId: phone.id, name: 'Pixel 9', nameAr: 'بكسل 9', oldPrice: 20_000, newPrice: 18_500 },
      });
    }
    expect((await entriesOf(karim)).notifications).toHaveLength(0);
    expect(await mailPendingAlerts(ctx.database.db, PUBLIC_URL, 50)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(mona);
    expect(mail).toMatchObject({ kind: 'price-drop' });
    expect(mail!.textBody).toContain('Pixel 9');
    expect(mail!.textBody).toContain('20,000');
    expect(mail!.textBody).toContain('18,500');
    expect(await mailsTo(omar)).toHaveLength(0);
    // Queued once: a second pass finds nothing.
    await mailPendingAlerts(ctx.database.db, PUBLIC_URL, 50);
    expect(await mailsTo(mona)).toHaveLength(1);
  });
});

describe('back-in-stock alerts', () => {
  it('tell a subscriber once when the stock comes back', async () => {
    const mona = await createUser(ctx.database.db, { language: 'ar' });
    const watch = await createProduct(ctx.database.db, { name: 'Galaxy Watch', quantity: 0 });
    expect((await call('POST', `/api/product/${watch.id}/stock-alert`, null)).statusCode).toBe(401);
    const sub = await call('POST', `/api/product/${watch.id}/stock-alert`, mona);
    expect(sub.json().data).toEqual({ productId: watch.id, subscribed: true });
    await call('POST', `/api/product/${watch.id}/stock-alert`, mona);
    expect((await call('GET', `/api/product/${watch.id}/stock-alert`, mona)).json().data.subscribed).toBe(
      true,
    );

    await ctx.database.db.update(products).set({ quantity: 3 }).where(eq(products.id, watch.id));
    await ctx.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, watch.id));
    await ctx.database.db.update(products).set({ quantity: 4 }).where(eq(products.id, watch.id));

    const alerts = (await entriesOf(mona)).notifications.filter(
      (n: { kind: string }) => n.kind === 'back-in-stock',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].data).toMatchObject({ productId: watch.id, name: 'Galaxy Watch' });
    expect((await call('GET', `/api/product/${watch.id}/stock-alert`, mona)).json().data.subscribed).toBe(
      false,
    );
    await mailPendingAlerts(ctx.database.db, PUBLIC_URL, 50);
    await mailPendingAlerts(ctx.database.db, PUBLIC_URL, 50);
    const mails = await mailsTo(mona);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'back-in-stock', language: 'ar' });
  });

  it('unsubscribes, and answers 404 for an unknown product', async () => {
    const mona = await createUser(ctx.database.db);
    const watch = await createProduct(ctx.database.db, { quantity: 0 });
    await call('POST', `/api/product/${watch.id}/stock-alert`, mona);
    const off = await call('DELETE', `/api/product/${watch.id}/stock-alert`, mona);
    expect(off.json().data.subscribed).toBe(false);
    const rows = await ctx.database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, mona.id), eq(stockAlerts.productId, watch.id)));
    expect(rows).toHaveLength(0);
    const unknown = await call('POST', '/api/product/00000000-0000-4000-8000-000000000000/stock-alert', mona);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('chat replies left unread', () => {
  it('tell the shopper once, for all the replies waiting, after the shopper stayed away', async () => {
    const mona = await createUser(ctx.database.db);
    await ctx.database.db.insert(messages).values([
      {
        fromId: admin.id,
        toId: mona.id,
        message: 'Your order ships today',
        createdAt: sql`now() - interval '10 minutes'`,
      },
      {
        fromId: admin.id,
        toId: mona.id,
        message: 'Anything else?',
        createdAt: sql`now() - interval '6 minutes'`,
      },
      // Too recent: the shopper may still be reading.
      { fromId: admin.id, toId: mona.id, message: 'Hello?', createdAt: sql`now()` },
    ]);
    await tellUnreadChatReplies(ctx.database.db, PUBLIC_URL, 50);
    await tellUnreadChatReplies(ctx.database.db, PUBLIC_URL, 50);
    const replies = (await entriesOf(mona)).notifications.filter(
      (n: { kind: string }) => n.kind === 'chat-reply',
    );
    expect(replies).toHaveLength(1);
    expect(replies[0].data).toEqual({ count: 2 });
    const [mail] = await mailsTo(mona);
    expect(mail!.kind).toBe('chat-reply');
    expect(mail!.textBody).toContain(`${PUBLIC_URL}/user-chats`);
    const told = await ctx.database.db
      .select({ notifiedAt: messages.notifiedAt })
      .from(messages)
      .where(eq(messages.toId, mona.id))
      .orderBy(desc(messages.createdAt));
    expect(told.map((m) => m.notifiedAt === null)).toEqual([true, false, false]);
  });
});
