import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { fillMissingSpecFacets } from './spec-facets-backfill.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('fillMissingSpecFacets', () => {
  it("reads the filters of products written before them, and leaves the others' alone", async () => {
    const db = ctx.database.db;
    const old = await createProduct(db, { specs: { ram: '12GB', internalMemory: '512GB' } });
    const current = await createProduct(db, { specs: { ram: '8GB' } });
    // As a store that upgrades has them: no tokens yet.
    await db.update(products).set({ specFacets: null }).where(eq(products.id, old.id));
    await db
      .update(products)
      .set({ specFacets: ['ram:6'] })
      .where(eq(products.id, current.id));

    expect(await fillMissingSpecFacets(db)).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select({ id: products.id, specFacets: products.specFacets })
      .from(products)
      .where(inArray(products.id, [old.id, current.id]));
    const tokensOf = (id: string) => rows.find((row) => row.id === id)?.specFacets;
    expect(tokensOf(old.id)).toEqual(['ram:12', 'storage:512']);
    expect(tokensOf(current.id)).toEqual(['ram:6']);

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/product?spec=storage:512' });
    expect(listed.json().data.map((p: { _id: string }) => p._id)).toContain(old.id);
    expect(await fillMissingSpecFacets(db)).toBe(0);
  });
});
