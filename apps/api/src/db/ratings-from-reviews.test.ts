import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { seedDatabase } from './seed.js';

// Stars and their counts come only from shoppers' reviews: the demo catalog makes none up, and the
// migration that said so takes away those an earlier catalog had made up.
const migration = readFileSync(
  new URL('../../drizzle/0027_ratings_only_from_reviews.sql', import.meta.url),
  'utf8',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const productAnswer = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json().data;

describe('ratings', () => {
  it('come in the demo catalog only with reviews behind them', async () => {
    await seedDatabase(ctx.database.db, { products: 200, demoAccounts: false, seed: 3 });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/product?limit=100' });
    const products: { ratingsQuantity: number; reviews: number }[] = list.json().data;
    expect(products.length).toBe(100);
    for (const product of products) expect(product.ratingsQuantity).toBe(product.reviews);
  });

  it('made up by an earlier catalog are taken away by the migration', async () => {
    const madeUp = await createProduct(ctx.database.db, { rating: 4.6, ratingsQuantity: 898 });
    expect(await productAnswer(madeUp.id)).toMatchObject({ ratingsQuantity: 898 });
    await ctx.database.db.execute(sql.raw(migration));
    expect(await productAnswer(madeUp.id)).toMatchObject({ ratingsQuantity: 0, reviews: 0 });
  });
});
