import { priceHistorySchema } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPriceHistory, products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createStaffCast, requestAs } from '../../test/staff.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const db = () => ctx.database.db;

/** The prices the trigger recorded for a product, oldest first. */
async function pricesOf(productId: string) {
  const rows = await db()
    .select({ price: productPriceHistory.price })
    .from(productPriceHistory)
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(productPriceHistory.recordedAt, productPriceHistory.id);
  return rows.map((r) => r.price);
}

const historyOf = (id: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/product/${id}/price-history${query}` });

describe('the price history trigger', () => {
  it("records a product's first selling price when it is created: the price after discount when lower", async () => {
    const plain = await createProduct(db(), { price: 12_000 });
    const onSale = await createProduct(db(), { price: 12_000, priceAfterDiscount: 10_500 });
    expect(await pricesOf(plain.id)).toEqual([12_000]);
    expect(await pricesOf(onSale.id)).toEqual([10_500]);
  });

  it('records a price the staff console changes, and nothing when the selling price stays', async () => {
    const { admin } = await createStaffCast(db());
    const asAdmin = requestAs(ctx.app, admin);
    const created = await asAdmin('POST', '/api/admin/products', {
      name: 'Nothing Phone (3)',
      nameAr: 'ناثينج فون 3',
      brand: 'Nothing',
      category: 'Mobile',
      productType: 'MobileTablet',
      description: 'A phone with a light on its back.',
      price: 42_000,
      quantity: 12,
      specs: { deviceType: 'Mobile' },
      images: ['/media/products/mobile-samsung-1.svg'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    const edit = (changes: object) =>
      asAdmin('PUT', `/api/admin/products/${product._id}`, {
        name: product.name,
        nameAr: product.nameAr,
        brand: product.brand,
        category: product.category,
        productType: product.productType,
        description: product.description,
        price: 42_000,
        quantity: 12,
        specs: { deviceType: 'Mobile' },
        images: product.images,
        ...changes,
      });

    expect((await edit({ priceAfterDiscount: 37_800 })).statusCode).toBe(200);
    // The description changes, the selling price does not.
    expect((await edit({ priceAfterDiscount: 37_800, description: 'Now in white.' })).statusCode).toBe(200);
    // A "discount" no lower than the price sells at the price, which is what it sold at already.
    expect((await edit({ price: 37_800, priceAfterDiscount: null })).statusCode).toBe(200);
    expect((await edit({ price: 40_000, priceAfterDiscount: null })).statusCode).toBe(200);
    expect(await pricesOf(product._id)).toEqual([42_000, 37_800, 40_000]);
  });

  it('records a change made by plain SQL, and none for stock, views or sales', async () => {
    const product = await createProduct(db(), { price: 5_000 });
    await db().execute(sql`update products set quantity = 3 where id = ${product.id}`);
    await db().execute(
      sql`update product_stats set views = views + 5, sold = 2 where product_id = ${product.id}`,
    );
    await db().execute(sql`update products set price = 4750 where id = ${product.id}`);
    await db().execute(sql`update products set price = price where id = ${product.id}`);
    expect(await pricesOf(product.id)).toEqual([5_000, 4_750]);
  });
});

describe('GET /api/product/:id/price-history', () => {
  it('answers the points of the last 90 days, led by the price in force when they began', async () => {
    const product = await createProduct(db(), { price: 20_000 });
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    await db().delete(productPriceHistory).where(eq(productPriceHistory.productId, product.id));
    await db()
      .insert(productPriceHistory)
      .values([
        { productId: product.id, price: 24_000, recordedAt: at(200) },
        { productId: product.id, price: 21_000, recordedAt: at(120) },
        { productId: product.id, price: 20_000, recordedAt: at(60) },
        { productId: product.id, price: 18_000, recordedAt: at(10) },
      ]);

    const res = await historyOf(product.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = priceHistorySchema.parse(res.json().data);
    expect(data).toMatchObject({ productId: product.id, days: 90 });
    expect(data.points).toEqual([
      { price: 21_000, recordedAt: at(120).toISOString() },
      { price: 20_000, recordedAt: at(60).toISOString() },
      { price: 18_000, recordedAt: at(10).toISOString() },
    ]);
    // To the hour, so that the page drawn from it stays one page for a shared cache.
    expect(new Date(data.asOf).getTime() % 3_600_000).toBe(0);
    expect(now - new Date(data.asOf).getTime()).toBeGreaterThanOrEqual(0);
    expect(now - new Date(data.asOf).getTime()).toBeLessThan(3_600_000 + 60_000);

    const year = priceHistorySchema.parse((await historyOf(product.id, '?days=365')).json().data);
    expect(year.points.map((p) => p.price)).toEqual([24_000, 21_000, 20_000, 18_000]);
  });

  it("answers a new product's one price, and a price changed a moment ago", async () => {
    const product = await createProduct(db(), { price: 999 });
    await db().update(products).set({ priceAfterDiscount: 899 }).where(eq(products.id, product.id));
    const data = (await historyOf(product.id)).json().data;
    expect(data.points.map((p: { price: number }) => p.price)).toEqual([999, 899]);
  });

  it('answers 404 in the error envelope for an unknown, a deleted or a malformed product id', async () => {
    const gone = await createProduct(db(), { deletedAt: new Date() });
    for (const id of ['00000000-0000-4000-8000-000000000000', gone.id, 'not-a-product']) {
      const res = await historyOf(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('refuses a span beyond a year', async () => {
    const product = await createProduct(db());
    const res = await historyOf(product.id, '?days=400');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/product/{id}/price-history'].get).toBeDefined();
  });
});
