import type { Wishlist } from '@kahraba/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { productStats, products, wishlistItems } from '../../db/schema.js';
import { toProductWire } from '../catalog/product-wire.js';

type Executor = Database | Transaction;

/** The shopper's saved products, the last saved first; deleted products are left out. */
export async function loadWishlist(db: Executor, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({
      product: products,
      views: productStats.views,
      sold: productStats.sold,
      addedAt: wishlistItems.addedAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .where(and(eq(wishlistItems.userId, userId), isNull(products.deletedAt)))
    .orderBy(desc(wishlistItems.addedAt), desc(products.id));
  return {
    items: rows.map((row) => ({
      product: toProductWire({ ...row.product, views: row.views, sold: row.sold }),
      addedAt: row.addedAt.toISOString(),
    })),
  };
}

export async function wishlistSize(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}
