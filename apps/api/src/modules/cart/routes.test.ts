import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLines, reservations } from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let mona: TestUser;
let omar: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  mona = await createUser(ctx.database.db);
  omar = await createUser(ctx.database.db);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(cartLines);
  await ctx.database.db.delete(reservations);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: user ? authHeaders(ctx.app, user) : {},
    ...(payload === undefined ? {} : { payload }),
  });

describe('GET /api/cart', () => {
  it('answers an empty cart for a shopper who never added anything', async () => {
    const res = await call('GET', '/api/cart', mona);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { items: [], discount: 0, total: 0, totalAfterDiscount: 0 },
    });
  });

  it('answers 401 to a guest on every cart route', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart'],
      ['PATCH', '/api/cart'],
      ['DELETE', '/api/cart'],
      ['DELETE', '/api/cart/clear'],
      ['POST', '/api/reservation'],
    ] as const) {
      const res = await call(method, url, null, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/cart', () => {
  it('adds one unit by default and adds to the quantity of a product already in the cart', async () => {
    const phone = await createProduct(ctx.database.db, {
      price: 1000,
      priceAfterDiscount: 899.99,
      nameAr: 'هاتف للاختبار',
    });
    const first = await call('POST', '/api/cart', mona, { product: phone.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.items).toEqual([
      {
        product: {
          _id: phone.id,
          name: phone.name,
          // Both names, so the cart reads in the shopper's language.
          nameAr: 'هاتف للاختبار',
          brand: 'Samsung',
          image: phone.image,
          price: 1000,
          priceAfterDiscount: 899.99,
          quantity: 10,
          category: 'Mobile',
        },
        quantity: 1,
        // The unit price the line is charged at, beside product and quantity.
        price: 899.99,
      },
    ]);
    const second = await call('POST', '/api/cart', mona, { product: phone.id, quantity: 2 });
    expect(second.json().data).toMatchObject({
      items: [{ quantity: 3 }],
      total: 2699.97,
      totalAfterDiscount: 2699.97,
    });
  });

  it('refuses more than the stock with ONLY_AVAILABLE and the available count', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 3 });
    expect((await call('POST', '/api/cart', mona, { product: phone.id, quantity: 3 })).statusCode).toBe(200);
    const res = await call('POST', '/api/cart', mona, { product: phone.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ONLY_AVAILABLE',
      message: 'Only 3 items available in stock',
    });
  });

  it.each([0, -1, 1.5, '2', null])('refuses the quantity %j with 400', async (quantity) => {
    const phone = await createProduct(ctx.database.db);
    const res = await call('POST', '/api/cart', mona, { product: phone.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown, malformed or deleted product', async () => {
    const gone = await createProduct(ctx.database.db, { deletedAt: new Date() });
    for (const product of ['00000000-0000-4000-8000-000000000000', 'not-an-id', gone.id]) {
      const res = await call('POST', '/api/cart', mona, { product });
      expect(res.statusCode, product).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('answers 400 OUT_OF_STOCK for a product with no stock', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 0, name: 'Galaxy Z' });
    const res = await call('POST', '/api/cart', mona, { product: phone.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Galaxy Z is out of stock.' });
  });

  it('answers the out-of-stock message in Arabic when asked', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 2 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...authHeaders(ctx.app, mona), 'accept-language': 'ar' },
      payload: { product: phone.id, quantity: 5 },
    });
    expect(res.json().message).toBe('الكمية المتاحة في المخزون 2 فقط');
  });
});

describe('PATCH /api/cart', () => {
  it('sets the quantity between 1 and the stock', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 4, price: 250.5 });
    await call('POST', '/api/cart', mona, { product: phone.id });
    const ok = await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 4 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ items: [{ quantity: 4 }], total: 1002 });
    const tooMany = await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('ONLY_AVAILABLE');
    const zero = await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect((await call('GET', '/api/cart', mona)).json().data.items[0].quantity).toBe(4);
  });

  it('answers 404 CART_ITEM_NOT_FOUND for a product that is not in the cart', async () => {
    const phone = await createProduct(ctx.database.db);
    const res = await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CART_ITEM_NOT_FOUND');
  });
});

describe('DELETE /api/cart and /api/cart/clear', () => {
  it('removes one product, then clears the rest', async () => {
    const a = await createProduct(ctx.database.db);
    const b = await createProduct(ctx.database.db);
    await call('POST', '/api/cart', mona, { product: a.id });
    await call('POST', '/api/cart', mona, { product: b.id, quantity: 2 });
    const removed = await call('DELETE', '/api/cart', mona, { product: a.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items.map((i: { product: { _id: string } }) => i.product._id)).toEqual([b.id]);
    const again = await call('DELETE', '/api/cart', mona, { product: a.id });
    expect(again.statusCode).toBe(200);
    const cleared = await call('DELETE', '/api/cart/clear', mona);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.items).toEqual([]);
  });
});

describe('ownership', () => {
  it("never shows or changes another shopper's cart", async () => {
    const phone = await createProduct(ctx.database.db);
    await call('POST', '/api/cart', mona, { product: phone.id, quantity: 2 });
    expect((await call('GET', '/api/cart', omar)).json().data.items).toEqual([]);
    expect((await call('PATCH', '/api/cart', omar, { product: phone.id, quantity: 1 })).statusCode).toBe(404);
    await call('DELETE', '/api/cart', omar, { product: phone.id });
    await call('DELETE', '/api/cart/clear', omar);
    expect((await call('GET', '/api/cart', mona)).json().data.items[0].quantity).toBe(2);
  });
});

describe('POST /api/reservation', () => {
  it("holds the cart quantity; other shoppers' holds count against availability", async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 5 });
    await call('POST', '/api/cart', mona, { product: phone.id, quantity: 3 });
    const held = await call('POST', '/api/reservation', mona, { productId: phone.id });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.reservation).toMatchObject({ productId: phone.id, quantity: 3 });
    const expiresIn = Date.parse(held.json().data.reservation.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5_000);

    const tooMany = await call('POST', '/api/cart', omar, { product: phone.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'ONLY_AVAILABLE',
      message: 'Only 2 items available in stock',
    });
    expect((await call('POST', '/api/cart', omar, { product: phone.id, quantity: 2 })).statusCode).toBe(200);
    // Mona's own hold does not count against her.
    expect((await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 3 })).statusCode).toBe(200);
  });

  it('refreshes the hold instead of adding a second one', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 5 });
    await call('POST', '/api/cart', mona, { product: phone.id, quantity: 1 });
    await call('POST', '/api/reservation', mona, { productId: phone.id });
    await call('PATCH', '/api/cart', mona, { product: phone.id, quantity: 2 });
    await call('POST', '/api/reservation', mona, { productId: phone.id });
    const rows = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.productId, phone.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(2);
  });

  it('ignores expired holds', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 2 });
    await ctx.database.db.insert(reservations).values({
      userId: omar.id,
      productId: phone.id,
      quantity: 2,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await call('POST', '/api/cart', mona, { product: phone.id, quantity: 2 })).statusCode).toBe(200);
  });

  it('answers 404 for a product not in the cart or unknown, 400 for a missing id', async () => {
    const phone = await createProduct(ctx.database.db);
    const notInCart = await call('POST', '/api/reservation', mona, { productId: phone.id });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json().code).toBe('CART_ITEM_NOT_FOUND');
    const unknown = await call('POST', '/api/reservation', mona, { productId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/reservation', mona, {})).statusCode).toBe(400);
  });
});
