import type { StockAlert } from '@kahraba/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, stockAlerts } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findLiveProduct, isUuid } from '../cart/queries.js';

// A shopper asks to hear when a product is back; the database's trigger (drizzle/0028) tells them
// when its stock goes from none to some, whoever restocks it, and spends the alert as it does.

export async function stockAlertOf(db: Database, userId: string, productId: string): Promise<StockAlert> {
  const product = await findLiveProduct(db, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const [row] = await db
    .select({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, product.id)));
  return { productId: product.id, subscribed: row !== undefined };
}

/**
 * Subscribes the shopper (again is harmless). A product in stock may be subscribed to as well: the
 * alert goes the next time it comes back after running out.
 */
export async function subscribeStockAlert(
  db: Database,
  userId: string,
  productId: string,
): Promise<StockAlert> {
  const product = await findLiveProduct(db, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  await db.insert(stockAlerts).values({ userId, productId: product.id }).onConflictDoNothing();
  return { productId: product.id, subscribed: true };
}

/** Unsubscribes; a product deleted since can still be unsubscribed from. */
export async function unsubscribeStockAlert(
  db: Database,
  userId: string,
  productId: string,
): Promise<StockAlert> {
  if (!isUuid(productId)) throw new AppError('PRODUCT_NOT_FOUND');
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, product.id)));
  return { productId: product.id, subscribed: false };
}
