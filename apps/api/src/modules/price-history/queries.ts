import type { PriceHistory } from '@kahraba/domain';
import { and, asc, eq, gte, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productPriceHistory as history, products } from '../../db/schema.js';
import { isUuid } from '../cart/queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A live product's selling prices over the `days` before now, led by the one in force when that
 * span began; undefined for an unknown or deleted product. "Now" is the database's clock, the one
 * the triggers stamp prices with, so a price changed a moment ago is never later than the answer.
 */
export async function readPriceHistory(
  db: Database,
  productId: string,
  days: number,
): Promise<PriceHistory | undefined> {
  if (!isUuid(productId)) return undefined;
  const [product] = await db
    // To the hour: the product page drawn from this answer stays the same page for an hour, so a
    // shared cache can keep it and an ETag can match; a price changed since still shows (its point
    // is read, and the chart runs to the later of the two).
    .select({ id: products.id, asOf: sql`date_trunc('hour', now())`.mapWith(products.createdAt) })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) return undefined;
  const from = new Date(product.asOf.getTime() - days * DAY_MS);
  const opening = db
    .select({ at: max(history.recordedAt) })
    .from(history)
    .where(and(eq(history.productId, productId), lte(history.recordedAt, from)));
  const rows = await db
    .select({ price: history.price, recordedAt: history.recordedAt })
    .from(history)
    .where(
      and(
        eq(history.productId, productId),
        gte(history.recordedAt, sql`coalesce((${opening}), '-infinity'::timestamptz)`),
      ),
    )
    .orderBy(asc(history.recordedAt), asc(history.id));
  return {
    productId: product.id,
    asOf: product.asOf.toISOString(),
    days,
    points: rows.map((r) => ({ price: r.price, recordedAt: r.recordedAt.toISOString() })),
  };
}
