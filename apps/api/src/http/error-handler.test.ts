import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A NUL character passes JSON and URL parsing but PostgreSQL cannot store or compare it: the
// request is the client's mistake and must be answered as such, never as a server failure.
describe('text the database cannot hold', () => {
  it('is a 400 in a search query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product?q=a%00b' });
    expect(res.statusCode).toBe(400);
    // Refused by the query's own rule, naming the parameter, before any word reaches the database.
    expect(res.json()).toMatchObject({ status: 'error', code: 'INVALID_PARAMETER' });
    expect(res.json().details.issues[0].path).toBe('q');
  });

  it('is a 400 in a registration, in the shopper language, and creates nobody', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ar' },
      payload: { name: 'Nul\u0000l', email: 'nul@example.com', phone: '01012345678', password: 'secret1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nul@example.com', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });
});

// A database that no longer answers (closed here; restarted or out of reach in db/outage.test.ts)
// is the database's absence, not a bug: 503 with Retry-After, in the shopper's language.
describe('a database that is away', () => {
  it('is answered 503 SERVICE_UNAVAILABLE with Retry-After, never 500', async () => {
    const away = await createTestApp();
    const shopper = await createUser(away.database.db);
    await away.database.close();
    try {
      const res = await away.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: { ...authHeaders(away.app, shopper), 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
      expect(res.json().message).toBe('الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.');
    } finally {
      await away.app.close();
    }
  });
});
