import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createProduct, createUser, type TestUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { JSON_DEPTH_MAX, nestsDeeperThan } from './json-body.js';

// The edges of a request an outside security test found answered outside the error envelope: a
// deeply nested body, a broken percent-encoding, a JSON content type with no body.

let ctx: TestContext;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.database.db, { role: 'admin' });
  shopper = await createUser(ctx.database.db);
});
afterAll(() => ctx.close());

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('a deeply nested JSON body', () => {
  it('is refused with 400 and the envelope in the requested language, on every admin write route', async () => {
    const body = nested(5000);
    for (const [method, url] of [
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/dealers/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/users'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: body,
        headers: {
          ...authHeaders(ctx.app, admin),
          'content-type': 'application/json',
          'accept-language': 'ar',
        },
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'JSON_TOO_DEEP',
        message: `محتوى الطلب متداخل لأكثر من ${JSON_DEPTH_MAX} مستوى.`,
      });
    }
  });

  it('is accepted up to the limit', () => {
    expect(nestsDeeperThan(JSON.parse(nested(JSON_DEPTH_MAX)), JSON_DEPTH_MAX)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nested(JSON_DEPTH_MAX + 1)), JSON_DEPTH_MAX)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), JSON_DEPTH_MAX)).toBe(
      true,
    );
  });
});

describe('an address with a broken percent-encoding', () => {
  it('answers the 400 envelope in Arabic when Arabic is asked for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/%zz',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'MALFORMED_URL', message: 'عنوان الطلب غير صحيح.' });
  });

  it('answers in English by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'MALFORMED_URL',
      message: 'The address of the request is not valid.',
    });
  });
});

describe('a write that takes no body, sent with Content-Type: application/json and none', () => {
  const json = () => ({ ...authHeaders(ctx.app, shopper), 'content-type': 'application/json' });

  it('clears the cart', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: json() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cancels an order', async () => {
    const product = await createProduct(ctx.database.db, { quantity: 5 });
    const headers = authHeaders(ctx.app, shopper);
    await ctx.app.inject({ method: 'POST', url: '/api/cart', headers, payload: { product: product.id } });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/order',
      headers,
      payload: {
        shippingAddress: {
          firstName: 'Mona',
          lastName: 'Hassan',
          email: 'mona@example.com',
          phone: '01001234567',
          address: '12 Tahrir St',
          city: 'Cairo',
          postalCode: '11511',
        },
        paymentMethod: 'cash',
        shippingMethod: 'standard',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.order._id;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/order/${id}/cancel`, headers: json() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: json(),
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });
});
