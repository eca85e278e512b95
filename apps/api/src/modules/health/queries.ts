import { count, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema.js';

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isNull(products.deletedAt));
  return row?.n ?? 0;
}
