import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/sitemap', () => {
  it('names one product file and each category and brand with its newest change', async () => {
    const older = await createProduct(ctx.database.db, { brand: 'Apple', category: 'Mobile' });
    await createProduct(ctx.database.db, { brand: 'Dell', category: 'Laptop' });
    const gone = await createProduct(ctx.database.db, { brand: 'Gone', category: 'Audio' });
    await ctx.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const changed = new Date('2030-01-02T03:04:05.000Z');
    await ctx.database.db.update(products).set({ updatedAt: changed }).where(eq(products.id, older.id));

    const res = await ctx.app.inject({ method: 'GET', url: '/api/sitemap' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, .*s-maxage=60/);
    const data = res.json().data;
    expect(data.products).toEqual({ count: 2, lastmod: changed.toISOString() });
    expect(data.productPages).toEqual([{ page: 1, lastmod: changed.toISOString() }]);
    expect(data.categories.map((c: { category: string }) => c.category)).toEqual(['Laptop', 'Mobile']);
    expect(data.categories[1].lastmod).toBe(changed.toISOString());
    expect(data.brands.map((b: { brand: string }) => b.brand)).toEqual(['Apple', 'Dell']);
  });
});

describe('GET /api/sitemap/products', () => {
  it('lists live products by id with their slug and change time, and nothing past the last file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sitemap/products?page=1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.page).toBe(1);
    expect(data.items).toHaveLength(2);
    const ids = data.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual([...ids].sort());
    for (const item of data.items) {
      expect(item).toEqual({ id: expect.any(String), slug: expect.any(String), lastmod: expect.any(String) });
      expect(Object.keys(item)).toEqual(['id', 'slug', 'lastmod']);
    }

    const past = await ctx.app.inject({ method: 'GET', url: '/api/sitemap/products?page=2' });
    expect(past.json().data.items).toEqual([]);
  });

  it('refuses a page that is not a positive number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sitemap/products?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});
