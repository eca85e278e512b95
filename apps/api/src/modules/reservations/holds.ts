import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { reservations } from '../../db/schema.js';

type Executor = Database | Transaction;

/**
 * Units of each product held by *other* shoppers' unexpired reservations. They count against what
 * this shopper may put in the cart or buy, so a checkout in progress is not oversold under them.
 */
export async function heldByOthers(
  db: Executor,
  userId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      productId: reservations.productId,
      quantity: sql<number>`coalesce(sum(${reservations.quantity}), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.productId, [...productIds]),
        ne(reservations.userId, userId),
        gt(reservations.expiresAt, sql`now()`),
      ),
    )
    .groupBy(reservations.productId);
  for (const row of rows) held.set(row.productId, Number(row.quantity));
  return held;
}

/** What this shopper can still take of a product: stock minus other shoppers' holds, never negative. */
export function availableUnits(stock: number, heldByOthersCount: number): number {
  return Math.max(0, stock - heldByOthersCount);
}

/** The shopper's own holds on these products are used up once the order is placed. */
export async function consumeReservations(
  tx: Transaction,
  userId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.productId, [...productIds])));
}
