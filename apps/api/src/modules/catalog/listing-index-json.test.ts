import { productListQuerySchema } from '@kahraba/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-app.js';
import { jsonTextOf } from './json-text.js';
import { ListingIndex } from './listing-index.js';
import { productJsonSql } from './product-json.js';
import { readListVersion } from './product-queries.js';

// The listing copy writes each product's views, units sold and rating into its page from the
// counts it holds, where productJsonSql looks them up in product_stats (decision 0029). The text
// must be the same, byte for byte, whichever rule gives the rating.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const products: Parameters<typeof createProduct>[1][] = [
    // The reviews' average, over the product's own rating and its views (17 / 4 rounds to 4.3).
    { name: 'Reviewed', rating: 3.1, reviewsCount: 4, reviewsStarSum: 17, views: 900, sold: 12 },
    { name: 'Reviewed thirds', reviewsCount: 3, reviewsStarSum: 13, views: 2 },
    // The product's own rating, over its views (at most 5).
    { name: 'Own rating', rating: 4.5, views: 37, sold: 3 },
    { name: 'A rating above five', rating: 9.9 },
    // From the views: 3.5 and a tenth per 5 views, at most 5; 4 without any.
    { name: 'No views', rating: null },
    { name: 'Three views', rating: null, views: 3, sold: 1 },
    { name: 'Twenty-four views', rating: null, views: 24 },
    { name: 'Sixty views', rating: null, views: 60, sold: 7 },
    { name: 'Seventy-five views', rating: null, views: 75 },
    { name: 'Many views', rating: null, views: 1_000_000, sold: 40_000 },
  ];
  for (const [i, values] of products.entries()) await createProduct(db, { ...values, price: 100 + i });
}, 60_000);
afterAll(() => handle.close());

/** The database's JSON of every product, cheapest first, as one array (productJsonSql). */
async function databaseJson(): Promise<string> {
  const rows = await handle.db
    .select({ json: sql<string>`${productJsonSql}` })
    .from(products)
    .orderBy(asc(products.price), asc(products.id));
  return `[${rows.map((row) => row.json).join(',')}]`;
}

describe("the listing copy's page JSON", () => {
  it('is the JSON productJsonSql writes, counts and rating from reviews, own rating or views included', async () => {
    let now = 1_000_000;
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 5_000, now: () => now });
    await index.ready();
    const cheapest = productListQuerySchema.parse({ sort: 'price-asc', limit: 24 });
    const copyJson = async () => {
      const page = index.page(cheapest, await readListVersion(handle.db));
      const json = page && (await index.products(page));
      return json && jsonTextOf(json);
    };
    const before = await databaseJson();
    expect(JSON.parse(before)).toHaveLength(10);
    expect(await copyJson()).toBe(before);
    const ratings = (JSON.parse(before) as { name: string; rating: number }[]).map((p) => [p.name, p.rating]);
    expect(ratings).toEqual([
      ['Reviewed', 4.3],
      ['Reviewed thirds', 4.3],
      ['Own rating', 4.5],
      ['A rating above five', 5],
      ['No views', 4],
      ['Three views', 3.6],
      ['Twenty-four views', 4],
      ['Sixty views', 4.7],
      ['Seventy-five views', 5],
      ['Many views', 5],
    ]);

    // Views and sales written meanwhile show once the copy reads them again, as old as views wait.
    const [own] = await handle.db.select().from(products).where(eq(products.name, 'Three views'));
    await handle.db.execute(sql`update product_stats set views = 41, sold = 2 where product_id = ${own!.id}`);
    expect(await copyJson()).toBe(before);
    const after = await databaseJson();
    expect(after).not.toBe(before);
    now += 2_500;
    await expect.poll(copyJson).toBe(after);
    expect(JSON.parse(after)[5]).toMatchObject({ name: 'Three views', views: 41, sold: 2, rating: 4.3 });
  });

  it('is left to the database once the counts are older than the copy may show', async () => {
    let now = 1_000_000;
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 5_000, now: () => now });
    await index.ready();
    const version = await readListVersion(handle.db);
    const cheapest = productListQuerySchema.parse({ sort: 'price-asc', limit: 24 });
    expect(index.page(cheapest, version)).toBeDefined();
    // Six times as old as views wait: the page is the database's while they are read again.
    now += 30_000;
    expect(index.page(cheapest, version)).toBeUndefined();
  });
});
