import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, products } from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.database.db, { role: 'admin' });
});
afterAll(() => ctx.close());

const orderPayload = {
  shippingAddress: {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    address: '12 Tahrir St',
    city: 'Heliopolis', // names no governorate: SPEC §9's flat shipping fee
    postalCode: '11511',
  },
  paymentMethod: 'cash',
  shippingMethod: 'standard',
};

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object, lang = 'en') =>
  ctx.app.inject({
    method,
    url,
    headers: { ...authHeaders(ctx.app, user), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload }),
  });

let codeSequence = 0;
/** A coupon created through the staff API, as the console would; `code` is unique per call. */
async function createCoupon(terms: Record<string, unknown> = {}) {
  codeSequence += 1;
  const res = await call('POST', '/api/admin/coupons', admin, {
    code: `TEST${codeSequence}`,
    kind: 'percent',
    value: 10,
    maxUsesPerShopper: null,
    ...terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; code: string };
}

/** A shopper with `lines` in the cart. */
async function shopperWith(lines: { product: string; quantity: number }[]) {
  const shopper = await createUser(ctx.database.db);
  for (const line of lines) {
    const res = await call('POST', '/api/cart', shopper, line);
    expect(res.statusCode, res.body).toBe(200);
  }
  return shopper;
}

const usedCount = async (id: string) =>
  (await ctx.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

describe('POST /api/order with a coupon', () => {
  it('takes the discount off the goods, stores the code and the amount, and records the redemption', async () => {
    const phone = await createProduct(ctx.database.db, { price: 12_345.67, category: 'Mobile' });
    const coupon = await createCoupon({ kind: 'percent', value: 15 });
    const shopper = await shopperWith([{ product: phone.id, quantity: 1 }]);

    const res = await call('POST', '/api/order', shopper, {
      ...orderPayload,
      coupon: ` ${coupon.code.toLowerCase()} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    // 15% of 12,345.67 is 1,851.8505 → 1,851.85; the total is 12,345.67 − 1,851.85 + 100.
    expect(order).toMatchObject({
      subtotal: 12_345.67,
      shippingFee: 100,
      coupon: { code: coupon.code, discount: 1851.85 },
      total: 10_593.82,
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ couponCode: coupon.code, couponDiscount: 1851.85, total: 10_593.82 });
    expect(
      await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order._id)),
    ).toMatchObject([{ couponId: coupon._id, userId: shopper.id, discount: 1851.85 }]);
    expect(await usedCount(coupon._id)).toBe(1);
    expect((await call('GET', `/api/order/${order._id}`, shopper)).json().data.order.coupon).toEqual({
      code: coupon.code,
      discount: 1851.85,
    });
  });

  it('discounts only the lines of the coupon scope, and a fixed amount at most their cost', async () => {
    const phone = await createProduct(ctx.database.db, { price: 9000, category: 'Mobile', brand: 'Samsung' });
    const cable = await createProduct(ctx.database.db, {
      price: 150,
      category: 'Accessories',
      productType: 'Cable',
      brand: 'Anker',
    });
    const coupon = await createCoupon({ kind: 'fixed', value: 500, category: 'Accessories' });
    const shopper = await shopperWith([
      { product: phone.id, quantity: 1 },
      { product: cable.id, quantity: 2 },
    ]);
    const order = (await call('POST', '/api/order', shopper, { ...orderPayload, coupon: coupon.code })).json()
      .data.order;
    expect(order).toMatchObject({ subtotal: 9300, coupon: { discount: 300 }, total: 9100 });
  });

  const refusals = [
    {
      why: 'unknown',
      terms: null,
      code: 'COUPON_INVALID',
      en: 'This discount code is not valid.',
      ar: 'كود الخصم هذا غير صالح.',
    },
    {
      why: 'disabled',
      terms: { disabled: true },
      code: 'COUPON_INVALID',
      en: 'This discount code is not valid.',
      ar: 'كود الخصم هذا غير صالح.',
    },
    {
      why: 'expired',
      terms: { expiresAt: '2020-01-01T00:00:00.000Z' },
      code: 'COUPON_EXPIRED',
      en: 'This discount code has expired.',
      ar: 'انتهت صلاحية كود الخصم هذا.',
    },
    {
      why: 'below its minimum',
      terms: { minSubtotal: 25_000 },
      code: 'COUPON_BELOW_MINIMUM',
      en: 'This discount code needs a subtotal of at least EGP 25,000.',
      ar: 'يتطلب كود الخصم هذا ألا يقل المجموع الفرعي عن 25,000 جنيه.',
    },
    {
      why: 'out of scope',
      terms: { brand: 'Apple' },
      code: 'COUPON_NOT_APPLICABLE',
      en: 'This discount code does not apply to the products in your cart.',
      ar: 'كود الخصم هذا لا ينطبق على المنتجات الموجودة في سلة التسوق.',
    },
    {
      why: 'used up',
      terms: { maxUses: 1 },
      usedBefore: 'someone',
      code: 'COUPON_USED_UP',
      en: 'This discount code has been fully used.',
      ar: 'تم استخدام كود الخصم هذا بالكامل.',
    },
    {
      why: 'already used by this shopper',
      terms: { maxUsesPerShopper: 1 },
      usedBefore: 'me',
      code: 'COUPON_ALREADY_USED',
      en: 'You have already used this discount code.',
      ar: 'لقد استخدمت كود الخصم هذا من قبل.',
    },
  ] as const;

  it.each(refusals)(
    'refuses a code that is $why with 400 $code in both languages, placing nothing',
    async (c) => {
      const phone = await createProduct(ctx.database.db, { price: 10_000, quantity: 10, brand: 'Samsung' });
      const code = c.terms === null ? 'NOSUCHCODE' : (await createCoupon(c.terms)).code;
      const shopper = await shopperWith([{ product: phone.id, quantity: 1 }]);
      if ('usedBefore' in c) {
        const earlier =
          c.usedBefore === 'me' ? shopper : await shopperWith([{ product: phone.id, quantity: 1 }]);
        if (c.usedBefore === 'me')
          await call('POST', '/api/cart', shopper, { product: phone.id, quantity: 1 });
        expect(
          (await call('POST', '/api/order', earlier, { ...orderPayload, coupon: code })).statusCode,
        ).toBe(201);
        await call('POST', '/api/cart', shopper, { product: phone.id, quantity: 1 });
      }
      const stockBefore = (await ctx.database.db.select().from(products).where(eq(products.id, phone.id)))[0]!
        .quantity;
      const ordersBefore = (await ctx.database.db.select().from(orders).where(eq(orders.userId, shopper.id)))
        .length;

      for (const lang of ['en', 'ar'] as const) {
        const res = await call('POST', '/api/order', shopper, { ...orderPayload, coupon: code }, lang);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', code: c.code, message: c[lang] });
        const check = await call('POST', '/api/coupon/check', shopper, { code }, lang);
        expect(check.statusCode).toBe(400);
        expect(check.json()).toMatchObject({ code: c.code, message: c[lang] });
      }
      expect((await ctx.database.db.select().from(orders).where(eq(orders.userId, shopper.id))).length).toBe(
        ordersBefore,
      );
      expect(
        (await ctx.database.db.select().from(products).where(eq(products.id, phone.id)))[0]!.quantity,
      ).toBe(stockBefore);
    },
  );

  it('answers 400 for a code longer than any code can be, before looking it up', async () => {
    const phone = await createProduct(ctx.database.db);
    const shopper = await shopperWith([{ product: phone.id, quantity: 1 }]);
    const res = await call('POST', '/api/order', shopper, { ...orderPayload, coupon: 'X'.repeat(33) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('gives the use back when the order is cancelled', async () => {
    const phone = await createProduct(ctx.database.db);
    const coupon = await createCoupon({ maxUses: 1, maxUsesPerShopper: 1 });
    const shopper = await shopperWith([{ product: phone.id, quantity: 1 }]);
    const order = (await call('POST', '/api/order', shopper, { ...orderPayload, coupon: coupon.code })).json()
      .data.order;
    expect(await usedCount(coupon._id)).toBe(1);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}/cancel`,
      headers: authHeaders(ctx.app, shopper),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await usedCount(coupon._id)).toBe(0);
    await call('POST', '/api/cart', shopper, { product: phone.id, quantity: 1 });
    expect(
      (await call('POST', '/api/order', shopper, { ...orderPayload, coupon: coupon.code })).statusCode,
    ).toBe(201);
  });

  it('lets exactly one of many concurrent orders use a one-use code', async () => {
    const phone = await createProduct(ctx.database.db, { quantity: 100 });
    const coupon = await createCoupon({ maxUses: 1 });
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, () => shopperWith([{ product: phone.id, quantity: 1 }])),
    );
    const results = await Promise.all(
      shoppers.map((s) => call('POST', '/api/order', s, { ...orderPayload, coupon: coupon.code })),
    );
    const codes = results.map((r) => (r.statusCode === 201 ? 'placed' : r.json().code));
    expect(codes.filter((c) => c === 'placed')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'placed')).toEqual(Array(7).fill('COUPON_USED_UP'));
    expect(await usedCount(coupon._id)).toBe(1);
    expect(
      await ctx.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon._id)),
    ).toHaveLength(1);
    // The refused orders rolled back whole: only one order, and stock moved by one unit.
    expect(
      (await ctx.database.db.select().from(products).where(eq(products.id, phone.id)))[0]!.quantity,
    ).toBe(99);
  });
});

describe('POST /api/coupon/check', () => {
  it("previews what the code takes off the shopper's cart", async () => {
    const phone = await createProduct(ctx.database.db, { price: 2000 });
    const coupon = await createCoupon({ kind: 'fixed', value: 250 });
    const shopper = await shopperWith([{ product: phone.id, quantity: 2 }]);
    const res = await call('POST', '/api/coupon/check', shopper, { code: coupon.code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ coupon: { code: coupon.code, discount: 250 } });
  });

  it('answers CART_EMPTY for an empty cart and 401 for a guest', async () => {
    const coupon = await createCoupon();
    const shopper = await createUser(ctx.database.db);
    expect((await call('POST', '/api/coupon/check', shopper, { code: coupon.code })).json().code).toBe(
      'CART_EMPTY',
    );
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupon/check',
      payload: { code: coupon.code },
    });
    expect(guest.statusCode).toBe(401);
  });
});
