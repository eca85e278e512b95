import { ORDER_NUMBER_PATTERN } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreparedOn } from '../../db/client.js';
import { cartLines, carts, orders, productStats, products, reservations } from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { statementTemplate } from '../catalog/product-json.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A city that names no governorate: delivery is priced by SPEC §9's flat fees (zone fees are
// tested in delivery-fee.test.ts).
const shippingAddress = {
  firstName: 'Mona',
  lastName: 'Hassan',
  email: 'mona@example.com',
  phone: '01001234567',
  address: '12 Tahrir St',
  city: 'Heliopolis',
  postalCode: '11511',
};
const orderPayload = {
  shippingAddress,
  paymentMethod: 'cash',
  shippingMethod: 'standard',
  notes: '',
};

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user: TestUser | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const addToCart = async (user: TestUser, product: string, quantity = 1) => {
  const res = await call('POST', '/api/cart', user, { product, quantity });
  expect(res.statusCode, res.body).toBe(200);
};
const placeOrder = (user: TestUser, payload: object = orderPayload, headers?: Record<string, string>) =>
  call('POST', '/api/order', user, payload, headers);
const stockOf = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ quantity: products.quantity, sold: productStats.sold })
    .from(products)
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .where(eq(products.id, id));
  return row!;
};
const ordersOf = (user: TestUser) => ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));

