import { canCancelOrder, type Order } from '@kahraba/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderLines, orders, productStats, products } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { releaseCoupon } from '../coupons/redemptions.js';
import { type MessageContext, tellOrderUpdate } from '../notifications/notify.js';
import { findMyOrder, type OrderRow, orderDetail } from './queries.js';
import { recordStatusChange } from './status-history.js';

/**
 * Marks an order cancelled and puts its units back on the shelf: the one restock, used by the
 * shopper's cancel and by staff. The caller has locked the order row and checked that its rule
 * allows the cancel; the status flip is conditional as well, so a second cancel of the same order
 * (which waited for the lock) finds it already cancelled and restores nothing. The cancel goes
 * into the order's history as `actorId`'s, with staff's `note` if they gave one.
 */
export async function cancelLockedOrder(
  tx: Transaction,
  order: OrderRow,
  actorId: string,
  note?: string,
): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), ne(orders.status, 'cancelled')))
    .returning();
  if (!cancelled) throw new AppError('ORDER_NOT_CANCELLABLE');
  await recordStatusChange(tx, { orderId: order.id, status: 'cancelled', actorId, note });
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  if (ids.length > 0) {
    // Same lock order as placing an order, so a cancel and a checkout cannot deadlock.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  }
  // In id order, as the products were locked: the view counter locks product_stats rows so too.
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId));
    await tx
      .update(productStats)
      .set({ sold: sql`greatest(${productStats.sold} - ${line.quantity}, 0)` })
      .where(eq(productStats.productId, line.productId));
  }
  // After the products, as when placing: the coupon row is always the last one locked.
  if (order.couponCode) await releaseCoupon(tx, order.id);
  return cancelled;
}

/**
 * Cancels a pending order and puts its units back on the shelf in one transaction. The order row
 * is locked first, so of two concurrent cancels the second sees `cancelled` and restores nothing.
 */
export async function cancelOrder(
  db: Database,
  userId: string,
  orderId: string,
  context: MessageContext,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findMyOrder(tx, userId, orderId, { lock: true });
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!canCancelOrder(order.status)) throw new AppError('ORDER_NOT_CANCELLABLE');
    const cancelled = await cancelLockedOrder(tx, order, userId);
    await tellOrderUpdate(tx, cancelled, 'order-cancelled', { previousStatus: order.status }, context);
    return orderDetail(tx, cancelled);
  });
}
