import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders, products } from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.database.db, { role: 'admin' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload?: object,
  lang = 'en',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload }),
  });

/** A plan created through the staff API, as the console would. */
async function createPlan(terms: Record<string, unknown>) {
  const res = await call('POST', '/api/admin/installment-plans', admin, {
    provider: 'Test Bank',
    providerAr: 'بنك الاختبار',
    months: [6, 12],
    ...terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

type Offer = { planId: string; provider: string; months: number; monthly: number; lastMonthly: number };

describe('GET /api/installment-plans', () => {
  it('answers every plan that finances the amount, with its monthly amounts, to guests too', async () => {
    const res = await call('GET', '/api/installment-plans?amount=12000', null);
    expect(res.statusCode, res.body).toBe(200);
    const { amount, offers } = res.json().data as { amount: number; offers: Offer[] };
    expect(amount).toBe(12_000);
    const nbe = offers.filter((o) => o.provider === 'NBE');
    expect(nbe.map((o) => [o.months, o.monthly, o.lastMonthly])).toEqual([
      [6, 2000, 2000],
      [12, 1000, 1000],
    ]);
    // valU's seeded terms: 5 % fee (600) and 1.5 % a month (12 × 180 = 2160) over 12 months.
    expect(offers.find((o) => o.provider === 'valU' && o.months === 12)).toMatchObject({
      adminFee: 600,
      interest: 2160,
      totalPayable: 14_760,
      monthly: 1230,
      interestFree: false,
    });
  });

  it('leaves out plans whose minimum the amount does not reach, and disabled plans', async () => {
    const hidden = await createPlan({ provider: 'Closed Bank', minAmount: 0, disabled: true });
    const offers = (await call('GET', '/api/installment-plans?amount=2500', null)).json().data
      .offers as Offer[];
    const providers = new Set(offers.map((o) => o.provider));
    expect(providers.has('NBE')).toBe(false);
    expect(providers.has('valU')).toBe(true);
    expect(offers.some((o) => o.planId === hidden._id)).toBe(false);
  });

  it.each(['', 'abc', '0', '-5', '99999999'])('answers 400 for amount=%s', async (amount) => {
    const res = await call('GET', `/api/installment-plans?amount=${amount}`, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});

const orderPayload = {
  shippingAddress: {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    address: '12 Tahrir St',
    // Not a governorate's name: the order pays SPEC §9's flat fee (100 standard), not a zone's.
    city: 'Heliopolis',
    postalCode: '11511',
  },
  paymentMethod: 'cash',
  shippingMethod: 'standard',
};

/** A shopper with one product of `price` in the cart. */
async function shopperBuying(price: number) {
  const product = await createProduct(ctx.database.db, { price, quantity: 5 });
  const shopper = await createUser(ctx.database.db);
  const res = await call('POST', '/api/cart', shopper, { product: product.id, quantity: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return { shopper, product };
}

describe('POST /api/order with an installment plan', () => {
  it('records the plan priced against the order total, and shows it on the order', async () => {
    const plan = await createPlan({ provider: 'Order Bank', providerAr: 'بنك الطلبات', minAmount: 3000 });
    // 11,900 + 100 standard shipping = 12,000 over 12 months.
    const { shopper } = await shopperBuying(11_900);
    const res = await call('POST', '/api/order', shopper, {
      ...orderPayload,
      installment: { planId: plan._id, months: 12 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.total).toBe(12_000);
    expect(order.paymentMethod).toBe('cash');
    expect(order.installment).toEqual({
      planId: plan._id,
      provider: 'Order Bank',
      providerAr: 'بنك الطلبات',
      monthlyRatePercent: 0,
      months: 12,
      principal: 12_000,
      adminFee: 0,
      interest: 0,
      totalPayable: 12_000,
      monthly: 1000,
      lastMonthly: 1000,
    });
    const fetched = (await call('GET', `/api/order/${order._id}`, shopper)).json().data.order;
    expect(fetched.installment).toEqual(order.installment);
    const mine = (await call('GET', '/api/order/my-orders', shopper)).json().data.orders;
    expect(mine[0].installment.months).toBe(12);
  });

  it('keeps the figures it was placed with when staff change the plan later', async () => {
    const plan = await createPlan({ provider: 'Changing Bank' });
    const { shopper } = await shopperBuying(5900);
    const order = (
      await call('POST', '/api/order', shopper, {
        ...orderPayload,
        installment: { planId: plan._id, months: 6 },
      })
    ).json().data.order;
    await call('PUT', `/api/admin/installment-plans/${plan._id}`, admin, {
      provider: 'Changing Bank',
      providerAr: 'بنك',
      months: [6],
      monthlyRatePercent: 3,
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.installment).toMatchObject({ monthly: 1000, interest: 0 });
  });

  it.each([
    ['a total under the minimum', { minAmount: 50_000 }, 6, 'INSTALLMENT_BELOW_MINIMUM', 'EGP 50,000'],
    ['a total over the maximum', { maxAmount: 1000 }, 6, 'INSTALLMENT_ABOVE_MAXIMUM', 'EGP 1,000'],
    ['months the plan does not offer', {}, 24, 'INSTALLMENT_MONTHS_UNAVAILABLE', '24 months'],
    ['a disabled plan', { disabled: true }, 6, 'INSTALLMENT_PLAN_UNAVAILABLE', 'no longer available'],
  ] as const)('refuses %s with 400, and places nothing', async (_, terms, months, code, words) => {
    const plan = await createPlan(terms);
    const { shopper, product } = await shopperBuying(5900);
    const res = await call('POST', '/api/order', shopper, {
      ...orderPayload,
      installment: { planId: plan._id, months },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code });
    expect(res.json().message).toContain(words);
    // The whole order rolled back: stock untouched, cart kept.
    const [stock] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock!.quantity).toBe(5);
    expect(
      await ctx.database.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id)),
    ).toHaveLength(1);
  });

  it('refuses an unknown plan, in the shopper’s language', async () => {
    const { shopper } = await shopperBuying(5900);
    const res = await call(
      'POST',
      '/api/order',
      shopper,
      { ...orderPayload, installment: { planId: '00000000-0000-4000-8000-000000000000', months: 6 } },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INSTALLMENT_PLAN_UNAVAILABLE',
      message: 'خطة التقسيط هذه لم تعد متاحة. يرجى اختيار خطة أخرى.',
    });
  });

  it.each([[{ planId: 'x', months: 0 }], [{ planId: 'x' }], [{ months: 6 }], ['NBE-12']])(
    'answers 400 VALIDATION_ERROR for installment %j',
    async (installment) => {
      const { shopper } = await shopperBuying(5900);
      const res = await call('POST', '/api/order', shopper, { ...orderPayload, installment });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    },
  );
});
