import type { Order, OrderShippingAddress } from '@kahraba/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';
import { isUuid } from '../cart/queries.js';
import { shopperHistoryOf } from './status-history.js';

type Executor = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order in lists and answers that leave the history out. */
export type OrderSummary = Omit<Order, 'history'>;

/** An order as the API sends it (SPEC §3): the lines show the snapshots taken when it was placed. */
export function toOrderWire(order: OrderRow, lines: readonly OrderLineRow[]): OrderSummary {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    total: order.total,
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount,
    coupon: order.couponCode ? { code: order.couponCode, discount: order.couponDiscount } : null,
    installment: order.installment ?? null,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress as OrderShippingAddress,
    delivery:
      order.deliveryEarliest && order.deliveryLatest
        ? { earliest: order.deliveryEarliest, latest: order.deliveryLatest }
        : null,
    notes: order.notes,
    items: lines.map((line) => ({
      product: { _id: line.productId, name: line.name, nameAr: line.nameAr, images: [line.image] },
      quantity: line.quantity,
      price: line.unitPrice,
    })),
  };
}

/** The lines of each of `orderIds`, keyed by order id. */
export async function linesOf(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function orderWithLines(db: Executor, order: OrderRow): Promise<OrderSummary> {
  const lines = await linesOf(db, [order.id]);
  return toOrderWire(order, lines.get(order.id) ?? []);
}

/** One order as its page shows it: its lines and its status history. */
export async function orderDetail(db: Executor, order: OrderRow): Promise<Order> {
  const [withLines, history] = await Promise.all([orderWithLines(db, order), shopperHistoryOf(db, order.id)]);
  return { ...withLines, history };
}

/** The shopper's orders, newest first. */
export async function listMyOrders(db: Database, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrderWire(row, lines.get(row.id) ?? []));
}

/** Another shopper's order is indistinguishable from a missing one (no 403 that confirms it exists). */
export async function findMyOrder(
  db: Executor,
  userId: string,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}
