import type { Wishlist } from '@kahraba/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { products, wishlistItems } from '../../db/schema.js';
import { toProductWire } from '../catalog/product-wire.js';

type Executor = Database | Transaction;

/** The shopper's saved products, the last saved first; deleted products are left out. */
export async function loadWishlist(db: Executor, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ product: products, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), isNull(products.deletedAt)))
    .orderBy(desc(wishlistItems.addedAt), desc(products.id));
  return {
    items: rows.map((row) => ({ product: toProductWire(row.product), addedAt: row.addedAt.toISOString() })),
  };
}

export async function wishlistSize(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}
