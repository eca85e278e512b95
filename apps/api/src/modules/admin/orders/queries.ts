import type { AdminOrder, AdminOrderListQuery, OrderEvent, Paged } from '@kahraba/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { orderStatusHistory, orders, users } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';
import { escapeLike } from '../../catalog/product-filters.js';
import { linesOf, type OrderRow, toOrderWire } from '../../orders/queries.js';
import { toStatusChangeWire } from '../../orders/status-history.js';
import { offsetOf, pageOf } from '../paging.js';
import { type PersonRow, personColumns, toPerson } from '../people.js';
import { withinStoreDays } from '../store-days.js';

type Executor = Database | Transaction;

const ORDER_SORTS: Record<AdminOrderListQuery['sort'], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'total-desc': [desc(orders.total), desc(orders.createdAt)],
  'total-asc': [asc(orders.total), desc(orders.createdAt)],
};

/** The order number, or the e-mail or phone of the shipping address or of the account. */
function searchCondition(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(sql`${orders.shippingAddress}->>'email'`, pattern),
    ilike(sql`${orders.shippingAddress}->>'phone'`, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  );
}

async function toAdminOrders(db: Executor, rows: { order: OrderRow; customer: PersonRow }[]) {
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(
    ({ order, customer }): AdminOrder => ({
      ...toOrderWire(order, lines.get(order.id) ?? []),
      customer: toPerson(customer),
      updatedAt: order.updatedAt.toISOString(),
    }),
  );
}

export async function listAdminOrders(db: Database, query: AdminOrderListQuery): Promise<Paged<AdminOrder>> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    withinStoreDays(orders.createdAt, query.from, query.to),
    query.q ? searchCondition(query.q) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: personColumns() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...ORDER_SORTS[query.sort])
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return pageOf(await toAdminOrders(db, rows), total?.n ?? 0, query);
}

export async function findAdminOrder(db: Executor, id: string): Promise<AdminOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ order: orders, customer: personColumns() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  const [order] = await toAdminOrders(db, rows);
  if (!order) return undefined;
  return { ...order, history: await staffHistoryOf(db, order._id, order.customer._id) };
}

/**
 * The order's history as staff read it, oldest first: who made each change, or null for what the
 * shopper did themselves (placing, cancelling).
 */
async function staffHistoryOf(db: Executor, orderId: string, customerId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select({ change: orderStatusHistory, actor: personColumns() })
    .from(orderStatusHistory)
    .innerJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map(({ change, actor }) => ({
    ...toStatusChangeWire(change),
    by: change.actorId === customerId ? null : toPerson(actor),
  }));
}

/** Any shopper's order, its row locked until the transaction ends. */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}
