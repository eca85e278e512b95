import { specFacetTokens } from '@kahraba/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema.js';

const BATCH = 500;

/**
 * Reads the specification filters' tokens of products written before the filters existed (their
 * column is null), a batch at a time, so a store that upgrades filters its whole catalog. The
 * tokens come from the same domain rule every product write uses (product-derived.ts); SQL could
 * not read "6.67\" AMOLED" the same way. Answers how many products it filled.
 */
export async function fillMissingSpecFacets(db: Database): Promise<number> {
  let filled = 0;
  // Every row read is written (an empty list when nothing can be read), so each batch is new.
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        productType: products.productType,
        audioType: products.audioType,
        specs: products.specs,
      })
      .from(products)
      .where(isNull(products.specFacets))
      .limit(BATCH);
    if (rows.length === 0) break;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(products)
          .set({ specFacets: specFacetTokens(row) })
          .where(and(eq(products.id, row.id), isNull(products.specFacets)));
      }
    });
    filled += rows.length;
  }
  // The list version's trigger (migration 0004) has retired the answers cached before; fresh
  // statistics let the planner see the new column's index.
  if (filled > 0) await db.execute(sql`analyze ${products}`);
  return filled;
}
