import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers that the process is live', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { status: 'live' } });
  });

  it('asks nothing of the database', async () => {
    // A database that fails every statement: liveness must not notice.
    const db = ctx.app.db;
    const failing = new Proxy(db, {
      get: () => {
        throw new Error('the health check touched the database');
      },
    });
    Object.defineProperty(ctx.app, 'db', { value: failing, configurable: true });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      Object.defineProperty(ctx.app, 'db', { value: db, configurable: true });
    }
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/ready', () => {
  // Runs first: nothing has read the catalog copy yet in this file's app.
  it('is 503 with Retry-After until the catalog copy is loaded, then 200', async () => {
    await seedDatabase(ctx.database.db, { products: 30, seed: 7 });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'ar' },
    });
    expect(before.statusCode).toBe(503);
    expect(before.headers['retry-after']).toBe('5');
    expect(before.json()).toMatchObject({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      details: { database: 'ok', migrations: 'current', catalog: 'loading' },
    });
    expect(before.json().message).toMatch(/[\u0600-\u06FF]/);

    // The probe itself starts the read a server could not do at start.
    await expect.poll(() => ctx.app.listingIndex.loaded, { timeout: 10_000 }).toBe(true);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: 'success',
      data: { database: 'ok', migrations: 'current', catalog: 'loaded' },
    });
  });

  it('is 503 when the database lacks a migration this build carries', async () => {
    const newest = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const result = (await ctx.database.db.execute(
      sql`select id, created_at from drizzle.__drizzle_migrations where id = ${newest}`,
    )) as unknown as { rows: { id: number; created_at: string }[] };
    const [row] = result.rows;
    await ctx.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${row!.id}`,
    );
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toMatchObject({ database: 'ok', migrations: 'behind' });
    } finally {
      await ctx.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${row!.created_at} where id = ${row!.id}`,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