describe('POST /api/order', () => {
  it('places the order: stock, sold, snapshots, totals, empty cart, consumed holds', async () => {
    const user = await createUser(ctx.database.db);
    const phone = await createProduct(ctx.database.db, {
      name: 'Galaxy S24',
      nameAr: 'سامسونج جالاكسي S24',
      price: 30_000,
      priceAfterDiscount: 27_999.99,
      quantity: 5,
      sold: 1,
      images: ['/media/a.svg', '/media/b.svg'],
    });
    const cable = await createProduct(ctx.database.db, { price: 149.95, quantity: 10 });
    await addToCart(user, phone.id, 2);
    await addToCart(user, cable.id, 3);
    expect((await call('POST', '/api/reservation', user, { productId: phone.id })).statusCode).toBe(200);

    const res = await placeOrder(user, { ...orderPayload, notes: 'Ring twice' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 56_449.83,
      discount: 0,
      shippingFee: 100,
      total: 56_549.83,
      paymentMethod: 'cash',
      shippingMethod: 'standard',
      shippingAddress: { ...shippingAddress, country: 'Egypt' },
      notes: 'Ring twice',
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        {
          product: {
            _id: phone.id,
            name: 'Galaxy S24',
            nameAr: 'سامسونج جالاكسي S24',
            images: ['/media/a.svg'],
          },
          quantity: 2,
          price: 27_999.99,
        },
        // A product with no Arabic name leaves the line without one; pages show the English name.
        {
          product: { _id: cable.id, name: cable.name, nameAr: null, images: [cable.image] },
          quantity: 3,
          price: 149.95,
        },
      ]),
    );
    expect(await stockOf(phone.id)).toEqual({ quantity: 3, sold: 3 });
    expect(await stockOf(cable.id)).toEqual({ quantity: 7, sold: 3 });
    expect((await call('GET', '/api/cart', user)).json().data.items).toEqual([]);
    expect(await ctx.database.db.select().from(reservations).where(eq(reservations.userId, user.id))).toEqual(
      [],
    );

    // The snapshot survives a rename, in both languages.
    await ctx.database.db
      .update(products)
      .set({ name: 'Renamed', nameAr: 'اسم جديد' })
      .where(eq(products.id, phone.id));
    const detail = await call('GET', `/api/order/${order._id}`, user);
    expect(
      detail.json().data.order.items.find((i: { quantity: number }) => i.quantity === 2).product,
    ).toMatchObject({ name: 'Galaxy S24', nameAr: 'سامسونج جالاكسي S24' });
  });

  it('applies the cart discount percent and both shipping fees to the piastre', async () => {
    for (const [shippingMethod, fee, total] of [
      ['standard', 100, 1014.99],
      ['express', 200, 1114.99],
    ] as const) {
      const user = await createUser(ctx.database.db);
      const item = await createProduct(ctx.database.db, { price: 333.33 });
      await addToCart(user, item.id, 3);
      await ctx.database.db
        .insert(carts)
        .values({ userId: user.id, discount: 8.5 })
        .onConflictDoUpdate({
          target: carts.userId,
          set: { discount: 8.5 },
        });
      const cart = (await call('GET', '/api/cart', user)).json().data;
      // 999.99 less 8.5% (84.99915 → 85.00) = 914.99
      expect(cart).toMatchObject({ discount: 8.5, total: 999.99, totalAfterDiscount: 914.99 });
      const res = await placeOrder(user, { ...orderPayload, shippingMethod, paymentMethod: 'card' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order).toMatchObject({
        subtotal: 999.99,
        discount: 8.5,
        shippingFee: fee,
        total,
        shippingMethod,
        paymentMethod: 'card',
      });
    }
  });

  it('ignores totals a client might send', async () => {
    const user = await createUser(ctx.database.db);
    const item = await createProduct(ctx.database.db, { price: 500 });
    await addToCart(user, item.id);
    const res = await placeOrder(user, { ...orderPayload, total: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 CART_EMPTY for an empty cart', async () => {
    const user = await createUser(ctx.database.db);
    const res = await placeOrder(user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty.' });
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'address', 'city'])(
    'requires shippingAddress.%s',
    async (field) => {
      const user = await createUser(ctx.database.db);
      const item = await createProduct(ctx.database.db);
      await addToCart(user, item.id);
      const res = await placeOrder(user, {
        ...orderPayload,
        shippingAddress: { ...shippingAddress, [field]: '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(await ordersOf(user)).toEqual([]);
    },
  );

  it('refuses unknown payment and shipping methods', async () => {
    const user = await createUser(ctx.database.db);
    expect((await placeOrder(user, { ...orderPayload, paymentMethod: 'instapay' })).statusCode).toBe(400);
    expect((await placeOrder(user, { ...orderPayload, shippingMethod: 'drone' })).statusCode).toBe(400);
  });

  it('leaves stock, cart and orders untouched when one product ran out meanwhile', async () => {
    const user = await createUser(ctx.database.db);
    const first = await createProduct(ctx.database.db, { quantity: 5 });
    const second = await createProduct(ctx.database.db, { quantity: 5, name: 'Pixel 9' });
    await addToCart(user, first.id, 2);
    await addToCart(user, second.id, 2);
    await ctx.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, second.id));

    const res = await placeOrder(user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Pixel 9 is out of stock.' });
    expect(await stockOf(first.id)).toEqual({ quantity: 5, sold: 0 });
    expect(await ordersOf(user)).toEqual([]);
    expect((await call('GET', '/api/cart', user)).json().data.items).toHaveLength(2);

    await ctx.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, second.id));
    const fewer = await placeOrder(user);
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toMatchObject({
      code: 'ONLY_AVAILABLE',
      message: 'Only 1 items available in stock',
    });
    expect(await stockOf(first.id)).toEqual({ quantity: 5, sold: 0 });
  });

  it("counts other shoppers' holds against the order", async () => {
    const [holder, buyer] = [await createUser(ctx.database.db), await createUser(ctx.database.db)];
    const item = await createProduct(ctx.database.db, { quantity: 2 });
    await addToCart(buyer, item.id, 2);
    await addToCart(holder, item.id, 1);
    expect((await call('POST', '/api/reservation', holder, { productId: item.id })).statusCode).toBe(200);
    const res = await placeOrder(buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ONLY_AVAILABLE');
  });

  it('returns the first order for a retry with the same Idempotency-Key', async () => {
    const user = await createUser(ctx.database.db);
    const item = await createProduct(ctx.database.db, { quantity: 5 });
    await addToCart(user, item.id, 2);
    const headers = { 'idempotency-key': 'b2f1c0de-0000-4000-8000-000000000001' };
    const [a, b] = await Promise.all([
      placeOrder(user, orderPayload, headers),
      placeOrder(user, orderPayload, headers),
    ]);
    // One of the two racing requests placed the order (201); the other answers that order (200).
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 201]);
    expect(b.json().data.order).toEqual(a.json().data.order);
    const c = await placeOrder(user, orderPayload, headers);
    expect(c.statusCode).toBe(200);
    expect(c.json().data.order).toEqual(a.json().data.order);
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(item.id)).toEqual({ quantity: 3, sold: 2 });
    // The same key from another shopper is a different request.
    const other = await createUser(ctx.database.db);
    await addToCart(other, item.id);
    const theirs = await placeOrder(other, orderPayload, headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.order._id).not.toBe(a.json().data.order._id);
  });

  it("writes a sale's stock to the product, logged for the listings, and its units sold to product_stats", async () => {
    const user = await createUser(ctx.database.db);
    const item = await createProduct(ctx.database.db, { quantity: 4, sold: 10 });
    await addToCart(user, item.id, 3);
    const changes = statementTemplate(
      sql`select "reshaped" from "product_changes" where "product_id" = ${item.id} order by "version"`,
      { named: false },
    );
    const changesOf = () => runPreparedOn(ctx.database.db)(changes.statement, changes.params);
    const before = await changesOf();
    expect((await placeOrder(user)).statusCode).toBe(201);
    expect(await stockOf(item.id)).toEqual({ quantity: 1, sold: 13 });
    // The stock moves the list version and is applied in place by every instance (decision 0025).
    expect((await changesOf()).slice(before.length)).toEqual([{ reshaped: false }]);
    // The product page shows both, from the product's kept JSON and its product_stats row.
    const page = await call('GET', `/api/product/${item.id}`, null);
    expect(page.json().data).toMatchObject({ quantity: 1, sold: 13 });
  });

  it('sells exactly the stock when 20 shoppers race for 3 units', async () => {
    const item = await createProduct(ctx.database.db, { quantity: 3 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx.database.db)));
    for (const shopper of shoppers) await addToCart(shopper, item.id);
    const results = await Promise.all(shoppers.map((s) => placeOrder(s)));
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(400);
      expect(['OUT_OF_STOCK', 'ONLY_AVAILABLE']).toContain(r.json().code);
    }
    expect(await stockOf(item.id)).toEqual({ quantity: 0, sold: 3 });
    const lines = await ctx.database.db.select().from(cartLines).where(eq(cartLines.productId, item.id));
    expect(lines).toHaveLength(17);
  });
});

