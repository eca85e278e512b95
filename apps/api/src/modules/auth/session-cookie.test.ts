import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { SESSION_COOKIE } from './session-cookie.js';

let ctx: TestContext;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createUser(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).map(String);
  const cookie = all.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return cookie;
}

async function logIn(user: TestUser = shopper) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!;

describe('the session cookie', () => {
  it('is set by login as HttpOnly and SameSite=Lax, beside the token other clients read', async () => {
    const res = await logIn();
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Served over plain HTTP here, so not Secure (the browser would drop it on http://localhost).
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookieHeader(cookie)).toBe(`${SESSION_COOKIE}=${res.json().token}`);
    expect(res.json().data.email).toBe(shopper.email);
  });

  it('is Secure when the request came over HTTPS', async () => {
    const secure = await createTestApp({ trustProxyHops: 1 });
    try {
      const user = await createUser(secure.database.db);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: user.password },
      });
      expect(sessionCookieOf(res)).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('is set by registration', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Hala', email: 'hala.cookie@example.com', phone: '01001234567', password: 'secret1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: cookieHeader(sessionCookieOf(res)) },
    });
    expect(me.json().data.email).toBe('hala.cookie@example.com');
  });

  it('signs API reads in without an Authorization header', async () => {
    const cookie = cookieHeader(sessionCookieOf(await logIn()));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data._id).toBe(shopper.id);
  });

  it('is cleared by logout, after which the API treats the caller as a guest', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookieHeader(sessionCookieOf(await logIn())), 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });
    const cleared = sessionCookieOf(res);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: cookieHeader(cleared) },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('writes signed in by the cookie', () => {
  async function addToCart(headers: Record<string, string>) {
    const product = await createProduct(ctx.database.db, { quantity: 5 });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'accept-language': 'ar', ...headers },
      payload: { product: product.id, quantity: 1 },
    });
  }

  it('are accepted from the store itself (same-origin fetch metadata, or the same Origin)', async () => {
    const cookie = cookieHeader(sessionCookieOf(await logIn()));
    expect((await addToCart({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(
      (await addToCart({ cookie, origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
    ).toBe(200);
  });

  it('are refused with 403 when another site started them, in the shopper language', async () => {
    const cookie = cookieHeader(sessionCookieOf(await logIn(await createUser(ctx.database.db))));
    const bySite = await addToCart({ cookie, 'sec-fetch-site': 'cross-site' });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json()).toMatchObject({ status: 'error', code: 'CROSS_SITE_REQUEST' });
    expect(bySite.json().message).toMatch(/[\u0600-\u06FF]/);
    const bySibling = await addToCart({ cookie, 'sec-fetch-site': 'same-site' });
    expect(bySibling.statusCode).toBe(403);
    const byOrigin = await addToCart({ cookie, origin: 'https://evil.example', host: 'localhost:80' });
    expect(byOrigin.statusCode).toBe(403);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    expect(cart.json().data.items).toHaveLength(0);
  });

  it('are not checked for clients that send the token in the Authorization header', async () => {
    const token = (await logIn()).json().token as string;
    const res = await addToCart({ authorization: `Bearer ${token}`, origin: 'https://partner.example' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
