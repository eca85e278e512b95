import { LIMITS } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema.js';
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
  await ctx.database.db.delete(wishlistItems);
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: object, language = 'en') =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload }),
  });

const savedIds = (body: string) =>
  (JSON.parse(body).data.items as { product: { _id: string } }[]).map((item) => item.product._id);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('wishlist for guests', () => {
  it('answers 401 UNAUTHORIZED to a guest on every wishlist route, in the language asked', async () => {
    const phone = await createProduct(ctx.database.db);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['POST', '/api/wishlist'],
      ['DELETE', `/api/wishlist/${phone.id}`],
    ] as const) {
      const res = await call(method, url, null, method === 'POST' ? { product: phone.id } : undefined, 'ar');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'UNAUTHORIZED',
        message: 'يرجى تسجيل الدخول للمتابعة.',
      });
    }
  });
});

describe('POST /api/wishlist', () => {
  it('saves a product once, however many times it is sent, and lists the last saved first', async () => {
    const first = await createProduct(ctx.database.db, { name: 'Galaxy A55' });
    const second = await createProduct(ctx.database.db, { name: 'Pixel 9' });
    const added = await call('POST', '/api/wishlist', mona, { product: first.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      status: 'success',
      data: { items: [{ product: { _id: first.id, name: 'Galaxy A55' }, addedAt: expect.any(String) }] },
    });
    expect((await call('POST', '/api/wishlist', mona, { product: first.id })).statusCode).toBe(200);
    await call('POST', '/api/wishlist', mona, { product: second.id });
    expect(savedIds((await call('GET', '/api/wishlist', mona)).body)).toEqual([second.id, first.id]);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown, malformed or deleted product', async () => {
    const gone = await createProduct(ctx.database.db, { deletedAt: new Date() });
    for (const product of [UNKNOWN_ID, 'not-an-id', gone.id]) {
      const res = await call('POST', '/api/wishlist', mona, { product }, 'ar');
      expect(res.statusCode, product).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'المنتج غير موجود.' });
    }
  });

  it.each([{}, { product: '' }, { product: 42 }, { product: UNKNOWN_ID, extra: 1 }])(
    'answers 400 VALIDATION_ERROR to the body %j',
    async (payload) => {
      const res = await call('POST', '/api/wishlist', mona, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    },
  );

  it('refuses a product past the limit with 409 WISHLIST_FULL', async () => {
    const many = await Promise.all(
      Array.from({ length: LIMITS.wishlistMax }, () => createProduct(ctx.database.db)),
    );
    await ctx.database.db
      .insert(wishlistItems)
      .values(many.map((p) => ({ userId: omar.id, productId: p.id })));
    const extra = await createProduct(ctx.database.db);
    const res = await call('POST', '/api/wishlist', omar, { product: extra.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WISHLIST_FULL' });
    // Saving one already on the full list is still fine.
    expect((await call('POST', '/api/wishlist', omar, { product: many[0]!.id })).statusCode).toBe(200);
  });
});

describe('wishlist ownership', () => {
  it("shows each shopper only their own list, and one shopper's removal leaves the other's alone", async () => {
    const phone = await createProduct(ctx.database.db);
    await call('POST', '/api/wishlist', mona, { product: phone.id });
    expect(savedIds((await call('GET', '/api/wishlist', omar)).body)).toEqual([]);
    await call('POST', '/api/wishlist', omar, { product: phone.id });
    const removed = await call('DELETE', `/api/wishlist/${phone.id}`, omar);
    expect(removed.statusCode).toBe(200);
    expect(savedIds(removed.body)).toEqual([]);
    expect(savedIds((await call('GET', '/api/wishlist', mona)).body)).toEqual([phone.id]);
  });
});

describe('DELETE /api/wishlist/:productId', () => {
  it('takes a product off, and answers the list again when it is not on it', async () => {
    const phone = await createProduct(ctx.database.db);
    await call('POST', '/api/wishlist', mona, { product: phone.id });
    expect(savedIds((await call('DELETE', `/api/wishlist/${phone.id}`, mona)).body)).toEqual([]);
    const again = await call('DELETE', `/api/wishlist/${phone.id}`, mona);
    expect(again.statusCode).toBe(200);
    expect(savedIds(again.body)).toEqual([]);
  });

  it('leaves a product deleted from the shop out of the list, and lets it be taken off', async () => {
    const phone = await createProduct(ctx.database.db);
    await call('POST', '/api/wishlist', mona, { product: phone.id });
    await ctx.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, phone.id));
    expect(savedIds((await call('GET', '/api/wishlist', mona)).body)).toEqual([]);
    expect((await call('DELETE', `/api/wishlist/${phone.id}`, mona)).statusCode).toBe(200);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an id no product has', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const res = await call('DELETE', `/api/wishlist/${id}`, mona);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });
});