describe('GET /api/order/my-orders and /api/order/:id', () => {
  it("lists the shopper's own orders newest first and hides other shoppers' orders", async () => {
    const [mona, omar] = [await createUser(ctx.database.db), await createUser(ctx.database.db)];
    const item = await createProduct(ctx.database.db);
    await addToCart(mona, item.id);
    const first = (await placeOrder(mona)).json().data.order;
    await addToCart(mona, item.id, 2);
    const second = (await placeOrder(mona, { ...orderPayload, shippingMethod: 'express' })).json().data.order;

    const mine = await call('GET', '/api/order/my-orders', mona);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.orders.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
    expect((await call('GET', '/api/order/my-orders', omar)).json().data.orders).toEqual([]);

    expect((await call('GET', `/api/order/${first._id}`, mona)).json().data.order).toEqual(first);
    // The owner sees when it was placed; the list leaves histories out.
    expect(first.history).toEqual([
      { status: 'pending', at: first.createdAt, note: null, trackingNumber: null },
    ]);
    expect(mine.json().data.orders[0]).not.toHaveProperty('history');
    const theirs = await call('GET', `/api/order/${first._id}`, omar);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ORDER_NOT_FOUND');
    const cancelTheirs = await call('PATCH', `/api/order/${first._id}/cancel`, omar);
    expect(cancelTheirs.statusCode).toBe(404);
    expect((await call('GET', `/api/order/${first._id}`, mona)).json().data.order.status).toBe('pending');
  });

  it('answers 404 for a malformed or unknown id and 401 for a guest', async () => {
    const user = await createUser(ctx.database.db);
    for (const id of ['abc', '00000000-0000-4000-8000-000000000000', '%20']) {
      const res = await call('GET', `/api/order/${id}`, user);
      expect(res.statusCode, id).toBe(404);
    }
    expect((await call('GET', '/api/order/my-orders', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/order', null, orderPayload)).statusCode).toBe(401);
  });
});

describe('PATCH /api/order/:id/cancel', () => {
  it('cancels a pending order, restores stock once even when sent twice at the same time', async () => {
    const user = await createUser(ctx.database.db);
    const item = await createProduct(ctx.database.db, { quantity: 4 });
    await addToCart(user, item.id, 3);
    const order = (await placeOrder(user)).json().data.order;
    expect(await stockOf(item.id)).toEqual({ quantity: 1, sold: 3 });

    const url = `/api/order/${order._id}/cancel`;
    const [a, b] = await Promise.all([call('PATCH', url, user), call('PATCH', url, user)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(ok.json().data.order.status).toBe('cancelled');
    expect(ok.json().data.order.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(refused.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await stockOf(item.id)).toEqual({ quantity: 4, sold: 0 });
    expect((await call('PATCH', url, user)).statusCode).toBe(409);
  });

  it('refuses orders that are past pending', async () => {
    const user = await createUser(ctx.database.db);
    const item = await createProduct(ctx.database.db);
    await addToCart(user, item.id);
    const order = (await placeOrder(user)).json().data.order;
    await ctx.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order._id));
    const res = await call('PATCH', `/api/order/${order._id}/cancel`, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect((await call('PATCH', '/api/order/nope/cancel', user)).statusCode).toBe(404);
  });
});
